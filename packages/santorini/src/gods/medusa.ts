import { NEIGHBOUR_MASK } from '../board.js';
import { setLevel, setWorker } from '../draft.js';
import type { GodPower } from '../power.js';
import { teamOf } from '../state.js';
import { supplyLeft } from '../supply.js';

/**
 * Medusa: at the end of her turn (not after a winning move), every opponent worker next to one of
 * her workers and on a lower level than it is removed from the game, all at once, and a block is
 * built on its space. The card says "if possible": the removal is part of that build, so a worker
 * whose space cannot take the block is spared: another power forbids the build (Limus: no block
 * next to his workers), or, with `physicalSupply`, no such block is left in the box.
 */
export const medusa: GodPower = {
  name: 'medusa',
  title: 'Medusa',
  summary: 'At the end of her turn, opponent workers neighbouring and lower than hers are removed and replaced by a block.',
  playerCounts: [2, 3, 4],
  endTurn(draft, search) {
    const team = teamOf(draft, draft.seat);
    const own = [draft.workers[2 * team] ?? -1, draft.workers[2 * team + 1] ?? -1];
    const builders = (own[0]! >= 0 ? 1 << (2 * team) : 0) | (own[1]! >= 0 ? 2 << (2 * team) : 0);
    // Judged on the board as the turn ended, before any of them is petrified ("all at once").
    const victims: number[] = [];
    for (let worker = 0; worker < draft.workers.length; worker++) {
      const square = draft.workers[worker]!;
      if (worker >> 1 === team || square < 0) continue;
      const level = draft.levels[square]!;
      if (!own.some((at) => at >= 0 && (NEIGHBOUR_MASK[at]! & (1 << square)) !== 0 && draft.levels[at]! > level)) continue;
      if (search.buildForbidden(draft, square, false, builders)) continue;
      victims.push(worker);
    }
    for (const worker of victims) {
      const square = draft.workers[worker]!;
      const level = draft.levels[square]!;
      if (draft.rules.physicalSupply && supplyLeft(draft)[level]! <= 0) continue;
      setWorker(draft, worker, -1);
      setLevel(draft, square, level + 1);
    }
  },
};
