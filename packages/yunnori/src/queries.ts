/**
 * Queries on a state.
 *
 * @module
 */
import type { Animal } from './animals.js';
import { YUT_RESULTS, type YutResult } from './results.js';
import type { YunnoriState } from './state.js';

/**
 * The positions of `seat`'s pieces, ascending, 100 for arrived pieces; an empty list for a seat
 * that is not in the game.
 *
 * @group Queries
 */
export function piecesOf(state: YunnoriState, seat: number): number[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return [];
  return state.pieces.slice(seat * state.piecesPerPlayer, (seat + 1) * state.piecesPerPlayer);
}

/**
 * The acting seat's unused results in canonical order (back-do, do, gae, geol, yut, mo), repeated as held.
 *
 * @group Queries
 */
export function resultsOf(state: YunnoriState): YutResult[] {
  const results: YutResult[] = [];
  for (let result = 0; result < 6; result++) for (let n = 0; n < (state.results[result] ?? 0); n++) results.push(YUT_RESULTS[result] as YutResult);
  return results;
}

/**
 * The animal of `seat` in the advanced game, `null` in the basic game or for a seat not in the game.
 *
 * @group Queries
 */
export function animalOf(state: YunnoriState, seat: number): Animal | null {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return null;
  return state.animals[seat] ?? null;
}
