/**
 * Stratego's observation tensor (the contract's optional `observation`): shape `[44, 10, 10]`,
 * planes over the board seen from the observer's side: for Red (seat 0) `[p][row][column]` with
 * row 1 first; for Blue the board is turned half round (`[p][9 - row][9 - column]`), so the
 * observer's own setup area is always rows 0 … 3 of the tensor.
 *
 * | plane    | meaning                                                                   |
 * | -------- | ------------------------------------------------------------------------- |
 * | 0 … 11   | an own piece of rank 1 … 12 (Spy … Marshal, Bomb, Flag)                    |
 * | 12 … 23  | an enemy piece whose rank is revealed, by rank                            |
 * | 24       | an enemy piece whose rank is hidden                                       |
 * | 25       | an enemy piece that has moved (so it is no Bomb or Flag)                  |
 * | 26       | an own piece whose rank the enemy knows                                   |
 * | 27       | a lake                                                                    |
 * | 28       | the setup phase (whole plane)                                             |
 * | 29       | the observer acts now (whole plane; 0 once the game is over)              |
 * | 30, 31   | the last move's start and end square                                      |
 * | 32 … 43  | own pieces of rank 1 … 12 still to place, over the army's count (whole plane) |
 *
 * @module
 */
import type { Seat } from '@games/core';
import type { ObservationTensor } from '@games/core/actions';
import { LAKE_SQUARES, SQUARES, squareIndex } from './board.js';
import { ARMIES, RANK_COUNT } from './pieces.js';
import type { StrategoState } from './state.js';
import type { StrategoView } from './view.js';

/** Planes of the tensor. */
const PLANES = 44;

/** Writes the tensor of `seat` from its view into `tensor` (all zeros when called). */
function observeInto(view: StrategoView, seat: Seat, tensor: Float32Array): void {
  const cell = (square: number): number => (seat === 1 ? SQUARES - 1 - square : square);
  const set = (plane: number, square: number): void => {
    tensor[plane * SQUARES + cell(square)] = 1;
  };
  view.squares.forEach((piece, square) => {
    if (piece === null) return;
    if (piece.owner === seat) {
      set(piece.rank! - 1, square);
      if (piece.revealed) set(26, square);
    } else {
      set(piece.rank === null ? 24 : 11 + piece.rank, square);
      if (piece.moved) set(25, square);
    }
  });
  for (const square of LAKE_SQUARES) set(27, square);
  if (view.phase === 'setup') tensor.fill(1, 28 * SQUARES, 29 * SQUARES);
  if (view.phase !== 'over' && view.toMove === seat) tensor.fill(1, 29 * SQUARES, 30 * SQUARES);
  if (view.lastMove !== null) {
    set(30, squareIndex(view.lastMove.from));
    set(31, squareIndex(view.lastMove.to));
  }
  const army = ARMIES[view.rules.variant];
  for (let rank = 1; rank <= RANK_COUNT; rank++) {
    const left = view.reserve?.[rank] ?? 0;
    const plane = 31 + rank;
    if (left > 0) tensor.fill(left / (army[rank] || 1), plane * SQUARES, (plane + 1) * SQUARES);
  }
}

/** The tensor of `seat` from its view. */
function observe(view: StrategoView, seat: Seat): Float32Array {
  const tensor = new Float32Array(PLANES * SQUARES);
  observeInto(view, seat, tensor);
  return tensor;
}

/**
 * Stratego's observation tensor: see the planes in this module's description.
 *
 * @group Research interfaces
 */
export const strategoObservation: ObservationTensor<StrategoState, StrategoView> = { shape: () => [PLANES, 10, 10], observe, observeInto };
