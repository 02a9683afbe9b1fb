import { scoresOf, supplyOf, tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { board, game } from './helpers.js';

// LJJJ- turned 90 caps the start tile's lake and leaves no open edge showing lake, so LLLL- fits nowhere
const SEALED = ['PLACE LJJJ- AT 1 0 90 TIGER 1', 'PLACE JJJJ- AT -1 0 0 TIGER 1'];

describe('a tile that fits nowhere', () => {
  const state = game(SEALED, { then: ['LLLL-', 'JJJJ-', 'JJJJ-'] });

  it('offers exactly pass, retrieve and add for the tiles with the mover\'s tigers', () => {
    expect(board(state)).toBe(['       -1   0   1', '      1.. .=. 0..', '   0  ... .=~ ~..', '      ... .=. ...'].join('\n'));
    expect(tigerzone.actor(state)).toEqual({ kind: 'player', seat: 0 });
    scenario(tigerzone).from(state).expectLegal([
      'TILE LLLL- UNPLACEABLE PASS',
      'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0',
      'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0',
    ], { ordered: true });
  });

  it('refuses to place it anywhere', () => {
    scenario(tigerzone)
      .from(state)
      .refuses('PLACE LLLL- AT 2 0 0 NONE', 'illegal-tile-placement')
      .refuses('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT -1 0', 'illegal-meeple-placement')
      .refuses('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 0 0', 'illegal-meeple-placement');
  });

  it('pass: the tile is discarded and the turn is used', () => {
    const next = scenario(tigerzone).from(state).play('TILE LLLL- UNPLACEABLE PASS').state;
    expect(next.tiles).toHaveLength(state.tiles.length);
    expect(tigerzone.actor(next)).toEqual({ kind: 'player', seat: 1 });
    expect(tigerzone.view(next, null).currentTile).toBe('JJJJ-');
    expect(scoresOf(next)).toEqual([0, 0]);
  });

  it('retrieve: the tiger comes back without scoring', () => {
    const next = scenario(tigerzone).from(state).play('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0').state;
    expect(next.tigers).toEqual([expect.objectContaining({ seat: 1, x: -1, y: 0 })]);
    expect(supplyOf(next, 0).tigers).toBe(7);
    expect(scoresOf(next)).toEqual([0, 0]);
  });

  it('add: a second tiger joins the feature of the tiger on that tile', () => {
    const next = scenario(tigerzone).from(state).play('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0').state;
    const mine = next.tigers.filter((tiger) => tiger.seat === 0);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toEqual(mine[0]);
    expect(supplyOf(next, 0).tigers).toBe(5);
    // at the end the jungle at (1, 0) touches the closed lake once: 3 points, not 6
    const end = scenario(tigerzone).from(next).play('PLACE JJJJ- AT -2 0 0 NONE', 'PLACE JJJJ- AT 2 0 0 NONE').state;
    expect(tigerzone.actor(end).kind).toBe('over');
    expect(scoresOf(end)).toEqual([3, 0]);
  });

  it('without tigers on the board only pass is left; with none in supply, no add', () => {
    const bare = game(['PLACE LJJJ- AT 1 0 90 NONE'], { then: ['LLLL-'] });
    scenario(tigerzone).from(bare).expectLegal(['TILE LLLL- UNPLACEABLE PASS'], { ordered: true });
    const next = scenario(tigerzone).from(bare).play('TILE LLLL- UNPLACEABLE PASS').state;
    expect(tigerzone.actor(next).kind).toBe('over');
  });
});

describe('the unplaceable-tile moves when the tile fits', () => {
  const state = game(SEALED, { then: ['TJTJ-', 'JJJJ-'] });

  it('are all refused', () => {
    expect(scenario(tigerzone).from(state).legal().some((line) => line.includes('UNPLACEABLE'))).toBe(false);
    for (const line of ['TILE TJTJ- UNPLACEABLE PASS', 'TILE TJTJ- UNPLACEABLE RETRIEVE TIGER AT 1 0', 'TILE TJTJ- UNPLACEABLE ADD ANOTHER TIGER TO 1 0']) {
      scenario(tigerzone).from(state).refuses(line, 'tile-is-placeable');
    }
  });

  it('name the current tile', () => {
    scenario(tigerzone).from(state).refuses('TILE LLLL- UNPLACEABLE PASS', 'illegal-tile-placement');
  });
});

describe('an unplaceable tile with no tiger left in supply', () => {
  // LJJJ- seals the start tile's lake, then seat 0 puts all 7 tigers on a row of dens
  const lines = ['PLACE LJJJ- AT 1 0 90 NONE'];
  for (let index = 1; index <= 15; index++) lines.push(`PLACE JJJJX AT ${-index} 0 0 ${index % 2 === 0 ? 'TIGER 5' : 'NONE'}`);
  const state = game(lines, { then: ['LLLL-', 'JJJJ-'] });

  it('offers pass and retrieve but no add, and refuses add', () => {
    expect(supplyOf(state, 0).tigers).toBe(0);
    expect(tigerzone.actor(state)).toEqual({ kind: 'player', seat: 0 });
    scenario(tigerzone).from(state).expectLegal([
      'TILE LLLL- UNPLACEABLE PASS',
      ...[-2, -4, -6, -8, -10, -12, -14].map((x) => `TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT ${x} 0`),
    ], { ordered: true });
    const before = JSON.stringify(state);
    scenario(tigerzone).from(state).refuses('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO -2 0', 'illegal-meeple-placement');
    expect(JSON.stringify(state)).toBe(before);
  });
});

describe('retrieving from a tile with two of the mover\'s tigers', () => {
  it('takes one back and leaves the other', () => {
    let state = game(SEALED, { then: ['LLLL-', 'LLLL-', 'LLLL-', 'JJJJ-'] });
    state = scenario(tigerzone).from(state).play('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0').state;
    state = scenario(tigerzone).from(state).play('TILE LLLL- UNPLACEABLE PASS').state;
    // two tigers on (1, 0), but one retrieve move and one add move for that tile
    scenario(tigerzone).from(state).expectLegal([
      'TILE LLLL- UNPLACEABLE PASS',
      'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0',
      'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0',
    ], { ordered: true });
    state = scenario(tigerzone).from(state).play('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0').state;
    expect(state.tigers.filter((tiger) => tiger.seat === 0)).toEqual([expect.objectContaining({ x: 1, y: 0, zone: 1 })]);
    expect(supplyOf(state, 0).tigers).toBe(6);
    expect(scoresOf(state)).toEqual([0, 0]);
  });
});
