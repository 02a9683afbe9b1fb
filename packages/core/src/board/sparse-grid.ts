/**
 * An unbounded square lattice for tile-laying games, addressed by integer cell keys so that
 * boards can be kept in plain JSON objects and arrays. Coordinates range over
 * `-SPARSE_LIMIT .. SPARSE_LIMIT-1` on both axes; `y` grows upward (north).
 */

/**
 * The largest distance from the origin a cell coordinate may have.
 *
 * @group Sparse grids
 */
export const SPARSE_LIMIT = 1024;
const STRIDE = SPARSE_LIMIT * 2;

/**
 * The key of cell `(x, y)`: a non-negative integer, unique per cell.
 *
 * @group Sparse grids
 */
export function cellKey(x: number, y: number): number {
  return (x + SPARSE_LIMIT) * STRIDE + (y + SPARSE_LIMIT);
}

/**
 * The `x` coordinate of a cell key.
 *
 * @group Sparse grids
 */
export function cellX(key: number): number {
  return Math.floor(key / STRIDE) - SPARSE_LIMIT;
}

/**
 * The `y` coordinate of a cell key.
 *
 * @group Sparse grids
 */
export function cellY(key: number): number {
  return (key % STRIDE) - SPARSE_LIMIT;
}

/**
 * True when `(x, y)` is an integer cell inside the addressable range.
 *
 * @group Sparse grids
 */
export function isCell(x: unknown, y: unknown): boolean {
  return (
    typeof x === 'number' &&
    typeof y === 'number' &&
    Number.isInteger(x) &&
    Number.isInteger(y) &&
    x >= -SPARSE_LIMIT &&
    x < SPARSE_LIMIT &&
    y >= -SPARSE_LIMIT &&
    y < SPARSE_LIMIT
  );
}

/**
 * Side indices of a square cell: north, east, south, west.
 *
 * @group Sparse grids
 */
export const SIDES = { north: 0, east: 1, south: 2, west: 3 } as const;

/**
 * The cell key next to `key` across side `side` (0 north, 1 east, 2 south, 3 west).
 *
 * @group Sparse grids
 */
export function neighbourKey(key: number, side: number): number {
  switch (side) {
    case 0:
      return key + 1;
    case 1:
      return key + STRIDE;
    case 2:
      return key - 1;
    default:
      return key - STRIDE;
  }
}

/**
 * The four orthogonal neighbours of a cell: north, east, south, west.
 *
 * @group Sparse grids
 */
export function neighbourKeys(key: number): [number, number, number, number] {
  return [key + 1, key + STRIDE, key - 1, key - STRIDE];
}

/**
 * The eight cells around a cell (orthogonal and diagonal), for features that count surroundings.
 *
 * @group Sparse grids
 */
export function surroundingKeys(key: number): number[] {
  return [key + 1, key + STRIDE + 1, key + STRIDE, key + STRIDE - 1, key - 1, key - STRIDE - 1, key - STRIDE, key - STRIDE + 1];
}

/**
 * The side facing `side` across an edge (north faces south, east faces west).
 *
 * @group Sparse grids
 */
export function oppositeSide(side: number): number {
  return (side + 2) % 4;
}
