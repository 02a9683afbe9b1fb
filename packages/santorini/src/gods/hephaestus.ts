import { BLOCK, defaultBuildOptions, type GodPower } from '../power.js';

/**
 * Hephaestus: his worker may build one additional block (not a dome) on top of the first one,
 * which is only possible when the first build made level 1 or 2.
 */
export const hephaestus: GodPower = {
  name: 'hephaestus',
  title: 'Hephaestus',
  summary: 'His worker may build one additional block (not a dome) on top of his first block.',
  playerCounts: [2, 3, 4],
  buildOptions(state, square, level) {
    if (state.turn.builds === 0) return defaultBuildOptions(level);
    return square === state.turn.lastBuild && level < 3 ? BLOCK : 0;
  },
  afterBuild(draft, square, dome) {
    if (draft.turn.builds !== 1 || dome || (draft.levels[square] ?? 3) > 2) return;
    draft.phase = 'build';
    draft.optional = true;
  },
};
