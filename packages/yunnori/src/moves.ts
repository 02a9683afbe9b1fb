/**
 * The move objects. Every legal move is one of a fixed set of frozen constants, shared by all
 * states, so move generation allocates nothing but the list.
 *
 * @module
 */
import type { ChanceOutcome } from '@games/core';
import { POSITION_COUNT } from './board.js';
import { throwWeights, YUT_RESULTS } from './results.js';
import type { PieceMove, ThrowMove } from './state.js';

// The lists below are deliberately not frozen themselves (only their elements are): V8 copies
// a frozen array on a slow path, and the rules copy these lists on every call.

/** The six throw moves by result index (`throw back-do` … `throw mo`). Do not modify. */
export const THROW_MOVES: readonly ThrowMove[] = YUT_RESULTS.map((result) => Object.freeze({ kind: 'throw', result }) as ThrowMove);

/** Every piece move, by `position * 6 + resultIndex` for positions 0 … 29. Do not modify. */
export const PIECE_MOVES: readonly PieceMove[] = Array.from(
  { length: POSITION_COUNT * 6 },
  (_, index) => Object.freeze({ kind: 'move', position: Math.floor(index / 6), result: YUT_RESULTS[index % 6] }) as PieceMove,
);

const outcomeCache = new Map<number, ChanceOutcome<ThrowMove>[]>();

/**
 * The weighted outcomes of one throw when a stick shows its front face with probability `p`
 * (weights sum to 16; 1, 3, 6, 4, 1, 1 at p = ½). Cached per `p` and shared: copy the list
 * before changing it (the outcome objects are frozen).
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
