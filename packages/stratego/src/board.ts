/**
 * The 10 x 10 board: square names and indices, the two lakes, the setup areas, and the
 * precomputed tables the move generator reads (rays that stop at lakes, neighbours, position
 * hash keys).
 *
 * @module
 */
import { createRng, int } from '@games/core';
import { LAKE } from './pieces.js';

/**
 * Columns A..K, without J (the Gravon and tournament convention).
 *
 * @group Board
 */
export const COLUMNS = 'ABCDEFGHIK';
/** Number of columns and rows. */
export const SIDE = 10;
/** Number of squares. */
export const SQUARES = 100;

/**
 * The lake squares: C5 D5 C6 D6 and G5 H5 G6 H6.
 *
 * @group Board
 */
export const LAKE_SQUARES: readonly number[] = [42, 43, 52, 53, 46, 47, 56, 57];

/** True for the eight lake squares (indexed by square). */
export const IS_LAKE: readonly boolean[] = Array.from({ length: SQUARES }, (_, square) => LAKE_SQUARES.includes(square));

/**
 * The name of each square, such as `E4` or `K10` (indexed by square).
 *
 * @group Board
 */
export const SQUARE_NAMES: readonly string[] = Array.from(
  { length: SQUARES },
  (_, square) => `${COLUMNS[square % SIDE]}${Math.floor(square / SIDE) + 1}`,
);

const squareByName = new Map<string, number>();
SQUARE_NAMES.forEach((name, square) => {
  squareByName.set(name, square);
  squareByName.set(name.toLowerCase(), square);
  if (name.endsWith('10')) {
    squareByName.set(`${name.slice(0, -2)}:`, square);
    squareByName.set(`${name.slice(0, -2).toLowerCase()}:`, square);
  }
});

/**
 * The index of a square from its name (`E4`, `k10`, or the Gravon form `K:` for row 10), or -1
 * when the text names no square of the board.
 *
 * @group Board
 */
export function squareIndex(name: unknown): number {
  if (typeof name !== 'string') return -1;
  return squareByName.get(name) ?? -1;
}

/** Row (0 = Red's back rank) of a square. */
export function rowOf(square: number): number {
  return Math.floor(square / SIDE);
}

/** Column (0 = A) of a square. */
export function columnOf(square: number): number {
  return square % SIDE;
}

/** Steps between squares along rows and columns (lakes ignored), at `a * 100 + b`: the heuristics ask for them at every node. */
const STRAIGHT = Uint8Array.from({ length: SQUARES * SQUARES }, (_, pair) => {
  const a = Math.floor(pair / SQUARES);
  const b = pair % SQUARES;
  return Math.abs(rowOf(a) - rowOf(b)) + Math.abs(columnOf(a) - columnOf(b));
});

/** Steps between two squares along rows and columns (lakes ignored). */
export function steps(a: number, b: number): number {
  return STRAIGHT[a * SQUARES + b]!;
}

/**
 * The square at position `index` (0..39) of a seat's setup string: back rank first, columns
 * A..K in each row. For Red row 1 comes first; for Blue row 10.
 */
export function setupSquare(seat: number, index: number): number {
  const rowFromBack = Math.floor(index / SIDE);
  const row = seat === 0 ? rowFromBack : SIDE - 1 - rowFromBack;
  return row * SIDE + (index % SIDE);
}

/** True when `square` is in `seat`'s setup area (Red rows 1-4, Blue rows 7-10). */
export function inSetupArea(seat: number, square: number): boolean {
  return seat === 0 ? square >= 0 && square < 40 : square >= 60 && square < SQUARES;
}

/** The starting board: empty squares and the lakes. */
export function emptyBoard(): number[] {
  const board: number[] = [];
  for (let square = 0; square < SQUARES; square++) board.push(IS_LAKE[square] ? LAKE : 0);
  return board;
}

// Rays in the four directions N, E, S, W, stopping before the edge or a lake.
const DELTAS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];

/** Offset into {@link RAY_SQUARES} of the ray from square `s` in direction `d`, at `s * 4 + d`. */
export const RAY_OFFSET = new Int32Array(SQUARES * 4);
/** Length of the ray from square `s` in direction `d`, at `s * 4 + d`. */
export const RAY_LENGTH = new Int32Array(SQUARES * 4);
/** All rays back to back, nearest square first. */
export const RAY_SQUARES: Int32Array = buildRays();
/**
 * The first square of each ray, or -1: the orthogonal neighbours of `s` that are on the board
 * and not lakes, at `s * 4 + d`.
 */
export const STEP = new Int32Array(SQUARES * 4);

function buildRays(): Int32Array {
  const squares: number[] = [];
  for (let square = 0; square < SQUARES; square++) {
    for (let direction = 0; direction < 4; direction++) {
      const [dx, dy] = DELTAS[direction]!;
      RAY_OFFSET[square * 4 + direction] = squares.length;
      let x = columnOf(square) + dx;
      let y = rowOf(square) + dy;
      let length = 0;
      while (x >= 0 && y >= 0 && x < SIDE && y < SIDE && !IS_LAKE[y * SIDE + x]) {
        squares.push(y * SIDE + x);
        length++;
        x += dx;
        y += dy;
      }
      RAY_LENGTH[square * 4 + direction] = length;
    }
  }
  return Int32Array.from(squares);
}

for (let slot = 0; slot < SQUARES * 4; slot++) {
  STEP[slot] = (RAY_LENGTH[slot] ?? 0) > 0 ? (RAY_SQUARES[RAY_OFFSET[slot] ?? 0] ?? -1) : -1;
}

/** The four neighbours of each square (lakes included) at `s * 4 + d` for rows up, down, columns right, left; -1 off the board. */
export const AROUND = Int32Array.from({ length: SQUARES * 4 }, (_, slot) => {
  const [dr, dc] = ([[1, 0], [-1, 0], [0, 1], [0, -1]] as const)[slot % 4]!;
  const r = rowOf(Math.floor(slot / 4)) + dr;
  const c = columnOf(Math.floor(slot / 4)) + dc;
  return r < 0 || r >= SIDE || c < 0 || c >= SIDE ? -1 : r * SIDE + c;
});

/** Steps between squares around the lakes (pieces ignored), at `from * 100 + to`; 0 from or to a lake. */
const WALK = new Uint8Array(SQUARES * SQUARES);
for (let from = 0; from < SQUARES; from++) {
  if (IS_LAKE[from]) continue;
  const seen = new Uint8Array(SQUARES);
  seen[from] = 1;
  let frontier = [from];
  for (let distance = 1; frontier.length > 0; distance++) {
    const next: number[] = [];
    for (const square of frontier) {
      for (let direction = 0; direction < 4; direction++) {
        const neighbour = STEP[square * 4 + direction]!;
        if (neighbour < 0 || seen[neighbour] === 1) continue;
        seen[neighbour] = 1;
        WALK[from * SQUARES + neighbour] = distance;
        next.push(neighbour);
      }
    }
    frontier = next;
  }
}

/** Steps a piece needs between two squares, around the lakes (pieces ignored); see {@link steps} for the straight count. */
export function walkSteps(a: number, b: number): number {
  return WALK[a * SQUARES + b]!;
}

/**
 * The direction (0 N, 1 E, 2 S, 3 W) and distance of a straight move from `from` to `to`, packed
 * as `direction * 16 + distance`, or -1 when the squares are not on one row or column, or a lake
 * lies between them. Indexed by `from * 100 + to`.
 */
export const LINE = new Int32Array(SQUARES * SQUARES).fill(-1);
for (let square = 0; square < SQUARES; square++) {
  for (let direction = 0; direction < 4; direction++) {
    const offset = RAY_OFFSET[square * 4 + direction] ?? 0;
    const length = RAY_LENGTH[square * 4 + direction] ?? 0;
    for (let step = 0; step < length; step++) LINE[square * SQUARES + (RAY_SQUARES[offset + step] ?? 0)] = direction * 16 + step + 1;
  }
}

// Position hash keys (Zobrist): two independent 32-bit keys per square and piece kind (rank and
// owner bits, 0..31), from a fixed seed so hashes are the same in every process.
const keyRng = createRng(0x5eed5);
/** First hash key of piece kind `k` on square `s`, at `s * 32 + k`. */
export const HASH_KEYS_LOW = Int32Array.from({ length: SQUARES * 32 }, () => int(keyRng, 0, 0x7fffffff) ^ (int(keyRng, 0, 1) << 31));
/** Second hash key of piece kind `k` on square `s`, at `s * 32 + k`. */
export const HASH_KEYS_HIGH = Int32Array.from({ length: SQUARES * 32 }, () => int(keyRng, 0, 0x7fffffff) ^ (int(keyRng, 0, 1) << 31));
