import { unwrap } from '@games/core';
import { yunnori, type YunnoriMove } from '@games/yunnori';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { position } from './helpers.js';

describe('notation', () => {
  it('writes throws as "throw <result>" and moves as "<position> <result>"', () => {
    expect(yunnori.formatMove({ kind: 'throw', result: 'mo' })).toBe('throw mo');
    expect(yunnori.formatMove({ kind: 'move', position: 0, result: 'gae' })).toBe('0 gae');
    expect(yunnori.formatMove({ kind: 'move', position: 22, result: 'do' })).toBe('22 do');
    expect(yunnori.formatMove({ kind: 'move', position: 0, result: 'back-do' })).toBe('0 back-do');
  });
  it('reads them back, tolerating spaces and capitals', () => {
    const state = unwrap(yunnori.setup({}));
    expect(yunnori.parseMove('  throw   MO ', state)).toEqual({ ok: true, value: { kind: 'throw', result: 'mo' } });
    expect(yunnori.parseMove('22 do', state)).toEqual({ ok: true, value: { kind: 'move', position: 22, result: 'do' } });
  });
  it.each(['', 'mo', 'throw', 'throw gaee', '30 do', '-1 do', '1.5 do', 'x do', '0 gae extra', '100 do'])('refuses %j as malformed', (text) => {
    expect(yunnori.parseMove(text, unwrap(yunnori.setup({})))).toMatchObject({ ok: false, error: { code: 'malformed-move' } });
  });
});

describe('bad input never throws and never changes the state', () => {
  const state = position('A: 0 0 4 9\nB: 0 0 0 0', { results: 'gae' });
  const before = JSON.stringify(state);
  it.each<[unknown, string]>([
    [null, 'malformed-move'],
    [undefined, 'malformed-move'],
    [42, 'malformed-move'],
    ['0 gae', 'malformed-move'],
    [[0, 'gae'], 'malformed-move'],
    [{}, 'malformed-move'],
    [{ kind: 'move', position: 4 }, 'malformed-move'],
    [{ kind: 'move', position: '4', result: 'gae' }, 'malformed-move'],
    [{ kind: 'move', position: 4.5, result: 'gae' }, 'malformed-move'],
    [{ kind: 'move', position: 4, result: 'gae', seat: 0 }, 'malformed-move'],
    [{ kind: 'jump', position: 4, result: 'gae' }, 'malformed-move'],
    [{ kind: 'move', position: 4, result: 'goel' }, 'malformed-move'],
    [{ kind: 'move', position: 5, result: 'gae' }, 'no-piece-there'],
    [{ kind: 'move', position: -3, result: 'gae' }, 'no-piece-there'],
    [{ kind: 'move', position: 4, result: 'mo' }, 'result-not-held'],
    [{ kind: 'throw', result: 'mo' }, 'no-throw-pending'],
    [{ kind: 'throw', result: 'mo', extra: 1 }, 'malformed-move'],
  ])('play(%j) → %s', (move, code) => {
    expect(yunnori.play(state, move as YunnoriMove)).toMatchObject({ ok: false, error: { code } });
    expect(JSON.stringify(state)).toBe(before);
  });
  it('accepts a legal move given as a fresh object', () => {
    const moves: YunnoriMove[] = [{ kind: 'move', position: 4, result: 'gae' }];
    scenario(yunnori).from(state).play(moves[0]!);
  });
});

describe('setup options', () => {
  it.each<[unknown, string]>([
    [{ players: 1 }, 'invalid-options'],
    [{ players: 5 }, 'invalid-options'],
    [{ pieces: 0 }, 'invalid-options'],
    [{ pieces: 5 }, 'invalid-options'],
    [{ players: 2.5 }, 'invalid-options'],
    [{ version: 'expert' }, 'invalid-options'],
    [{ colour: 'red' }, 'invalid-options'],
    [{ animals: ['pig', 'dog'] }, 'invalid-options'],
    [{ version: 'advanced', animals: ['pig', 'dog'], players: 3 }, 'invalid-options'],
    [{ start: { pieces: [[0, 0, 0, 0]], nextSeat: 0 } }, 'invalid-options'],
    [{ start: { pieces: [[0, 0, 0, 5], [0, 0, 0, 5]], nextSeat: 0 } }, 'invalid-options'],
    [{ start: { pieces: [[0, 0, 0, 5], [0, 0, 0, 6]], nextSeat: 2 } }, 'invalid-options'],
    [{ start: { pieces: [[0, 0, 0, 31], [0, 0, 0, 6]], nextSeat: 0 } }, 'invalid-options'],
    [{ start: { pieces: [[0, 0, 0, 5], [0, 0, 0, 6]], nextSeat: 0, extra: true } }, 'invalid-options'],
    [{ version: 'advanced', animals: ['cow', 'dog'], start: { pieces: [[0, 0, 0, 7], [0, 0, 0, 0]], nextSeat: 0 } }, 'invalid-options'],
    [null, 'invalid-options'],
    ['basic', 'invalid-options'],
  ])('setup(%j) → %s', (options, code) => {
    expect(yunnori.setup(options as never)).toMatchObject({ ok: false, error: { code } });
  });
  it('accepts the basic game with 2–4 players and 1–4 pieces', () => {
    for (let players = 2; players <= 4; players++) {
      for (let pieces = 1; pieces <= 4; pieces++) {
        const state = unwrap(yunnori.setup({ players, pieces }));
        expect(state.pieces).toEqual(new Array(players * pieces).fill(0));
        expect(state.seat).toBe(0);
      }
    }
    expect(unwrap(yunnori.setup(undefined as never)).players).toBe(2);
  });
});
