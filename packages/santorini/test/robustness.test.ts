/**
 * Outside input never crashes the engine and what it accepts round-trips exactly (issue 19): views
 * are fresh data, values JSON cannot express are refused or read (each field once), and the text
 * readers (position strings, move notation) are fuzzed with mutations of valid inputs.
 */
import { unwrap } from '@games/core';
import { arbMutatedText, holes, hostileInputLaws, reach } from '@games/testing';
import fc from 'fast-check';
import { formatMove, fromPosition, parseMove, santorini, SantoriniError, toPosition, type GodName, type SantoriniMove, type SantoriniState } from '@games/santorini';
import { registerGod } from '@games/santorini/powers';
import { describe, expect, it } from 'vitest';
import { allGodOptions } from './god-options.js';

const position = (text: string): SantoriniState => unwrap(fromPosition(text));
const codes = new Set<string>(Object.values(SantoriniError));

/** Asserts a refusal: a Result error whose code is one of the engine's codes. */
function expectRefusal(result: { ok: boolean; error?: { code: string; message: string } }, code?: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(codes.has(result.error!.code)).toBe(true);
  expect(result.error!.message.length).toBeGreaterThan(0);
  if (code !== undefined) expect(result.error!.code).toBe(code);
}

describe('views are fresh data', () => {
  it('editing every part of a view edits neither the state nor a later view', () => {
    const state = unwrap(santorini.setup({ gods: ['chaos', 'athena'], seed: 3 }));
    const played = ['place B2', 'place D4', 'place B4', 'place D2', 'B2-C3'].reduce((current, text) => unwrap(santorini.play(current, unwrap(santorini.parseMove(text, current)))), state);
    const before = JSON.stringify(played);
    for (const seat of [0, 1, null]) {
      const view = santorini.view(played, seat);
      const fresh = JSON.stringify(santorini.view(played, seat));
      view.gods[0] = 'zeus';
      view.levels[0] = 3;
      view.workers[0] = 24;
      view.out.push(1);
      view.turn.movers = 0;
      view.turn.notes.push(7);
      view.rules.maxTurns = 1;
      (view.powers[0] as { god: string }).god = 'pan';
      (view.powers[0] as { deck: string[] }).deck.push('hermes');
      view.powers[1] = true;
      expect(JSON.stringify(played)).toBe(before);
      expect(JSON.stringify(santorini.view(played, seat))).toBe(fresh);
    }
  });

  it('a finished game: editing the view outcome leaves the state outcome', () => {
    const over = unwrap(santorini.play(position('0000000300002000000000000/1/mortal:C3,A1/mortal:E5,E4'), unwrap(parseMove('C3-C4'))));
    const view = santorini.view(over, 0);
    view.outcome!.ranking[0]!.push(1);
    view.outcome!.reason = 'edited';
    expect(over.outcome).toEqual({ ranking: [[0], [1]], reason: 'reached-level-3' });
  });
});

describe('values JSON cannot express never crash an entry point', () => {
  const state = position('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2');
  const strange: unknown[] = [
    10n,
    Symbol('move'),
    Object.create(null),
    Object.assign(Object.create(null), { kind: 'pass' }),
    Object.assign([], { constructor: 'pass' }),
    { kind: 10n },
    { kind: Symbol('pass') },
    { kind: 'move', from: 10n, to: 'C3' },
    { kind: 'build', square: Symbol('B4') },
    { kind: 'move', from: 'B3', to: 'B4', [Symbol('extra')]: 1 },
    {
      get kind(): string {
        throw new Error('a getter that throws');
      },
    },
    new Proxy({}, { ownKeys: () => { throw new Error('a trap that throws'); } }),
    () => 'pass',
  ];

  it('play refuses them with a code, state unchanged', () => {
    const before = JSON.stringify(state);
    for (const value of strange) expectRefusal(santorini.play(state, value as SantoriniMove));
    expect(JSON.stringify(state)).toBe(before);
  });

  it('a null-prototype copy of a legal move plays like the move', () => {
    const move = Object.assign(Object.create(null), { kind: 'move', from: 'B3', to: 'A4' }) as SantoriniMove;
    expect(santorini.play(state, move).ok).toBe(true);
  });

  it('reads each field of a move once: a getter that changes between reads cannot smuggle a move past the checks', () => {
    const reads: Record<string, number> = {};
    const counted = (key: string, values: string[]): (() => string) => () => {
      reads[key] = (reads[key] ?? 0) + 1;
      return values[Math.min(reads[key]! - 1, values.length - 1)]!;
    };
    // first read: a legal step; any later read: a square off the island
    const move = Object.defineProperties({}, {
      kind: { get: counted('kind', ['move', 'dome']), enumerable: true },
      from: { get: counted('from', ['B3', 'Z9']), enumerable: true },
      to: { get: counted('to', ['A4', 'Z9']), enumerable: true },
    }) as SantoriniMove;
    const next = unwrap(santorini.play(state, move));
    expect(reads).toEqual({ kind: 1, from: 1, to: 1 });
    expect(next.workers).toEqual(unwrap(santorini.play(state, unwrap(parseMove('B3-A4')))).workers);
  });

  it('parseMove, formatMove, setup and fromPosition refuse or describe them', () => {
    for (const value of strange) {
      expectRefusal(parseMove(value as string));
      expect(typeof formatMove(value as SantoriniMove)).toBe('string');
      // an empty null-prototype object is a valid (empty) options object
      if (!(typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null && Object.keys(value).length === 0)) expectRefusal(santorini.setup(value as never));
      expectRefusal(santorini.setup({ gods: [value] } as never));
      expectRefusal(santorini.setup({ players: value } as never));
      expectRefusal(santorini.setup({ maxTurns: value } as never));
      expectRefusal(fromPosition(value as string));
      const read = fromPosition('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2', { maxTurns: value } as never);
      if (value !== undefined && !read.ok) expect(codes.has(read.error.code)).toBe(true);
    }
    expectRefusal(santorini.setup({ get players(): number { throw new Error('a getter that throws'); }, gods: 5 } as never), 'invalid-options');
    expect(santorini.setup(Object.assign(Object.create(null), { players: 3 })).ok).toBe(true);
    expect(santorini.setup({ gods: null }).ok).toBe(true);
    expect(fromPosition('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2', Object.assign(Object.create(null), { seed: 10n })).ok).toBe(true);
  });
});

describe('registerGod checks what it is given', () => {
  it('refuses gods without a title, summary or player counts, and values that are not gods', () => {
    for (const value of [null, 10n, Symbol('god'), 'zeus', { name: 'nocounts', title: 'No', summary: 'No counts.' }, { name: 'badcounts', title: 'B', summary: 'B.', playerCounts: [5] }, { name: 'Upper', title: 'U', summary: 'U.', playerCounts: [2] }]) {
      expectRefusal(registerGod(value as never), 'invalid-god');
    }
    // a refused name stays unknown to setup, which refuses it without crashing
    expectRefusal(santorini.setup({ gods: ['nocounts' as GodName, 'mortal'] }), 'unknown-god');
  });

  it('registers a frozen copy: a getter is read once', () => {
    let reads = 0;
    const god = {
      get name(): string {
        reads++;
        return reads === 1 ? 'onceread' : 'Changed Name';
      },
      title: 'Once',
      summary: 'Read once.',
      playerCounts: [2],
    };
    const registered = unwrap(registerGod(god as never));
    expect(reads).toBe(1);
    expect(registered.name).toBe('onceread');
    expect(Object.isFrozen(registered)).toBe(true);
    expect(santorini.setup({ gods: ['onceread' as GodName, 'mortal'] }).ok).toBe(true);
  });
});

describe('refusing a huge input costs nothing of its size', () => {
  it('messages quote a bounded part of the input (the refusal never serialises it)', () => {
    const state = position('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2');
    const long = 'x'.repeat(1_000_000);
    const huge = holes(1_000_000);
    const results = [
      santorini.play(state, huge as never),
      santorini.play(state, { kind: 'place', square: long } as never),
      santorini.play(state, { kind: long } as never),
      santorini.play(state, Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, long])) as never),
      parseMove(long),
      parseMove(`place ${long}`),
      fromPosition(long),
      fromPosition(`0000000000000000000000000/1/mortal:${long}/mortal:C4,C2`),
      santorini.setup({ gods: huge } as never),
      santorini.setup({ players: long } as never),
      santorini.setup({ [long]: 1 } as never),
    ];
    for (const result of results) {
      expectRefusal(result);
      if (!result.ok) expect(result.error.message.length).toBeLessThan(300);
    }
    expect(formatMove(huge as never).length).toBeLessThan(100);
  });
});

/** Valid inputs to mutate: positions and moves of random games among all thirty gods. */
const games = fc.record({ options: allGodOptions, choices: fc.array(fc.nat(), { minLength: 0, maxLength: 50 }) }).map(({ options, choices }) => reach(santorini, options, choices));

const alphabet = [...'0123456789/:,;[]^+-_ABCDEFZabcdez \t', 'mortal', 'athena', 'chaos', 'circe[', 'dionysus', 'selene', '5', '7'];
/** Up to five edits (replace, insert, delete or repeat a slice of up to seven characters) of a text. */
const mutated = (valid: fc.Arbitrary<string>): fc.Arbitrary<string> => arbMutatedText(valid, alphabet, { maxEdits: 5, maxSpan: 7 });

describe('the text readers, fuzzed with mutations of valid inputs', () => {
  it('position strings: never throw; what is accepted writes out and reads back exactly', () => {
    fc.assert(
      fc.property(mutated(games.map((game) => toPosition(game.state))), fc.boolean(), (text, physicalSupply) => {
        const read = fromPosition(text, { physicalSupply });
        if (!read.ok) {
          expect(codes.has(read.error.code)).toBe(true);
          expect(read.error.message.length).toBeGreaterThan(0);
          return;
        }
        const written = toPosition(read.value);
        const again = fromPosition(written, { physicalSupply });
        expect(again.ok).toBe(true);
        if (!again.ok) return;
        expect(toPosition(again.value)).toBe(written);
        if (read.value.phase !== 'over') expect(again.value).toEqual(read.value);
      }),
      { seed: 23, numRuns: 500 },
    );
  });

  it('the unmutated position of any reached state reads back to the same position', () => {
    fc.assert(
      fc.property(games, (game) => {
        if (game.state.phase === 'over') return;
        const written = toPosition(game.state);
        expect(toPosition(unwrap(fromPosition(written, { physicalSupply: game.state.rules.physicalSupply })))).toBe(written);
      }),
      { seed: 24, numRuns: 150 },
    );
  });

  it('move notation: never throws; what is accepted is a move that writes out and reads back as itself', () => {
    const moves = games.chain((game) => fc.constantFrom(...(santorini.legalMoves(game.state).length > 0 ? santorini.legalMoves(game.state) : [unwrap(parseMove('pass'))])));
    fc.assert(
      fc.property(mutated(moves.map((move) => formatMove(move))), (text) => {
        const read = parseMove(text);
        if (!read.ok) {
          expect(codes.has(read.error.code)).toBe(true);
          return;
        }
        const written = formatMove(read.value);
        const again = unwrap(parseMove(written));
        expect(again).toBe(read.value);
        expect(formatMove(again)).toBe(written);
      }),
      { seed: 25, numRuns: 800 },
    );
  });
});

// play, parseMove, formatMove and setup answer hostile values (getters that throw or change, proxies
// whose traps throw) with one of the engine's codes and leave the state as it was; a field of a move
// or of the options read differently the second time is read once. Games among all thirty gods.
describe('hostile input: the laws of @games/testing', () => {
  for (const law of hostileInputLaws(santorini, { options: allGodOptions, maxPlies: 50, numRuns: 30, statesPerRun: 3, hostilePerState: 10, seed: 26, errorCodes: [...codes] })) it(law.name, law.check);
});
