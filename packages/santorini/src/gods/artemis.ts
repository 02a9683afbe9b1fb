import type { GodPower } from '../power.js';

/** Artemis: the moved worker may move once more, but not back to the space it started on. */
export const artemis: GodPower = {
  name: 'artemis',
  title: 'Artemis',
  summary: 'After moving, the same worker may move one more time, not back to its starting space.',
  playerCounts: [2, 3, 4],
  canStep: (state, _worker, _from, to) => state.turn.steps === 0 || to !== state.turn.start,
  afterStep(draft, worker) {
    if (draft.turn.steps !== 1) return;
    draft.phase = 'move';
    draft.optional = true;
    draft.turn.movers = 1 << worker;
  },
};
