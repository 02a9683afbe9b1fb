import { fieryDragons, tokenOf } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { animalChit, flip, position } from './helpers.js';

describe("finish: 'first-home' (default, published game)", () => {
  it('the first token home wins at once; everyone else is tied second', () => {
    // Three players: seat 1 lives in cave 1 on square 7; progress 24 is square 6 (salamander).
    const state = scenario(fieryDragons)
      .from(position({ players: 3 }, 'seat 1: progress 24\nto act: 1'))
      .play(flip(animalChit('salamander', 2))).state;
    expect(fieryDragons.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[1], [0, 2]], reason: 'first-home' } });
    expect(state.home).toEqual([1]);
    expect(fieryDragons.legalMoves(state)).toEqual([]);
  });

  it('a finished game refuses every move with game-over', () => {
    scenario(fieryDragons)
      .from(position({ players: 2 }, 'seat 0: progress 25'))
      .play(flip(animalChit('bat', 1)))
      .refuses(flip(0), 'game-over');
  });

  it('a solo game ends when the token is home', () => {
    const state = scenario(fieryDragons).from(position({ players: 1 }, 'seat 0: progress 25')).play(flip(animalChit('bat', 1))).state;
    expect(fieryDragons.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0]], reason: 'first-home' } });
  });
});

describe("finish: 'ranking' (seed document)", () => {
  const options = { players: 3, finish: 'ranking' as const };

  it('play goes on after the first player is home; that seat leaves the turn order', () => {
    let state = scenario(fieryDragons).from(position(options, 'seat 0: progress 24')).play(flip(animalChit('baby-dragon', 2))).state;
    expect(fieryDragons.actor(state)).toEqual({ kind: 'player', seat: 1 });
    expect(state.outcome).toBeNull();
    expect(state.home).toEqual([0]);
    expect(state.revealed).toEqual([]);
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, cave: 0, progress: 26, home: true });
    // Seat 1 (spider cave) and seat 2 (salamander cave) miss with a bat: seat 0 is skipped.
    state = scenario(fieryDragons).from(state).play(flip(animalChit('bat', 1))).state;
    expect(state.seat).toBe(2);
    state = scenario(fieryDragons).from(state).play(flip(animalChit('bat', 1))).state;
    expect(state.seat).toBe(1);
  });

  it('ends when one player is left; the ranking is the order of coming home, the last player last', () => {
    // Seat 2 lives on square 13; progress 24 is square 12 (spider).
    const state = scenario(fieryDragons)
      .from(position(options, 'seat 0: home\nhome: 0\nseat 2: progress 24\nto act: 2'))
      .play(flip(animalChit('spider', 2))).state;
    expect(fieryDragons.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0], [2], [1]], reason: 'ranking' } });
  });

  it('with four players two more turns of play follow the first two homecomings', () => {
    let state = position({ players: 4, finish: 'ranking' }, 'seat 3: home\nhome: 3\nseat 1: progress 25\nto act: 1');
    // Seat 1's cave (square 7) shows a spider; progress 25 stands on it, a spider square.
    state = scenario(fieryDragons).from(state).play(flip(animalChit('spider', 1))).state;
    expect(state.outcome).toBeNull();
    expect(state.home).toEqual([3, 1]);
    expect(state.seat).toBe(2);
    state = scenario(fieryDragons).from(state).play(flip(animalChit('bat', 1))).state; // seat 2 misses
    expect(state.seat).toBe(0);
    state = scenario(fieryDragons).from(state).play(flip(animalChit('spider', 1))).state; // seat 0 (bat cave) misses
    expect(state.seat).toBe(2);
  });

  it('with two players it ends at the first homecoming', () => {
    const state = scenario(fieryDragons)
      .from(position({ players: 2, finish: 'ranking' }, 'seat 0: progress 25'))
      .play(flip(animalChit('bat', 1))).state;
    expect(state.outcome).toEqual({ ranking: [[0], [1]], reason: 'ranking' });
  });

  it('a solo game ends when the token is home', () => {
    const state = scenario(fieryDragons)
      .from(position({ players: 1, finish: 'ranking' }, 'seat 0: progress 25'))
      .play(flip(animalChit('bat', 1))).state;
    expect(state.outcome).toEqual({ ranking: [[0]], reason: 'ranking' });
  });
});
