/**
 * TigerZone's action ids (the contract's optional `actions`): the moves of the current tile by
 * where it goes, its rotation and its follower, plus the forms of an unplaceable tile. The tile
 * itself is not in the id: it is always the current one. With a deck of `n` tiles (the start
 * tile aside) every tile lies within `n` steps of the start tile, so the cells are those with
 * `|x| + |y| ≤ n`, numbered row by row (`y` from `-n` up, then `x` from left to right):
 * `C = 2n(n + 1) + 1` cells, and `1 + 46 C` ids (538,431 for the standard deck of 76 tiles).
 *
 * | ids                    | move                                                        |
 * | ---------------------- | ----------------------------------------------------------- |
 * | 0                      | the tile fits nowhere: discard it and pass                   |
 * | 1 + 46 c + 11 r + f    | place the tile on cell c turned r quarter turns (r 0 … 3, 0°, 90°, 180°, 270°), follower f: 0 none, 1 crocodile, 1 + z a tiger on zone z (1 … 9) |
 * | 1 + 46 c + 44          | the tile fits nowhere: take back one of your tigers from the tile on cell c |
 * | 1 + 46 c + 45          | the tile fits nowhere: add a tiger from your supply to the tile on cell c   |
 *
 * @module
 */
import { ok, type Result } from '@games/core';
import { isActionId, unknownAction, type ActionIds } from '@games/core/actions';
import { currentCode } from './moves.js';
import type { TigerZoneMove } from './moves.js';
import type { Rotation, TigerZoneState } from './state.js';

/** Ids per cell. */
const PER_CELL = 46;
const ROTATIONS: readonly Rotation[] = [0, 90, 180, 270];

/** The cells within `radius` steps of the start tile: the first cell of each row, and each cell's coordinates. */
interface Cells {
  radius: number;
  count: number;
  rowStart: Int32Array;
  xs: Int32Array;
  ys: Int32Array;
}

const cellsByRadius = new Map<number, Cells>();
/** The cells asked for last (every call of a match asks for the same radius). */
let lastCells: Cells | undefined;

function cellsOf(radius: number): Cells {
  if (lastCells !== undefined && lastCells.radius === radius) return lastCells;
  let cells = cellsByRadius.get(radius);
  if (cells === undefined) {
    const count = 2 * radius * (radius + 1) + 1;
    const rowStart = new Int32Array(2 * radius + 1);
    const xs = new Int32Array(count);
    const ys = new Int32Array(count);
    let next = 0;
    for (let y = -radius; y <= radius; y++) {
      rowStart[y + radius] = next;
      const half = radius - Math.abs(y);
      for (let x = -half; x <= half; x++) {
        xs[next] = x;
        ys[next] = y;
        next++;
      }
    }
    cells = { radius, count, rowStart, xs, ys };
    if (cellsByRadius.size > 16) cellsByRadius.clear();
    cellsByRadius.set(radius, cells);
  }
  lastCells = cells;
  return cells;
}

/** The cell number of `(x, y)`, or -1 outside the cells. */
function cellOf(cells: Cells, x: number, y: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || Math.abs(x) + Math.abs(y) > cells.radius) return -1;
  const half = cells.radius - Math.abs(y);
  return cells.rowStart[y + cells.radius]! + x + half;
}

const count = (state: TigerZoneState): number => 1 + PER_CELL * cellsOf(state.deck.length).count;

function idOf(state: TigerZoneState, move: TigerZoneMove): number {
  if (move?.kind === 'unplaceable' && move.action === 'pass') return 0;
  if (move?.kind !== 'place' && move?.kind !== 'unplaceable') return -1;
  const cell = cellOf(cellsOf(state.deck.length), move.x, move.y);
  if (cell < 0) return -1;
  let slot: number;
  if (move.kind === 'unplaceable') slot = move.action === 'retrieve' ? 44 : move.action === 'add' ? 45 : -1;
  else {
    const turns = move.rotation === 0 ? 0 : move.rotation === 90 ? 1 : move.rotation === 180 ? 2 : move.rotation === 270 ? 3 : -1;
    const follower = move.follower === 'none' ? 0 : move.follower === 'crocodile' ? 1 : move.zone >= 1 && move.zone <= 9 ? 1 + move.zone : -1;
    slot = turns < 0 || follower < 0 ? -1 : turns * 11 + follower;
  }
  return slot < 0 ? -1 : 1 + PER_CELL * cell + slot;
}

function moveOf(state: TigerZoneState, id: number): Result<TigerZoneMove> {
  const total = count(state);
  if (!isActionId(id, total)) return unknownAction(id, `is not an integer from 0 to ${total - 1}`);
  const tile = currentCode(state);
  if (tile === null) return unknownAction(id, 'names no move: the game is over');
  if (id === 0) return ok({ kind: 'unplaceable', tile, action: 'pass' });
  const cells = cellsOf(state.deck.length);
  const cell = Math.floor((id - 1) / PER_CELL);
  const slot = (id - 1) % PER_CELL;
  const x = cells.xs[cell]!;
  const y = cells.ys[cell]!;
  if (slot === 44) return ok({ kind: 'unplaceable', tile, action: 'retrieve', x, y });
  if (slot === 45) return ok({ kind: 'unplaceable', tile, action: 'add', x, y });
  const rotation = ROTATIONS[Math.floor(slot / 11)]!;
  const follower = slot % 11;
  if (follower === 0) return ok({ kind: 'place', tile, x, y, rotation, follower: 'none' });
  if (follower === 1) return ok({ kind: 'place', tile, x, y, rotation, follower: 'crocodile' });
  return ok({ kind: 'place', tile, x, y, rotation, follower: 'tiger', zone: follower - 1 });
}

/**
 * TigerZone's action ids: see the table in this module's description.
 *
 * @group Research interfaces
 */
export const tigerzoneActions: ActionIds<TigerZoneState, TigerZoneMove> = { count, idOf, moveOf };
