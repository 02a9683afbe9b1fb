import type { GodPower } from '../power.js';

/**
 * Zeus: his moved worker may build a block under itself (`build` on its own space, from level 0, 1
 * or 2). The worker rises with the block, which is not a move, so it never wins that way.
 */
export const zeus: GodPower = {
  name: 'zeus',
  title: 'Zeus',
  summary: 'His worker may build a block under itself.',
  playerCounts: [2, 3, 4],
  extraBuildSquares(state, builders) {
    let mask = 0;
    for (let worker = 0; worker < state.workers.length; worker++) {
      const at = state.workers[worker]!;
      if ((builders & (1 << worker)) !== 0 && at >= 0 && state.levels[at]! < 3) mask |= 1 << at;
    }
    return mask;
  },
};
