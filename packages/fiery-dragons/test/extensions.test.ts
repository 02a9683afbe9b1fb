import { fieryDragons, progressAfterSwap, tokenOf } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { animalChit, flip, position } from './helpers.js';

const FREE_CAVE = 16;

describe('free-cave chit (extraChits.freeCave)', () => {
  const options = { players: 2, extraChits: { freeCave: 1 } };

  it('adds the chits after the 16 published ones', () => {
    const state = position({ players: 2, extraChits: { freeCave: 2, swap: 1 } }, '');
    expect(state.chits.slice(16)).toEqual([{ kind: 'free-cave' }, { kind: 'free-cave' }, { kind: 'swap' }]);
  });

  it('sends the token back into the nearest empty cave behind it; the turn goes on', () => {
    // Seat 0 on square 10: going back, square 7 carries cave 1 (nobody's, empty).
    const state = scenario(fieryDragons).from(position(options, 'seat 0: progress 10')).play(flip(FREE_CAVE)).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, cave: 1, square: null, progress: 6 });
    expect(state.seat).toBe(0);
    expect(state.moved).toBe(true);
    expect(state.last).toMatchObject({ effect: 'free-cave', turnEnded: false });
    // It leaves cave 1 (spider) like a token starting there: spider x1 puts it on square 7 at progress 7.
    const out = scenario(fieryDragons).from(state).play(flip(animalChit('spider', 1))).state;
    expect(tokenOf(out, 0)).toMatchObject({ square: 7, progress: 7 });
  });

  it('passes caves with a token in them; its own cave resets it to a starting token', () => {
    const state = scenario(fieryDragons)
      .from(position({ players: 4, extraChits: { freeCave: 1 } }, 'seat 0: progress 10'))
      .play(flip(FREE_CAVE)).state;
    // Cave 1 (square 7) holds seat 1; the next cave behind is seat 0's own on square 1.
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, cave: 0, progress: 0, home: false });
  });

  it('into its own cave always gives progress 0, even from its cave square or from behind it', () => {
    // Four players, seats 1-3 still in their caves: the only empty cave is seat 0's own (square 1).
    const four = { players: 4, extraChits: { freeCave: 1 } };
    for (const progress of [1, 0, -2, 25]) {
      const state = scenario(fieryDragons).from(position(four, `seat 0: progress ${progress}`)).play(flip(FREE_CAVE)).state;
      expect(tokenOf(state, 0)).toMatchObject({ inCave: true, cave: 0, progress: 0, home: false });
      // Exactly a starting token: bat x1 puts it on its cave square at progress 1.
      expect(tokenOf(scenario(fieryDragons).from(state).play(flip(animalChit('bat', 1))).state, 0)).toMatchObject({ square: 1, progress: 1 });
    }
  });

  it('wraps round the ring and may leave the progress negative', () => {
    // Seat 0 on square 0 (progress 0): back to square 19, cave 3, five squares behind.
    const state = scenario(fieryDragons).from(position(options, 'seat 0: progress 0')).play(flip(FREE_CAVE)).state;
    expect(tokenOf(state, 0)).toMatchObject({ cave: 3, progress: -6 });
    const out = scenario(fieryDragons).from(state).play(flip(animalChit('baby-dragon', 1))).state;
    expect(tokenOf(out, 0)).toMatchObject({ square: 19, progress: -5 });
  });

  it("never enters the cave of a player who is home (ranking mode)", () => {
    const state = scenario(fieryDragons)
      .from(position({ players: 4, finish: 'ranking', extraChits: { freeCave: 1 } }, 'seat 1: home\nhome: 1\nseat 0: progress 10'))
      .play(flip(FREE_CAVE)).state;
    expect(tokenOf(state, 0)).toMatchObject({ cave: 0, progress: 0 });
  });

  it("a visitor in a player's cave does not stop that player coming home, and can leave it later", () => {
    // Seat 1 (home square 7) was sent into seat 0's cave (square 1): progress 18 there.
    let state = position({ players: 3, finish: 'ranking', extraChits: { freeCave: 1 } }, 'seat 1: cave 0 progress 18\nseat 0: progress 24');
    state = scenario(fieryDragons).from(state).play(flip(animalChit('baby-dragon', 2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ cave: 0, home: true });
    expect(tokenOf(state, 1)).toMatchObject({ cave: 0, progress: 18, home: false });
    expect(state.seat).toBe(1);
    // Cave 0 shows a bat: the visitor leaves onto square 1 at progress 19.
    state = scenario(fieryDragons).from(state).play(flip(animalChit('bat', 1))).state;
    expect(tokenOf(state, 1)).toMatchObject({ square: 1, progress: 19 });
  });

  it('does nothing to a token already in a cave; the turn goes on without counting as a move', () => {
    const state = scenario(fieryDragons).from(position(options, 'seat 0: cave')).play(flip(FREE_CAVE)).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, cave: 0, progress: 0 });
    expect(state.seat).toBe(0);
    expect(state.moved).toBe(false);
    expect(state.last).toMatchObject({ effect: 'free-cave-in-cave' });
  });
});

describe('swap chit (extraChits.swap)', () => {
  const SWAP = 16;
  const three = { players: 3, extraChits: { swap: 1 } };

  it('swaps with the nearest token on the ring and ends the turn', () => {
    // Seat 0 on square 5; seat 1 (cave square 7) on square 10; seat 2 (cave square 13) on square 22.
    const state = scenario(fieryDragons).from(position(three, 'seat 0: progress 5\nseat 1: progress 4\nseat 2: progress 10')).play(flip(SWAP)).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 10, progress: 10 });
    expect(tokenOf(state, 1)).toMatchObject({ square: 5, progress: 23 });
    expect(tokenOf(state, 2)).toMatchObject({ square: 22, progress: 10 });
    expect(state.seat).toBe(1);
    expect(state.last).toMatchObject({ effect: 'swapped', turnEnded: true });
  });

  it('breaks a tie of distance clockwise first', () => {
    // Seat 0 on square 5; seat 1 on square 8 (3 clockwise); seat 2 on square 2 (3 anticlockwise).
    const state = scenario(fieryDragons).from(position(three, 'seat 0: progress 5\nseat 1: progress 2\nseat 2: progress 14')).play(flip(SWAP)).state;
    expect(tokenOf(state, 0).square).toBe(8);
    expect(tokenOf(state, 1).square).toBe(5);
    expect(tokenOf(state, 2).square).toBe(2);
  });

  it('searches anticlockwise too', () => {
    const state = scenario(fieryDragons).from(position(three, 'seat 0: progress 5\nseat 1: progress 10\nseat 2: progress 14')).play(flip(SWAP)).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 2, progress: 2 });
    expect(tokenOf(state, 2)).toMatchObject({ square: 5, progress: 17 });
  });

  it('never takes a token in a cave; with no token on the ring it does nothing and ends the turn', () => {
    const state = scenario(fieryDragons).from(position(three, 'seat 0: progress 5')).play(flip(SWAP)).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 5, progress: 5 });
    expect(state.seat).toBe(1);
    expect(state.last).toMatchObject({ effect: 'no-swap', turnEnded: true });
  });

  it('does nothing for a token in its cave, and ends the turn', () => {
    const state = scenario(fieryDragons).from(position(three, 'seat 1: progress 4')).play(flip(SWAP)).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true });
    expect(tokenOf(state, 1)).toMatchObject({ square: 10 });
    expect(state.seat).toBe(1);
  });

  it('keeps the laps done, but a token cannot stand past its own cave', () => {
    // Seat 0 at progress 25 (its cave square 1, lap done) swaps with seat 1 on square 2.
    const state = scenario(fieryDragons)
      .from(position({ players: 2, extraChits: { swap: 1 } }, 'seat 0: progress 25\nseat 1: progress 14'))
      .play(flip(SWAP)).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 2, progress: 2 });
    expect(tokenOf(state, 1)).toMatchObject({ square: 1, progress: 13 });
  });

  it('a token behind its cave (progress below 1) stays a lap behind', () => {
    const board = fieryDragons.setup({ players: 2 });
    if (!board.ok) throw new Error('setup');
    // Home square 1, progress 0 (square 0), moved to square 3: one lap behind, 3 - 1 + 1 - 24.
    expect(progressAfterSwap(board.value.board, 1, 0, 3)).toBe(-21);
    expect(progressAfterSwap(board.value.board, 1, 0, 0)).toBe(0);
    expect(progressAfterSwap(board.value.board, 1, 12, 20)).toBe(20);
  });
});
