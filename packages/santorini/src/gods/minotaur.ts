import { BEYOND, SPACES } from '../board.js';
import type { GodPower } from '../power.js';

/**
 * Minotaur: may move into an opponent worker's space when the space straight beyond it is on the
 * island and unoccupied (no worker, no dome); that worker is pushed there, whatever its level.
 */
export const minotaur: GodPower = {
  name: 'minotaur',
  title: 'Minotaur',
  summary: 'May move into an opponent worker\'s space if the next space straight on is free; that worker is pushed there.',
  playerCounts: [2, 3, 4],
  forcedTo(state, _worker, from, to) {
    const beyond = BEYOND[from * SPACES + to] ?? -1;
    if (beyond < 0 || (state.domes & (1 << beyond)) !== 0 || state.workers.includes(beyond)) return -1;
    return beyond;
  },
};
