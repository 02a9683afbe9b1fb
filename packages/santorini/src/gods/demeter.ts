import { defaultBuildOptions, type GodPower } from '../power.js';

/** Demeter: her worker may build one additional time, but not on the same space. */
export const demeter: GodPower = {
  name: 'demeter',
  title: 'Demeter',
  summary: 'Her worker may build one additional time, but not on the same space.',
  playerCounts: [2, 3, 4],
  buildOptions: (state, square, level) => (state.turn.builds === 1 && square === state.turn.lastBuild ? 0 : defaultBuildOptions(level)),
  afterBuild(draft) {
    if (draft.turn.builds !== 1) return;
    draft.phase = 'build';
    draft.optional = true;
  },
};
