/**
 * The moves: their types, the shared move objects, checking a value's shape ({@link readMove}),
 * checking a piece move against a state, and the list of legal moves. Every legal move is one of
 * a fixed set of frozen constants, shared by all states, so move generation allocates nothing
 * but the list.
 *
 * @module
 */
import { err, ok, type ChanceOutcome, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { ARRIVED, POSITION_COUNT } from './board.js';
import { YunnoriError } from './errors.js';
import { BACK_DO, resultIndex, throwWeights, YUT_RESULTS, type YutResult } from './results.js';
import type { YunnoriState } from './state.js';

/**
 * A throw of the sticks: the chance move, e.g. `throw mo`.
 *
 * @group Moves and notation
 */
export interface ThrowMove {
  /** Always `throw`. */
  kind: 'throw';
  /** What the sticks show. */
  result: YutResult;
}

/**
 * A player's move: use `result` on the piece or stack at `position` (0: a new piece enters, or
 * with back-do when nothing is on the board, the result is used up with no effect). E.g. `0 gae`.
 *
 * @group Moves and notation
 */
export interface PieceMove {
  /** Always `move`. */
  kind: 'move';
  /** The start position 0 … 29. */
  position: number;
  /** The result used. */
  result: YutResult;
}

/**
 * Any move: a throw (chance) or a player's piece move.
 *
 * @group Moves and notation
 */
export type YunnoriMove = ThrowMove | PieceMove;

// The lists below are deliberately not frozen themselves (only their elements are): V8 copies
// a frozen array on a slow path, and the rules copy these lists on every call.

/**
 * The six throw moves by result index (`throw back-do` … `throw mo`). Do not modify.
 *
 * @group Moves and notation
 */
export const THROW_MOVES: readonly ThrowMove[] = YUT_RESULTS.map((result) => Object.freeze({ kind: 'throw', result }) as ThrowMove);

/**
 * Every piece move, by `position * 6 + resultIndex` for positions 0 … 29. Do not modify.
 *
 * @group Moves and notation
 */
export const PIECE_MOVES: readonly PieceMove[] = Array.from(
  { length: POSITION_COUNT * 6 },
  (_, index) => Object.freeze({ kind: 'move', position: Math.floor(index / 6), result: YUT_RESULTS[index % 6] }) as PieceMove,
);

const outcomeCache = new Map<number, ChanceOutcome<ThrowMove>[]>();

/**
 * The weighted outcomes of one throw when a stick shows its front face with probability `p`
 * (weights sum to 16; 1, 3, 6, 4, 1, 1 at p = ½). Cached per `p` and shared: copy the list
 * before changing it (the outcome objects are frozen).
 *
 * @group Moves and notation
 */
export function throwOutcomes(p: number): ChanceOutcome<ThrowMove>[] {
  let outcomes = outcomeCache.get(p);
  if (outcomes === undefined) {
    const weights = throwWeights(p);
    outcomes = THROW_MOVES.map((move, index) => Object.freeze({ move, weight: weights[index] as number }));
    if (outcomeCache.size > 64) outcomeCache.clear();
    outcomeCache.set(p, outcomes);
  }
  return outcomes;
}

function malformed(move: unknown, why: string): Result<never> {
  return err(YunnoriError.malformedMove, `${why}: ${describeValue(move)}`);
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
 * Checks that `value` has the shape of a move and returns it as a move of this package:
 * `{ kind: 'throw', result }` or `{ kind: 'move', position, result }` with a result name and an
 * integer position (no other fields). Each field is read once; whether the position exists and
 * the move is legal is for the rules to say. `malformed-move` otherwise.
 *
 * @group Moves and notation
 */
export function readMove(value: unknown): Result<YunnoriMove> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return malformed(value, 'a move is { kind: "throw", result } or { kind: "move", position, result }');
  let kind: unknown;
  let result: number;
  let position: unknown;
  let keys = 0;
  try {
    const move = value as { kind?: unknown; result?: unknown; position?: unknown };
    kind = move.kind;
    result = resultIndex(move.result);
    if (kind === 'throw') {
      // The shared move objects of legalMoves are frozen: no need to count their keys.
      if (result >= 0 && value === THROW_MOVES[result]) return ok(value as ThrowMove);
    } else if (kind === 'move') {
      position = move.position;
      if (result >= 0 && typeof position === 'number' && value === PIECE_MOVES[position * 6 + result]) return ok(value as PieceMove);
    }
    keys = keyCount(value, 3);
  } catch {
    return malformed(value, 'a move whose fields cannot be read');
  }
  if (kind === 'throw') {
    if (result < 0 || keys !== 2) return malformed(value, 'a throw is { kind: "throw", result } with a result back-do, do, gae, geol, yut or mo');
    return ok(THROW_MOVES[result] as YunnoriMove);
  }
  if (kind === 'move') {
    if (result < 0 || typeof position !== 'number' || !Number.isInteger(position) || keys !== 3) {
      return malformed(value, 'a piece move is { kind: "move", position, result } with an integer position and a result name');
    }
    return ok(PIECE_MOVES[position * 6 + result] ?? { kind: 'move', position, result: YUT_RESULTS[result] as YutResult });
  }
  return malformed(value, 'a move needs kind "throw" or "move"');
}

/**
 * Checks that the acting seat may use result `result` (an index) on `position`: `result-not-held`,
 * `back-do-must-move` or `no-piece-there` otherwise.
 */
export function checkPieceMove(state: YunnoriState, position: number, result: number): Result<true> {
  if ((state.results[result] as number) === 0) {
    return err(YunnoriError.resultNotHeld, `seat ${state.seat} has no ${THROW_MOVES[result]?.result} to use`);
  }
  const k = state.piecesPerPlayer;
  const base = state.seat * k;
  if (position === 0) {
    if (result === BACK_DO) {
      for (let i = base; i < base + k; i++) {
        const at = state.pieces[i] as number;
        if (at !== 0 && at !== ARRIVED) return err(YunnoriError.backDoMustMove, `back-do must move a piece on the board (seat ${state.seat} has one on ${at})`);
      }
      return ok(true);
    }
    if (state.pieces[base] !== 0) return err(YunnoriError.noPieceThere, `seat ${state.seat} has no piece left to enter from 0`);
    return ok(true);
  }
  for (let i = base; i < base + k; i++) if (state.pieces[i] === position) return ok(true);
  return err(YunnoriError.noPieceThere, `seat ${state.seat} has no piece on ${position}`);
}

/**
 * The legal moves: the six throws while throws are owed; otherwise, for each result held (in
 * canonical order), `0 <result>` when a piece can enter, then one move per on-board stack
 * (ascending). Back-do moves only on-board stacks, or is `0 back-do` when there are none.
 */
export function legalMovesOf(state: YunnoriState): YunnoriMove[] {
  if (state.winner >= 0) return [];
  if (state.throws > 0) return THROW_MOVES.slice();
  const k = state.piecesPerPlayer;
  const base = state.seat * k;
  const pieces = state.pieces;
  const results = state.results;
  const hasNew = pieces[base] === 0;
  const moves: YunnoriMove[] = [];
  for (let result = 0; result < 6; result++) {
    if ((results[result] as number) === 0) continue;
    const before = moves.length;
    if (hasNew && result !== BACK_DO) moves.push(PIECE_MOVES[result] as YunnoriMove);
    let previous = 0;
    for (let i = 0; i < k; i++) {
      const position = pieces[base + i] as number;
      if (position !== previous && position !== ARRIVED) moves.push(PIECE_MOVES[position * 6 + result] as YunnoriMove);
      previous = position;
    }
    if (result === BACK_DO && moves.length === before) moves.push(PIECE_MOVES[0] as YunnoriMove);
  }
  return moves;
}
