/**
 * Yut Nori's observation tensor (the contract's optional `observation`): shape
 * `[players + 1, 31]`. Row k (0 … players - 1) is the k-th seat from the observer on (the
 * observer first, then the seats after it in turn order); its column P (0 … 29) is the share of
 * that seat's pieces at position P (0: not departed), column 30 the share that has arrived.
 * The last row holds the turn:
 *
 * | column  | meaning                                                          |
 * | ------- | ---------------------------------------------------------------- |
 * | 0 … 5   | unused results back-do, do, gae, geol, yut, mo of the acting seat, each count over 5 |
 * | 6       | throws still owed before the acting seat moves, over 5           |
 * | 7       | the observer acts now (0 once the game is over)                  |
 * | 8       | nothing has happened yet this turn                               |
 * | 9       | the game is over                                                 |
 * | 10      | the observer has won                                             |
 * | 11 … 30 | 0                                                                |
 *
 * Nothing in Yut Nori is hidden, so every seat's tensor shows the same, from its own side.
 *
 * @module
 */
import type { Seat } from '@games/core';
import type { ObservationTensor } from '@games/core/actions';
import { ARRIVED, POSITION_COUNT } from './board.js';
import type { YunnoriState } from './state.js';
import type { YunnoriView } from './view.js';

/** Columns of a row. */
const COLUMNS = POSITION_COUNT + 1;

function observe(view: YunnoriView, seat: Seat): Float32Array {
  const players = view.players;
  const each = view.piecesPerPlayer;
  const tensor = new Float32Array((players + 1) * COLUMNS);
  for (let k = 0; k < players; k++) {
    const owner = (seat + k) % players;
    for (let piece = 0; piece < each; piece++) {
      const position = view.pieces[owner * each + piece]!;
      const column = position === ARRIVED ? POSITION_COUNT : position;
      if (column >= 0 && column < COLUMNS) tensor[k * COLUMNS + column]! += 1 / each;
    }
  }
  const turn = players * COLUMNS;
  const over = view.winner >= 0;
  view.results.forEach((count, result) => {
    if (result < 6) tensor[turn + result] = count / 5;
  });
  tensor[turn + 6] = view.throws / 5;
  tensor[turn + 7] = !over && view.seat === seat ? 1 : 0;
  tensor[turn + 8] = view.turnStart ? 1 : 0;
  tensor[turn + 9] = over ? 1 : 0;
  tensor[turn + 10] = over && view.winner === seat ? 1 : 0;
  return tensor;
}

/**
 * Yut Nori's observation tensor: see the layout in this module's description.
 *
 * @group Research interfaces
 */
export const yunnoriObservation: ObservationTensor<YunnoriState, YunnoriView> = { shape: (state) => [state.players + 1, COLUMNS], observe };
