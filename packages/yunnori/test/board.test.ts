import { OFF_TRACK, walk, walkBack } from '@games/core/board';
import { COW_BOARD, COW_PATH, movePiece, YUT_BOARD, YUT_RESULTS, type YutResult } from '@games/yunnori';
import { describe, expect, it } from 'vitest';

// The movement tables of the spec: start position: back-do, do, gae, geol, yut, mo (100 = arrived).
const NORMAL_TABLE = `
 0: -  1  2  3  4  5      15: 14 16 17 18 19 29
 1: 29 2  3  4  5  6      16: 15 17 18 19 29 100
 2: 1  3  4  5  6  7      17: 16 18 19 29 100 100
 3: 2  4  5  6  7  8      18: 17 19 29 100 100 100
 4: 3  5  6  7  8  9      19: 18 29 100 100 100 100
 5: 4  20 21 22 23 24     20: 5  21 22 23 24 15
 6: 5  7  8  9  10 11     21: 20 22 23 24 15 16
 7: 6  8  9  10 11 12     22: 21 27 28 29 100 100
 8: 7  9  10 11 12 13     23: 22 24 15 16 17 18
 9: 8  10 11 12 13 14     24: 23 15 16 17 18 19
10: 9  25 26 22 27 28     25: 10 26 22 27 28 29
11: 10 12 13 14 15 16     26: 25 22 27 28 29 100
12: 11 13 14 15 16 17     27: 22 28 29 100 100 100
13: 12 14 15 16 17 18     28: 27 29 100 100 100 100
14: 13 15 16 17 18 19     29: 19 100 100 100 100 100
`;

const COW_TABLE = `
 0: - 1 2 3 4 5           15: 24 16 17 18 19 29     20: 5 21 22 23 24 15
 1: 29 2 3 4 5 20         16: 15 17 18 19 29 100    21: 20 22 23 24 15 16
 2: 1 3 4 5 20 21         17: 16 18 19 29 100 100   22: 21 23 24 15 16 17
 3: 2 4 5 20 21 22        18: 17 19 29 100 100 100  23: 22 24 15 16 17 18
 4: 3 5 20 21 22 23       19: 18 29 100 100 100 100 24: 23 15 16 17 18 19
 5: 4 20 21 22 23 24      29: 19 100 100 100 100 100
`;

/** Reads "start: six destinations" groups from a table drawn in columns. */
function cells(table: string): { start: number; result: YutResult; destination: number | null }[] {
  const found: { start: number; result: YutResult; destination: number | null }[] = [];
  for (const group of table.matchAll(/(\d+):((?:\s+(?:-|\d+)){6})/g)) {
    const destinations = (group[2] as string).trim().split(/\s+/);
    destinations.forEach((text, index) => {
      found.push({ start: Number(group[1]), result: YUT_RESULTS[index] as YutResult, destination: text === '-' ? null : Number(text) });
    });
  }
  return found;
}

describe('the normal movement table', () => {
  const table = cells(NORMAL_TABLE);
  it('has every start position 0 … 29 with six results', () => {
    expect(table).toHaveLength(30 * 6);
    expect(new Set(table.map((cell) => cell.start))).toEqual(new Set(Array.from({ length: 30 }, (_, p) => p)));
  });
  it.each(table)('$start + $result → $destination', ({ start, result, destination }) => {
    const moved = movePiece(start, result);
    if (destination === null) expect(moved).toMatchObject({ ok: false, error: { code: 'cannot-move' } });
    else expect(moved).toEqual({ ok: true, value: destination });
  });
  it('is the same with an animal other than the cow', () => {
    for (const { start, result } of table) {
      for (const animal of ['pig', 'dog', 'sheep'] as const) expect(movePiece(start, result, animal)).toEqual(movePiece(start, result));
    }
  });
});

describe('the back-do table', () => {
  const fixed: Record<number, number> = { 1: 29, 20: 5, 25: 10, 27: 22, 29: 19 };
  it.each(Array.from({ length: 29 }, (_, index) => index + 1))('back-do from %i', (start) => {
    expect(movePiece(start, 'back-do')).toEqual({ ok: true, value: fixed[start] ?? start - 1 });
  });
  it('follows the fixed table, not the way the piece came: 15 → 14, 22 → 21, 24 → 23, 28 → 27', () => {
    expect([15, 22, 24, 28].map((start) => movePiece(start, 'back-do'))).toEqual([14, 21, 23, 27].map((value) => ({ ok: true, value })));
  });
  it('cannot take a piece off 0', () => {
    expect(movePiece(0, 'back-do')).toMatchObject({ ok: false, error: { code: 'cannot-move' } });
  });
  it('sends a piece to 29, from where any forward result makes it arrive', () => {
    expect(movePiece(1, 'back-do')).toEqual({ ok: true, value: 29 });
    for (const result of ['do', 'gae', 'geol', 'yut', 'mo']) expect(movePiece(29, result)).toEqual({ ok: true, value: 100 });
  });
});

describe("the cow's movement table", () => {
  const table = cells(COW_TABLE);
  it('covers the yellow path, 0 and 1 … 5, 15 … 24 and 29', () => {
    expect(new Set(table.map((cell) => cell.start))).toEqual(new Set([0, 1, 2, 3, 4, 5, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 29]));
    expect(table).toHaveLength(17 * 6);
  });
  it.each(table)('cow: $start + $result → $destination', ({ start, result, destination }) => {
    const moved = movePiece(start, result, 'cow');
    if (destination === null) expect(moved).toMatchObject({ ok: false, error: { code: 'cannot-move' } });
    else expect(moved).toEqual({ ok: true, value: destination });
  });
  it('never leaves its path', () => {
    for (const { destination } of table) if (destination !== null && destination !== 100) expect(COW_PATH).toContain(destination);
  });
  it('has no move from a position off its path', () => {
    for (const start of [6, 7, 8, 9, 10, 11, 12, 13, 14, 25, 26, 27, 28]) {
      expect(movePiece(start, 'do', 'cow')).toMatchObject({ ok: false, error: { code: 'off-cow-path' } });
    }
  });
});

describe('the board as a core Track', () => {
  it('takes the shortcut when a walk starts on 5, 10 or 22, and keeps the lane when passing', () => {
    expect(walk(YUT_BOARD, 5, 1).position).toBe(20);
    expect(walk(YUT_BOARD, 4, 2).position).toBe(6);
    expect(walk(YUT_BOARD, 10, 1).position).toBe(25);
    expect(walk(YUT_BOARD, 9, 2).position).toBe(11);
    expect(walk(YUT_BOARD, 22, 1).position).toBe(27);
    expect(walk(YUT_BOARD, 21, 2).path).toEqual([22, 23]);
    expect(walk(YUT_BOARD, 26, 2).path).toEqual([22, 27]);
  });
  it('leaves the track past 29', () => {
    expect(walk(YUT_BOARD, 29, 1).position).toBe(OFF_TRACK);
    expect(walk(YUT_BOARD, 28, 3).position).toBe(OFF_TRACK);
  });
  it('steps back along the fixed back-do links', () => {
    expect([1, 20, 25, 27, 29, 15].map((start) => walkBack(YUT_BOARD, start, 1))).toEqual([29, 5, 10, 22, 19, 14]);
    expect([15, 20, 1, 29].map((start) => walkBack(COW_BOARD, start, 1))).toEqual([24, 5, 29, 19]);
  });
});

describe('movePiece refuses bad input', () => {
  it.each([
    [-1, 'do', undefined, 'unknown-position'],
    [30, 'do', undefined, 'unknown-position'],
    [100, 'do', undefined, 'unknown-position'],
    [2.5, 'do', undefined, 'unknown-position'],
    [Number.NaN, 'do', undefined, 'unknown-position'],
    [3, 'goel', undefined, 'unknown-result'],
    [3, 'DO', undefined, 'unknown-result'],
    [3, 'do', 'horse', 'unknown-animal'],
  ])('movePiece(%s, %s, %s) → %s', (position, result, animal, code) => {
    expect(movePiece(position, result, animal as never)).toMatchObject({ ok: false, error: { code } });
  });
});
