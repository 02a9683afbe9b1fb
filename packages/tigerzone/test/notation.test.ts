import { unwrap } from '@games/core';
import { tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { game } from './helpers.js';

describe('notation: the tournament protocol', () => {
  const state = unwrap(tigerzone.setup({ seed: 5 }));

  it('refuses text that is not a move with a legal move of the state as an example', () => {
    const refused = tigerzone.parseMove('put it there', state);
    expect(!refused.ok && refused.error.code).toBe('malformed-move');
    const example = !refused.ok ? /expected PLACE or TILE in .*; a legal move now: (.+)$/.exec(refused.error.message)?.[1] : undefined;
    expect(example).toBeDefined();
    const legal = tigerzone.parseMove(example!, state);
    expect(legal.ok && tigerzone.play(state, legal.value).ok).toBe(true);
  });

  it('reads placements with NONE, TIGER <zone> and CROCODILE', () => {
    expect(unwrap(tigerzone.parseMove('PLACE TLTJ- AT 0 1 90 TIGER 8', state))).toEqual({
      kind: 'place',
      tile: 'TLTJ-',
      x: 0,
      y: 1,
      rotation: 90,
      follower: 'tiger',
      zone: 8,
    });
    expect(unwrap(tigerzone.parseMove('PLACE LJJJ- AT -1 0 0 NONE', state))).toEqual({ kind: 'place', tile: 'LJJJ-', x: -1, y: 0, rotation: 0, follower: 'none' });
    expect(unwrap(tigerzone.parseMove('place tlllc at 2 -3 270 crocodile', state))).toEqual({
      kind: 'place',
      tile: 'TLLLC',
      x: 2,
      y: -3,
      rotation: 270,
      follower: 'crocodile',
    });
  });

  it('reads the three unplaceable-tile moves', () => {
    expect(unwrap(tigerzone.parseMove('TILE LLLL- UNPLACEABLE PASS', state))).toEqual({ kind: 'unplaceable', tile: 'LLLL-', action: 'pass' });
    expect(unwrap(tigerzone.parseMove('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 2', state))).toEqual({
      kind: 'unplaceable',
      tile: 'LLLL-',
      action: 'retrieve',
      x: 1,
      y: 2,
    });
    expect(unwrap(tigerzone.parseMove('  TILE  LLLL-  UNPLACEABLE ADD ANOTHER TIGER TO -1 -2 ', state))).toEqual({
      kind: 'unplaceable',
      tile: 'LLLL-',
      action: 'add',
      x: -1,
      y: -2,
    });
  });

  it('writes what it reads', () => {
    for (const text of [
      'PLACE TLTJ- AT 0 1 90 TIGER 8',
      'PLACE LJJJ- AT -1 0 0 NONE',
      'PLACE TLLLC AT 2 -3 270 CROCODILE',
      'TILE LLLL- UNPLACEABLE PASS',
      'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 2',
      'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO -1 -2',
    ]) {
      expect(tigerzone.formatMove(unwrap(tigerzone.parseMove(text, state)))).toBe(text);
    }
  });

  it('round-trips every legal move and tells them apart', () => {
    const mid = game(['PLACE TJTJ- AT 0 1 0 TIGER 2', 'PLACE LJJJ- AT 1 0 90 NONE'], { then: ['TLTTP', 'JJJJ-'] }).state;
    const moves = tigerzone.legalMoves(mid);
    const texts = moves.map((move) => tigerzone.formatMove(move));
    expect(new Set(texts).size).toBe(moves.length);
    moves.forEach((move, index) => expect(unwrap(tigerzone.parseMove(texts[index]!, mid))).toEqual(move));
  });

  it.each([
    ['', 'column 1'],
    ['MOVE TLTJ- AT 0 1 0 NONE', 'column 1'],
    ['PLACE XXXX- AT 0 1 0 NONE', 'column 7'],
    ['PLACE TLTJ- ON 0 1 0 NONE', 'column 13'],
    ['PLACE TLTJ- AT zero 1 0 NONE', 'column 16'],
    ['PLACE TLTJ- AT 0 1 45 NONE', 'column 20'],
    ['PLACE TLTJ- AT 0 1 90 MEEPLE', 'column 23'],
    ['PLACE TLTJ- AT 0 1 90 TIGER', 'column 28'],
    ['PLACE TLTJ- AT 0 1 90 NONE please', 'column 28'],
    ['TILE LLLL- PASS', 'column 12'],
    ['TILE LLLL- UNPLACEABLE RETRIEVE AT 1 2', 'column 33'],
    ['TILE LLLL- UNPLACEABLE ADD TIGER TO 1 2', 'column 28'],
    ['TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1', 'column 46'],
  ])('refuses %j as malformed (%s)', (text, where) => {
    const result = tigerzone.parseMove(text, state);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('malformed-move');
      expect(result.error.message).toContain(where);
    }
  });

  it('refuses a non-string without throwing', () => {
    for (const value of [42, null, undefined, {}, ['PLACE']]) {
      expect(tigerzone.parseMove(value as unknown as string, state)).toMatchObject({ ok: false, error: { code: 'malformed-move' } });
    }
  });
});
