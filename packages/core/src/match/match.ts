import type { Actor, Game, Result, Seat } from '../contract.js';
import { describeValue, err, ErrorCode, ok } from '../result.js';
import { isRng, type Rng } from '../rng.js';
import { sampleChance } from './chance.js';
import { checkGame } from './game-check.js';
import { replay, type MatchRecord } from './record.js';

/**
 * One move of a match's history.
 *
 * @group Matches
 */
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
 *
 * @group Matches
 */
export interface Match<S, M, O, V> {
  /** The game being played. */
  readonly game: Game<S, M, O, V>;
  /** The options the match was set up with. */
  readonly options: O;
  /** The current state. */
  readonly state: S;
  /** The number of seats ({@link Game.seats}). */
  readonly seats: number;
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
  /**
   * The match as a {@link MatchRecord}; a match resumed from a state
   * ({@link matchFromState}) records that state as `start`.
   */
  record(): MatchRecord<O>;
}

/**
 * Starts a match: validates the game and the options (`setup` errors are returned as they are)
 * and returns a {@link Match} holding the state and history.
 *
 * @example
 * ```ts
 * import { createMatch, createRng, randomBot, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const match = unwrap(createMatch(pig, { players: 2 }));
 * const bot = randomBot(pig);
 * const rng = createRng(3);
 * while (match.actor().kind !== 'over') {
 *   const played = match.actor().kind === 'chance' ? match.resolveChance(rng) : match.play(unwrap(bot.chooseMove(match.state, rng)));
 *   if (!played.ok) throw new Error(played.error.message);
 * }
 * console.log(match.actor(), match.record().moves.length);
 * ```
 *
 * @group Matches
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
  return ok(holdMatch(game, options, setup.value, undefined, []));
}

/**
 * Resumes a match from a {@link MatchRecord}: replays it (every move checked) and returns a
 * {@link Match} whose history holds the recorded moves, so `undo` and `record` work as if the
 * match had been played here. Errors are {@link replay}'s.
 *
 * @example
 * ```ts
 * import { matchFromRecord, parseRecord, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const record = unwrap(parseRecord('{"game":"pig","options":{"players":2},"moves":["roll","die 4","hold"]}'));
 * const match = unwrap(matchFromRecord(pig, record)); // every move checked
 * console.log(match.state.banked, match.history.length); // [ 4, 0 ] 3
 * unwrap(match.undo(2));                               // back to before 'die 4'
 * ```
 *
 * @group Matches
 */
export function matchFromRecord<S, M, O, V>(game: Game<S, M, O, V>, record: MatchRecord<O> | unknown): Result<Match<S, M, O, V>> {
  const replayed = replay(game, record);
  if (!replayed.ok) return replayed;
  const { options, moves } = record as MatchRecord<O>;
  const states = replayed.value.states;
  const history: HistoryEntry<S, M>[] = [];
  for (let index = 0; index < moves.length; index++) {
    const before = states[index]!;
    const actor = game.actor(before);
    const move = game.parseMove(moves[index]!, before);
    if (!move.ok) return move;
    history.push({ move: move.value, notation: moves[index]!, seat: actor.kind === 'player' ? actor.seat : null, before });
  }
  return ok(holdMatch(game, options, replayed.value.state, (record as MatchRecord<O>).start as S | undefined, history));
}

/**
 * Resumes a match from a saved state (for example one a server stored): the match starts there
 * with an empty history; its {@link Match.record} carries the state as `start`, so it replays.
 * The state is trusted to be one the game produced (`invalid-state` when the game cannot even
 * say who acts in it); `options` are only kept for the record.
 *
 * @example
 * ```ts
 * import { createMatch, matchFromState, replay, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const first = unwrap(createMatch(pig, { players: 2 }));
 * unwrap(first.play('roll'));
 * const saved = JSON.stringify(first.state);           // a server stores the state...
 * const resumed = unwrap(matchFromState(pig, JSON.parse(saved), { players: 2 })); // ...and resumes it
 * unwrap(resumed.play('die 5'));
 * console.log(unwrap(replay(pig, resumed.record())).state.turnTotal); // 5: the record starts at the saved state
 * ```
 *
 * @group Matches
 */
export function matchFromState<S, M, O, V>(game: Game<S, M, O, V>, state: S, options?: O): Result<Match<S, M, O, V>> {
  const checked = checkGame(game);
  if (!checked.ok) return checked;
  try {
    game.actor(state);
    game.seats(state);
  } catch (thrown) {
    return err('invalid-state', `not a state of ${game.id}: ${String(thrown)}`);
  }
  return ok(holdMatch(game, options as O, state, state, []));
}

/** The match object over a starting point and a history. */
function holdMatch<S, M, O, V>(game: Game<S, M, O, V>, options: O, current: S, start: S | undefined, history: HistoryEntry<S, M>[]): Match<S, M, O, V> {
  let state = current;
  const toMove = (move: M | string): Result<M> => (typeof move === 'string' ? game.parseMove(move, state) : ok(move));

  const apply = (move: M, seat: Seat | null): Result<S> => {
    const next = game.play(state, move);
    if (!next.ok) return next;
    history.push({ move, notation: game.formatMove(move), seat, before: state });
    state = next.value;
    return next;
  };

  return {
    game,
    options,
    get state() {
      return state;
    },
    get seats() {
      return game.seats(state);
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
      if (actor.kind === 'over') return err(ErrorCode.gameOver, 'the game is over');
      if (actor.kind !== 'player' || actor.seat !== seat) {
        return err(ErrorCode.notYourTurn, `${describeValue(seat)} may not move now: ${actor.kind === 'player' ? `seat ${actor.seat}` : 'chance'} acts`);
      }
      const parsed = toMove(move);
      if (!parsed.ok) return parsed;
      return apply(parsed.value, seat);
    },
    resolveChance(rng) {
      if (!isRng(rng)) return err('invalid-rng', `resolveChance needs an rng from createRng, got ${describeValue(rng)}`);
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
    record: () => ({ game: game.id, options, ...(start === undefined ? {} : { start }), moves: history.map((entry) => entry.notation) }),
  };
}
