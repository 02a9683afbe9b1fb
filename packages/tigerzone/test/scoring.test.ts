import { denValue, lakeValue, scoresOf, supplyOf, tigerzone, trailValue } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { board, game } from './helpers.js';

describe('feature values (the worked arithmetic)', () => {
  it('completed lake: 2 x tiles x (1 + species - crocodiles)', () => {
    expect(lakeValue(3, 2, 0, true)).toBe(18);
    expect(lakeValue(3, 2, 1, true)).toBe(12);
    expect(lakeValue(3, 1, 4, true)).toBe(6);
  });
  it('incomplete lake at the end: 1 x tiles x (1 + species - crocodiles)', () => {
    expect(lakeValue(4, 3, 0, false)).toBe(16);
  });
  it('trail: tiles + prey - crocodiles, never below the tiles', () => {
    expect(trailValue(4, 1, 2)).toBe(4);
    expect(trailValue(4, 2, 1)).toBe(5);
    expect(trailValue(2, 1, 0)).toBe(3);
  });
  it('den: 9 when surrounded, else 1 + neighbours', () => {
    expect(denValue(8)).toBe(9);
    expect(denValue(3)).toBe(4);
    expect(denValue(0)).toBe(1);
  });
});

describe('trails', () => {
  it('a loop is complete when it closes: 1 point per tile', () => {
    const state = game([
      'PLACE TJJT- AT -1 0 0 TIGER 2',
      'PLACE TJJT- AT -2 0 270 NONE',
      'PLACE TJJT- AT -2 1 180 NONE',
      'PLACE TJJT- AT -1 1 90 NONE',
    ]).state;
    expect(board(state)).toBe(
      [
        '       -2  -1   0',
        '      ... ...',
        '   1  .== ==.',
        '      .=. .=.',
        '      .=. .=. .=.',
        '   0  .== ==. .=~',
        '      ... ... .=.',
      ].join('\n'),
    );
    expect(scoresOf(state)).toEqual([4, 0]);
    expect(state.tigers).toEqual([]);
    expect(supplyOf(state, 0)).toEqual({ tigers: 7, crocodiles: 2 });
  });

  it('ends at a den and at a lake', () => {
    const open = game(['PLACE JJTJX AT 0 1 0 TIGER 8'], { then: ['TLLL-', 'JJJJ-'] }).state;
    expect(scoresOf(open)).toEqual([0, 0]);
    const closed = scenario(tigerzone).from(open).play('PLACE TLLL- AT 0 -1 0 NONE').state;
    expect(board(closed)).toBe(['        0', '      ...', '   1  .X.', '      .=.', '      .=.', '   0  .=~', '      .=.', '      .=.', '  -1  ~~~', '      ~~~'].join('\n'));
    // JJTJX, the start tile and TLLL-: 3 tiles, and the tiger of seat 0 comes home
    expect(scoresOf(closed)).toEqual([3, 0]);
    expect(supplyOf(closed, 0).tigers).toBe(7);
  });

  it('ends at a den and at a crossroads', () => {
    const state = game(['PLACE JJTJX AT 0 1 0 TIGER 8', 'PLACE TJTT- AT 0 -1 0 NONE']).state;
    expect(board(state)).toBe(['        0', '      ...', '   1  .X.', '      .=.', '      .=.', '   0  .=~', '      .=.', '      .=.', '  -1  =+.', '      .=.'].join('\n'));
    expect(scoresOf(state)).toEqual([3, 0]);
  });

  it('counts prey once per tile and takes crocodiles off, completed or not', () => {
    // LJTJD at (0, -1) turned 180: its trail runs north to its lake; the deer is on the trail
    const state = game(['PLACE JJTJX AT 0 1 0 TIGER 8', 'PLACE LJTJD AT 0 -1 180 NONE']).state;
    expect(scoresOf(state)).toEqual([4, 0]);
    const spoiled = game(['PLACE JJTJX AT 0 1 0 TIGER 8', 'PLACE LJTJD AT 0 -1 180 CROCODILE']).state;
    expect(scoresOf(spoiled)).toEqual([3, 0]);
  });

  it('counts a prey tile once even when the trail passes two of its stubs', () => {
    const state = game([
      'PLACE TLTTP AT 0 1 0 TIGER 2',
      'PLACE TJJT- AT -1 1 270 NONE',
      'PLACE TJJT- AT -1 2 180 NONE',
      'PLACE TJJT- AT 0 2 90 NONE',
    ]).state;
    expect(board(state)).toBe(
      ['       -1   0', '      ... ...', '   2  .== ==.', '      .=. .=.', '      .=. .=.', '   1  .== =p~', '      ... .=.', '          .=.', '   0      .=~', '          .=.'].join(
        '\n',
      ),
    );
    // 4 tiles and the boar once (the 2016 server counted it twice: 6)
    expect(scoresOf(state)).toEqual([5, 0]);
  });

  it('scores an incomplete trail at the end: tiles + prey', () => {
    const state = game(['PLACE JJTJX AT 0 1 0 TIGER 8', 'PLACE TLTJD AT 0 -1 0 NONE'], { then: [] }).state;
    expect(tigerzone.actor(state).kind).toBe('over');
    // JJTJX, start, TLTJD (open to the south): 3 tiles + 1 deer
    expect(scoresOf(state)).toEqual([4, 0]);
  });
});

describe('lakes', () => {
  const lake = ['PLACE TLLTB AT 1 0 180 TIGER 1', 'PLACE JJJJ- AT -1 0 0 NONE'];

  it('a lake over three tiles with two species: 2 x 3 x (1 + 2) = 18', () => {
    const state = game([...lake, 'PLACE TLTJD AT 1 1 270 NONE']).state;
    expect(board(state)).toBe(
      [
        '       -1   0   1',
        '              ...',
        '   1          =d=',
        '              .~.',
        '      ... .=. ~~.',
        '   0  ... .=~ ~b=',
        '      ... .=. .=.',
      ].join('\n'),
    );
    expect(scoresOf(state)).toEqual([18, 0]);
  });

  it('a crocodile takes one species off: 2 x 3 x (1 + 2 - 1) = 12, whoever placed it', () => {
    const state = game([...lake, 'PLACE TLTJD AT 1 1 270 CROCODILE']).state;
    expect(scoresOf(state)).toEqual([12, 0]);
    expect(supplyOf(state, 0)).toEqual({ tigers: 7, crocodiles: 1 });
  });

  it('an incomplete lake pays 1 per tile at the end', () => {
    // TLLTB's lake stays open to the north: 2 tiles, one species
    const state = game(lake, { then: [] }).state;
    expect(scoresOf(state)).toEqual([4, 0]);
  });

  it('a lake with no tiger scores nothing when it completes', () => {
    const state = game(['PLACE LJJJ- AT 1 0 90 NONE']).state;
    expect(scoresOf(state)).toEqual([0, 0]);
  });
});

describe('dens', () => {
  it('a den is complete with all 8 neighbours: 9 points', () => {
    const lines = ['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJX AT -2 0 0 TIGER 5'];
    const cells = ['-2 1', '-1 1', '-3 1', '-3 0', '-3 -1', '-2 -1', '-1 -1'];
    let state = game(lines, { then: cells.map(() => 'JJJJ-') }).state;
    cells.forEach((cell, index) => {
      expect(scoresOf(state)[1]).toBe(0);
      state = scenario(tigerzone).from(state).play(`PLACE JJJJ- AT ${cell} 0 NONE`).state;
      expect(state.tigers.length).toBe(index === cells.length - 1 ? 0 : 1);
    });
    expect(scoresOf(state)).toEqual([0, 9]);
  });

  it('an incomplete den at the end: 1 + its neighbours', () => {
    const state = game(['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJX AT -2 0 0 TIGER 5', 'PLACE JJJJ- AT -2 1 0 NONE'], { then: [] }).state;
    expect(tigerzone.actor(state).kind).toBe('over');
    // neighbours of (-2, 0): (-1, 0) and (-2, 1)
    expect(scoresOf(state)).toEqual([0, 3]);
  });
});

describe('jungles at the end', () => {
  it('pay 3 per completed lake and 5 per completed den they touch', () => {
    const state = game(
      [
        'PLACE JJJJ- AT -1 0 0 TIGER 1',
        'PLACE JJJJX AT -2 0 0 NONE',
        'PLACE LJJJ- AT -1 1 0 NONE',
        'PLACE LJJJ- AT -1 2 180 NONE',
        'PLACE JJJJ- AT -2 1 0 NONE',
        'PLACE LJJJ- AT -3 1 0 NONE',
        'PLACE LJJJ- AT -3 2 180 NONE',
        'PLACE JJJJ- AT -3 0 0 NONE',
        'PLACE JJJJ- AT -3 -1 0 NONE',
        'PLACE JJJJ- AT -2 -1 0 NONE',
        'PLACE JJJJ- AT -1 -1 0 NONE',
      ],
      { then: [] },
    ).state;
    expect(board(state)).toBe(
      [
        '       -3  -2  -1   0',
        '      ...     ...',
        '   2  ...     ...',
        '      .~.     .~.',
        '      .~. ... .~.',
        '   1  ... ... ...',
        '      ... ... ...',
        '      ... ... 0.. .=.',
        '   0  ... .X. ... .=~',
        '      ... ... ... .=.',
        '      ... ... ...',
        '  -1  ... ... ...',
        '      ... ... ...',
      ].join('\n'),
    );
    expect(tigerzone.actor(state).kind).toBe('over');
    // two closed lakes (3 + 3) and the surrounded den (5); nothing else holds a tiger
    expect(scoresOf(state)).toEqual([11, 0]);
  });

  it('each jungle scores on its own: one lake pays two jungles', () => {
    // the start tile's lake, JLJL- and the LJJJ- cap make one closed lake of 3 tiles; the jungle
    // north of JLJL- and the jungle of the cap are separate features touching it
    const state = game(['PLACE JLJL- AT 1 0 0 TIGER 1', 'PLACE LJJJ- AT 2 0 90 TIGER 1'], { then: [] }).state;
    expect(board(state)).toBe(['        0   1   2', '      .=. 0.. 1..', '   0  .=~ ~~~ ~..', '      .=. ... ...'].join('\n'));
    expect(scoresOf(state)).toEqual([3, 3]);
  });

  it('do not count incomplete lakes', () => {
    const state = game(['PLACE JLJL- AT 1 0 0 TIGER 1'], { then: [] }).state;
    expect(scoresOf(state)).toEqual([0, 0]);
  });
});

describe('a tiger on the completing tile', () => {
  it('scores and returns to supply in the same turn (trail)', () => {
    const state = game(['PLACE JJTJX AT 0 1 0 NONE', 'PLACE TLLL- AT 0 -1 0 TIGER 2']).state;
    expect(scoresOf(state)).toEqual([0, 3]);
    expect(state.tigers).toEqual([]);
    expect(supplyOf(state, 1).tigers).toBe(7);
  });

  it('scores and returns to supply in the same turn (lake)', () => {
    const state = game(['PLACE LJJJ- AT 1 0 90 TIGER 4']).state;
    expect(scoresOf(state)).toEqual([4, 0]);
    expect(supplyOf(state, 0).tigers).toBe(7);
  });
});

describe('majorities in a shared feature', () => {
  it('ties score in full for every tied seat', () => {
    const state = game([
      'PLACE JJTJX AT 0 1 0 TIGER 8',
      'PLACE TJTJ- AT -1 0 0 TIGER 2',
      'PLACE TJJT- AT -1 -1 270 NONE',
      'PLACE TJJT- AT 0 -1 0 NONE',
      'PLACE JJTJX AT -1 1 0 NONE',
    ]).state;
    expect(board(state)).toBe(
      [
        '       -1   0',
        '      ... ...',
        '   1  .X. .X.',
        '      .=. .=.',
        '      .=. .=.',
        '   0  .=. .=~',
        '      .=. .=.',
        '      .=. .=.',
        '  -1  .== ==.',
        '      ... ...',
      ].join('\n'),
    );
    expect(scoresOf(state)).toEqual([6, 6]);
    expect(state.tigers).toEqual([]);
  });

  it('only the seat with the most tigers scores; two tigers of one seat meet only by joining', () => {
    const lines = [
      'PLACE TLTJ- AT 1 0 180 TIGER 2',
      'PLACE TJTJ- AT 2 0 0 TIGER 2',
      'PLACE JJTJX AT 0 1 0 TIGER 8',
      'PLACE TJJT- AT 0 -1 270 NONE',
      'PLACE TJJT- AT 1 -1 0 NONE',
      'PLACE TJJT- AT 2 1 90 NONE',
      'PLACE TJJT- AT 1 1 180 NONE',
    ];
    const state = game(lines, { then: [] }).state;
    expect(board(state)).toBe(
      [
        '        0   1   2',
        '      ... ... ...',
        '   1  .X. .== ==.',
        '      .0. .=. .=.',
        '      .=. .0. .1.',
        '   0  .=~ ~=. .=.',
        '      .=. .=. .=.',
        '      .=. .=.',
        '  -1  .== ==.',
        '      ... ...',
      ].join('\n'),
    );
    // 8 tiles, trail still open south of (2, 0): seat 0 has 2 tigers in it, seat 1 one
    expect(scoresOf(state)).toEqual([8, 0]);
  });
});

describe('lakes count distinct species', () => {
  it('two buffalo are one species: 2 x 3 x (1 + 1) = 12', () => {
    const state = game(['PLACE TLLTB AT 1 0 180 TIGER 1', 'PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JLTTB AT 1 1 270 NONE']).state;
    expect(board(state)).toBe(
      [
        '       -1   0   1',
        '              .=.',
        '   1          =b.',
        '              .~.',
        '      ... .=. ~~.',
        '   0  ... .=~ ~b=',
        '      ... .=. .=.',
      ].join('\n'),
    );
    expect(scoresOf(state)).toEqual([12, 0]);
  });
});

describe('a crocodile belongs to every lake and trail of its tile', () => {
  // TLTJD at (1, 1) closes seat 0's lake (with TLLTB's buffalo) and starts a trail east-west that
  // seat 1 claims from TJTJ- at (2, 1); the deer counts for both, and so does a crocodile on it.
  const lines = (follower: string): string[] => [
    'PLACE TLLTB AT 1 0 180 TIGER 1',
    'PLACE JJJJ- AT -1 0 0 NONE',
    `PLACE TLTJD AT 1 1 270 ${follower}`,
    'PLACE TJTJ- AT 2 1 90 TIGER 4',
  ];

  it('without a crocodile: lake 2 x 3 x 3 = 18, open trail 2 tiles + 1 deer = 3', () => {
    const state = game(lines('NONE'), { then: [] }).state;
    expect(board(state)).toBe(
      [
        '       -1   0   1   2',
        '              ... ...',
        '   1          =d= 1==',
        '              .~. ...',
        '      ... .=. ~~.',
        '   0  ... .=~ ~b=',
        '      ... .=. .=.',
      ].join('\n'),
    );
    expect(scoresOf(state)).toEqual([18, 3]);
  });

  it('with one: lake 2 x 3 x 2 = 12 and trail 2 + 0 = 2', () => {
    const state = game(lines('CROCODILE'), { then: [] }).state;
    expect(state.tiles.find((tile) => tile.x === 1 && tile.y === 1)?.crocodile).toBe(0);
    expect(scoresOf(state)).toEqual([12, 2]);
  });
});

describe('jungles touch only the lakes beside them on the same tile', () => {
  it("the start tile's west jungle does not touch its lake; the cap's jungle does", () => {
    // seat 0 on the jungle of the LJJJ- cap (touches the closed lake), seat 1 on a jungle joined
    // to the start tile's west jungle (ports 8-0, next to the trail, not the lake)
    const state = game(['PLACE LJJJ- AT 1 0 90 TIGER 1', 'PLACE JJJJ- AT -1 0 0 TIGER 1'], { then: [] }).state;
    expect(board(state)).toBe(['       -1   0   1', '      1.. .=. 0..', '   0  ... .=~ ~..', '      ... .=. ...'].join('\n'));
    expect(scoresOf(state)).toEqual([3, 0]);
  });
});

describe('an incomplete den counts its diagonal neighbours too', () => {
  it('1 + 3 neighbours (two beside it, one on the corner) = 4', () => {
    const state = game(
      ['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJX AT -2 0 0 TIGER 5', 'PLACE JJJJ- AT -2 1 0 NONE', 'PLACE JJJJ- AT -1 1 0 NONE'],
      { then: [] },
    ).state;
    expect(scoresOf(state)).toEqual([0, 4]);
  });
});

describe('a den laid into a surrounded cell', () => {
  it('is complete at once: its tiger scores 9 and comes home in the same turn', () => {
    const ring = ['-1 0', '-1 1', '-2 1', '-3 1', '-3 0', '-3 -1', '-2 -1', '-1 -1'].map((at) => `PLACE JJJJ- AT ${at} 0 NONE`);
    const state = game([...ring, 'PLACE JJJJX AT -2 0 0 TIGER 5']).state;
    expect(scoresOf(state)).toEqual([9, 0]);
    expect(state.tigers).toEqual([]);
    expect(supplyOf(state, 0).tigers).toBe(7);
  });
});

describe('end-of-game majorities', () => {
  it('tied tigers in an open trail both score it in full at the end', () => {
    // as in the tie above, but the trail stays open north of (-1, 0): 5 tiles each
    const state = game(
      ['PLACE JJTJX AT 0 1 0 TIGER 8', 'PLACE TJTJ- AT -1 0 0 TIGER 2', 'PLACE TJJT- AT -1 -1 270 NONE', 'PLACE TJJT- AT 0 -1 0 NONE'],
      { then: [] },
    ).state;
    expect(state.tigers).toHaveLength(2);
    expect(scoresOf(state)).toEqual([5, 5]);
    expect(tigerzone.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], scores: [5, 5], reason: 'deck-exhausted' } });
  });
});

describe('the winner', () => {
  it('is the highest total; the outcome ranks the seats and carries the scores', () => {
    const state = game(['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJX AT -2 0 0 TIGER 5', 'PLACE JJJJ- AT -2 1 0 NONE'], { then: [] }).state;
    expect(tigerzone.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[1], [0]], scores: [0, 3], reason: 'deck-exhausted' } });
    const three = game(['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJX AT -2 0 0 TIGER 5', 'PLACE JJJJX AT -1 -1 0 TIGER 5'], { then: [], players: 3 }).state;
    // seat 2's den at (-1, -1) has 3 neighbours (4 points), seat 1's at (-2, 0) has 2 (3 points)
    expect(tigerzone.actor(three)).toEqual({ kind: 'over', outcome: { ranking: [[2], [1], [0]], scores: [0, 3, 4], reason: 'deck-exhausted' } });
  });
});
