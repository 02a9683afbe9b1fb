import { unwrap } from '@games/core';
import { supplyOf, tigerzone } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { game } from './helpers.js';

function followersAt(lines: string[], x: number, y: number, rotation: number): string[] {
  const prefix = ` AT ${x} ${y} ${rotation} `;
  return lines.filter((line) => line.includes(prefix)).map((line) => line.slice(line.indexOf(prefix) + prefix.length));
}

describe('supply: 7 tigers each', () => {
  it('offers no tiger once all 7 are out, and refuses an eighth', () => {
    const lines: string[] = [];
    for (let index = 1; index <= 14; index++) lines.push(`PLACE JJJJX AT ${-index} 0 0 ${index % 2 === 1 ? 'TIGER 5' : 'NONE'}`);
    const start = game(lines, { then: ['JJJJX', 'JJJJX'] });
    expect(supplyOf(start.state, 0)).toEqual({ tigers: 0, crocodiles: 2 });
    expect(start.state.tigers.filter((tiger) => tiger.seat === 0)).toHaveLength(7);
    expect(followersAt(start.legal(), -15, 0, 0)).toEqual(['NONE']);
    start.refuses('PLACE JJJJX AT -15 0 0 TIGER 5', 'illegal-meeple-placement');
    const next = start.play('PLACE JJJJX AT -15 0 0 NONE');
    expect(followersAt(next.legal(), -16, 0, 0)).toEqual(['NONE', 'TIGER 1', 'TIGER 5']);
  });
});

describe('crocodiles', () => {
  it('2 each: a third is refused', () => {
    const start = game(
      ['PLACE LJJJ- AT -1 0 0 CROCODILE', 'PLACE JJJJ- AT -1 -1 0 NONE', 'PLACE LJJJ- AT -2 0 0 CROCODILE', 'PLACE JJJJ- AT -2 -1 0 NONE'],
      { then: ['LJJJ-', 'JJJJ-'] },
    );
    expect(supplyOf(start.state, 0)).toEqual({ tigers: 7, crocodiles: 0 });
    expect(followersAt(start.legal(), -3, 0, 0)).toEqual(['NONE', 'TIGER 1', 'TIGER 2']);
    start.refuses('PLACE LJJJ- AT -3 0 0 CROCODILE', 'illegal-meeple-placement');
  });

  it('never into a lake or trail that already holds one after joining', () => {
    const start = game(['PLACE LJJJ- AT -1 0 0 CROCODILE'], { then: ['LJJJ-', 'JJJJ-'] });
    expect(followersAt(start.legal(), -1, 1, 180)).toEqual(['NONE', 'TIGER 1', 'TIGER 8']);
    start.refuses('PLACE LJJJ- AT -1 1 180 CROCODILE', 'illegal-meeple-placement');
  });

  it('never onto a tile with a printed crocodile', () => {
    const start = game([], { then: ['TLLLC', 'JJJJ-'] });
    expect(followersAt(start.legal(), 0, 1, 180)).toEqual(['NONE', 'TIGER 1', 'TIGER 7', 'TIGER 8', 'TIGER 9']);
    start.refuses('PLACE TLLLC AT 0 1 180 CROCODILE', 'illegal-meeple-placement');
  });

  it('only onto a tile with a lake or trail', () => {
    const start = game([], { then: ['JJJJ-', 'JJJJ-'] });
    start.refuses('PLACE JJJJ- AT -1 0 0 CROCODILE', 'invalid-meeple-placement');
  });

  it('beside tigers: a crocodile may share a feature with a tiger', () => {
    const start = game(['PLACE TJTJ- AT 0 1 0 TIGER 2'], { then: ['TJTJ-', 'JJJJ-'] });
    const next = start.play('PLACE TJTJ- AT 0 2 0 CROCODILE').state;
    expect(next.tiles.at(-1)?.crocodile).toBe(1);
    expect(supplyOf(next, 1).crocodiles).toBe(1);
  });
});

describe('the follower is put after joining and before scoring', () => {
  it('a tiger is refused on a feature joined to a tiger of the other seat', () => {
    const start = game(['PLACE TJTJ- AT 0 1 0 TIGER 2'], { then: ['TJTJ-', 'JJJJ-'] });
    expect(followersAt(start.legal(), 0, -1, 0)).toEqual(['NONE', 'TIGER 1', 'TIGER 3', 'CROCODILE']);
    start.refuses('PLACE TJTJ- AT 0 -1 0 TIGER 2', 'illegal-meeple-placement');
  });

  it('reports an illegal placement in the server\'s words, naming the problem', () => {
    const start = game(['PLACE TJTJ- AT 0 1 0 TIGER 2'], { then: ['TJTJ-', 'JJJJ-'] });
    const { state } = start;
    const message = (line: string): string => {
      const result = tigerzone.play(state, unwrap(tigerzone.parseMove(line, state)));
      return result.ok ? 'ok' : `${result.error.code}: ${result.error.message}`;
    };
    expect(message('PLACE JJJJ- AT 0 2 0 NONE')).toBe('illegal-tile-placement: the current tile is TJTJ-, not JJJJ-');
    expect(message('PLACE TJTJ- AT 0 1 0 NONE')).toBe('illegal-tile-placement: cell (0, 1) already holds a tile');
    expect(message('PLACE TJTJ- AT 3 3 0 NONE')).toBe('illegal-tile-placement: cell (3, 3) is not next to any tile');
    expect(message('PLACE TJTJ- AT 0 2 90 NONE')).toBe('illegal-tile-placement: TJTJ- at (0, 2) rotated 90: its south face J meets T');
    expect(message('PLACE TJTJ- AT 0 -1 0 TIGER 7')).toBe(
      'invalid-meeple-placement: zone 7 is not the lowest zone of its feature on this tile (that is zone 1)',
    );
    expect(message('PLACE TJTJ- AT 0 -1 0 TIGER 0')).toBe('invalid-meeple-placement: zone 0 is not a zone (1 to 9)');
    expect(message('PLACE TJTJ- AT 0 -1 0 TIGER 2')).toBe('illegal-meeple-placement: the feature of zone 2 already holds a tiger');
  });
});

describe('crocodiles after joining', () => {
  it('never onto a tile whose trail joins a trail that holds one', () => {
    const start = game(['PLACE TJTJ- AT 0 1 0 CROCODILE'], { then: ['TJTJ-', 'JJJJ-'] });
    expect(followersAt(start.legal(), 0, -1, 0)).toEqual(['NONE', 'TIGER 1', 'TIGER 2', 'TIGER 3']);
    start.refuses('PLACE TJTJ- AT 0 -1 0 CROCODILE', 'illegal-meeple-placement');
    // elsewhere the trail is a new one, free of crocodiles
    expect(followersAt(start.legal(), -1, 0, 0)).toContain('CROCODILE');
  });

  it('never into a lake joined to a printed crocodile', () => {
    const start = game(['PLACE TLLLC AT 1 0 0 NONE'], { then: ['LJJJ-', 'JJJJ-'] });
    expect(followersAt(start.legal(), 2, 0, 90)).toEqual(['NONE', 'TIGER 1', 'TIGER 4']);
    start.refuses('PLACE LJJJ- AT 2 0 90 CROCODILE', 'illegal-meeple-placement');
  });
});

describe('turns', () => {
  it('go round every seat from seat 0, one tile each', () => {
    const lines = ['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJ- AT -2 0 0 NONE', 'PLACE JJJJ- AT -3 0 0 NONE', 'PLACE JJJJ- AT -4 0 0 NONE'];
    const seats: number[] = [];
    let turn = game([], { then: lines.map(() => 'JJJJ-'), players: 3 });
    for (const line of lines) {
      const actor = tigerzone.actor(turn.state);
      seats.push(actor.kind === 'player' ? actor.seat : -1);
      turn = turn.play(line);
    }
    expect(seats).toEqual([0, 1, 2, 0]);
    turn.expectTurn('over');
  });
});

describe('refusals leave the state as it was', () => {
  // seat 0 to place TJTJ- with seat 1's tiger on the trail north of the start tile
  const start = game(['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE TJTJ- AT 0 1 0 TIGER 2'], { then: ['TJTJ-', 'JJJJ-'] });
  const before = JSON.stringify(start.state);

  it.each([
    ['a tile that is not the current tile', 'PLACE JJJJ- AT 0 2 0 NONE', 'illegal-tile-placement'],
    ['a cell that is taken', 'PLACE TJTJ- AT -1 0 0 NONE', 'illegal-tile-placement'],
    ['a cell next to no tile', 'PLACE TJTJ- AT 4 4 0 NONE', 'illegal-tile-placement'],
    ['a mismatching edge', 'PLACE TJTJ- AT 0 -1 90 NONE', 'illegal-tile-placement'],
    ['a zone that is not the lowest of its feature', 'PLACE TJTJ- AT 0 -1 0 TIGER 9', 'invalid-meeple-placement'],
    ['a tiger on a feature that holds one', 'PLACE TJTJ- AT 0 -1 0 TIGER 2', 'illegal-meeple-placement'],
    ['an unplaceable-tile move while the tile fits', 'TILE TJTJ- UNPLACEABLE PASS', 'tile-is-placeable'],
  ])('%s', (_name, line, code) => {
    start.refuses(line, code);
    expect(JSON.stringify(start.state)).toBe(before);
  });
});
