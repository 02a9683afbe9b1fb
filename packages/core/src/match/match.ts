import type { Actor, Game, Result, Seat } from '../contract.js';
import { describeValue, err, ok } from '../result.js';
import type { Rng } from '../rng.js';
import { sampleChance } from './chance.js';
import { checkGame } from './game-check.js';
import type { MatchRecord } from './record.js';

/** One move of a match's history. */
export interface HistoryEntry<S, M> {
  /** The move played. */
  move: M;
  /** The move in the game's notation. */
  notation: string;
  /** The seat that played it, or `null` for a chance outcome. */
  seat: Seat | null;
  /** The state before the move. */
  before: S;
}

/**
 * A match in progress: the current state and its history, with undo. Created by
 * {@link createMatch}; every method validates its input and returns a {@link Result}.
 */
export interface Match<S, M, O, V> {
  /** The game being played. */
  readonly game: Game<S, M, O, V>;
  /** The options the match was set up with. */
  readonly options: O;
  /** The current state. */
  readonly state: S;
  /** Every move so far, oldest first. */
  readonly history: readonly HistoryEntry<S, M>[];
  /** Who acts now. */
  actor(): Actor<M>;
  /** The legal moves now. */
  legalMoves(): M[];
  /** What `seat` (or a spectator, `null`) sees now. */
  view(seat: Seat | null): V;
  /** Plays a move, given as a move value or in the game's notation. */
  play(move: M | string): Result<S>;
  /** Plays a move for `seat`, refusing with `not-your-turn` when that seat is not acting. */
  playAs(seat: Seat, move: M | string): Result<S>;
  /** When chance acts, samples its outcome with `rng` and plays it (`not-chance` otherwise). */
  resolveChance(rng: Rng): Result<S>;
  /** Takes back the last `count` moves (default 1); `nothing-to-undo` when there are fewer. */
  undo(count?: number): Result<S>;
  /** The match as a {@link MatchRecord}. */
  record(): MatchRecord<O>;
}

/**
 * Starts a match: validates the game and the options (`setup` errors are returned as they are)
 * and returns a {@link Match} holding the state and history.
 */
export function createMatch<S, M, O, V>(game: Game<S, M, O, V>, options: O): Result<Match<S, M, O, V>> {
  const checked = checkGame(game);
  if (!checked.ok) return checked;
  let setup: Result<S>;
  try {
    setup = game.setup(options);
  } catch (thrown) {
    return err('invalid-options', `setup threw on ${describeValue(options)}: ${String(thrown)}`);
  }
  if (!setup.ok) return setup;
  let state = setup.value;
  const history: HistoryEntry<S, M>[] = [];

  const toMove = (move: M | string): Result<M> => (typeof move === 'string' ? game.parseMove(move, state) : ok(move));

  const apply = (move: M, seat: Seat | null): Result<S> => {
    const next = game.play(state, move);
    if (!next.ok) return next;
    history.push({ move, notation: game.formatMove(move), seat, before: state });
    state = next.value;
    return next;
  };

  const match: Match<S, M, O, V> = {
    game,
    options,
    get state() {
      return state;
    },
    history,
    actor: () => game.actor(state),
    legalMoves: () => game.legalMoves(state),
    view: (seat) => game.view(state, seat),
    play(move) {
      const parsed = toMove(move);
      if (!parsed.ok) return parsed;
      const actor = game.actor(state);
      return apply(parsed.value, actor.kind === 'player' ? actor.seat : null);
    },
    playAs(seat, move) {
      const actor = game.actor(state);
      if (actor.kind === 'over') return err('game-over', 'the game is over');
      if (actor.kind !== 'player' || actor.seat !== seat) {
        return err('not-your-turn', `${describeValue(seat)} may not move now: ${actor.kind === 'player' ? `seat ${actor.seat}` : 'chance'} acts`);
      }
      const parsed = toMove(move);
      if (!parsed.ok) return parsed;
      return apply(parsed.value, seat);
    },
    resolveChance(rng) {
      const actor = game.actor(state);
      if (actor.kind !== 'chance') return err('not-chance', actor.kind === 'over' ? 'the game is over' : `seat ${actor.seat} acts, not chance`);
      return apply(sampleChance(actor, rng), null);
    },
    undo(count = 1) {
      if (!Number.isInteger(count) || count < 1) return err('invalid-undo', `undo takes a positive whole number of moves, got ${describeValue(count)}`);
      if (count > history.length) return err('nothing-to-undo', `cannot undo ${count} moves: only ${history.length} played`);
      const entries = history.splice(history.length - count, count);
      state = entries[0]!.before;
      return ok(state);
    },
    record: () => ({ game: game.id, options, moves: history.map((entry) => entry.notation) }),
  };
  return ok(match);
}
