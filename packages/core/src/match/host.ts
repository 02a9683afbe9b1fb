import type { Actor, Game, Outcome, Result, Seat } from '../contract.js';
import { describeValue, err, ErrorCode, ok } from '../result.js';
import { isRng, type Rng } from '../rng.js';
import { sampleChance } from './chance.js';

/**
 * Who acts, as every participant may be told: the seat to move, `chance` (without its list of
 * outcomes, which can say what a face-down deck holds), or the finished game's outcome.
 *
 * @group Host step
 */
export type PublicActor = { kind: 'player'; seat: Seat } | { kind: 'chance' } | { kind: 'over'; outcome: Outcome };

/**
 * A legal move with its notation: what a host offers the acting seat.
 *
 * @group Host step
 */
export interface LegalMove<M> {
  /** The move value, as {@link Game.play} takes it. */
  move: M;
  /** The move in the game's notation, as {@link Game.parseMove} reads it. */
  notation: string;
}

/**
 * Everything a host sends after a change, for every participant at once: each seat's view, the
 * spectator's view, who acts, and the legal moves of the acting seat (only that seat is sent
 * them). Built by {@link table}; {@link updateFor} cuts out one participant's message.
 *
 * @group Host step
 */
export interface Table<M, V> {
  /** The number of seats ({@link Game.seats}). */
  seats: number;
  /** Who acts now, without chance's outcome list. */
  actor: PublicActor;
  /** The outcome once the game is over, else `null`. */
  outcome: Outcome | null;
  /** `views[seat]` is {@link Game.view} of that seat, for every seat `0 .. seats - 1`. */
  views: V[];
  /** What a spectator sees ({@link Game.view} with `null`). */
  spectator: V;
  /** The acting seat and its legal moves, or `null` when chance acts or the game is over. */
  toAct: { seat: Seat; moves: LegalMove<M>[] } | null;
  /**
   * The notation of the move that led here (chance draws included) as a spectator may read it,
   * or `null` at the start.
   */
  lastMove: string | null;
  /**
   * That move as each seat may read it (`lastMoves[seat]`, see {@link Game.notationFor}); the
   * same as {@link Table.lastMove} for every seat unless the notation holds a secret.
   */
  lastMoves: (string | null)[];
}

/**
 * What one participant is sent: its view, who acts, the last move and the outcome, plus its
 * legal moves (notation only) when it is the seat that acts. It holds nothing that seat may not
 * see, and is plain JSON, ready for a socket.
 *
 * @group Host step
 */
export interface SeatUpdate<V> {
  /** The participant's seat, `null` for a spectator. */
  seat: Seat | null;
  /** {@link Game.view} of that seat. */
  view: V;
  /** Who acts now. */
  actor: PublicActor;
  /** The notation of the last move as this participant may read it, or `null`. */
  lastMove: string | null;
  /** The outcome once the game is over, else `null`. */
  outcome: Outcome | null;
  /** Only for the seat that acts now: its legal moves in notation. */
  legalMoves?: string[];
}

/**
 * What drives a {@link step}: a seat's move (a move value or its notation), or a chance draw
 * made with an rng the host owns (seeded, so a match can be repeated).
 *
 * @group Host step
 */
export type Action<M> = { seat: Seat; move: M | string } | { chance: Rng };

/**
 * What {@link step} returns: the new state, the move applied, and the new {@link Table}.
 *
 * @group Host step
 */
export interface Step<S, M, V> extends Table<M, V> {
  /** The state after the move. */
  state: S;
  /** The move applied: who made it (`null` for chance), the move and its notation. */
  played: { seat: Seat | null; move: M; notation: string };
}

/**
 * Who acts in a state, without chance's outcomes.
 *
 * @group Host step
 */
export function publicActor<M>(actor: Actor<M>): PublicActor {
  if (actor.kind === 'chance') return { kind: 'chance' };
  return actor.kind === 'player' ? { kind: 'player', seat: actor.seat } : { kind: 'over', outcome: actor.outcome };
}

/**
 * The {@link Table} of `state`: every seat's view, the spectator's, who acts and the acting
 * seat's legal moves with notation. Send it at the start of a match and to a client that
 * (re)joins; {@link step} returns it after every change.
 *
 * @param lastMove - the notation of the move that led to `state`, if the host knows it (as a
 *   spectator reads it)
 * @param lastMoves - that move as each seat reads it, when it differs ({@link notationsOf})
 *
 * @example
 * ```ts
 * import { table, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const state = unwrap(pig.setup({ players: 3, seed: 2 }));
 * const start = table(pig, state);                 // what to send when a match starts or a client joins
 * console.log(start.seats, start.actor);           // 3 { kind: 'player', seat: 0 }
 * console.log(start.toAct?.moves.map((legal) => legal.notation)); // [ 'roll' ]
 * console.log(start.views[1]!.secrets);            // [ null, n, null ]: seat 1 sees its own secret only
 * ```
 *
 * @group Host step
 */
export function table<S, M, O, V>(game: Game<S, M, O, V>, state: S, lastMove: string | null = null, lastMoves?: readonly (string | null)[]): Table<M, V> {
  const seats = game.seats(state);
  const actor = game.actor(state);
  const views: V[] = [];
  for (let seat = 0; seat < seats; seat++) views.push(game.view(state, seat));
  const toAct =
    actor.kind === 'player'
      ? { seat: actor.seat, moves: game.legalMoves(state).map((move) => ({ move, notation: game.formatMove(move) })) }
      : null;
  return {
    seats,
    actor: publicActor(actor),
    outcome: actor.kind === 'over' ? actor.outcome : null,
    views,
    spectator: game.view(state, null),
    toAct,
    lastMove,
    lastMoves: Array.from({ length: seats }, (_, seat) => (lastMoves === undefined ? lastMove : (lastMoves[seat] ?? lastMove))),
  };
}

/**
 * How `move`, played in `before`, reads for each participant: `spectator` and `seats[seat]`
 * ({@link Game.notationFor} where the game has it, {@link Game.formatMove} otherwise).
 *
 * @group Host step
 */
export function notationsOf<S, M, O, V>(game: Game<S, M, O, V>, before: S, move: M, seats: number): { spectator: string; seats: string[] } {
  const plain = game.formatMove(move);
  if (typeof game.notationFor !== 'function') return { spectator: plain, seats: new Array<string>(seats).fill(plain) };
  return {
    spectator: game.notationFor(before, move, null),
    seats: Array.from({ length: seats }, (_, seat) => game.notationFor!(before, move, seat)),
  };
}

/**
 * The message for one participant of a {@link Table}: `seat` a seat number, or `null` for a
 * spectator. Only the acting seat's message has `legalMoves`.
 *
 * @example
 * ```ts
 * import { table, unwrap, updateFor } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const now = table(pig, unwrap(pig.setup({ players: 2 })));
 * console.log(updateFor(now, 0).legalMoves);        // [ 'roll' ]: seat 0 acts
 * console.log('legalMoves' in updateFor(now, 1));   // false: only the acting seat gets moves
 * console.log(updateFor(now, null).view.secrets);   // [ null, null ]: a spectator sees no secret
 * ```
 *
 * @group Host step
 */
export function updateFor<M, V>(table: Table<M, V>, seat: Seat | null): SeatUpdate<V> {
  const update: SeatUpdate<V> = {
    seat,
    view: seat === null ? table.spectator : table.views[seat]!,
    actor: table.actor,
    lastMove: seat === null ? table.lastMove : (table.lastMoves[seat] ?? table.lastMove),
    outcome: table.outcome,
  };
  if (seat !== null && table.toAct !== null && table.toAct.seat === seat) update.legalMoves = table.toAct.moves.map((legal) => legal.notation);
  return update;
}

/** Checks that `seat` is a seat number of a match with `seats` seats. */
function checkSeat(seat: unknown, seats: number): Result<Seat> {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= seats) {
    return err('invalid-seat', `${describeValue(seat)} is not a seat of this match (0..${seats - 1})`);
  }
  return ok(seat);
}

/**
 * Applies `move` sent by `seat`, the check an authoritative server makes before anything else:
 * `invalid-seat` for a seat that is not `0 .. seats(state) - 1`, `game-over` once the game has
 * ended, `not-your-turn` when another seat or chance acts, then the game's own error for an
 * illegal move. The move may be a move value or its notation. `state` is never changed.
 *
 * @example
 * ```ts
 * import { applyAs, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const state = unwrap(pig.setup({ players: 2 }));
 * console.log(applyAs(pig, state, 1, 'roll'));      // { ok: false, error: { code: 'not-your-turn', ... } }
 * const played = applyAs(pig, state, 0, 'roll');    // the move value and the new state
 * if (played.ok) console.log(played.value.move);    // { kind: 'roll' }
 * ```
 *
 * @group Host step
 */
export function applyAs<S, M, O, V>(game: Game<S, M, O, V>, state: S, seat: Seat, move: M | string): Result<{ state: S; move: M }> {
  const checked = checkSeat(seat, game.seats(state));
  if (!checked.ok) return checked;
  const actor = game.actor(state);
  if (actor.kind === 'over') return err(ErrorCode.gameOver, 'the game is over');
  if (actor.kind === 'chance') return err(ErrorCode.notYourTurn, `seat ${seat} may not move: chance acts now`);
  if (actor.seat !== seat) return err(ErrorCode.notYourTurn, `seat ${seat} may not move: seat ${actor.seat} acts now`);
  const parsed = typeof move === 'string' ? game.parseMove(move, state) : ok(move);
  if (!parsed.ok) return parsed;
  const played = game.play(state, parsed.value);
  if (!played.ok) return played;
  return ok({ state: played.value, move: parsed.value });
}

/**
 * The host step: the one call a server, a web UI or a terminal makes for every change. Applies a
 * seat's move (checked as {@link applyAs} does), or, for `{ chance: rng }` when chance acts,
 * draws its outcome with the host's rng (`not-chance` otherwise); then returns the new state with
 * the new {@link Table}: what to send every seat and the spectator. On refusal nothing changes.
 *
 * @example
 * ```ts
 * import { createRng, step, table, unwrap, updateFor } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * let state = unwrap(pig.setup({ players: 2 }));
 * const rng = createRng(1);
 * const first = table(pig, state);
 * console.log(updateFor(first, 0).legalMoves);            // [ 'roll', 'hold' ] for seat 0 only
 * let next = unwrap(step(pig, state, { seat: 0, move: 'roll' }));
 * if (next.actor.kind === 'chance') next = unwrap(step(pig, next.state, { chance: rng }));
 * console.log(next.lastMove, updateFor(next, 1).view);     // the die, and what seat 1 sees
 * console.log(step(pig, next.state, { seat: 5, move: 'hold' })); // { ok: false, error: { code: 'invalid-seat', ... } }
 * ```
 *
 * @group Host step
 */
export function step<S, M, O, V>(game: Game<S, M, O, V>, state: S, action: Action<M>): Result<Step<S, M, V>> {
  if (typeof action !== 'object' || action === null) return err('bad-action', `an action is { seat, move } or { chance: rng }, got ${describeValue(action)}`);
  let seat: Seat | null;
  let move: M;
  let next: S;
  if ('chance' in action) {
    const rng = action.chance;
    if (!isRng(rng)) return err('bad-action', 'a chance action needs an rng from createRng');
    const actor = game.actor(state);
    if (actor.kind !== 'chance') return err('not-chance', actor.kind === 'over' ? 'the game is over' : `seat ${actor.seat} acts, not chance`);
    move = sampleChance(actor, rng);
    const played = game.play(state, move);
    if (!played.ok) return played;
    seat = null;
    next = played.value;
  } else {
    const applied = applyAs(game, state, action.seat, action.move);
    if (!applied.ok) return applied;
    seat = action.seat;
    move = applied.value.move;
    next = applied.value.state;
  }
  const notation = game.formatMove(move);
  const read = notationsOf(game, state, move, game.seats(state));
  return ok({ ...table(game, next, read.spectator, read.seats), state: next, played: { seat, move, notation } });
}
