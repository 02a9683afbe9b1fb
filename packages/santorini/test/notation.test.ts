import { unwrap } from '@games/core';
import fc from 'fast-check';
import { formatMove, fromPosition, parseMove, renderText, santorini, spaceAt, toPosition, type SantoriniMove } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { board, position } from './board.js';

const code = (result: { ok: boolean; error?: { code: string } }): string => (result.ok ? 'ok' : result.error!.code);
const message = (result: { ok: boolean; error?: { message: string } }): string => (result.ok ? '' : result.error!.message);

describe('move notation', () => {
  const samples: [SantoriniMove, string][] = [
    [{ kind: 'place', square: 'C3' }, 'place C3'],
    [{ kind: 'move', from: 'B3', to: 'A4' }, 'B3-A4'],
    [{ kind: 'build', square: 'B4' }, 'build B4'],
    [{ kind: 'dome', square: 'B4' }, 'dome B4'],
    [{ kind: 'pass' }, 'pass'],
  ];

  it('writes and reads every kind of move', () => {
    for (const [move, text] of samples) {
      expect(formatMove(move)).toBe(text);
      expect(unwrap(parseMove(text))).toEqual(move);
    }
  });

  it('reads squares in either case and tolerates blanks', () => {
    expect(unwrap(parseMove('  b3-a4 '))).toEqual({ kind: 'move', from: 'B3', to: 'A4' });
    expect(unwrap(parseMove('Place   c3'))).toEqual({ kind: 'place', square: 'C3' });
    expect(unwrap(parseMove('PASS'))).toEqual({ kind: 'pass' });
  });

  it('says what is wrong, and where', () => {
    expect(code(parseMove('place Z9'))).toBe('unknown-square');
    expect(message(parseMove('place Z9'))).toMatch(/^column 7: Z9 is not a square/i);
    expect(code(parseMove('F1-A1'))).toBe('unknown-square');
    expect(message(parseMove('F1-A1'))).toMatch(/^column 1/);
    expect(code(parseMove('B3-A9'))).toBe('unknown-square');
    expect(message(parseMove('B3-A9'))).toMatch(/^column 4/);
    expect(code(parseMove('build'))).toBe('malformed-move');
    expect(message(parseMove('build'))).toMatch(/needs exactly one square/);
    expect(code(parseMove('B3-B3'))).toBe('malformed-move');
    expect(code(parseMove('jump C3'))).toBe('malformed-move');
    expect(code(parseMove(''))).toBe('malformed-move');
    expect(code(parseMove(42 as never))).toBe('malformed-move');
    expect(code(parseMove('build C3 C4'))).toBe('malformed-move');
  });

  it('describes non-moves instead of throwing', () => {
    expect(formatMove(null as never)).toMatch(/not a move/);
  });
});

describe('bad input to play', () => {
  const game = board(`
    .  .  .  .  .
    .  .  .  .  .
    .  b  a  .  .
    .  .  .  .  .
    a  .  .  .  b
  `);

  it('refuses garbage with malformed-move or unknown-square and leaves the game untouched', () => {
    for (const garbage of [null, undefined, 42, [], {}, { kind: 'fly' }, { kind: 'pass', extra: 1 }, { kind: 'move', from: 'C3' }, { kind: 'build', square: 7 }]) {
      game.refuses(garbage as never, 'malformed-move');
    }
    expect(code(santorini.play(game.state, 'C3-C4' as never))).toBe('malformed-move');
    game.refuses({ kind: 'move', from: 'Z9', to: 'C4' } as never, 'unknown-square').refuses({ kind: 'move', from: 'c3', to: 'c4' } as never, 'unknown-square');
  });

  it('refuses a move of an opponent worker with a reason', () => {
    const result = santorini.play(game.state, { kind: 'move', from: 'B3', to: 'B4' });
    expect(code(result)).toBe('illegal-move');
    expect(message(result)).toMatch(/belongs to seat 1, not to seat 0/);
    expect(message(santorini.play(game.state, { kind: 'move', from: 'D3', to: 'D4' }))).toMatch(/no worker on D3/);
    expect(message(santorini.play(game.state, { kind: 'build', square: 'D3' }))).toMatch(/moves a worker/);
  });

  it('accepts a legal move given as an equal fresh object', () => {
    expect(santorini.play(game.state, JSON.parse('{"kind":"move","from":"C3","to":"C4"}')).ok).toBe(true);
  });
});

describe('position strings', () => {
  it('round-trips the spec example', () => {
    const text = '0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2';
    const state = unwrap(fromPosition(text));
    expect(toPosition(state)).toBe(text);
    expect(state.phase).toBe('move');
    expect(spaceAt(state, 'C4')?.worker).toEqual({ seat: 1, index: 0 });
  });

  it('writes domes as 4 whatever their level, side to move 1-based, Athena\'s flag as ^', () => {
    const state = unwrap(fromPosition('4000000000000000000000000/2/athena^:B3,D3/pan:C4,C2'));
    expect(state.seat).toBe(1);
    expect(state.powers).toEqual([true, null]);
    expect(spaceAt(state, 'A5')).toEqual({ level: 3, dome: true, worker: null });
    expect(toPosition(state)).toBe('4000000000000000000000000/2/athena^:B3,D3/pan:C4,C2');
    expect(unwrap(fromPosition('0000000000000000000000000/2/athena[^]:B3,D3/pan:C4,C2')).powers[0]).toBe(true);
  });

  it('reads placement positions, three players with a seat out, and four players', () => {
    const placing = unwrap(fromPosition('0000000000000000000000000/2/mortal:B3,D3/mortal:C4'));
    expect(placing.phase).toBe('place');
    expect(santorini.legalMoves(placing)).toHaveLength(22);
    const three = unwrap(fromPosition('0000000000000000000000000/3/mortal:A1,A2/mortal:-/mortal:E1,E2'));
    expect(three.out).toEqual([1]);
    expect(toPosition(three)).toBe('0000000000000000000000000/3/mortal:A1,A2/mortal:-/mortal:E1,E2');
    const four = unwrap(fromPosition('0000000000000000000000000/4/mortal:A1,A2/mortal:E1,E2/mortal:/mortal:'));
    expect(toPosition(four)).toBe('0000000000000000000000000/4/mortal:A1,A2/mortal:E1,E2/mortal:A1,A2/mortal:E1,E2');
    expect(spaceAt(four, 'E2')?.worker).toEqual({ seat: 1, index: 1 });
  });

  it('reports malformed positions with a column', () => {
    const bad: [string, string, RegExp][] = [
      ['000/1/mortal:A1,A2/mortal:E1,E2', 'malformed-record', /column 1: the heights need 25/],
      ['000000000000000000000000x/1/mortal:A1,A2/mortal:E1,E2', 'malformed-record', /column 25/],
      ['0000000000000000000000000/3/mortal:A1,A2/mortal:E1,E2', 'malformed-record', /column 27: the side to move/],
      ['0000000000000000000000000/1/nyx:A1,A2/mortal:E1,E2', 'unknown-god', /nyx/],
      ['0000000000000000000000000/1/mortal:A1,A9/mortal:E1,E2', 'malformed-record', /column 39: not a square/],
      ['0000000000000000000000000/1/mortal:A1,A2/mortal:A1,E2', 'malformed-record', /two workers on A1/],
      ['4000000000000000000000000/1/mortal:A5,A2/mortal:E1,E2', 'malformed-record', /dome/],
      ['0000000000000000000000000/1/pan^:A1,A2/mortal:E1,E2', 'malformed-record', /keeps no data/],
      ['0000000000000000000000000/1/athena*:A1,A2/mortal:E1,E2', 'malformed-record', /athena takes/],
      ['0000000000000000000000000/1/mortal:A1,A2/mortal:-', 'malformed-record', /only with 3 players/],
      ['0000000000000000000000000/1/mortal:A1,A2,A3/mortal:E1,E2', 'malformed-record', /at most 2 workers/],
      ['0000000000000000000000000/1/mortal:A1,A2/mortal:E1,E2/mortal:A1,A2/mortal:E1,E3', 'malformed-record', /shares its workers/],
      ['0000000000000000000000000/1/mortal/mortal:E1,E2', 'malformed-record', /god:square,square/],
      ['0000000000000000000000000/1/pan:A1,A2/pan:E1,E2', 'duplicate-god', /twice/],
      ['0000000000000000000000000/1/mortal:A1,A2', 'malformed-record', /expected/],
    ];
    for (const [text, errorCode, pattern] of bad) {
      const result = fromPosition(text);
      expect(code(result), text).toBe(errorCode);
      expect(message(result), text).toMatch(pattern);
    }
    expect(code(fromPosition(5 as never))).toBe('malformed-record');
    // a seat without workers in a turn position has simply lost them: it cannot play
    expect(unwrap(fromPosition('0000000000000000000000000/1/mortal:/mortal:E1,E2')).outcome?.ranking).toEqual([[1], [0]]);
    expect(code(fromPosition('0000000000000000000000000/1/mortal:A1,A2/mortal:E1,E2', { maxTurns: -1 }))).toBe('invalid-options');
  });

  it('never throws on a damaged position string: a state that plays, or a RuleError', () => {
    const valid = [
      '0123012341022300141000100/1/athena^:B4,A1/mortal:C3,D2',
      '0000000000011000000000000/2/apollo:C4,D3/chaos[athena;7]:C3,C2',
      '0000000000000000000000000/1/mortal:A1,A2/mortal:E1,E2/mortal:C3,C4',
      '0000000000000000000000000/2/hermes:B3,D3/minotaur:C4',
    ];
    const alphabet = '0123456789/:,;[]^*-ABCDEFZabcdez';
    const damage = fc.tuple(
      fc.constantFrom(...valid),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(damage, ([text, edits]) => {
        let damaged = text;
        for (const [at, edit, character] of edits) {
          const index = at % (damaged.length + 1);
          if (edit === 'insert') damaged = damaged.slice(0, index) + character + damaged.slice(index);
          else if (edit === 'delete') damaged = damaged.slice(0, index) + damaged.slice(index + 1);
          else damaged = damaged.slice(0, index) + character + damaged.slice(index + 1);
        }
        const result = fromPosition(damaged);
        if (!result.ok) {
          expect(typeof result.error.code).toBe('string');
          expect(result.error.message.length).toBeGreaterThan(0);
          return;
        }
        // what reads back is a real state: it plays on and writes itself out again
        const moves = santorini.legalMoves(result.value);
        if (moves.length > 0) expect(santorini.play(result.value, moves[0]!).ok).toBe(true);
        expect(code(fromPosition(toPosition(result.value)))).toBe('ok');
      }),
      { seed: 17, numRuns: 400 },
    );
  });
});

describe('position strings of the Advanced Gods', () => {
  it('round-trip every kind of stored data', () => {
    const texts = [
      '0000000000000000000000000/1/morpheus[2]:B3,D3/mortal:C4,C2',
      '0000000000000000000000000/2/morpheus[12]:B3,D3/mortal:C4,C2',
      '0000030040030000200000000/1/dionysus[+]:C4,A1/mortal:B2,E1',
      '0000000000000000000000000/2/circe[athena^]:B3,D3/athena:C4,A1',
      '0000000000000000000000000/2/circe[morpheus[3]]:B3,D3/morpheus:C4,A1',
      '0000000000000000000000000/1/chaos[athena^;pan,apollo,atlas;123]:B3,D3/mortal:C4,C2',
      '0000000000000000000000000/2/chaos[pan;;-5]:B3,D3/mortal:C4,C2',
      '0000000000000000000000000/1/selene:-,B3/bia:A1,E5',
      '0000000000000000000000000/1/medusa:B3,D3/mortal:C4,-/mortal:-,-',
      '4460045030000000000000000/1/chronus:B3,D3/atlas:C2,E1',
    ];
    for (const text of texts) expect(toPosition(unwrap(fromPosition(text))), text).toBe(text);
  });

  it('write domes on levels 0-2 as 5-7 in every game, and read them back exactly', () => {
    const low = unwrap(fromPosition('5670000000000000000000000/1/atlas:B3,D3/mortal:C4,C2'));
    expect([spaceAt(low, 'A5'), spaceAt(low, 'B5'), spaceAt(low, 'C5')].map((space) => space?.level)).toEqual([0, 1, 2]);
    expect(toPosition(low)).toBe('5670000000000000000000000/1/atlas:B3,D3/mortal:C4,C2');
    // `4` is a dome on level 3, as it always was
    expect(spaceAt(unwrap(fromPosition('4000000000000000000000000/1/atlas:B3,D3/mortal:C4,C2')), 'A5')).toEqual({ level: 3, dome: true, worker: null });
  });

  it('read data-free entries as the initial data, and Chaos without data from the seed option', () => {
    expect(unwrap(fromPosition('0000000000000000000000000/1/morpheus:B3,D3/mortal:C4,C2')).powers[0]).toBe(0);
    const dealt = unwrap(fromPosition('0000000000000000000000000/1/chaos:B3,D3/mortal:C4,C2', { seed: 4 }));
    expect(dealt.powers[0]).toEqual(unwrap(santorini.setup({ gods: ['chaos', 'mortal'], seed: 4 })).powers[0]);
  });

  it('refuse malformed data with a column', () => {
    const bad: [string, RegExp][] = [
      ['0000000000000000000000000/1/morpheus[x]:B3,D3/mortal:C4,C2', /column 37: morpheus takes/],
      ['0000000000000000000000000/1/dionysus[-]:B3,D3/mortal:C4,C2', /dionysus takes/],
      ['0000000000000000000000000/1/circe[apollo]:B3,D3/atlas:C4,C2', /only hold her opponent's power/],
      ['0000000000000000000000000/1/circe[atlas:B3,D3/atlas:C4,C2', /circe is written/],
      ['0000000000000000000000000/1/aphrodite[1]:B3,D3/mortal:C4,C2', /aphrodite keeps no data/],
      ['0000000000000000000000000/1/hypnus^:B3,D3/mortal:C4,C2', /hypnus keeps no data/],
      ['0000000000000000000000000/1/persephone[+]:B3,D3/mortal:C4,C2', /persephone keeps no data/],
      ['0000000000000000000000000/1/zeus[1]:B3,D3/mortal:C4,C2', /zeus keeps no data/],
      ['0000000000000000000000000/1/mortal:-/mortal:C4,C2', /only with 3 players/],
      ['0000000000000000000000000/1/mortal:B3,-,D3/mortal:C4,C2', /in a list of two/],
      ['0000000000000000000000000/1/mortal:-/mortal:C4,C2/mortal:A1,A2', /the side to move has left/],
      ['8000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2', /column 1: height must be 0-3/],
    ];
    for (const [text, pattern] of bad) {
      const result = fromPosition(text);
      expect(code(result), text).toBe('malformed-record');
      expect(message(result), text).toMatch(pattern);
    }
  });
});

describe('spaceAt', () => {
  it('reads a space by name in either case, null for a non-square', () => {
    const state = unwrap(fromPosition('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2'));
    expect(spaceAt(state, 'b3')).toEqual({ level: 0, dome: false, worker: { seat: 0, index: 0 } });
    expect(spaceAt(state, 'F6')).toBeNull();
    expect(spaceAt(state, 3 as never)).toBeNull();
  });
});

describe('views and renderText', () => {
  it('hides nothing: every seat sees what a spectator sees', () => {
    const state = unwrap(fromPosition('0000000000000000000000000/1/athena^:B3,D3/mortal:C4,C2'));
    expect(santorini.view(state, 0)).toEqual(santorini.view(state, null));
    expect(santorini.view(state, 1)).toEqual(state);
  });

  it('draws the board with levels, domes and workers', () => {
    const game = position('0123012341022300141000100/1/athena:B4,A1/mortal:C3,D2').play('B4-B3', 'build B4').state;
    expect(renderText(santorini.view(game, null))).toBe(
      [
        'Santorini, 2 players - 0:a=athena  1:b=mortal',
        '    A   B   C   D   E',
        '5   0   1   2   3   0',
        '4   1   3   3   3D  1',
        '3   0   2a  2b  3   0',
        '2   0   1   3D  1b  0',
        '1   0a  0   1   0   0',
      ].join('\n') + '\nTurn 2: seat 1 moves',
    );
  });

  it('announces the end of the game', () => {
    const game = position('0123012341022300141000100/1/mortal:B4,A1/mortal:C3,D2').play('B4-C4').state;
    expect(renderText(santorini.view(game, 1)).split('\n').at(-1)).toBe('Game over: won by seat 0 (reached level 3) after 0 turns');
  });
});
