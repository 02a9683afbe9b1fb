import { PERIMETER_MASK } from '../board.js';
import { defaultBuildOptions, type GodPower } from '../power.js';

/** Hestia: her worker may build one additional time (`pass` declines), not on a perimeter space (the same space is fine). */
export const hestia: GodPower = {
  name: 'hestia',
  title: 'Hestia',
  summary: 'Her worker may build one additional time, but not on a perimeter space.',
  playerCounts: [2, 3, 4],
  turnKey: (state) => `${state.turn.movers},${state.turn.builders},${state.turn.worker},${state.turn.builds},${state.turn.movedUp},${state.turn.domed}`,
  buildOptions: (state, square, level) => (state.turn.builds === 1 && (PERIMETER_MASK & (1 << square)) !== 0 ? 0 : defaultBuildOptions(level)),
  afterBuild(draft) {
    if (draft.turn.builds !== 1) return;
    draft.phase = 'build';
    draft.optional = true;
  },
};
