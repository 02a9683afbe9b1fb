/**
 * `@games/core/board`: the board toolkit the engines are built on: square grids with algebraic
 * names and precomputed neighbours, tracks and graphs for path games, a sparse grid for
 * tile-laying games, and union-find for connected features. For authors of engines; apps do
 * not need it.
 *
 * @module @games/core/board
 */
export {
  areAdjacent,
  coordinatesOf,
  directionBetween,
  DIRECTIONS,
  indexOf,
  ORTHOGONAL_DIRECTIONS,
  parseSquare,
  ray,
  squareGrid,
  squareName,
  type SquareGrid,
} from './board/square-grid.js';
export { OFF_TRACK, ringStep, track, walk, walkBack, type Track, type TrackDefinition, type TrackLink, type WalkEnd } from './board/track.js';
export {
  cellKey,
  cellX,
  cellY,
  isCell,
  neighbourKey,
  neighbourKeys,
  oppositeSide,
  SIDES,
  SPARSE_LIMIT,
  surroundingKeys,
} from './board/sparse-grid.js';
export { addElement, cloneUnionFind, connected, find, union, unionFind, type UnionFind } from './board/union-find.js';
