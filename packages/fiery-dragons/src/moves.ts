/**
 * The moves: their types, the shared move objects, checking a value's shape and legality, and
 * the list of legal moves.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { MAX_EXTRA_CHITS, STANDARD_CHITS } from './chits.js';
import { FieryDragonsError } from './errors.js';
import type { FieryDragonsState } from './state.js';

/**
 * Flip the face-down chit at position `chit` (0-based) in the middle.
 *
 * @group Moves and notation
 */
export interface FlipMove {
  /** Discriminant. */
  kind: 'flip';
  /** The chit's position. */
  chit: number;
}

/**
 * End the turn voluntarily (after at least one move this turn).
 *
 * @group Moves and notation
 */
export interface EndMove {
  /** Discriminant. */
  kind: 'end';
}

/**
 * A decision of the acting seat.
 *
 * @group Moves and notation
 */
export type FieryDragonsMove = FlipMove | EndMove;

/** The most chits a game can have: the 16 published ones and up to 8 of each extension chit. */
const MAX_CHITS = STANDARD_CHITS.length + 2 * MAX_EXTRA_CHITS;
/** The flip moves of chits 0 .. MAX_CHITS - 1, made once (a dense array, fast to read). */
const SHARED_FLIPS: FlipMove[] = Array.from({ length: MAX_CHITS }, (_, index) => Object.freeze({ kind: 'flip', chit: index }) as FlipMove);

/** The shared flip moves, to recognise them without reading any field of an outside value. */
const SHARED_FLIP_SET: ReadonlySet<FlipMove> = new Set(SHARED_FLIPS);

/**
 * The flip move for chit `index`: the shared object (one per index) for any index a game can
 * have, so move lists allocate nothing; a new object for any other number.
 *
 * @group Moves and notation
 */
export function flipMove(index: number): FlipMove {
  return SHARED_FLIPS[index] ?? { kind: 'flip', chit: index };
}

/** Every flip move of a game of `count` chits, by `count`: the moves at the start of a turn. */
const ALL_FLIPS: FlipMove[][] = Array.from({ length: MAX_CHITS + 1 }, (_, count) => SHARED_FLIPS.slice(0, count));

/**
 * The shared `end` move.
 *
 * @group Moves and notation
 */
export const END_MOVE: EndMove = Object.freeze({ kind: 'end' }) as EndMove;

/** Whether chit `index` is face up (revealed this turn). */
export function isFaceUp(state: FieryDragonsState, index: number): boolean {
  const revealed = state.revealed;
  for (let position = 0; position < revealed.length; position++) if (revealed[position] === index) return true;
  return false;
}

/** The moves of the acting seat: a flip for every face-down chit, and `end` when allowed. */
export function legalMoves(state: FieryDragonsState): FieryDragonsMove[] {
  if (state.outcome !== null) return [];
  const revealed = state.revealed;
  const count = state.chits.length;
  const canEnd = state.moved && state.rules.voluntaryEndTurn;
  // No chit face up (the start of every turn): copy the list of all flips, far faster than building it.
  if (revealed.length === 0 && !canEnd) return (ALL_FLIPS[count] as FieryDragonsMove[]).slice();
  const moves: FieryDragonsMove[] = [];
  // At most 32 chits (16 + 2 x MAX_EXTRA_CHITS), so the face-up set fits one 32-bit mask.
  let faceUp = 0;
  for (let position = 0; position < revealed.length; position++) faceUp |= 1 << (revealed[position] as number);
  for (let index = 0; index < count; index++) if ((faceUp & (1 << index)) === 0) moves.push(SHARED_FLIPS[index] as FlipMove);
  if (canEnd) moves.push(END_MOVE);
  return moves;
}

/** The number of own enumerable keys of `value`, counting no further than `limit + 1`. */
function keyCount(value: object, limit: number): number {
  let count = 0;
  for (const key in value) {
    if (Object.prototype.hasOwnProperty.call(value, key) && ++count > limit) break;
  }
  return count;
}

/**
 * Checks that `value` has the shape of a move: `{ kind: 'flip', chit }` with an integer chit, or
 * `{ kind: 'end' }`, with no other field. Each field is read once. Returns the shared move object
 * for it (whether it is legal is for `play` to say), or `malformed-move`.
 *
 * @group Moves and notation
 */
export function readMove(value: unknown): Result<FieryDragonsMove> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err(FieryDragonsError.malformedMove, `a move is { kind: 'flip', chit } or { kind: 'end' }, got ${describeValue(value)}`);
  }
  let kind: unknown;
  let chit: unknown;
  let keys: number;
  let hasChit = false;
  try {
    kind = (value as { kind?: unknown }).kind;
    if (kind === 'flip') {
      hasChit = Object.prototype.hasOwnProperty.call(value, 'chit');
      chit = (value as { chit?: unknown }).chit;
    }
    keys = keyCount(value, 2);
  } catch {
    return err(FieryDragonsError.malformedMove, `a move whose fields cannot be read: ${describeValue(value)}`);
  }
  if (kind === 'flip') {
    if (keys !== 2 || !hasChit) return err(FieryDragonsError.malformedMove, `a flip move is exactly { kind: 'flip', chit }, got ${describeValue(value)}`);
    if (typeof chit !== 'number' || !Number.isInteger(chit)) return err(FieryDragonsError.malformedMove, `the chit of a flip must be an integer, got ${describeValue(chit)}`);
    return ok(flipMove(chit));
  }
  if (kind === 'end') {
    if (keys !== 1) return err(FieryDragonsError.malformedMove, `an end move is exactly { kind: 'end' }, got ${describeValue(value)}`);
    return ok(END_MOVE);
  }
  return err(FieryDragonsError.malformedMove, `unknown move kind ${describeValue(kind)} (expected 'flip' or 'end')`);
}

/**
 * Checks that `move` is a legal move here and returns it in its canonical form; otherwise an
 * error naming the problem (`game-over`, `malformed-move`, `chit-out-of-range`, `chit-face-up`,
 * `end-before-move`, `voluntary-end-off`). Each field of `move` is read once.
 */
export function checkMove(state: FieryDragonsState, move: unknown): Result<FieryDragonsMove> {
  if (state.outcome !== null) return err(FieryDragonsError.gameOver, 'the game is over: no more moves');
  // Fast path for the shared (frozen) move objects that legalMoves hands out.
  if (move === END_MOVE && state.moved && state.rules.voluntaryEndTurn) return ok(END_MOVE);
  if (SHARED_FLIP_SET.has(move as FlipMove)) {
    const index = (move as FlipMove).chit;
    if (index < state.chits.length && !isFaceUp(state, index)) return ok(move as FlipMove);
  }
  const read = readMove(move);
  if (!read.ok) return read;
  const legal = read.value;
  if (legal.kind === 'flip') {
    const chit = legal.chit;
    if (chit < 0 || chit >= state.chits.length) {
      return err(FieryDragonsError.chitOutOfRange, `chit index ${chit} is out of range: the chits are 0..${state.chits.length - 1}`);
    }
    if (isFaceUp(state, chit)) return err(FieryDragonsError.chitFaceUp, `chit ${chit} is already face up: it was revealed this turn`);
    return ok(legal);
  }
  if (!state.rules.voluntaryEndTurn) return err(FieryDragonsError.voluntaryEndOff, 'the turn cannot be ended voluntarily: the voluntaryEndTurn option is off');
  if (!state.moved) return err(FieryDragonsError.endBeforeMove, 'the turn cannot be ended before the token has moved this turn');
  return ok(END_MOVE);
}
