import { describeValue, err, ErrorCode, ok, type Result } from '@games/core';
import { MAX_EXTRA_CHITS, STANDARD_CHITS } from './chits.js';
import type { FieryDragonsState } from './state.js';

/** Flip the face-down chit at position `chit` (0-based) in the middle. */
export interface FlipMove {
  /** Discriminant. */
  type: 'flip';
  /** The chit's position. */
  chit: number;
}

/** End the turn voluntarily (after at least one move this turn). */
export interface EndMove {
  /** Discriminant. */
  type: 'end';
}

/** A decision of the acting seat. */
export type FieryDragonsMove = FlipMove | EndMove;

/** Codes of the errors specific to this game (besides the shared `ErrorCode`s). */
export const FieryDragonsError = {
  /** The chit index is not a position in the middle. */
  chitOutOfRange: 'chit-out-of-range',
  /** The chit was already revealed this turn. */
  chitFaceUp: 'chit-face-up',
  /** `end` before the token moved this turn. */
  endBeforeMove: 'end-before-move',
  /** `end` while the `voluntaryEndTurn` option is off. */
  voluntaryEndOff: 'voluntary-end-off',
} as const;

/** The most chits a game can have: the 16 published ones and up to 8 of each extension chit. */
const MAX_CHITS = STANDARD_CHITS.length + 2 * MAX_EXTRA_CHITS;
/** The flip moves of chits 0 .. MAX_CHITS - 1, made once (a dense array, fast to read). */
const SHARED_FLIPS: FlipMove[] = Array.from({ length: MAX_CHITS }, (_, index) => Object.freeze({ type: 'flip', chit: index }) as FlipMove);

/**
 * The flip move for chit `index`: the shared object (one per index) for any index a game can
 * have, so move lists allocate nothing; a new object for any other number.
 */
export function flipMove(index: number): FlipMove {
  return SHARED_FLIPS[index] ?? { type: 'flip', chit: index };
}

/** Every flip move of a game of `count` chits, by `count`: the moves at the start of a turn. */
const ALL_FLIPS: FlipMove[][] = Array.from({ length: MAX_CHITS + 1 }, (_, count) => SHARED_FLIPS.slice(0, count));

/** The shared `end` move. */
export const END_MOVE: EndMove = Object.freeze({ type: 'end' }) as EndMove;

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

/**
 * Checks that `move` is a legal move here and returns it in its canonical form; otherwise an
 * error naming the problem (`game-over`, `malformed-move`, `chit-out-of-range`, `chit-face-up`,
 * `end-before-move`, `voluntary-end-off`).
 */
export function checkMove(state: FieryDragonsState, move: unknown): Result<FieryDragonsMove> {
  if (state.outcome !== null) return err(ErrorCode.gameOver, 'the game is over: no more moves');
  // Fast path for the shared (frozen) move objects that legalMoves hands out.
  if (move === END_MOVE && state.moved && state.rules.voluntaryEndTurn) return ok(END_MOVE);
  const shared = SHARED_FLIPS[(move as FlipMove | null)?.chit as number];
  if (shared !== undefined && shared === move && shared.chit < state.chits.length && !isFaceUp(state, shared.chit)) return ok(shared);
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    return err(ErrorCode.malformedMove, `a move is { type: 'flip', chit } or { type: 'end' }, got ${describeValue(move)}`);
  }
  const { type } = move as { type?: unknown };
  const keys = Object.keys(move);
  if (type === 'flip') {
    const { chit } = move as { chit?: unknown };
    if (keys.length !== 2 || !('chit' in move)) return err(ErrorCode.malformedMove, `a flip move is exactly { type: 'flip', chit }, got ${describeValue(move)}`);
    if (typeof chit !== 'number' || !Number.isInteger(chit)) return err(ErrorCode.malformedMove, `the chit of a flip must be an integer, got ${describeValue(chit)}`);
    if (chit < 0 || chit >= state.chits.length) {
      return err(FieryDragonsError.chitOutOfRange, `chit index ${chit} is out of range: the chits are 0..${state.chits.length - 1}`);
    }
    if (isFaceUp(state, chit)) return err(FieryDragonsError.chitFaceUp, `chit ${chit} is already face up: it was revealed this turn`);
    return ok(flipMove(chit));
  }
  if (type === 'end') {
    if (keys.length !== 1) return err(ErrorCode.malformedMove, `an end move is exactly { type: 'end' }, got ${describeValue(move)}`);
    if (!state.rules.voluntaryEndTurn) return err(FieryDragonsError.voluntaryEndOff, 'the turn cannot be ended voluntarily: the voluntaryEndTurn option is off');
    if (!state.moved) return err(FieryDragonsError.endBeforeMove, 'the turn cannot be ended before the token has moved this turn');
    return ok(END_MOVE);
  }
  return err(ErrorCode.malformedMove, `unknown move type ${describeValue(type)} (expected 'flip' or 'end')`);
}
