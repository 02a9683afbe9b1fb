import { DOME_BIT, defaultBuildOptions, type GodPower } from '../power.js';
import { teamOf } from '../state.js';

/**
 * Selene: her first worker (the first she places, listed first in positions) is female. Instead of
 * the normal build she may build a dome at any level with the female worker, on a space next to
 * her, whichever worker moved; the moved worker may still make the normal build instead.
 */
export const selene: GodPower = {
  name: 'selene',
  title: 'Selene',
  summary: 'Instead of the normal build, her female worker may build a dome at any level, whichever worker moved.',
  playerCounts: [2, 3, 4],
  distinctWorkers: true,
  afterStep(draft, worker) {
    const female = 2 * teamOf(draft, draft.seat);
    if ((draft.workers[female] ?? -1) >= 0) draft.turn.builders |= 1 << female;
    draft.turn.builders |= 1 << worker;
  },
  buildOptions(state, _square, level, builders) {
    const female = 1 << (2 * teamOf(state, state.seat));
    let options = (builders & (1 << state.turn.worker)) !== 0 ? defaultBuildOptions(level) : 0;
    if ((builders & female) !== 0) options |= DOME_BIT;
    return options;
  },
};
