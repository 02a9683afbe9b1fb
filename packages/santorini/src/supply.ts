/**
 * The pieces in the box, for the `physicalSupply` option. What is left is worked out from the
 * board (every space at level `k` holds one block of each level up to `k`), so the state needs
 * no counters.
 *
 * @module
 */
import { countBits, SPACES } from './board.js';
import type { SantoriniState } from './state.js';

/**
 * Pieces in the box: level-1, level-2 and level-3 blocks, then domes.
 *
 * @group Board
 */
export const BOX: readonly number[] = [22, 18, 14, 18];

/**
 * The pieces still in the supply: `[level-1 blocks, level-2 blocks, level-3 blocks, domes]`, so
 * index `level` is the block that goes on a space of that level.
 *
 * @group Board
 */
export function supplyLeft(state: SantoriniState): number[] {
  const left = BOX.slice();
  for (let square = 0; square < SPACES; square++) {
    const level = state.levels[square]!;
    for (let k = 0; k < level; k++) left[k]!--;
  }
  left[3]! -= countBits(state.domes);
  return left;
}
