import type { GodPower } from '../power.js';

/** Pan: also wins when one of his workers moves down two or more levels in one step. */
export const pan: GodPower = {
  name: 'pan',
  title: 'Pan',
  summary: 'Also wins if one of his workers moves down two or more levels.',
  playerCounts: [2, 3, 4],
  winsByStep: (state, _worker, from, to) => ((state.levels[from] ?? 0) - (state.levels[to] ?? 0) >= 2 ? 'moved-down-two-levels' : null),
};
