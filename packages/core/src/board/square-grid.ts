/**
 * A rectangular board of squares, indexed `0 .. width*height-1` row by row from the
 * bottom-left (`a1` is index 0, `b1` index 1, ...). Neighbour tables are computed once, so hot
 * paths read flat arrays of numbers.
 *
 * @group Square grids
 */
export interface SquareGrid {
  /** Number of files (columns). */
  readonly width: number;
  /** Number of ranks (rows). */
  readonly height: number;
  /** Number of squares: `width * height`. */
  readonly size: number;
  /** For each square, the orthogonal neighbours (up to 4), in the order N, E, S, W. */
  readonly orthogonal: readonly (readonly number[])[];
  /** For each square, the orthogonal and diagonal neighbours (up to 8). */
  readonly adjacent: readonly (readonly number[])[];
  /** For each square and each of the 8 directions (see {@link DIRECTIONS}), the step target or -1. */
  readonly step: Int32Array;
}

/**
 * The eight directions as `[dx, dy]` in the order N, NE, E, SE, S, SW, W, NW (y grows up).
 *
 * @group Square grids
 */
export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 1],
  [1, 0],
  [1, -1],
  [0, -1],
  [-1, -1],
  [-1, 0],
  [-1, 1],
];

/**
 * The four orthogonal direction indices into {@link DIRECTIONS}: N, E, S, W.
 *
 * @group Square grids
 */
export const ORTHOGONAL_DIRECTIONS: readonly number[] = [0, 2, 4, 6];

/**
 * Builds a grid of `width` x `height` squares with its neighbour tables.
 *
 * @group Square grids
 */
export function squareGrid(width: number, height: number): SquareGrid {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > 26) {
    throw new RangeError(`squareGrid: width must be 1..26 and height at least 1, got ${width}x${height}`);
  }
  const size = width * height;
  const step = new Int32Array(size * 8).fill(-1);
  const orthogonal: number[][] = [];
  const adjacent: number[][] = [];
  for (let index = 0; index < size; index++) {
    const x = index % width;
    const y = Math.floor(index / width);
    const orthogonalHere: number[] = [];
    const adjacentHere: number[] = [];
    DIRECTIONS.forEach(([dx, dy], direction) => {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) return;
      const target = ny * width + nx;
      step[index * 8 + direction] = target;
      adjacentHere.push(target);
      if (direction % 2 === 0) orthogonalHere.push(target);
    });
    orthogonal.push(orthogonalHere);
    adjacent.push(adjacentHere);
  }
  return { width, height, size, orthogonal, adjacent, step };
}

/**
 * The index of the square at column `x` and row `y` (0-based), or -1 when off the board.
 *
 * @group Square grids
 */
export function indexOf(grid: SquareGrid, x: number, y: number): number {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= grid.width || y >= grid.height) return -1;
  return y * grid.width + x;
}

/**
 * The `[x, y]` coordinates (0-based, y grows up) of a square index.
 *
 * @group Square grids
 */
export function coordinatesOf(grid: SquareGrid, index: number): [number, number] {
  return [index % grid.width, Math.floor(index / grid.width)];
}

/**
 * The algebraic name of a square: file letter then 1-based rank, such as `c3`.
 *
 * @group Square grids
 */
export function squareName(grid: SquareGrid, index: number): string {
  const [x, y] = coordinatesOf(grid, index);
  return `${String.fromCharCode(97 + x)}${y + 1}`;
}

/**
 * The index of a square from its algebraic name (case-insensitive, such as `c3` or `C3`), or -1
 * when the text is not a square of this grid.
 *
 * @group Square grids
 */
export function parseSquare(grid: SquareGrid, name: string): number {
  if (typeof name !== 'string') return -1;
  const match = /^([a-zA-Z])(\d{1,3})$/.exec(name.trim());
  if (!match) return -1;
  const x = match[1]!.toLowerCase().charCodeAt(0) - 97;
  const y = Number(match[2]) - 1;
  return indexOf(grid, x, y);
}

/**
 * The squares reached by walking from `from` in `direction` (an index into {@link DIRECTIONS}),
 * nearest first, up to the board edge; `from` itself is not included.
 *
 * @group Square grids
 */
export function ray(grid: SquareGrid, from: number, direction: number): number[] {
  const squares: number[] = [];
  let square = grid.step[from * 8 + direction] ?? -1;
  while (square >= 0) {
    squares.push(square);
    square = grid.step[square * 8 + direction] ?? -1;
  }
  return squares;
}

/**
 * True when `a` and `b` touch orthogonally or diagonally.
 *
 * @group Square grids
 */
export function areAdjacent(grid: SquareGrid, a: number, b: number): boolean {
  return grid.adjacent[a]?.includes(b) ?? false;
}

/**
 * The direction index (into {@link DIRECTIONS}) of a one-step move from `from` to `to`, or -1.
 *
 * @group Square grids
 */
export function directionBetween(grid: SquareGrid, from: number, to: number): number {
  for (let direction = 0; direction < 8; direction++) if (grid.step[from * 8 + direction] === to) return direction;
  return -1;
}
