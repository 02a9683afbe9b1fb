import { describe, expect, it } from 'vitest';
import {
  addElement,
  areAdjacent,
  cellKey,
  cellX,
  cellY,
  cloneUnionFind,
  connected,
  coordinatesOf,
  directionBetween,
  find,
  isCell,
  neighbourKey,
  neighbourKeys,
  OFF_TRACK,
  oppositeSide,
  parseSquare,
  ray,
  ringStep,
  squareGrid,
  squareName,
  surroundingKeys,
  track,
  union,
  unionFind,
  walk,
  walkBack,
} from '../src/board.js';

describe('SquareGrid', () => {
  const grid = squareGrid(5, 5);

  it('names squares algebraically from a1 in the bottom-left', () => {
    expect(squareName(grid, 0)).toBe('a1');
    expect(squareName(grid, 24)).toBe('e5');
    expect(parseSquare(grid, 'C3')).toBe(12);
    expect(coordinatesOf(grid, 12)).toEqual([2, 2]);
    for (let index = 0; index < grid.size; index++) expect(parseSquare(grid, squareName(grid, index))).toBe(index);
  });

  it('refuses squares off the board or badly written', () => {
    for (const name of ['f1', 'a6', 'a0', '', 'c', '3c', 'aa1', 'c3x']) expect(parseSquare(grid, name)).toBe(-1);
    expect(parseSquare(grid, 42 as unknown as string)).toBe(-1);
  });

  it('precomputes 3, 5 and 8 neighbours for corner, edge and centre squares', () => {
    expect(grid.adjacent[0]!.length).toBe(3);
    expect(grid.adjacent[2]!.length).toBe(5);
    expect(grid.adjacent[12]!.length).toBe(8);
    expect(grid.orthogonal[12]!.map((square) => squareName(grid, square))).toEqual(['c4', 'd3', 'c2', 'b3']);
    expect(grid.orthogonal[0]!.length).toBe(2);
    expect(areAdjacent(grid, 0, 6)).toBe(true);
    expect(areAdjacent(grid, 0, 12)).toBe(false);
  });

  it('walks rays to the edge and finds the direction between neighbours', () => {
    expect(ray(grid, 0, 1).map((square) => squareName(grid, square))).toEqual(['b2', 'c3', 'd4', 'e5']);
    expect(ray(grid, 24, 0)).toEqual([]);
    expect(directionBetween(grid, 12, 17)).toBe(0);
    expect(directionBetween(grid, 12, 24)).toBe(-1);
  });

  it('refuses impossible sizes', () => {
    expect(() => squareGrid(0, 3)).toThrow(RangeError);
    expect(() => squareGrid(27, 3)).toThrow(RangeError);
  });
});

describe('Track', () => {
  // 0 -> 1 -> 2 -> 3 -> off on the main lane; a shortcut lane 1 -> 4 -> 3 forced from 1.
  const board = track({
    positions: 5,
    links: [
      { from: 0, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 3 },
      { from: 3, to: OFF_TRACK },
      { from: 1, to: 4, lane: 'short' },
      { from: 4, to: 3, lane: 'short' },
    ],
    startLanes: { 1: 'short' },
    previous: { 1: 0, 2: 1, 3: 2, 4: 1 },
  });

  it('follows the main lane, and takes the forced lane only when the walk starts there', () => {
    expect(walk(board, 0, 2).position).toBe(2);
    expect(walk(board, 0, 2).path).toEqual([1, 2]);
    expect(walk(board, 1, 2).path).toEqual([4, 3]);
  });

  it('keeps a lane while passing and falls back to the main lane where the lane ends', () => {
    const first = walk(board, 1, 1);
    expect(first.position).toBe(4);
    expect(walk(board, 4, 2, first.lane).path).toEqual([3]);
    expect(walk(board, 4, 2, first.lane).position).toBe(OFF_TRACK);
  });

  it('leaves the track past the last link and walks back along previous links', () => {
    expect(walk(board, 2, 5).position).toBe(OFF_TRACK);
    expect(walkBack(board, 3, 2)).toBe(1);
    expect(walkBack(board, 0, 1)).toBe(0);
  });

  it('steps around a ring both ways', () => {
    expect(ringStep(24, 22, 3)).toBe(1);
    expect(ringStep(24, 1, -3)).toBe(22);
  });

  it('refuses a link outside the track', () => {
    expect(() => track({ positions: 2, links: [{ from: 0, to: 5 }] })).toThrow(RangeError);
  });
});

describe('sparse grid', () => {
  it('packs coordinates into keys and back', () => {
    for (const [x, y] of [
      [0, 0],
      [-5, 7],
      [1023, -1024],
    ] as const) {
      const key = cellKey(x, y);
      expect([cellX(key), cellY(key)]).toEqual([x, y]);
    }
    expect(isCell(1024, 0)).toBe(false);
    expect(isCell(0.5, 0)).toBe(false);
  });

  it('finds neighbours across each side, and the opposite side', () => {
    const key = cellKey(2, 3);
    const [north, east, south, west] = neighbourKeys(key);
    expect([cellX(north), cellY(north)]).toEqual([2, 4]);
    expect([cellX(east), cellY(east)]).toEqual([3, 3]);
    expect([cellX(south), cellY(south)]).toEqual([2, 2]);
    expect([cellX(west), cellY(west)]).toEqual([1, 3]);
    expect(neighbourKey(key, 1)).toBe(east);
    expect(oppositeSide(0)).toBe(2);
    expect(oppositeSide(3)).toBe(1);
    expect(new Set(surroundingKeys(key)).size).toBe(8);
  });
});

describe('UnionFind', () => {
  it('joins sets and answers connectivity, in plain arrays', () => {
    const sets = unionFind(4);
    union(sets, 0, 1);
    expect(connected(sets, 0, 1)).toBe(true);
    expect(connected(sets, 1, 2)).toBe(false);
    const added = addElement(sets);
    union(sets, added, 2);
    expect(connected(sets, 4, 2)).toBe(true);
    expect(sets.size[find(sets, 0)]).toBe(2);
    expect(JSON.parse(JSON.stringify(sets))).toEqual(sets);
  });

  it('clones so that the original stays unchanged', () => {
    const sets = unionFind(3);
    const copy = cloneUnionFind(sets);
    union(copy, 0, 2);
    expect(connected(copy, 0, 2)).toBe(true);
    expect(connected(sets, 0, 2)).toBe(false);
  });
});
