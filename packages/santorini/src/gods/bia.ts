import { BEYOND, PERIMETER_MASK, SPACES } from '../board.js';
import { setWorker } from '../draft.js';
import type { GodPower } from '../power.js';
import { teamOf } from '../state.js';

/**
 * Bia: places her workers before everyone else, on perimeter spaces. After each of her move steps,
 * an opponent worker on the very next space in the same direction is removed from the game, before
 * her build (a space further on, past a gap, does not count). A player left without workers cannot
 * complete a turn and loses.
 */
export const bia: GodPower = {
  name: 'bia',
  title: 'Bia',
  summary: 'Places her workers first, on the perimeter; an opponent worker on the next space straight beyond her step is removed.',
  playerCounts: [2, 3, 4],
  placesFirst: true,
  canPlace: (_state, _seat, square) => (PERIMETER_MASK & (1 << square)) !== 0,
  afterStep(draft, _worker, from, to) {
    const beyond = BEYOND[from * SPACES + to] ?? -1;
    if (beyond < 0) return;
    const victim = draft.workers.indexOf(beyond);
    if (victim >= 0 && victim >> 1 !== teamOf(draft, draft.seat)) setWorker(draft, victim, -1);
  },
};
