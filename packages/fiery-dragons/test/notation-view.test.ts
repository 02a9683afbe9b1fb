import { unwrap } from '@games/core';
import { boardOf, chitsOf, fieryDragons, renderText, tokenOf, type FieryDragonsState } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { animalChit, end, flip, position } from './helpers.js';

const start = unwrap(fieryDragons.setup({ players: 2 }));

describe('notation', () => {
  it('writes flip <i> and end', () => {
    expect(fieryDragons.formatMove(flip(7))).toBe('flip 7');
    expect(fieryDragons.formatMove(end)).toBe('end');
  });

  it('reads them back, ignoring case and surrounding spaces', () => {
    const moved = scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1))).state;
    expect(fieryDragons.parseMove('  FLIP   12 ', moved)).toEqual({ ok: true, value: flip(12) });
    expect(fieryDragons.parseMove('end', moved)).toEqual({ ok: true, value: end });
  });

  it('reports unreadable text with its column', () => {
    const result = fieryDragons.parseMove('  jump 3', start);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('malformed-move');
      expect(result.error.message).toMatch(/^column 3: expected 'flip <chit>' or 'end'/);
    }
    const missing = fieryDragons.parseMove('flip', start);
    expect(!missing.ok && missing.error.message).toMatch(/^column 5: 'flip' needs a chit number/);
  });

  it('checks the move against the state', () => {
    const moved = scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1))).state;
    expect(fieryDragons.parseMove('flip 3', moved)).toMatchObject({ ok: false, error: { code: 'chit-face-up' } });
    expect(fieryDragons.parseMove('flip 16', start)).toMatchObject({ ok: false, error: { code: 'chit-out-of-range' } });
    expect(fieryDragons.parseMove('end', start)).toMatchObject({ ok: false, error: { code: 'end-before-move' } });
  });
});

describe('bad moves give a RuleError naming the problem and leave the state alone', () => {
  const moved = scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1))).state;
  it.each([
    [flip(animalChit('bat', 1)), 'chit-face-up', /chit 3 is already face up/],
    [flip(16), 'chit-out-of-range', /chit index 16 is out of range: the chits are 0..15/],
    [flip(-1), 'chit-out-of-range', /out of range/],
    [{ kind: 'flip', chit: 1.5 }, 'malformed-move', /integer/],
    [{ kind: 'flip', chit: '2' }, 'malformed-move', /integer/],
    [{ kind: 'flip' }, 'malformed-move', /exactly/],
    [{ kind: 'flip', chit: 2, seat: 0 }, 'malformed-move', /exactly/],
    [{ kind: 'end', now: true }, 'malformed-move', /exactly/],
    [{ kind: 'roll' }, 'malformed-move', /unknown move kind/],
    [{ type: 'flip', chit: 2 }, 'malformed-move', /kind/],
    [null, 'malformed-move', /a move is/],
    [42, 'malformed-move', /a move is/],
    [[flip(2)], 'malformed-move', /a move is/],
  ])('%j', (move, code, message) => {
    const before = JSON.stringify(moved);
    const result = fieryDragons.play(moved, move as never);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(message);
    }
    expect(JSON.stringify(moved)).toBe(before);
  });

  it('ending the turn before any move', () => {
    scenario(fieryDragons).from(start).refuses(end, 'end-before-move');
  });

  it.each<[string, () => FieryDragonsState, unknown, string]>([
    ['end before any move', () => start, end, 'end-before-move'],
    ['end with voluntaryEndTurn off', () => scenario(fieryDragons).from(position({ players: 2, voluntaryEndTurn: false }, 'seat 0: cave')).play(flip(animalChit('bat', 1))).state, end, 'voluntary-end-off'],
    ['a flip once the game is over', () => scenario(fieryDragons).from(position({ players: 2 }, 'seat 0: progress 25')).play(flip(animalChit('bat', 1))).state, flip(0), 'game-over'],
    ['end once the game is over', () => scenario(fieryDragons).from(position({ players: 2 }, 'seat 0: progress 25')).play(flip(animalChit('bat', 1))).state, end, 'game-over'],
    ['a face-up chit as a fresh object', () => scenario(fieryDragons).from(start).play(flip(animalChit('bat', 1))).state, { kind: 'flip', chit: animalChit('bat', 1) }, 'chit-face-up'],
  ])('%s is refused and leaves the state untouched', (_, make, move, code) => {
    const state = make();
    const before = JSON.stringify(state);
    expect(fieryDragons.play(state, move as never)).toMatchObject({ ok: false, error: { code } });
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('view', () => {
  const state = scenario(fieryDragons)
    .from(position({ players: 2 }, 'seat 0: progress 4'))
    .play(flip(animalChit('bat', 2)), flip(animalChit('salamander', 1))).state;

  it('hides the animal of every face-down chit and shows the chits revealed this turn', () => {
    const seen = fieryDragons.view(state, 1);
    expect(seen.chits.filter((chit) => chit !== 'face-down')).toEqual([
      { kind: 'animal', animal: 'bat', count: 2 },
      { kind: 'animal', animal: 'salamander', count: 1 },
    ]);
    expect(seen.chits.filter((chit) => chit === 'face-down')).toHaveLength(14);
    expect(JSON.stringify(seen)).not.toMatch(/"kind":"pirate"/);
  });

  it('shows the same to every seat and to spectators', () => {
    const spectator = { ...fieryDragons.view(state, null), viewer: 0 };
    expect(fieryDragons.view(state, 0)).toEqual(spectator);
    expect({ ...fieryDragons.view(state, 1), viewer: 0 }).toEqual(spectator);
  });

  it('hides the chit of the last flip once the turn has ended', () => {
    const over = scenario(fieryDragons).from(state).play(flip(animalChit('bat', 3))).state; // square 7 is a spider square
    const seen = fieryDragons.view(over, null);
    expect(seen.chits.every((chit) => chit === 'face-down')).toBe(true);
    expect(seen.last).toEqual({ action: 'flip', seat: 0, chit: animalChit('bat', 3), effect: 'no-match', turnEnded: true });
  });
});

describe('queries', () => {
  const state = scenario(fieryDragons)
    .from(position({ players: 2 }, 'seat 0: progress 4\nseat 1: progress 3'))
    .play(flip(animalChit('bat', 1))).state;

  it('tokenOf tells where a token is, on states and views alike', () => {
    expect(tokenOf(state, 0)).toEqual({ inCave: false, square: 5, cave: null, progress: 5, home: false });
    expect(tokenOf(start, 1)).toEqual({ inCave: true, square: null, cave: 2, progress: 0, home: false });
    expect(tokenOf(fieryDragons.view(state, null), 1)).toEqual(tokenOf(state, 1));
    expect(() => tokenOf(state, 2)).toThrow(RangeError);
  });

  it('boardOf gives the animals of the ring and the caves with their owners', () => {
    const board = boardOf(state);
    expect(board.squares).toHaveLength(24);
    expect(board.caves[2]).toEqual({ square: 13, animal: 'salamander', card: 4, owner: 1 });
    expect(board.caves[1]!.owner).toBeNull();
    board.squares[0] = 'bat';
    expect(state.board.squares[0]).toBe('baby-dragon');
  });

  it('chitsOf gives face-down or the content', () => {
    const chits = chitsOf(state);
    expect(chits[animalChit('bat', 1)]).toEqual({ kind: 'animal', animal: 'bat', count: 1 });
    expect(chits.filter((chit) => chit === 'face-down')).toHaveLength(15);
    expect(chitsOf(fieryDragons.view(state, 0))).toEqual(chits);
  });
});

describe('renderText', () => {
  it('draws the ring, the caves, the tokens and the chits, hiding face-down ones', () => {
    const state = scenario(fieryDragons).from(position({ players: 2 }, 'seat 1: progress 3')).play(flip(animalChit('bat', 2))).state;
    const text = renderText(fieryDragons.view(state, null));
    expect(text).toMatch(/seat 0 to act \(has moved this turn\)/);
    expect(text).toMatch(/^ +2 +spider +@0$/m);
    expect(text).toMatch(/^ +15 +C +bat +@1$/m);
    expect(text).toMatch(/cave 0 \(bat, home of seat 0\)/);
    expect(text).toMatch(/cave 2 \(salamander, home of seat 1\)$/m);
    expect(text).toMatch(/ 4: bat x2/);
    expect((text.match(/##/g) ?? []).length).toBe(15);
    expect(text).toMatch(/seat 0: on square 2, progress 2\/26/);
    expect(text).toMatch(/last: seat 0 flipped chit 4 \(bat x2\): moved/);
  });

  it('shows the ranking when the game is over', () => {
    const state = scenario(fieryDragons).from(position({ players: 2 }, 'seat 0: progress 25')).play(flip(animalChit('bat', 1))).state;
    expect(renderText(fieryDragons.view(state, 0))).toMatch(/game over \(first home\): ranking 0 > 1/);
  });
});
