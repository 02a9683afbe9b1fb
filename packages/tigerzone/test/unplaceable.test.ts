import { scoresOf, supplyOf, tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { board, game } from './helpers.js';

// LJJJ- turned 90 caps the start tile's lake and leaves no open edge showing lake, so LLLL- fits nowhere
const SEALED = ['PLACE LJJJ- AT 1 0 90 TIGER 1', 'PLACE JJJJ- AT -1 0 0 TIGER 1'];

describe('a tile that fits nowhere', () => {
  const start = game(SEALED, { then: ['LLLL-', 'JJJJ-', 'JJJJ-'] });

  it('offers exactly pass, retrieve and add for the tiles with the mover\'s tigers', () => {
    expect(board(start.state)).toBe(['       -1   0   1', '      1.. .=. 0..', '   0  ... .=~ ~..', '      ... .=. ...'].join('\n'));
    expect(tigerzone.actor(start.state)).toEqual({ kind: 'player', seat: 0 });
    start.expectLegal([
      'TILE LLLL- UNPLACEABLE PASS',
      'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0',
      'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0',
    ], { ordered: true });
  });

  it('refuses to place it anywhere', () => {
    start
      .refuses('PLACE LLLL- AT 2 0 0 NONE', 'illegal-tile-placement')
      .refuses('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT -1 0', 'illegal-meeple-placement')
      .refuses('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 0 0', 'illegal-meeple-placement');
  });

  it('pass: the tile is discarded and the turn is used', () => {
    const next = start.play('TILE LLLL- UNPLACEABLE PASS').state;
    expect(next.tiles).toHaveLength(start.state.tiles.length);
    expect(tigerzone.actor(next)).toEqual({ kind: 'player', seat: 1 });
    expect(tigerzone.view(next, null).currentTile).toBe('JJJJ-');
    expect(scoresOf(next)).toEqual([0, 0]);
  });

  it('retrieve: the tiger comes back without scoring', () => {
    const next = start.play('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0').state;
    expect(next.tigers).toEqual([expect.objectContaining({ seat: 1, x: -1, y: 0 })]);
    expect(supplyOf(next, 0).tigers).toBe(7);
    expect(scoresOf(next)).toEqual([0, 0]);
  });

  it('add: a second tiger joins the feature of the tiger on that tile', () => {
    const next = start.play('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0');
    const mine = next.state.tigers.filter((tiger) => tiger.seat === 0);
    expect(mine).toHaveLength(2);
    expect(mine[1]).toEqual(mine[0]);
    expect(supplyOf(next.state, 0).tigers).toBe(5);
    // at the end the jungle at (1, 0) touches the closed lake once: 3 points, not 6
    next
      .play('PLACE JJJJ- AT -2 0 0 NONE', 'PLACE JJJJ- AT 2 0 0 NONE')
      .expectTurn('over')
      .check((end) => expect(scoresOf(end)).toEqual([3, 0]));
  });

  it('without tigers on the board only pass is left; with none in supply, no add', () => {
    const bare = game(['PLACE LJJJ- AT 1 0 90 NONE'], { then: ['LLLL-'] });
    bare.expectLegal(['TILE LLLL- UNPLACEABLE PASS'], { ordered: true });
    const next = bare.play('TILE LLLL- UNPLACEABLE PASS').state;
    expect(tigerzone.actor(next).kind).toBe('over');
  });
});

describe('the unplaceable-tile moves when the tile fits', () => {
  const start = game(SEALED, { then: ['TJTJ-', 'JJJJ-'] });

  it('are all refused', () => {
    expect(start.legal().some((line) => line.includes('UNPLACEABLE'))).toBe(false);
    for (const line of ['TILE TJTJ- UNPLACEABLE PASS', 'TILE TJTJ- UNPLACEABLE RETRIEVE TIGER AT 1 0', 'TILE TJTJ- UNPLACEABLE ADD ANOTHER TIGER TO 1 0']) {
      start.refuses(line, 'tile-is-placeable');
    }
  });

  it('name the current tile', () => {
    start.refuses('TILE LLLL- UNPLACEABLE PASS', 'illegal-tile-placement');
  });
});

describe('an unplaceable tile with no tiger left in supply', () => {
  // LJJJ- seals the start tile's lake, then seat 0 puts all 7 tigers on a row of dens
  const lines = ['PLACE LJJJ- AT 1 0 90 NONE'];
  for (let index = 1; index <= 15; index++) lines.push(`PLACE JJJJX AT ${-index} 0 0 ${index % 2 === 0 ? 'TIGER 5' : 'NONE'}`);
  const start = game(lines, { then: ['LLLL-', 'JJJJ-'] });

  it('offers pass and retrieve but no add, and refuses add', () => {
    expect(supplyOf(start.state, 0).tigers).toBe(0);
    expect(tigerzone.actor(start.state)).toEqual({ kind: 'player', seat: 0 });
    start.expectLegal([
      'TILE LLLL- UNPLACEABLE PASS',
      ...[-2, -4, -6, -8, -10, -12, -14].map((x) => `TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT ${x} 0`),
    ], { ordered: true });
    const before = JSON.stringify(start.state);
    start.refuses('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO -2 0', 'illegal-meeple-placement');
    expect(JSON.stringify(start.state)).toBe(before);
  });
});

describe('retrieving from a tile with two of the mover\'s tigers', () => {
  it('takes one back and leaves the other', () => {
    const twice = game(SEALED, { then: ['LLLL-', 'LLLL-', 'LLLL-', 'JJJJ-'] }).play('TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0', 'TILE LLLL- UNPLACEABLE PASS');
    // two tigers on (1, 0), but one retrieve move and one add move for that tile
    twice.expectLegal([
      'TILE LLLL- UNPLACEABLE PASS',
      'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0',
      'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0',
    ], { ordered: true });
    const { state } = twice.play('TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0');
    expect(state.tigers.filter((tiger) => tiger.seat === 0)).toEqual([expect.objectContaining({ x: 1, y: 0, zone: 1 })]);
    expect(supplyOf(state, 0).tigers).toBe(6);
    expect(scoresOf(state)).toEqual([0, 0]);
  });
});
