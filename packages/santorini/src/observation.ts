/**
 * Santorini's observation tensor (the contract's optional `observation`): shape `[16, 5, 5]`,
 * planes over the island (row-major, row 1 first, `A1` at `[p][0][0]`), teams counted from the
 * observer on (its own team first, then the teams after it in turn order):
 *
 * | plane   | meaning                                                                 |
 * | ------- | ----------------------------------------------------------------------- |
 * | 0 … 3   | the block level is 0, 1, 2, 3 (one-hot)                                 |
 * | 4       | a dome                                                                  |
 * | 5 … 7   | a worker of the observer's team, of the next team, of the team after    |
 * | 8 … 11  | the phase is `place`, `move`, `build`, `power` (whole plane)            |
 * | 12      | the observer's team acts now (whole plane; 0 once the game is over)     |
 * | 13      | the current step may be declined with `pass` (whole plane)              |
 * | 14      | the worker that moved this turn                                         |
 * | 15      | the square of this turn's last build                                    |
 *
 * Gods are not encoded (a learner trains per god pairing), nor is their private data.
 *
 * @module
 */
import type { Seat } from '@games/core';
import type { ObservationTensor } from '@games/core/actions';
import { SPACES } from './board.js';
import { teamOf, type SantoriniState } from './state.js';
import type { SantoriniView } from './view.js';

/** Planes of the tensor. */
const PLANES = 16;
const PHASE_PLANE: Readonly<Record<string, number>> = { place: 8, move: 9, build: 10, power: 11 };

/** Fills a whole plane with `value`. */
function fillPlane(tensor: Float32Array, plane: number, value: number): void {
  tensor.fill(value, plane * SPACES, (plane + 1) * SPACES);
}

/** The tensor of `seat` from its view. */
function observe(view: SantoriniView, seat: Seat): Float32Array {
  const tensor = new Float32Array(PLANES * SPACES);
  for (let square = 0; square < SPACES; square++) {
    tensor[Math.min(3, Math.max(0, view.levels[square]!)) * SPACES + square] = 1;
    if ((view.domes & (1 << square)) !== 0) tensor[4 * SPACES + square] = 1;
  }
  const teams = view.players === 4 ? 2 : view.players;
  const own = teamOf(view, seat);
  view.workers.forEach((square, worker) => {
    if (square < 0 || square >= SPACES) return;
    const relative = (((worker >> 1) - own) % teams + teams) % teams;
    tensor[(5 + relative) * SPACES + square] = 1;
  });
  const phase = PHASE_PLANE[view.phase];
  if (phase !== undefined) fillPlane(tensor, phase, 1);
  if (view.phase !== 'over' && teamOf(view, view.seat) === own) fillPlane(tensor, 12, 1);
  if (view.optional) fillPlane(tensor, 13, 1);
  const moved = view.turn.worker >= 0 ? (view.workers[view.turn.worker] ?? -1) : -1;
  if (moved >= 0 && moved < SPACES) tensor[14 * SPACES + moved] = 1;
  if (view.turn.lastBuild >= 0 && view.turn.lastBuild < SPACES) tensor[15 * SPACES + view.turn.lastBuild] = 1;
  return tensor;
}

/**
 * Santorini's observation tensor: see the planes in this module's description.
 *
 * @group Research interfaces
 */
export const santoriniObservation: ObservationTensor<SantoriniState, SantoriniView> = { shape: () => [PLANES, 5, 5], observe };
