import { unwrap } from '@games/core';
import { stratego, withHiddenRank, type StrategoState } from '@games/stratego';
import { describe, expect, it } from 'vitest';

const rankAt = (state: StrategoState, square: number): number => state.board[square]! & 15;
const blueRanks = (state: StrategoState): number[] =>
  state.board.filter((cell) => cell > 0 && (cell & 16) !== 0).map((cell) => cell & 15).sort((a, b) => a - b);

describe('withHiddenRank: ranks learned from outside, the army kept whole', () => {
  const start = unwrap(stratego.setup({ redSetup: 'policy', blueSetup: 'random', seed: 4 }));

  it('gives the piece the rank by a swap with another hidden piece of its side', () => {
    const square = 65;
    const wanted = rankAt(start, square) === 10 ? 9 : 10;
    const told = unwrap(withHiddenRank(start, square, wanted));
    expect(rankAt(told, square)).toBe(wanted);
    expect(blueRanks(told)).toEqual(blueRanks(start));
    expect(unwrap(withHiddenRank(told, square, wanted))).toBe(told);
  });

  it('makes a Bomb stand-in a mover, and a mover of a rank whose other pieces all moved', () => {
    const bomb = start.board.findIndex((cell) => cell > 0 && (cell & 16) !== 0 && (cell & 15) === 11);
    const moving = unwrap(withHiddenRank(start, bomb, 0));
    expect(rankAt(moving, bomb)).toBeLessThan(11);
    // every Blue Lieutenant (5) marked as moved: the Bomb stand-in still becomes a Lieutenant
    const board = start.board.map((cell) => (cell > 0 && (cell & 16) !== 0 && (cell & 15) === 5 ? cell | 32 : cell));
    const moved: StrategoState = { ...start, board };
    const told = unwrap(withHiddenRank(moved, bomb, 5));
    expect(rankAt(told, bomb)).toBe(5);
    expect(blueRanks(told)).toEqual(blueRanks(start));
    // no moved piece holds a Bomb or the Flag
    expect(told.board.some((cell) => cell > 0 && (cell & 32) !== 0 && (cell & 15) >= 11)).toBe(false);
  });

  it('refuses a square without a hidden piece, and a rank the side has no more of', () => {
    expect(withHiddenRank(start, 50, 5)).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    const marshal = start.board.findIndex((cell) => cell > 0 && (cell & 16) !== 0 && (cell & 15) === 10);
    const gone = { ...start, board: start.board.map((cell, square) => (square === marshal ? 0 : cell)) };
    const other = gone.board.findIndex((cell) => cell > 0 && (cell & 16) !== 0 && (cell & 15) !== 10);
    expect(withHiddenRank(gone, other, 10)).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
  });
});
