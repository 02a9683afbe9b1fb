import { SPACES } from '../board.js';
import type { GodPower } from '../power.js';
import type { SantoriniState } from '../state.js';

/**
 * The number of complete towers: a dome on level 3 (a dome on a lower level does not count).
 *
 * @group Gods
 */
export function completeTowers(state: SantoriniState): number {
  let towers = 0;
  let domes = state.domes;
  while (domes !== 0) {
    const square = 31 - Math.clz32(domes & -domes);
    domes &= domes - 1;
    if (square < SPACES && state.levels[square] === 3) towers++;
  }
  return towers;
}

/**
 * Chronus: also wins when at least five complete towers (a dome on level 3) stand on the island,
 * checked after every decision of anyone's turn (and at the start of every turn); domes on lower
 * levels do not count. Plays with 2 players only.
 */
export const chronus: GodPower = {
  name: 'chronus',
  title: 'Chronus',
  summary: 'Also wins when there are at least five complete towers on the board.',
  playerCounts: [2],
  winsAfterAction: (state) => (completeTowers(state) >= 5 ? 'five-complete-towers' : null),
};
