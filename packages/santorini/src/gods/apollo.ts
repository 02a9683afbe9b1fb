import type { GodPower } from '../power.js';

/** Apollo: may move into an opponent worker's space, forcing that worker to the space he left. */
export const apollo: GodPower = {
  name: 'apollo',
  title: 'Apollo',
  summary: 'May move into a space occupied by an opponent worker, swapping it into the space he vacated.',
  playerCounts: [2, 3, 4],
  forcedTo: (_state, _worker, from) => from,
};
