import { NEIGHBOUR_MASK } from '../board.js';
import { setLevel, setWorker } from '../draft.js';
import type { GodPower } from '../power.js';
import { teamOf } from '../state.js';
import { supplyLeft } from '../supply.js';

/**
 * Medusa: at the end of her turn (not after a winning move), every opponent worker next to one of
 * her workers and on a lower level than it is removed from the game, all at once, and a block is
 * built on its space (with `physicalSupply`, only while such a block is left in the box).
 */
export const medusa: GodPower = {
  name: 'medusa',
  title: 'Medusa',
  summary: 'At the end of her turn, opponent workers neighbouring and lower than hers are removed and replaced by a block.',
  playerCounts: [2, 3, 4],
  endTurn(draft) {
    const team = teamOf(draft, draft.seat);
    const own = [draft.workers[2 * team] ?? -1, draft.workers[2 * team + 1] ?? -1];
    const victims: number[] = [];
    for (let worker = 0; worker < draft.workers.length; worker++) {
      const square = draft.workers[worker]!;
      if (worker >> 1 === team || square < 0) continue;
      const level = draft.levels[square]!;
      if (own.some((at) => at >= 0 && (NEIGHBOUR_MASK[at]! & (1 << square)) !== 0 && draft.levels[at]! > level)) victims.push(worker);
    }
    for (const worker of victims) {
      const square = draft.workers[worker]!;
      setWorker(draft, worker, -1);
      const level = draft.levels[square]!;
      if (!draft.rules.physicalSupply || supplyLeft(draft)[level]! > 0) setLevel(draft, square, level + 1);
    }
  },
};
