/**
 * The option `serverRulings`: at the move numbers a tournament server ruled, the followers that
 * server allowed and our rules refuse (a tiger or crocodile beyond the supply, a crocodile where a
 * lake or trail already holds one) are legal; every other move, and every other move number, is
 * judged as always. A record with rulings replays exactly.
 */
import { replay, unwrap } from '@games/core';
import { supplyOf, tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { game } from './helpers.js';

const sevenTigers: string[] = [];
for (let index = 1; index <= 14; index++) sevenTigers.push(`PLACE JJJJX AT ${-index} 0 0 ${index % 2 === 1 ? 'TIGER 5' : 'NONE'}`);

describe('a ruled move: a tiger beyond the supply', () => {
  it('is legal at a ruled move number only, and the supply counts below zero', () => {
    const strict = game(sevenTigers, { then: ['JJJJX', 'JJJJX', 'JJJJX'] });
    strict.refuses('PLACE JJJJX AT -15 0 0 TIGER 5', 'illegal-meeple-placement');
    const ruled = game(sevenTigers, { then: ['JJJJX', 'JJJJX', 'JJJJX'], serverRulings: [15] });
    expect(ruled.legal()).toContain('PLACE JJJJX AT -15 0 0 TIGER 5');
    const eighth = ruled.play('PLACE JJJJX AT -15 0 0 TIGER 5');
    expect(supplyOf(eighth.state, 0)).toEqual({ tigers: -1, crocodiles: 2 });
    expect(eighth.state.tigers.filter((tiger) => tiger.seat === 0)).toHaveLength(8);
    // move 17 is not ruled: seat 0 (still over its supply) gets no tiger
    const next = eighth.play('PLACE JJJJX AT -16 0 0 NONE');
    next.refuses('PLACE JJJJX AT -17 0 0 TIGER 5', 'illegal-meeple-placement');
  });
});

describe('a ruled move: a crocodile where one already lies', () => {
  it('goes onto a lake that already holds a crocodile, counted in each of its features', () => {
    const strict = game(['PLACE LJJJ- AT -1 0 0 CROCODILE'], { then: ['LJJJ-', 'JJJJ-'] });
    strict.refuses('PLACE LJJJ- AT -1 1 180 CROCODILE', 'illegal-meeple-placement');
    const ruled = game(['PLACE LJJJ- AT -1 0 0 CROCODILE'], { then: ['LJJJ-', 'JJJJ-'], serverRulings: [2] });
    expect(ruled.legal()).toContain('PLACE LJJJ- AT -1 1 180 CROCODILE');
    const next = ruled.play('PLACE LJJJ- AT -1 1 180 CROCODILE').state;
    expect(next.tiles.at(-1)?.crocodile).toBe(1);
    expect(supplyOf(next, 1).crocodiles).toBe(1);
  });

  it('still needs a lake or trail on the tile, and a fitting placement', () => {
    const ruled = game([], { then: ['JJJJ-', 'JJJJ-'], serverRulings: [1] });
    ruled.refuses('PLACE JJJJ- AT -1 0 0 CROCODILE', 'invalid-meeple-placement');
    ruled.refuses('PLACE JJJJ- AT 5 5 0 NONE', 'illegal-tile-placement');
  });
});

describe('the option', () => {
  it('is refused unless strictly increasing move numbers within the deck', () => {
    for (const serverRulings of [[0], [3, 2], [1, 1], [78], ['1'], 'all', [1.5]]) {
      const result = tigerzone.setup({ players: 2, serverRulings } as never);
      expect(result.ok, JSON.stringify(serverRulings)).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-options');
    }
    expect(unwrap(tigerzone.setup({ players: 2, serverRulings: [1, 76] })).serverRulings).toEqual([1, 76]);
    expect('serverRulings' in unwrap(tigerzone.setup({ players: 2 }))).toBe(false);
  });

  it('a record with a ruling replays exactly', () => {
    const ruled = game(sevenTigers, { then: ['JJJJX', 'JJJJX'], serverRulings: [15] }).play('PLACE JJJJX AT -15 0 0 TIGER 5');
    const deck = ruled.state.deck;
    const record = { game: 'tigerzone', options: { players: 2, deck, serverRulings: [15] }, moves: [...sevenTigers, 'PLACE JJJJX AT -15 0 0 TIGER 5'] };
    const replayed = replay(tigerzone, record);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(replayed.value.state).toEqual(ruled.state);
  });
});
