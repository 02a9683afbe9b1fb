import { BEYOND, NEIGHBOUR_MASK, SPACES } from '../board.js';
import { setWorker } from '../draft.js';
import { STEP } from '../moves.js';
import type { GodPower } from '../power.js';
import { occupiedMask, teamOf } from '../state.js';

/** Charon's turn mode once he has ferried a worker. */
const FERRIED = 1;

/**
 * Charon: before moving, he may force an opponent worker next to one of his workers to the space
 * straight opposite, across his worker, if that space is unoccupied (any level); that worker of
 * his must then move. The ferry is written as the opponent worker's step (`C4-C2`: the worker on
 * C4 is forced to C2); it is not a move of that worker, which never wins by it.
 */
export const charon: GodPower = {
  name: 'charon',
  title: 'Charon',
  summary: 'Before moving, may force a neighbouring opponent worker to the space straight across his worker; that worker of his then moves.',
  playerCounts: [2, 3, 4],
  extraMoves(state, out) {
    if (state.phase !== 'move' || state.turn.steps !== 0 || state.turn.mode === FERRIED || state.turn.extra) return;
    const team = teamOf(state, state.seat);
    const blocked = occupiedMask(state) | state.domes;
    for (const own of [2 * team, 2 * team + 1]) {
      const at = state.workers[own] ?? -1;
      if (at < 0 || (state.turn.movers & (1 << own)) === 0) continue;
      for (let victim = 0; victim < state.workers.length; victim++) {
        const square = state.workers[victim]!;
        if (victim >> 1 === team || square < 0 || (NEIGHBOUR_MASK[at]! & (1 << square)) === 0) continue;
        const across = BEYOND[square * SPACES + at]!;
        if (across >= 0 && (blocked & (1 << across)) === 0) out.push(STEP[square * SPACES + across]!);
      }
    }
  },
  applyMove(draft, move, base) {
    if (move.kind !== 'move' || base.phase !== 'move') return false;
    const from = move.from.charCodeAt(0) - 65 + (move.from.charCodeAt(1) - 49) * 5;
    const to = move.to.charCodeAt(0) - 65 + (move.to.charCodeAt(1) - 49) * 5;
    const victim = base.workers.indexOf(from);
    const team = teamOf(base, base.seat);
    if (victim < 0 || victim >> 1 === team) return false;
    const first = base.workers[2 * team] ?? -1;
    const own = first >= 0 && BEYOND[from * SPACES + first] === to ? 2 * team : 2 * team + 1;
    setWorker(draft, victim, to);
    draft.turn.mode = FERRIED;
    draft.turn.movers = 1 << own;
    return true;
  },
};
