import { unwrap } from '@games/core';
import { tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';

describe('bad input never throws and never changes the state', () => {
  const state = unwrap(tigerzone.setup({ deck: ['TJTJ-', 'JJJJ-'] }));
  const before = JSON.stringify(state);
  const legal = { kind: 'place', tile: 'TJTJ-', x: 0, y: 1, rotation: 0, follower: 'none' };

  it.each([
    ['null', null],
    ['a number', 7],
    ['a string', 'PLACE TJTJ- AT 0 1 0 NONE'],
    ['an array', [legal]],
    ['an empty object', {}],
    ['an unknown kind', { ...legal, kind: 'move' }],
    ['an extra field', { ...legal, seat: 0 }],
    ['a missing field', { kind: 'place', tile: 'TJTJ-', x: 0, y: 1, follower: 'none' }],
    ['a zone without a tiger', { ...legal, zone: 2 }],
    ['a tiger without a zone', { ...legal, follower: 'tiger' }],
    ['a fractional coordinate', { ...legal, x: 0.5 }],
    ['a negative zero', { ...legal, x: -0 }],
    ['a string coordinate', { ...legal, y: '1' }],
    ['an odd rotation', { ...legal, rotation: 45 }],
    ['an unknown follower', { ...legal, follower: 'meeple' }],
    ['a fractional zone', { ...legal, follower: 'tiger', zone: 2.5 }],
    ['an unknown action', { kind: 'unplaceable', tile: 'TJTJ-', action: 'discard' }],
    ['a pass with coordinates', { kind: 'unplaceable', tile: 'TJTJ-', action: 'pass', x: 0, y: 0 }],
  ])('%s is malformed', (_name, move) => {
    const result = tigerzone.play(state, move as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe('malformed-move');
    expect(JSON.stringify(state)).toBe(before);
  });

  it.each([
    ['another tile', { ...legal, tile: 'JJJJ-' }, 'illegal-tile-placement'],
    ['no tile code at all', { ...legal, tile: 'QQQQ-' }, 'illegal-tile-placement'],
    ['a zone off the tile', { ...legal, follower: 'tiger', zone: 10 }, 'invalid-meeple-placement'],
  ])('%s is refused', (_name, move, code) => {
    const result = tigerzone.play(state, move as never);
    expect(result.ok ? 'ok' : result.error.code).toBe(code);
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a finished game takes no more moves', () => {
    const over = unwrap(tigerzone.setup({ deck: [] }));
    expect(tigerzone.actor(over).kind).toBe('over');
    expect(tigerzone.legalMoves(over)).toEqual([]);
    const result = tigerzone.play(over, legal as never);
    expect(result.ok ? 'ok' : result.error.code).toBe('game-over');
  });
});

describe('options are checked', () => {
  it.each([
    ['null', null],
    ['a number', 3],
    ['one player', { players: 1 }],
    ['five players', { players: 5 }],
    ['a fractional seed', { seed: 1.5 }],
    ['a string seed', { seed: 'x' }],
    ['a deck that is not an array', { deck: 'TJTJ-' }],
    ['an unknown tile in the deck', { deck: ['TJTJ-', 'TJTJX'] }],
    ['a non-boolean revealDeck', { revealDeck: 'yes' }],
    ['an unknown option', { variant: 'river' }],
  ])('%s is refused', (_name, options) => {
    const result = tigerzone.setup(options as never);
    expect(result.ok ? 'ok' : result.error.code).toBe('invalid-options');
  });

  it('defaults to 2 players, seed 0 and a hidden deck', () => {
    const state = unwrap(tigerzone.setup({}));
    expect(state.players).toBe(2);
    expect(state.revealDeck).toBe(false);
    expect(state.deck).toEqual(unwrap(tigerzone.setup({ seed: 0 })).deck);
    expect(unwrap(tigerzone.setup(undefined as never)).deck).toEqual(state.deck);
  });
});

describe('cells outside the coordinate range', () => {
  // Cell keys (core SparseGrid) cover -1024..1023 on each axis: (0, 2048) would share the key of
  // the open cell (1, 0), and (1, -2048) that of (0, 0).
  const state = unwrap(tigerzone.setup({ deck: ['TLTJ-', 'JJJJ-'] }));
  const before = JSON.stringify(state);

  it.each([
    [0, 2048],
    [1, -2048],
    [5000, 0],
    [-1025, 0],
    [0, 1024],
  ])('a placement at (%i, %i) is refused, not laid elsewhere', (x, y) => {
    const move = { kind: 'place', tile: 'TLTJ-', x, y, rotation: 180, follower: 'none' } as const;
    expect(tigerzone.legalMoves(state)).not.toContainEqual(move);
    const result = tigerzone.play(state, move);
    expect(result.ok ? 'ok' : result.error.code).toBe('illegal-tile-placement');
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a deck longer than the coordinate range can hold is refused', () => {
    const result = tigerzone.setup({ deck: new Array<string>(1023).fill('JJJJ-') });
    expect(result.ok ? 'ok' : result.error.code).toBe('invalid-options');
    expect(tigerzone.setup({ deck: new Array<string>(1022).fill('JJJJ-') }).ok).toBe(true);
  });
});
