import { PERIMETER_MASK } from '../board.js';
import type { GodPower } from '../power.js';

/**
 * Triton: each time his worker moves onto a perimeter space it may move again (`pass` stops), any
 * number of times, each step by the normal rules (climbing onto level 3 wins at once). Only the
 * worker that moved goes on; the engine's enumeration merges walks that reach the same position,
 * so `turnsOf` and perft stay finite.
 */
export const triton: GodPower = {
  name: 'triton',
  title: 'Triton',
  summary: 'Each time his worker moves into a perimeter space, it may immediately move again.',
  playerCounts: [2, 3, 4],
  unboundedSteps: true,
  afterStep(draft, worker, _from, to) {
    if ((PERIMETER_MASK & (1 << to)) === 0) return;
    draft.phase = 'move';
    draft.optional = true;
    draft.turn.movers = 1 << worker;
  },
  turnKey: (state) => `${state.turn.movers},${state.turn.builders},${state.turn.worker},${state.turn.movedUp}`,
};
