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

/** The six throw moves by result index (`throw back-do` … `throw mo`). */
export const THROW_MOVES: readonly ThrowMove[] = Object.freeze(YUT_RESULTS.map((result) => Object.freeze({ kind: 'throw', result }) as ThrowMove));

/** Every piece move, by `position * 6 + resultIndex` for positions 0 … 29. */
export const PIECE_MOVES: readonly PieceMove[] = Object.freeze(
  Array.from({ length: POSITION_COUNT * 6 }, (_, index) =>
    Object.freeze({ kind: 'move', position: Math.floor(index / 6), result: YUT_RESULTS[index % 6] }) as PieceMove,
  ),
);

const outcomeCache = new Map<number, readonly ChanceOutcome<ThrowMove>[]>();

/**
 * The weighted outcomes of one throw when a stick shows its front face with probability `p`
 * (weights sum to 16; 1, 3, 6, 4, 1, 1 at p = ½). Cached per `p`; the objects are frozen.
 */
export function throwOutcomes(p: number): readonly ChanceOutcome<ThrowMove>[] {
  let outcomes = outcomeCache.get(p);
  if (outcomes === undefined) {
    const weights = throwWeights(p);
    outcomes = Object.freeze(THROW_MOVES.map((move, index) => Object.freeze({ move, weight: weights[index] as number })));
    if (outcomeCache.size > 64) outcomeCache.clear();
    outcomeCache.set(p, outcomes);
  }
  return outcomes;
}
