import type { GodPower } from '../power.js';

/**
 * Poseidon: at the end of his turn, if his worker that did not move stands on level 0, it may
 * build up to three times (each `pass` ends the turn) on its neighbouring spaces, the same space
 * again included, by the normal build rules.
 */
export const poseidon: GodPower = {
  name: 'poseidon',
  title: 'Poseidon',
  summary: 'If his unmoved worker is on the ground level, it may build up to three times.',
  playerCounts: [2, 3, 4],
  // What remains of his turn depends on the number of builds, not on where the last one was.
  turnKey: (state) => `${state.turn.movers},${state.turn.builders},${state.turn.worker},${state.turn.builds},${state.turn.movedUp},${state.turn.domed}`,
  afterBuild(draft) {
    const builds = draft.turn.builds;
    if (builds === 1) {
      const unmoved = draft.turn.worker ^ 1;
      const at = draft.turn.worker >= 0 ? (draft.workers[unmoved] ?? -1) : -1;
      if (at < 0 || draft.levels[at] !== 0) return;
      draft.turn.builders = 1 << unmoved;
    } else if (builds >= 4) return;
    draft.phase = 'build';
    draft.optional = true;
  },
};
