/**
 * TigerZone's observation tensor (the contract's optional `observation`): shape `[36, 21, 21]`,
 * planes over the 21 × 21 cells around the start tile (`[p][y + 10][x + 10]` for the cell
 * `(x, y)`, `|x|, |y| ≤ 10`; tiles further out are not shown), and whole planes for the rest.
 * A side's face is one of jungle, lake, trail (the code's letters `J`, `L`, `T`), sides in the
 * order north, east, south, west as the tile lies (turned by its rotation).
 *
 * | plane    | meaning                                                             |
 * | -------- | ------------------------------------------------------------------- |
 * | 0        | a tile lies here                                                    |
 * | 1 … 12   | side s (0 … 3) of the tile shows face k (0 jungle, 1 lake, 2 trail): plane `1 + 3s + k` |
 * | 13       | the tile has a special (prey, den, printed crocodile)               |
 * | 14, 15   | a tiger of the observer, of another seat, on the tile               |
 * | 16       | a crocodile placed on the tile                                      |
 * | 17 … 28  | the current tile's faces in its base orientation, as planes 1 … 12 (whole plane) |
 * | 29       | the observer acts now (whole plane; 0 once the game is over)        |
 * | 30       | tiles left to deal, over 76 (whole plane)                           |
 * | 31, 32   | the observer's score, the best other score, over 100 (whole plane)  |
 * | 33, 34   | the observer's tigers and crocodiles in supply, over 7 and 2 (whole plane) |
 * | 35       | the game is over (whole plane)                                      |
 *
 * The deck order is not in it (it is hidden unless the deck is revealed).
 *
 * @module
 */
import type { Seat } from '@games/core';
import type { ObservationTensor } from '@games/core/actions';
import { FACE } from './geometry.js';
import { CROCODILES_PER_PLAYER, TIGERS_PER_PLAYER } from './setup.js';
import type { TigerZoneState } from './state.js';
import type { TigerZoneView } from './view.js';

const RADIUS = 10;
const SIDE = 2 * RADIUS + 1;
const CELLS = SIDE * SIDE;
const PLANES = 36;
const FACE_OF: Readonly<Record<string, number>> = { J: 0, L: 1, T: 2 };

/** Writes the tensor of `seat` from its view into `tensor` (all zeros when called). */
function observeInto(view: TigerZoneView, seat: Seat, tensor: Float32Array): void {
  const cellOf = (x: number, y: number): number => (Math.abs(x) <= RADIUS && Math.abs(y) <= RADIUS ? (y + RADIUS) * SIDE + x + RADIUS : -1);
  const whole = (plane: number, value: number): void => {
    tensor.fill(value, plane * CELLS, (plane + 1) * CELLS);
  };
  for (const tile of view.tiles) {
    const cell = cellOf(tile.x, tile.y);
    if (cell < 0) continue;
    tensor[cell] = 1;
    // the faces as laid, from the orientation table (the same letters as the code turned by the rotation)
    const sides = (tile.type * 4 + tile.rotation / 90) * 4;
    for (let side = 0; side < 4; side++) tensor[(1 + 3 * side + FACE[sides + side]!) * CELLS + cell] = 1;
    if (tile.code[4] !== '-') tensor[13 * CELLS + cell] = 1;
    if (tile.crocodile !== null) tensor[16 * CELLS + cell] = 1;
  }
  for (const tiger of view.tigers) {
    const cell = cellOf(tiger.x, tiger.y);
    if (cell >= 0) tensor[(tiger.seat === seat ? 14 : 15) * CELLS + cell] = 1;
  }
  if (view.currentTile !== null) {
    for (let side = 0; side < 4; side++) {
      const face = FACE_OF[view.currentTile[side]!];
      if (face !== undefined) whole(17 + 3 * side + face, 1);
    }
  }
  if (view.toMove === seat) whole(29, 1);
  whole(30, view.tilesLeft / 76);
  whole(31, (view.scores[seat] ?? 0) / 100);
  let best = 0;
  for (let owner = 0; owner < view.scores.length; owner++) if (owner !== seat) best = Math.max(best, view.scores[owner]!);
  whole(32, best / 100);
  whole(33, (view.tigerSupply[seat] ?? 0) / TIGERS_PER_PLAYER);
  whole(34, (view.crocodileSupply[seat] ?? 0) / CROCODILES_PER_PLAYER);
  if (view.outcome !== null) whole(35, 1);
}

/** The tensor of `seat` from its view. */
function observe(view: TigerZoneView, seat: Seat): Float32Array {
  const tensor = new Float32Array(PLANES * CELLS);
  observeInto(view, seat, tensor);
  return tensor;
}

/**
 * TigerZone's observation tensor: see the planes in this module's description.
 *
 * @group Research interfaces
 */
export const tigerzoneObservation: ObservationTensor<TigerZoneState, TigerZoneView> = { shape: () => [PLANES, SIDE, SIDE], observe, observeInto };
