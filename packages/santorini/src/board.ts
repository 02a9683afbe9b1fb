/**
 * The 5 x 5 island: square indices, names and the neighbour tables every hot path reads.
 *
 * Squares are numbered as in `@games/core`'s square grid: `A1` is 0, `B1` 1, ... `E5` 24 (row by
 * row from the bottom-left). Sets of squares are 25-bit masks (`1 << square`).
 *
 * @module
 */
import { squareGrid, type SquareGrid } from '@games/core/board';

/** The island as a `@games/core` square grid (5 files A-E, 5 ranks 1-5). */
export const ISLAND: SquareGrid = squareGrid(5, 5);

/**
 * Number of spaces on the island.
 *
 * @group Board
 */
export const SPACES = 25;

/** Highest block level; a dome goes on top of it. */
export const TOP_LEVEL = 3;

/**
 * Square names in index order, upper-case as in the notation: `A1`, `B1`, ... `E5`.
 *
 * @group Board
 */
export const SQUARE_NAMES: readonly string[] = Array.from({ length: SPACES }, (_, index) => {
  return `${String.fromCharCode(65 + (index % 5))}${Math.floor(index / 5) + 1}`;
});

const SQUARE_INDEX = new Map<string, number>(SQUARE_NAMES.map((name, index) => [name, index]));

/**
 * The index of an upper-case square name such as `C3`, or -1 when it is not one.
 *
 * @group Board
 */
export function squareIndex(name: unknown): number {
  return typeof name === 'string' && name.length === 2 ? (SQUARE_INDEX.get(name) ?? -1) : -1;
}

/** The index of a square name in either case, with surrounding blanks allowed; -1 otherwise. */
export function readSquare(text: string): number {
  // A square name with a few blanks around it is short: longer text is not read at all.
  return text.length > 16 ? -1 : squareIndex(text.trim().toUpperCase());
}

/** For each square, its neighbours (up to 8) as a flat table: `NEIGHBOURS[square * 8 + k]`, -1 padded. */
export const NEIGHBOURS: Int8Array = (() => {
  const table = new Int8Array(SPACES * 8).fill(-1);
  for (let square = 0; square < SPACES; square++) {
    const adjacent = ISLAND.adjacent[square] ?? [];
    adjacent.forEach((neighbour, k) => {
      table[square * 8 + k] = neighbour;
    });
  }
  return table;
})();

/** For each square, the number of its neighbours (3, 5 or 8). */
export const NEIGHBOUR_COUNT: Int8Array = Int8Array.from({ length: SPACES }, (_, square) => ISLAND.adjacent[square]?.length ?? 0);

/**
 * For each square, the mask of its neighbours.
 *
 * @group Board
 */
export const NEIGHBOUR_MASK: Int32Array = Int32Array.from({ length: SPACES }, (_, square) =>
  (ISLAND.adjacent[square] ?? []).reduce((mask, neighbour) => mask | (1 << neighbour), 0),
);

/**
 * The square straight beyond `to` seen from `from` (`from`, `to` neighbours), or -1 when that
 * would leave the island: `BEYOND[from * 25 + to]`. Minotaur pushes and Charon forces use it.
 *
 * @group Board
 */
export const BEYOND: Int8Array = (() => {
  const table = new Int8Array(SPACES * SPACES).fill(-1);
  for (let from = 0; from < SPACES; from++) {
    for (let direction = 0; direction < 8; direction++) {
      const to = ISLAND.step[from * 8 + direction] ?? -1;
      if (to < 0) continue;
      table[from * SPACES + to] = ISLAND.step[to * 8 + direction] ?? -1;
    }
  }
  return table;
})();

/**
 * The mask of the 16 perimeter spaces.
 *
 * @group Board
 */
export const PERIMETER_MASK: number = (() => {
  let mask = 0;
  for (let square = 0; square < SPACES; square++) {
    const file = square % 5;
    const rank = Math.floor(square / 5);
    if (file === 0 || file === 4 || rank === 0 || rank === 4) mask |= 1 << square;
  }
  return mask;
})();

/**
 * True when `a` and `b` are neighbouring spaces.
 *
 * @group Board
 */
export function neighbouring(a: number, b: number): boolean {
  return a >= 0 && b >= 0 && ((NEIGHBOUR_MASK[a] ?? 0) & (1 << b)) !== 0;
}

/** The number of set bits of a 32-bit mask. */
export function countBits(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
