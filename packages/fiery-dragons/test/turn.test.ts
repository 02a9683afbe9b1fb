import { unwrap } from '@games/core';
import { chitsOf, fieryDragons, flipMove, tokenOf, type FieryDragonsMove, type FieryDragonsOptions } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { animalChit, end, flip, pirateChit, position } from './helpers.js';

const two = { players: 2 };

describe('leaving the cave', () => {
  it('a matching chit of 1 puts the token on the cave square (progress 1)', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(animalChit('bat', 1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 1, progress: 1 });
    expect(state.seat).toBe(0);
    expect(state.moved).toBe(true);
  });

  it('a matching chit of 3 puts the token on the cave square + 2', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(animalChit('bat', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 3, progress: 3 });
  });

  it("matches against the cave's animal, not the square's", () => {
    // With four players, seat 3's cave (baby-dragon) sits on square 19, a spider square.
    const state = position({ players: 4 }, 'to act: 3');
    expect(fieryDragons.play(state, flip(animalChit('spider', 1))).ok).toBe(true);
    const noMatch = scenario(fieryDragons).from(state).play(flip(animalChit('spider', 1))).state;
    expect(tokenOf(noMatch, 3)).toMatchObject({ inCave: true, progress: 0 });
    expect(noMatch.seat).toBe(0);
    const match = scenario(fieryDragons).from(state).play(flip(animalChit('baby-dragon', 2))).state;
    expect(tokenOf(match, 3)).toMatchObject({ square: 20, progress: 2 });
  });

  it('a non-matching chit leaves the token in its cave and ends the turn', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(animalChit('spider', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, progress: 0 });
    expect(state.seat).toBe(1);
  });
});

describe('leaving the cave past or onto another token', () => {
  // Seat 1 lives on square 13: progress 13 stands on square 1 (seat 0's cave square), 15 on square 3.
  it('passes over a token on the cave square', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave\nseat 1: progress 13')).play(flip(animalChit('bat', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 3, progress: 3 });
    expect(tokenOf(state, 1).square).toBe(1);
    expect(state.seat).toBe(0);
  });

  it('is blocked by a token on the cave square: the token stays in its cave and the turn ends', () => {
    const before = position(two, 'seat 0: cave\nseat 1: progress 13');
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('bat', 1))).state;
    expect(state.tokens).toEqual(before.tokens);
    expect(state.seat).toBe(1);
    expect(state.last).toEqual({ action: 'flip', seat: 0, chit: animalChit('bat', 1), effect: 'blocked', turnEnded: true });
  });

  it('is blocked by a token on its destination further on', () => {
    const before = position(two, 'seat 0: cave\nseat 1: progress 15');
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('bat', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, progress: 0 });
    expect(state.seat).toBe(1);
    expect(state.last).toMatchObject({ effect: 'blocked' });
  });
});

describe('matching moves', () => {
  it('move n steps clockwise and let the player flip again', () => {
    let state = scenario(fieryDragons).from(position(two, 'seat 0: progress 4')).play(flip(animalChit('bat', 2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 6, progress: 6 });
    expect(state.seat).toBe(0);
    expect(fieryDragons.legalMoves(state)).toContainEqual(end);
    // Square 6 shows a salamander: the next chit is resolved against it.
    state = scenario(fieryDragons).from(state).play(flip(animalChit('salamander', 1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 7, progress: 7 });
    expect(state.revealed).toEqual([animalChit('bat', 2), animalChit('salamander', 1)]);
  });

  it("are resolved against the token's current square after earlier moves", () => {
    // From square 4 (bat) to 6 (salamander): a bat chit no longer matches.
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 4')).play(flip(animalChit('bat', 2)), flip(animalChit('bat', 1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 6, progress: 6 });
    expect(state.seat).toBe(1);
  });
});

describe('non-matching chit', () => {
  it('ends the turn without a move; the next seat acts', () => {
    const before = position(two, 'seat 0: progress 4\nseat 1: progress 3');
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('spider', 2))).state;
    expect(state.tokens).toEqual(before.tokens);
    expect(state.seat).toBe(1);
    expect(state.revealed).toEqual([]);
    expect(state.last).toEqual({ action: 'flip', seat: 0, chit: animalChit('spider', 2), effect: 'no-match', turnEnded: true });
  });
});

describe('passing over tokens', () => {
  it('moves over an occupied square to a free one', () => {
    // Seat 1 at progress 15 stands on square 3, between seat 0 (square 2) and its destination 5.
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 2\nseat 1: progress 15')).play(flip(animalChit('spider', 3))).state;
    expect(tokenOf(state, 1).square).toBe(3);
    expect(tokenOf(state, 0)).toMatchObject({ square: 5, progress: 5 });
    expect(state.seat).toBe(0);
  });
});

describe('blocked destination', () => {
  it('a destination held by another token: the token stays and the turn ends', () => {
    const before = position(two, 'seat 0: progress 2\nseat 1: progress 16');
    expect(tokenOf(before, 1).square).toBe(4);
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('spider', 2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 2, progress: 2 });
    expect(state.seat).toBe(1);
    expect(state.last).toMatchObject({ effect: 'blocked', turnEnded: true });
  });

  it('ends the turn even after earlier moves in it', () => {
    const before = position(two, 'seat 0: progress 1\nseat 1: progress 18');
    // bat x2: square 1 -> 3 (spider); spider x3 would reach square 6, where seat 1 stands.
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('bat', 2)), flip(animalChit('spider', 3))).state;
    expect(tokenOf(state, 1).square).toBe(6);
    expect(tokenOf(state, 0)).toMatchObject({ square: 3, progress: 3 });
    expect(state.seat).toBe(1);
  });
});

describe('pirates', () => {
  it('move back n squares whatever the animal, and the turn goes on (published game)', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 5')).play(flip(pirateChit(1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 4, progress: 4 });
    expect(state.seat).toBe(0);
    expect(state.last).toMatchObject({ effect: 'pirate-moved', turnEnded: false });
    const again = scenario(fieryDragons).from(state).play(flip(pirateChit(2))).state;
    expect(tokenOf(again, 0)).toMatchObject({ square: 2, progress: 2 });
    expect(again.seat).toBe(0);
  });

  it('end the turn after the move with pirateEndsTurn (seed document)', () => {
    const state = scenario(fieryDragons).from(position({ players: 2, pirateEndsTurn: true }, 'seat 0: progress 5')).play(flip(pirateChit(2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 3, progress: 3 });
    expect(state.seat).toBe(1);
  });

  it('do nothing to a token in its cave; the turn goes on', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(pirateChit(2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, progress: 0 });
    expect(state.seat).toBe(0);
    expect(state.moved).toBe(false);
    expect(fieryDragons.legalMoves(state)).not.toContainEqual(end);
    expect(state.last).toMatchObject({ effect: 'pirate-in-cave', turnEnded: false });
  });

  it('in the cave end the turn with pirateEndsTurn', () => {
    const state = scenario(fieryDragons).from(position({ players: 2, pirateEndsTurn: true }, 'seat 0: cave')).play(flip(pirateChit(1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, progress: 0 });
    expect(state.seat).toBe(1);
  });

  it('moving back past the cave square make progress 0 or negative', () => {
    let state = scenario(fieryDragons).from(position(two, 'seat 0: progress 1')).play(flip(pirateChit(1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 0, progress: 0 });
    state = scenario(fieryDragons).from(state).play(flip(pirateChit(2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 22, progress: -2 });
  });

  it('a token behind its cave needs the extra steps: passing its cave square is not coming home', () => {
    // Progress -2 on square 22 (baby-dragon): 3 steps reach the cave square at progress 1.
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress -2')).play(flip(animalChit('baby-dragon', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 1, progress: 1, home: false });
  });

  it('pass over tokens on the way back', () => {
    // Seat 1 at progress 16 stands on square 4, between seat 0 (square 5) and its destination 3.
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 5\nseat 1: progress 16')).play(flip(pirateChit(2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 3, progress: 3 });
    expect(tokenOf(state, 1)).toMatchObject({ square: 4, progress: 16 });
    expect(state.seat).toBe(0);
  });

  it('a destination held by another token blocks a pirate move and ends the turn', () => {
    const before = position(two, 'seat 0: progress 5\nseat 1: progress 15');
    const state = scenario(fieryDragons).from(before).play(flip(pirateChit(2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 5, progress: 5 });
    expect(state.seat).toBe(1);
    expect(state.last).toMatchObject({ effect: 'pirate-blocked', turnEnded: true });
  });
});

describe('overshooting home', () => {
  it('a forward move past N + 2 is impossible: the token stays and the turn ends', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 24')).play(flip(animalChit('baby-dragon', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 0, progress: 24 });
    expect(state.seat).toBe(1);
    expect(state.last).toMatchObject({ effect: 'overshoot' });
    expect(state.outcome).toBeNull();
  });

  it('also from the cave square with the lap done', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 25')).play(flip(animalChit('bat', 2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 1, progress: 25 });
    expect(state.seat).toBe(1);
  });
});

describe('exact entry home', () => {
  it('reaching exactly N + 2 = 26 enters the cave and wins', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 24')).play(flip(animalChit('baby-dragon', 2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: true, cave: 0, progress: 26, home: true });
    expect(fieryDragons.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'first-home' } });
    expect(fieryDragons.legalMoves(state)).toEqual([]);
  });

  it('is possible even when another token stands on the cave square', () => {
    const before = position(two, 'seat 0: progress 24\nseat 1: progress 13');
    expect(tokenOf(before, 1).square).toBe(1);
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('baby-dragon', 2))).state;
    expect(tokenOf(state, 0).home).toBe(true);
  });

  it('from the cave square takes a matching 1', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 25')).play(flip(animalChit('bat', 1))).state;
    expect(tokenOf(state, 0).home).toBe(true);
  });
});

describe('the lap', () => {
  it('is not counted on the first pass of the cave square (progress 1)', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 1')).play(flip(animalChit('bat', 1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 2, progress: 2 });
  });

  it('reaching the cave square after the lap is progress N + 1, still one step from home', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 23')).play(flip(animalChit('spider', 2))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 1, progress: 25, home: false });
    expect(state.seat).toBe(0);
  });

  it("other players' caves are never entered", () => {
    // Seat 1's cave is on square 13; seat 0 passes over it.
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 12')).play(flip(animalChit('spider', 3))).state;
    expect(tokenOf(state, 0)).toMatchObject({ inCave: false, square: 15, progress: 15 });
  });
});

describe('voluntary end of turn', () => {
  it('is allowed after a move; the chits turn face down and the next seat acts', () => {
    const moved = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(animalChit('bat', 1))).state;
    const state = scenario(fieryDragons).from(moved).play(end).state;
    expect(state.seat).toBe(1);
    expect(state.revealed).toEqual([]);
    expect(state.last).toEqual({ action: 'end', seat: 0 });
    expect(tokenOf(state, 0)).toMatchObject({ square: 1, progress: 1 });
  });

  it('is allowed after a pirate move (any move of the token counts)', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: progress 5')).play(flip(pirateChit(1))).state;
    expect(fieryDragons.legalMoves(state)).toContainEqual(end);
  });

  it('is refused before any move, naming the problem', () => {
    const result = fieryDragons.play(position(two, ''), end);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('end-before-move');
      expect(result.error.message).toMatch(/before the token has moved/);
    }
  });

  it('is not offered with voluntaryEndTurn: false', () => {
    const state = scenario(fieryDragons)
      .from(position({ players: 2, voluntaryEndTurn: false }, 'seat 0: cave'))
      .play(flip(animalChit('bat', 1))).state;
    expect(fieryDragons.legalMoves(state)).not.toContainEqual(end);
    scenario(fieryDragons).from(state).refuses(end, 'voluntary-end-off');
  });
});

describe('chits turned face down when a turn ends', () => {
  it('every chit revealed in the turn is face down again, in place', () => {
    const start = position(two, 'seat 0: cave');
    let state = scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1)), flip(animalChit('bat', 2))).state;
    expect(chitsOf(state).filter((chit) => chit !== 'face-down')).toEqual([
      { kind: 'animal', animal: 'bat', count: 1 },
      { kind: 'animal', animal: 'bat', count: 2 },
    ]);
    state = scenario(fieryDragons).from(state).play(flip(animalChit('salamander', 3))).state; // square 3 is a spider: no match
    expect(state.seat).toBe(1);
    expect(state.revealed).toEqual([]);
    expect(chitsOf(state).every((chit) => chit === 'face-down')).toBe(true);
    expect(state.chits).toEqual(start.chits);
  });

  it('chits revealed this turn cannot be chosen again', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(animalChit('bat', 1))).state;
    expect(fieryDragons.legalMoves(state)).not.toContainEqual(flip(animalChit('bat', 1)));
    scenario(fieryDragons).from(state).refuses(flip(animalChit('bat', 1)), 'chit-face-up');
  });

  it('the turn ends by itself once every chit is face up', () => {
    const allButOne = Array.from({ length: 16 }, (_, index) => index).filter((index) => index !== animalChit('bat', 1));
    const before = position(two, `seat 0: progress 4\nmoved: yes\nrevealed: ${allButOne.join(' ')}`);
    expect(fieryDragons.legalMoves(before)).toEqual([flip(animalChit('bat', 1)), end]);
    const state = scenario(fieryDragons).from(before).play(flip(animalChit('bat', 1))).state;
    expect(tokenOf(state, 0)).toMatchObject({ square: 5, progress: 5 });
    expect(state.seat).toBe(1);
    expect(state.revealed).toEqual([]);
    expect(state.last).toMatchObject({ effect: 'moved', turnEnded: true });
  });

  it('also after a pirate in the cave turns the last chit', () => {
    const allButOne = Array.from({ length: 16 }, (_, index) => index).filter((index) => index !== pirateChit(1));
    const state = scenario(fieryDragons).from(position(two, `seat 0: cave\nrevealed: ${allButOne.join(' ')}`)).play(flip(pirateChit(1))).state;
    expect(state.seat).toBe(1);
  });
});

describe('every way a turn ends turns its chits face down again', () => {
  // Each case flips one successful move first, so two chits are face up when the turn ends.
  it.each<[string, FieryDragonsOptions, string, FieryDragonsMove[], string]>([
    ['a non-matching chit', two, 'seat 0: cave', [flip(animalChit('bat', 1)), flip(animalChit('spider', 1))], 'no-match'],
    ['a blocked move', two, 'seat 0: progress 1\nseat 1: progress 16', [flip(animalChit('bat', 1)), flip(animalChit('spider', 2))], 'blocked'],
    ['an overshoot', two, 'seat 0: progress 22', [flip(animalChit('baby-dragon', 2)), flip(animalChit('baby-dragon', 3))], 'overshoot'],
    ['a pirate with pirateEndsTurn', { players: 2, pirateEndsTurn: true }, 'seat 0: progress 5', [flip(animalChit('salamander', 1)), flip(pirateChit(1))], 'pirate-moved'],
    ['a swap chit', { players: 2, extraChits: { swap: 1 } }, 'seat 0: progress 5\nseat 1: progress 4', [flip(animalChit('salamander', 1)), flip(16)], 'swapped'],
    ['a voluntary end', two, 'seat 0: progress 5', [flip(animalChit('salamander', 1)), end], 'end'],
  ])('%s', (_, options, description, moves, effect) => {
    const before = position(options, description);
    const during = scenario(fieryDragons).from(before).play(...moves.slice(0, -1)).state;
    expect(chitsOf(during).filter((chit) => chit !== 'face-down').length).toBeGreaterThan(0);
    const after = scenario(fieryDragons).from(during).play(moves[moves.length - 1] as FieryDragonsMove).state;
    expect(after.last?.action === 'end' ? 'end' : after.last?.effect).toBe(effect);
    expect(after.seat).toBe(1);
    expect(after.revealed).toEqual([]);
    expect(after.moved).toBe(false);
    expect(chitsOf(after).every((chit) => chit === 'face-down')).toBe(true);
    expect(after.chits).toEqual(before.chits);
    expect(fieryDragons.legalMoves(after)).toHaveLength(before.chits.length);
  });
});

describe('turn order', () => {
  it('seat 0 starts and turns pass in seat order, wrapping round', () => {
    let state = unwrap(fieryDragons.setup({ players: 3 }));
    expect(fieryDragons.actor(state)).toEqual({ kind: 'player', seat: 0 });
    const seats: number[] = [];
    for (let turn = 0; turn < 4; turn++) {
      // Flip an animal chit that does not match the acting seat's cave: the turn passes on.
      const here = state.seat;
      const cave = state.board.caves[state.homeCave[here] as number]!.animal;
      const miss = [0, 3, 6, 9].find((index) => (state.chits[index] as { animal: string }).animal !== cave) as number;
      state = scenario(fieryDragons).from(state).play(flip(miss)).state;
      seats.push(state.seat);
    }
    expect(seats).toEqual([1, 2, 0, 1]);
    expect(state.turn).toBe(4);
  });
});

describe('the legal moves', () => {
  const allFlips = (count: number): FieryDragonsMove[] => Array.from({ length: count }, (_, index) => flip(index));

  it('at the start of a turn: a flip of every chit, in chit order, and no end', () => {
    expect(fieryDragons.legalMoves(position(two, ''))).toEqual(allFlips(16));
    expect(fieryDragons.legalMoves(position({ players: 2, extraChits: { freeCave: 8, swap: 8 } }, ''))).toEqual(allFlips(32));
  });

  it('later in the turn: the face-down chits in chit order, then end once the token has moved', () => {
    const state = scenario(fieryDragons).from(position(two, 'seat 0: cave')).play(flip(animalChit('bat', 2)), flip(pirateChit(1))).state;
    expect(fieryDragons.legalMoves(state)).toEqual([...allFlips(16).filter((_, index) => index !== animalChit('bat', 2) && index !== pirateChit(1)), end]);
    expect(fieryDragons.legalMoves(position({ players: 2, voluntaryEndTurn: false }, 'seat 0: progress 3\nmoved: yes'))).toEqual(allFlips(16));
    expect(fieryDragons.legalMoves(position(two, 'seat 0: progress 3\nmoved: yes'))).toEqual([...allFlips(16), end]);
  });

  it('are a fresh list each time: changing one changes no later one', () => {
    const state = position(two, '');
    const first = fieryDragons.legalMoves(state);
    first.length = 0;
    expect(fieryDragons.legalMoves(state)).toHaveLength(16);
  });

  it('are the shared move objects, and a far-out chit number does not disturb them', () => {
    const state = position(two, '');
    expect(fieryDragons.parseMove('flip 999999', state)).toMatchObject({ ok: false, error: { code: 'chit-out-of-range' } });
    expect(flipMove(999999)).toEqual({ kind: 'flip', chit: 999999 });
    expect(fieryDragons.legalMoves(state)[5]).toBe(flipMove(5));
    expect(unwrap(fieryDragons.play(state, flipMove(5))).revealed).toEqual([5]);
  });
});
