import { NEIGHBOUR_MASK } from '../board.js';
import { endTurn, setLevel } from '../draft.js';
import { REMOVE, targetOf } from '../moves.js';
import type { GodPower } from '../power.js';
import { occupiedMask } from '../state.js';

/**
 * Ares: after his build the turn enters the optional phase `power`, where he may remove the top
 * block (never a dome) of an unoccupied space next to his worker that did not move (`remove B4`),
 * or `pass`. With only one worker left there is nothing to remove, and `pass` is offered alone.
 */
export const ares: GodPower = {
  name: 'ares',
  title: 'Ares',
  summary: 'At the end of his turn he may remove a block (not a dome) from an unoccupied space next to his unmoved worker.',
  playerCounts: [2, 3, 4],
  afterBuild(draft) {
    draft.phase = 'power';
    draft.optional = true;
  },
  extraMoves(state, out) {
    if (state.phase !== 'power' || state.turn.worker < 0) return;
    const unmoved = state.workers[state.turn.worker ^ 1] ?? -1;
    if (unmoved < 0) return;
    let candidates = NEIGHBOUR_MASK[unmoved]! & ~state.domes & ~occupiedMask(state);
    while (candidates !== 0) {
      const square = 31 - Math.clz32(candidates & -candidates);
      candidates &= candidates - 1;
      if (state.levels[square]! > 0) out.push(REMOVE[square]!);
    }
  },
  applyMove(draft, move, base) {
    if (move.kind !== 'remove' || base.phase !== 'power') return false;
    const square = targetOf(move);
    setLevel(draft, square, base.levels[square]! - 1);
    endTurn(draft);
    return true;
  },
};
