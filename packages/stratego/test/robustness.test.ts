// Issue 19: bad input never crashes, hangs or is accepted; views are fresh data; writers refuse
// what their reader could not read back.
import { describe, expect, it } from 'vitest';
import { holes, hostileInputLaws, scenario } from '@games/testing';
import { unwrap, type Result } from '@games/core';
import { completeSetup, describeSetup, setupToMoves, stratego, StrategoError, type StrategoMove, type StrategoState } from '@games/stratego';
import { formatGravon, parseGravon } from '@games/stratego/gravon';

const FIELD = 'EEBMBEFBDEBGIBHGBIDEGJDFDHCDJGDHDLIFKFDHAA__AA__AAAA__AA__AARNTOPTWNPSPNVPVPSPUXNQTQQPYRNNRQUPTSQSUR';
const record = (type: string, extra = ''): string =>
  `<?xml version="1.0"?>\n<stratego>\n <game type="${type}">\n  <field content="${FIELD}"/>\n  <move id="1" source="E4" target="E5"/>${extra}\n </game>\n</stratego>`;

const code = (result: Result<unknown>): string => (result.ok ? 'ok' : result.error.code);
const start = (): StrategoState => unwrap(stratego.setup({ seed: 5, redSetup: 'random', blueSetup: 'random' }));

/** Values JSON cannot express, and objects built to trip up code that reads a field twice. */
function oddValues(): unknown[] {
  const arrayWithConstructor = Object.assign(['E4', 'E5'], { constructor: 'x' });
  const throwing = {
    get kind(): string {
      throw new Error('boom');
    },
  };
  return [10n, Symbol('s'), Object.create(null), arrayWithConstructor, throwing, { kind: 'move', from: 10n, to: Symbol('t') }, { kind: 'place', rank: 10n, square: 'A1' }, { kind: Symbol('k') }, new Array(3), () => 1, NaN, -0, Infinity];
}

describe('the Gravon reader never reads Object.prototype (issue 19)', () => {
  it('takes type="constructor" and type="__proto__" as unknown type names (the army decides), never throws', () => {
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const read = parseGravon(record(type));
      expect(read.ok).toBe(true);
      expect(unwrap(read).options.variant).toBe('classic');
    }
    // With a field that matches no army an unknown name is an error with a code.
    const small = record('__proto__').replace(FIELD, FIELD.replace(/[B-Y]/g, 'A'));
    expect(parseGravon(small)).toMatchObject({ ok: false, error: { code: 'malformed-record', message: expect.stringMatching(/unknown game type '__proto__'/) } });
  });

  it('refuses an undefined entity such as &constructor; (no entity table lookup reaches a prototype)', () => {
    for (const entity of ['&constructor;', '&__proto__;', '&toString;', '&valueOf;']) {
      expect(parseGravon(record(`classic${entity}`))).toMatchObject({ ok: false, error: { code: 'malformed-record', message: expect.stringMatching(/^line 3:\d+: undefined entity/) } });
      expect(parseGravon(record('classic', `<player id="1">${entity}</player>`))).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    }
  });

  it('keeps attribute and element names such as __proto__ as plain names', () => {
    const read = parseGravon(record('classic', '<move __proto__="x" id="2" source="E7" target="E6" constructor="y"/><__proto__ id="1"/><player id="__proto__">x</player>'));
    expect(unwrap(read).moves).toEqual(['E4-E5', 'E7-E6']);
    expect(unwrap(read).players).toEqual(['', '']);
    expect(Object.prototype).not.toHaveProperty('x');
  });

  it('refuses player names its writer could not write back (a lone surrogate, a name too long)', () => {
    expect(parseGravon(record('classic', '<player id="1">a\ud800b</player>'))).toMatchObject({ ok: false, error: { code: 'malformed-record', message: expect.stringMatching(/lone surrogate/) } });
    expect(parseGravon(record('classic', `<player id="1">${'n'.repeat(201)}</player>`))).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    expect(unwrap(parseGravon(record('classic', `<player id="2"> ${'n'.repeat(200)} </player>`))).players).toEqual(['', 'n'.repeat(200)]);
  });

  it('refuses a document with a DTD entity rather than expanding it', () => {
    const bomb = '<?xml version="1.0"?><!DOCTYPE stratego [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><stratego><game type="&b;"/></stratego>';
    expect(code(parseGravon(bomb))).toBe('malformed-record');
  });

  it('refuses a huge document at once, and anything that is not text', () => {
    expect(parseGravon(`<stratego>${' '.repeat(2_000_000)}</stratego>`)).toMatchObject({ ok: false, error: { code: 'malformed-record', message: expect.stringMatching(/more than the 1000000 read/) } });
    for (const value of [...oddValues(), null, undefined, 5, ['<a/>']]) expect(code(parseGravon(value as string))).toBe('malformed-record');
  });
});

describe('formatGravon validates what it writes (issue 19)', () => {
  const moves = ['E4-E5'];
  const options = { redSetup: 'random', blueSetup: 'random', seed: 1 };

  it('refuses players that are not names, with a code', () => {
    for (const players of [[5], [null, 'b'], ['a', 'b', 'c'], 'ab', {}, [10n], [Symbol('x')], ['a\u0000b'], [' padded'], ['x'.repeat(201)], ['\ud800']]) {
      expect(formatGravon({ options, moves, players: players as string[] })).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    }
  });

  it('refuses a result that is not a Gravon result (the writer never writes what its reader refuses)', () => {
    for (const result of [{}, { type: 5, winner: 1 }, { type: 1, winner: 0 }, { type: '1" winner="1"/><evil a="', winner: 1 }, { type: 1, winner: '2' }, { type: 1.5, winner: 1 }, { type: 1n, winner: 1 }, [1, 1], 'win']) {
      expect(formatGravon({ options, moves, result: result as never })).toMatchObject({ ok: false, error: { code: 'malformed-record' } });
    }
  });

  it('refuses a record that is not one, without throwing', () => {
    for (const value of [...oddValues(), null, undefined, 'x', { options, moves: 'E4-E5' }, { options, moves: [5] }, { options, moves: [10n] }, { options: 5, moves: [] }, { options: { redSetup: 10n }, moves: [] }]) {
      const written = formatGravon(value as never);
      expect(written.ok).toBe(false);
    }
  });

  it('escapes names so that an injection reads back as the name it was', () => {
    const evil = 'Ann" winner="1"/><evil a="&amp;\n\t<b>\r]]>x';
    const written = unwrap(formatGravon({ options, moves, players: [evil, 'Bob'], result: { type: 3, winner: 2 } }));
    expect(written).not.toContain('<evil');
    const back = unwrap(parseGravon(written));
    expect(back.players).toEqual([evil, 'Bob']);
    expect(back.result).toEqual({ type: 3, winner: 2 });
    expect(back.moves).toEqual(moves);
  });

  it('writes what it reads: a written record reads back and writes the same text again', () => {
    const written = unwrap(formatGravon({ options, moves: ['E4-E5', 'E7-E6'], players: ['Ann', ''], result: null }));
    const back = unwrap(parseGravon(written));
    expect(back.players).toEqual(['Ann', '']);
    expect(back.result).toBeNull();
    expect(unwrap(formatGravon(back))).toBe(written);
  });
});

describe('views are fresh data (issue 19)', () => {
  it('editing every part of a view never edits the state', () => {
    const state = scenario(stratego).from(start()).play('E4-E5', 'E7-E6', 'E5-E6').state;
    const copy = structuredClone(state);
    for (const seat of [0, 1, null]) {
      const view = stratego.view(state, seat) as unknown as Record<string, unknown>;
      const mutate = (value: unknown): void => {
        if (Array.isArray(value)) {
          value.forEach(mutate);
          value.push(99);
        } else if (typeof value === 'object' && value !== null) {
          for (const key of Object.keys(value)) {
            mutate((value as Record<string, unknown>)[key]);
            (value as Record<string, unknown>)[key] = 'edited';
          }
        }
      };
      expect(state.lastMove).not.toBeNull();
      expect(state.lastCombat).not.toBeNull();
      mutate(view);
      expect(state).toEqual(copy);
    }
  });

  it('a finished game\'s outcome in the view is a copy too', () => {
    const over = unwrap(stratego.setup({ variant: 'barrage', seed: 1, redSetup: 'random', blueSetup: 'random', maxPlies: 1 }));
    const ended = unwrap(stratego.play(over, stratego.legalMoves(over)[0]!));
    const view = stratego.view(ended, 0);
    expect(view.outcome).toEqual({ ranking: [[0, 1]], reason: 'move-limit' });
    view.outcome!.ranking[0]!.push(7);
    expect(stratego.actor(ended)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'move-limit' } });
  });
});

describe('formatMove of a non-move describes it and never throws (issue 19)', () => {
  it('answers <not a move: ...> for anything that is not a move, which parseMove refuses', () => {
    const state = start();
    for (const value of [...oddValues(), null, undefined, 5, 'E4-E5', {}, { kind: 'move' }, { kind: 'move', from: 'J4', to: 'E5' }, { kind: 'place', rank: 13, square: 'A1' }, holes(2e7)]) {
      const text = stratego.formatMove(value as StrategoMove);
      expect(text).toMatch(/^<not a move: .*>$/s);
      expect(text.length).toBeLessThan(200);
      expect(stratego.parseMove(text, state).ok).toBe(false);
    }
  });

  it('writes a well-formed move that is not legal as its notation', () => {
    expect(stratego.formatMove({ kind: 'move', from: 'A1', to: 'C3' })).toBe('A1-C3');
    expect(stratego.formatMove({ kind: 'place', rank: 12, square: 'K10' })).toBe('place F K10');
  });
});

describe('values JSON cannot express never crash play, parseMove or setup (issue 19)', () => {
  it('play refuses each with a code and leaves the state as it was', () => {
    const state = start();
    const copy = structuredClone(state);
    for (const value of oddValues()) {
      const played = stratego.play(state, value as StrategoMove);
      expect(played.ok).toBe(false);
      expect(['malformed-move', 'off-board']).toContain(code(played));
      expect(state).toEqual(copy);
    }
  });

  it('a null-prototype move object is read like a plain one', () => {
    const state = start();
    const move = Object.assign(Object.create(null) as object, stratego.legalMoves(state)[0]!);
    expect(unwrap(stratego.play(state, move as StrategoMove))).toEqual(unwrap(stratego.play(state, stratego.legalMoves(state)[0]!)));
    expect(stratego.formatMove(move as StrategoMove)).toBe(stratego.formatMove(stratego.legalMoves(state)[0]!));
  });

  it('reads each field once: a kind that changes between reads cannot slip a move past the checks', () => {
    let reads = 0;
    const sneaky = {
      get kind(): string {
        reads++;
        return reads === 1 ? 'move' : 'place';
      },
      from: 'A4',
      to: 'A5',
    };
    const state = start();
    stratego.play(state, sneaky as StrategoMove);
    expect(reads).toBe(1);
  });

  it('a huge array move is refused without reading its items, with a short message', () => {
    let reads = 0;
    const huge = new Proxy(holes(2e7), {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const played = stratego.play(start(), huge as unknown as StrategoMove);
    expect(played).toMatchObject({ ok: false, error: { code: 'malformed-move' } });
    expect(reads).toBe(0);
    expect(played.ok ? '' : played.error.message.length).toBeLessThan(200);
    const plain = stratego.play(start(), holes(2e7) as unknown as StrategoMove);
    expect(plain.ok ? '' : plain.error.message).toMatch(/an array of 20000000 items/);
  });

  it('parseMove refuses non-text and very long text with a short message', () => {
    const state = start();
    for (const value of [...oddValues(), 'E4-E5'.repeat(1e6), `${'a-'.repeat(5e5)} `]) {
      const parsed = stratego.parseMove(value as string, state);
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.error.message.length).toBeLessThan(200);
    }
  });

  it('setup refuses odd option objects and values with invalid-options or invalid-setup', () => {
    const nullProto = Object.assign(Object.create(null) as object, { variant: 'barrage' as const });
    expect(unwrap(stratego.setup(nullProto)).rules.variant).toBe('barrage');
    const odd: unknown[] = [
      10n,
      Symbol('o'),
      [],
      Object.assign([], { constructor: 'x' }),
      { variant: 10n },
      { variant: Symbol('v') },
      { seed: 10n },
      { redSetup: 10n },
      { redSetup: Symbol('r') },
      { redSetup: Object.create(null) },
      { redSetup: 'M'.repeat(1e6) },
      { twoSquareLimit: 10n },
      { [Symbol('k')]: 1 },
      { constructor: 1 },
      {
        get variant(): string {
          throw new Error('boom');
        },
      },
    ];
    for (const options of odd) {
      const result = stratego.setup(options as never);
      expect(['invalid-options', 'invalid-setup']).toContain(code(result));
    }
  });

  it('reads only own fields: a null-prototype options object works, inherited fields are not options', () => {
    expect(unwrap(stratego.setup(Object.assign(Object.create(null) as object, { variant: 'duel' as const }))).rules.variant).toBe('duel');
    expect(unwrap(stratego.setup({ __proto__: { variant: 'barrage' }, seed: 1 } as never)).rules.variant).toBe('classic');
  });

  it('reads each option once: a variant that changes between reads is checked as read', () => {
    let reads = 0;
    const options = {
      get variant(): string {
        reads++;
        return reads === 1 ? 'barrage' : 'not a variant';
      },
    };
    expect(unwrap(stratego.setup(options as never)).rules.variant).toBe('barrage');
    expect(reads).toBe(1);
  });

  it('the setup string helpers refuse odd values with a code', () => {
    for (const value of [...oddValues(), 'F'.repeat(1e6)]) {
      expect(code(setupToMoves(0, value as string))).toBe('invalid-setup');
      expect(code(describeSetup(value as string))).toBe('invalid-setup');
      expect(code(completeSetup(value as string))).toBe('invalid-setup');
    }
    expect(code(setupToMoves(10n as never, 'x'))).toBe('invalid-seat');
    expect(code(setupToMoves(0, 'x', Symbol('v') as never))).toBe('invalid-options');
    expect(code(describeSetup('.'.repeat(40), '__proto__' as never))).toBe('invalid-options');
    expect(code(completeSetup('.'.repeat(40), 'classic', 10n as never))).toBe('invalid-options');
  });
});

// play, parseMove, formatMove and setup answer hostile values (getters that throw or change, proxies
// whose traps throw) with one of the engine's codes and leave the state as it was; a field of a move
// or of the options read differently the second time is read once. Games in play and during the setup.
describe('hostile input: the laws of @games/testing (issue 19)', () => {
  const options = [{ seed: 5, redSetup: 'random', blueSetup: 'random' }, { variant: 'barrage' as const, seed: 2 }, { variant: 'duel' as const, seed: 7, redSetup: 'random', blueSetup: 'random' }];
  for (const law of hostileInputLaws(stratego, { options, maxPlies: 120, numRuns: 25, statesPerRun: 3, hostilePerState: 10, seed: 27, errorCodes: Object.values(StrategoError) })) it(law.name, law.check);
});
