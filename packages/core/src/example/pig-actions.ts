/**
 * Secret Pig's action ids and observation tensor (the optional `actions` and `observation`
 * members of the contract).
 *
 * Action ids (2): `0` roll, `1` hold. The die's faces are chance outcomes and have no id.
 *
 * Observation: a vector of `2 * players + 4` numbers, seats listed from the observer on
 * (observer first, then the seats after it in turn order):
 * - `[2k]`: the banked points of the k-th seat from the observer, over the target;
 * - `[2k + 1]`: 1 when that seat's turn it is (0 once the game is over);
 * - `[2p]`: the observer's own secret bonus over 3 (the others' bonuses are hidden);
 * - `[2p + 1]`: the turn total over the target;
 * - `[2p + 2]`: 1 while the die is in the air;
 * - `[2p + 3]`: 1 once the game is over.
 *
 * @module
 */
import type { ActionIds, ObservationTensor, Seat } from '../contract.js';
import { isActionId, unknownAction } from '../action-ids.js';
import { ok } from '../result.js';
import type { PigMove, PigState, PigView } from './pig-state.js';

const ROLL: PigMove = { kind: 'roll' };
const HOLD: PigMove = { kind: 'hold' };

/** Secret Pig's action ids: 0 roll, 1 hold. */
export const pigActions: ActionIds<PigState, PigMove> = {
  count: () => 2,
  idOf: (_state, move) => (move?.kind === 'roll' ? 0 : move?.kind === 'hold' ? 1 : -1),
  moveOf: (_state, id) => (isActionId(id, 2) ? ok(id === 0 ? ROLL : HOLD) : unknownAction(id, 'is not 0 (roll) or 1 (hold)')),
};

/** Secret Pig's observation: banked points and turn flags from the observer on, its own bonus, the turn total and the phase. */
export const pigObservation: ObservationTensor<PigState, PigView> = {
  shape: (state) => [2 * state.players + 4],
  observe(view: PigView, seat: Seat): Float32Array {
    const players = view.players;
    const tensor = new Float32Array(2 * players + 4);
    for (let k = 0; k < players; k++) {
      const owner = (seat + k) % players;
      tensor[2 * k] = view.banked[owner]! / view.target;
      tensor[2 * k + 1] = view.phase !== 'over' && view.seat === owner ? 1 : 0;
    }
    tensor[2 * players] = (view.secrets[seat] ?? 0) / 3;
    tensor[2 * players + 1] = view.turnTotal / view.target;
    tensor[2 * players + 2] = view.phase === 'rolling' ? 1 : 0;
    tensor[2 * players + 3] = view.phase === 'over' ? 1 : 0;
    return tensor;
  },
};
