import { unwrap } from '@games/core';
import { placementsOf, standardDeck, tigerzone, TILE_TYPES, tilePicture, tileAt } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { board, game, tigerZones } from './helpers.js';

const PORT_FACE = (port: number): number => Math.floor(port / 3);

describe('the tile table', () => {
  it('has 28 types and 77 tiles, the start tile among them, and a deck of 76', () => {
    expect(TILE_TYPES).toHaveLength(28);
    expect(TILE_TYPES.reduce((sum, type) => sum + type.count, 0)).toBe(77);
    expect(standardDeck()).toHaveLength(76);
    expect(standardDeck().filter((code) => code === 'TLTJ-')).toHaveLength(2);
  });

  it.each(TILE_TYPES.map((type) => [type.code, type] as const))('%s: every port and every zone belongs to exactly one segment, matching the faces', (code, type) => {
    const ports = type.segments.flatMap((segment) => segment.ports).sort((a, b) => a - b);
    expect(ports).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const zones = type.segments.flatMap((segment) => segment.zones).sort((a, b) => a - b);
    expect(zones).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const segment of type.segments) {
      for (const port of segment.ports) {
        const face = code[PORT_FACE(port)];
        const middle = port % 3 === 1;
        const expected = face === 'L' ? 'lake' : face === 'T' && middle ? 'trail' : 'jungle';
        expect(segment.kind, `${code} port ${port}`).toBe(expected);
      }
    }
  });
});

describe('rotation', () => {
  it('turns counter-clockwise: TLLTB at 90 degrees shows lake north and east, trail south and west', () => {
    const type = TILE_TYPES.findIndex((tile) => tile.code === 'TLLTB');
    expect(tilePicture(type, 0)).toEqual(['.=.', '=b~', '.~~']);
    expect(tilePicture(type, 90)).toEqual(['.~~', '=b~', '.=.']);
    const state = game(['PLACE TLLTB AT 0 1 90 NONE']).state;
    expect(tileAt(state, 0, 1)).toEqual({ code: 'TLLTB', rotation: 90 });
  });

  it('draws every rotation of a tile as the base picture turned', () => {
    for (let type = 0; type < TILE_TYPES.length; type++) {
      let picture = tilePicture(type, 0);
      for (const rotation of [90, 180, 270]) {
        // turning a 3x3 picture a quarter counter-clockwise: new row r is old column 2 - r
        picture = [0, 1, 2].map((row) => [0, 1, 2].map((column) => picture[column]![2 - row]!).join(''));
        expect(tilePicture(type, rotation), `${TILE_TYPES[type]!.code} at ${rotation}`).toEqual(picture);
      }
    }
  });
});

describe('edge matching', () => {
  it('lays a tile only next to a tile, with every facing face equal', () => {
    const state = unwrap(tigerzone.setup({ deck: ['TLTJ-', 'JJJJ-'] }));
    // the start tile TLTJ- shows trail north and south, lake east, jungle west; a second TLTJ-
    // fits north and south both ways up, and east and west only turned half round
    expect(placementsOf(state)).toEqual([
      { x: 0, y: 1, rotation: 0 },
      { x: 0, y: 1, rotation: 180 },
      { x: 1, y: 0, rotation: 180 },
      { x: 0, y: -1, rotation: 0 },
      { x: 0, y: -1, rotation: 180 },
      { x: -1, y: 0, rotation: 180 },
    ]);
    scenario(tigerzone)
      .from(state)
      .refuses('PLACE TLTJ- AT 1 0 90 NONE', 'illegal-tile-placement')
      .refuses('PLACE TLTJ- AT 2 0 0 NONE', 'illegal-tile-placement')
      .refuses('PLACE TLTJ- AT 0 0 0 NONE', 'illegal-tile-placement');
  });

  it('checks every neighbour, not just one', () => {
    const state = game(['PLACE JJJJ- AT -1 0 0 NONE', 'PLACE JJJJ- AT -1 1 0 NONE'], { then: ['TJTJ-'] }).state;
    // (0, 1) touches the start tile's trail (south) and a jungle (west)
    expect(placementsOf(state).filter((at) => at.x === 0 && at.y === 1)).toEqual([
      { x: 0, y: 1, rotation: 0 },
      { x: 0, y: 1, rotation: 180 },
    ]);
    expect(tileAt(state, -1, 1)).toEqual({ code: 'JJJJ-', rotation: 0 });
    expect(tileAt(state, 5, 5)).toBeNull();
  });
});

describe('tigers are addressed by zone (the worked checks)', () => {
  it('TLTT- at 0 degrees: zones 1, 2, 3, 4, 6, 7, 8 (5 is the crossroads, 9 is the jungle of 3)', () => {
    const state = unwrap(tigerzone.setup({ deck: ['TLTT-'] }));
    expect(tigerZones(state, 0, 1, 0)).toEqual([1, 2, 3, 4, 6, 7, 8]);
    scenario(tigerzone)
      .from(state)
      .refuses('PLACE TLTT- AT 0 1 0 TIGER 5', 'invalid-meeple-placement')
      .refuses('PLACE TLTT- AT 0 1 0 TIGER 9', 'invalid-meeple-placement');
  });

  it('JLLJ- at 0 degrees: 1 jungle, 6 lake, 8 lake; at 180 degrees: 1 jungle, 2 lake, 4 lake', () => {
    const state = game(['PLACE JJJJ- AT -1 0 0 NONE'], { then: ['JLLJ-'] }).state;
    expect(tigerZones(state, -1, -1, 0)).toEqual([1, 6, 8]);
    expect(tigerZones(state, -2, 0, 180)).toEqual([1, 2, 4]);
  });

  it('JJTJX at 270 degrees: 1 jungle, 4 trail, 5 den', () => {
    const state = game(['PLACE JJJJ- AT -1 0 0 NONE'], { then: ['JJTJX'] }).state;
    expect(tigerZones(state, -1, -1, 270)).toEqual([1, 4, 5]);
  });

  it("uses the feature's lowest zone on the tile after joining: two jungles joined around the board are one zone", () => {
    const ring = ['-1 0', '-1 1', '-1 2', '-1 3', '0 3', '1 3', '1 2', '1 1'].map((at) => `PLACE JJJJ- AT ${at} 0 NONE`);
    const state = game(ring, { then: ['LJTJ-'] }).state;
    expect(board(state)).toBe(
      [
        '       -1   0   1',
        '      ... ... ...',
        '   3  ... ... ...',
        '      ... ... ...',
        '      ...     ...',
        '   2  ...     ...',
        '      ...     ...',
        '      ...     ...',
        '   1  ...     ...',
        '      ...     ...',
        '      ... .=.',
        '   0  ... .=~',
        '      ... .=.',
      ].join('\n'),
    );
    // LJTJ- at 0: jungle west (147) and jungle east (369) both meet the ring: one feature, zone 1
    expect(tigerZones(state, 0, 1, 0)).toEqual([1, 2, 5]);
    scenario(tigerzone).from(state).refuses('PLACE LJTJ- AT 0 1 0 TIGER 3', 'invalid-meeple-placement');
    const placed = game([...ring, 'PLACE LJTJ- AT 0 1 0 TIGER 1']).state;
    expect(placed.tigers).toMatchObject([{ seat: 0, x: 0, y: 1, zone: 1 }]);
  });

  it('refuses a tiger on a feature that already holds one after joining', () => {
    const state = game(['PLACE JJJJ- AT -1 0 0 TIGER 1'], { then: ['JJJJ-'] }).state;
    expect(tigerZones(state, -2, 0, 0)).toEqual([]);
    scenario(tigerzone).from(state).refuses('PLACE JJJJ- AT -2 0 0 TIGER 1', 'illegal-meeple-placement');
  });
});

describe('the tile table matches the spec, segment by segment', () => {
  // The spec's table, written out again: `kind[ports] zones` per segment, `N*` for the three ports
  // of a side, `all`, `all but 7` and `rest` (the ports no other segment has).
  const SPEC: Record<string, [number, string]> = {
    'JJJJ-': [1, 'J[all] z123456789'],
    'JJJJX': [4, 'J[all] z12346789; den z5'],
    'JJTJX': [2, 'J[all but 7] z1234679; T[7] z8; den z5'],
    'TTTT-': [1, 'J[11,0] z1; J[2,3] z3; J[8,9] z7; J[5,6] z9; T[1] z2; T[10] z4; T[4] z6; T[7] z8; crossroads z5'],
    'TJTJ-': [8, 'J[8,9,10,11,0] z147; J[2,3,4,5,6] z369; T[1,7] z258'],
    'TJJT-': [9, 'J[11,0] z1; J[2,3,4,5,6,7,8,9] z36789; T[1,10] z245'],
    'TJTT-': [4, 'J[11,0] z1; J[8,9] z7; J[2,3,4,5,6] z369; T[1] z2; T[10] z4; T[7] z8; crossroads z5'],
    'LLLL-': [1, 'L[all] z123456789'],
    'JLLL-': [4, 'J[N*] z1235; L[E*,S*,W*] z46789'],
    'LLJJ-': [5, 'L[N*,E*] z236; J[S*,W*] z145789'],
    'JLJL-': [3, 'J[N*] z123; L[E*,W*] z456; J[S*] z789'],
    'LJLJ-': [3, 'L[N*] z2; L[S*] z8; J[E*,W*] z1345679'],
    'LJJJ-': [5, 'L[N*] z2; J[rest] z13456789'],
    'JLLJ-': [2, 'L[E*] z6; L[S*] z8; J[N*,W*] z1234579'],
    'TLJT-': [1, 'J[11,0] z1; J[2,S*,9] z3789; T[1,10] z245; L[E*] z6'],
    'TLJTP': [2, 'J[11,0] z1; J[2,S*,9] z3789; T[1,10] z245; L[E*] z6'],
    'JLTT-': [1, 'J[8,9] z7; J[N*,11,6] z1239; T[7,10] z458; L[E*] z6'],
    'JLTTB': [2, 'J[8,9] z7; J[N*,11,6] z1239; T[7,10] z458; L[E*] z6'],
    'TLTJ-': [3, 'J[8,W*,0] z147; J[2,6] z39; T[1,7] z258; L[E*] z6'],
    'TLTJD': [2, 'J[8,W*,0] z147; J[2,6] z39; T[1,7] z258; L[E*] z6'],
    'TLLL-': [1, 'J[0] z1; J[2] z3; T[1] z2; L[E*,S*,W*] z456789'],
    'TLLLC': [2, 'J[0] z1; J[2] z3; T[1] z2; L[E*,S*,W*] z456789'],
    'TLTT-': [1, 'J[11,0] z1; J[8,9] z7; J[2,6] z39; T[1] z2; T[10] z4; T[7] z8; crossroads z5; L[E*] z6'],
    'TLTTP': [2, 'J[11,0] z1; J[8,9] z7; J[2,6] z39; T[1] z2; T[10] z4; T[7] z8; crossroads z5; L[E*] z6'],
    'TLLT-': [3, 'J[11,0] z1; J[2,9] z37; T[1,10] z245; L[E*,S*] z689'],
    'TLLTB': [2, 'J[11,0] z1; J[2,9] z37; T[1,10] z245; L[E*,S*] z689'],
    'LJTJ-': [1, 'J[8,W*] z147; J[E*,6] z369; T[7] z58; L[N*] z2'],
    'LJTJD': [2, 'J[8,W*] z147; J[E*,6] z369; T[7] z58; L[N*] z2'],
  };
  const KINDS: Record<string, string> = { J: 'jungle', L: 'lake', T: 'trail', den: 'den', crossroads: 'crossroads' };
  const SIDE_PORTS: Record<string, number[]> = { 'N*': [0, 1, 2], 'E*': [3, 4, 5], 'S*': [6, 7, 8], 'W*': [9, 10, 11] };

  function segmentsOf(text: string): { kind: string; ports: number[]; zones: number[] }[] {
    const parts = text.split('; ').map((part) => /^(\w+)(?:\[([^\]]*)\])? z(\d+)$/.exec(part)!);
    const named = parts.flatMap((match) => (match[2] === 'rest' ? [] : (match[2] ?? '').split(',').flatMap((token) => (/^\d+$/.test(token) ? [Number(token)] : (SIDE_PORTS[token] ?? [])))));
    return parts.map((match) => {
      const spec = match[2];
      let ports: number[] = [];
      if (spec === 'all') ports = [...Array(12).keys()];
      else if (spec?.startsWith('all but ')) ports = [...Array(12).keys()].filter((port) => port !== Number(spec.slice(8)));
      else if (spec === 'rest') ports = [...Array(12).keys()].filter((port) => !named.includes(port));
      else if (spec !== undefined) ports = spec.split(',').flatMap((token) => (/^\d+$/.test(token) ? [Number(token)] : SIDE_PORTS[token]!));
      return { kind: KINDS[match[1]!]!, ports: ports.sort((a, b) => a - b), zones: [...match[3]!].map(Number) };
    });
  }

  const sorted = (segments: readonly { kind: string; ports: readonly number[]; zones: readonly number[] }[]): string[] =>
    segments.map((segment) => `${segment.kind}[${[...segment.ports].sort((a, b) => a - b).join(',')}] z${[...segment.zones].sort((a, b) => a - b).join('')}`).sort();

  it('lists the 28 codes of the spec with their counts', () => {
    expect(Object.fromEntries(TILE_TYPES.map((type) => [type.code, type.count]))).toEqual(Object.fromEntries(Object.entries(SPEC).map(([code, [count]]) => [code, count])));
  });

  it.each(Object.entries(SPEC))('%s has the segments of the spec', (code, [, text]) => {
    const type = TILE_TYPES.find((tile) => tile.code === code)!;
    expect(sorted(type.segments)).toEqual(sorted(segmentsOf(text)));
    expect(type.prey).toBe('BDP'.includes(code[4]!) ? code[4] : null);
    expect(type.crocodile).toBe(code[4] === 'C');
  });
});
