import { NEIGHBOUR_MASK } from '../board.js';
import { defaultAfterPass, type GodPower } from '../power.js';

/**
 * Prometheus: if his worker does not move up, it may build both before and after moving. The turn
 * opens with an optional build by either worker; after it, only a worker next to that build may
 * move, and not up.
 */
export const prometheus: GodPower = {
  name: 'prometheus',
  title: 'Prometheus',
  summary: 'If his worker does not move up, it may build both before and after moving.',
  playerCounts: [2, 3, 4],
  stepsAfterBuilding: true,
  beginTurn(draft) {
    draft.phase = 'build';
    draft.optional = true;
    draft.turn.builders = draft.turn.movers;
  },
  canStep: (state, _worker, from, to) => state.turn.builds === 0 || (state.levels[to] ?? 0) <= (state.levels[from] ?? 0),
  afterBuild(draft, square) {
    if (draft.turn.steps !== 0) return;
    const near = NEIGHBOUR_MASK[square] ?? 0;
    let movers = 0;
    for (let worker = 0; worker < draft.workers.length; worker++) {
      const at = draft.workers[worker]!;
      if ((draft.turn.builders & (1 << worker)) !== 0 && at >= 0 && (near & (1 << at)) !== 0) movers |= 1 << worker;
    }
    draft.phase = 'move';
    draft.optional = false;
    draft.turn.movers = movers;
    draft.turn.builders = 0;
  },
  afterPass(draft) {
    if (draft.phase !== 'build' || draft.turn.steps !== 0) return defaultAfterPass(draft);
    draft.phase = 'move';
    draft.optional = false;
    draft.turn.builders = 0;
  },
};
