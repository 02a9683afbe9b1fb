import { unwrap } from '@games/core';
import { currentTile, placementsOf, renderText, scoresOf, supplyOf, tigerzone, tileToPlaceLines } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';

describe('the deck', () => {
  it('is shuffled from the seed: the same seed deals the same order, another seed another', () => {
    const a = unwrap(tigerzone.setup({ seed: 11 }));
    const b = unwrap(tigerzone.setup({ seed: 11 }));
    const c = unwrap(tigerzone.setup({ seed: 12 }));
    expect(a.deck).toEqual(b.deck);
    expect(a.deck).not.toEqual(c.deck);
    expect([...a.deck].sort()).toEqual([...c.deck].sort());
    expect(a.deck).toHaveLength(76);
  });

  it('can be given in order', () => {
    const state = unwrap(tigerzone.setup({ deck: ['LLLL-', 'TJJT-'] }));
    expect(currentTile(state)).toBe('LLLL-');
    expect(placementsOf(state)).toEqual([{ x: 1, y: 0, rotation: 0 }, { x: 1, y: 0, rotation: 90 }, { x: 1, y: 0, rotation: 180 }, { x: 1, y: 0, rotation: 270 }]);
  });
});

describe('what a view hides', () => {
  const deck = ['TJJT-', 'LLLL-', 'JJJJX', 'TJJT-'];
  const shuffled = ['TJJT-', 'TJJT-', 'LLLL-', 'JJJJX'];

  it('shows the current tile and the counts left, not their order', () => {
    const view = tigerzone.view(unwrap(tigerzone.setup({ deck })), 0);
    expect(view.currentTile).toBe('TJJT-');
    expect(view.tilesLeft).toBe(3);
    expect(view.upcoming).toBeNull();
    expect(Object.entries(view.remaining).filter(([, count]) => count > 0)).toEqual([
      ['JJJJX', 1],
      ['TJJT-', 1],
      ['LLLL-', 1],
    ]);
    expect(tigerzone.view(unwrap(tigerzone.setup({ deck: shuffled })), 1)).toEqual(view);
    expect(renderText(view)).toContain('order: hidden');
  });

  it('shows the order with revealDeck', () => {
    const view = tigerzone.view(unwrap(tigerzone.setup({ deck, revealDeck: true })), null);
    expect(view.upcoming).toEqual(['LLLL-', 'JJJJX', 'TJJT-']);
    expect(renderText(view)).toContain('order: LLLL- JJJJX TJJT-');
  });

  it('is the same for every seat and for spectators', () => {
    const state = unwrap(tigerzone.setup({ seed: 3, players: 3 }));
    expect(tigerzone.view(state, 0)).toEqual(tigerzone.view(state, null));
    expect(tigerzone.view(state, 2)).toEqual(tigerzone.view(state, null));
  });
});

describe('queries and the text board', () => {
  it('report scores, supplies and the end', () => {
    const state = unwrap(tigerzone.setup({ deck: ['JJJJ-'], players: 3 }));
    expect(scoresOf(state)).toEqual([0, 0, 0]);
    expect(supplyOf(state, 2)).toEqual({ tigers: 7, crocodiles: 2 });
    for (const seat of [3, -1, 0.5, '0', { toString: {} }, null]) expect(supplyOf(state, seat as never)).toEqual({ tigers: 0, crocodiles: 0 });
    const over = scenario(tigerzone).from(state).play('PLACE JJJJ- AT -1 0 0 TIGER 1').state;
    expect(currentTile(over)).toBeNull();
    expect(placementsOf(over)).toEqual([]);
    expect(tigerzone.actor(over)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1, 2]], scores: [0, 0, 0], reason: 'deck-exhausted' } });
    expect(renderText(tigerzone.view(over, null))).toContain('game over: 0=1=2');
  });

  it('draws the tile to place in its four rotations beside the zone map', () => {
    const state = unwrap(tigerzone.setup({ deck: ['TLLL-'] }));
    expect(tileToPlaceLines(tigerzone.view(state, 0).currentTile)).toEqual([
      'TLLL- rotated    0    90  180  270    zones',
      '                .=.  .~~  ~~~  ~~.    123',
      '                ~~~  =~~  ~~~  ~~=    456',
      '                ~~~  .~~  .=.  ~~.    789',
    ]);
    expect(tileToPlaceLines(null)).toEqual([]);
  });

  it('draws the board with tigers as seat digits', () => {
    const next = scenario(tigerzone).setup({ deck: ['TJJT-', 'JJJJ-'] }).play('PLACE TJJT- AT 0 1 180 TIGER 5').state;
    expect(renderText(tigerzone.view(next, null))).toBe(
      [
        '        0',
        '      ...',
        '   1  .0=',
        '      .=.',
        '      .=.',
        '   0  .=~',
        '      .=.',
        '',
        '. jungle  ~ lake  = trail  X den  + crossroads  b/d/p buffalo/deer/boar  c printed crocodile  C crocodile  0-3 tiger of that seat',
        'seat 0: 0 points, 6 tigers and 2 crocodiles in supply',
        'seat 1: 0 points, 7 tigers and 2 crocodiles in supply',
        'seat 1 to place JJJJ-; 0 more tiles',
        'JJJJ- rotated    0    90  180  270    zones',
        '                ...  ...  ...  ...    123',
        '                ...  ...  ...  ...    456',
        '                ...  ...  ...  ...    789',
        'left: nothing',
        'order: hidden',
      ].join('\n'),
    );
  });
});
