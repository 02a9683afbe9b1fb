import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode, type Game } from '@games/core';
import { pig, type PigMove, type PigOptions, type PigState, type PigView } from '@games/core/example';
import { arbHostileMove, arbHostileValue, arbMutatedText, changingField, conformanceLaws, hostileInputLaws, throwingField, type ConformanceConfig } from '@games/testing';
import { failureOf } from './failure-of.js';

type PigGame = Game<PigState, PigMove, PigOptions, PigView>;

const config: ConformanceConfig<PigState, PigOptions> = { options: fc.record({ players: fc.integer({ min: 2, max: 4 }), target: fc.integer({ min: 10, max: 30 }), seed: fc.integer() }), numRuns: 20 };
const CODES = Object.values(ErrorCode) as string[];

const lawNamed = (game: PigGame, start: string, accessors = false) => hostileInputLaws(game, config, { accessors, proxies: accessors }).find((law) => law.name.startsWith(start))!;

describe('hostile values', () => {
  it('include what JSON cannot express, and getters that throw or change', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(arbHostileValue(), (value) => {
        kinds.add(typeof value);
        if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null) kinds.add('null-prototype');
      }),
      { seed: 1, numRuns: 400 },
    );
    for (const kind of ['bigint', 'symbol', 'function', 'undefined', 'object', 'string', 'number', 'null-prototype']) expect(kinds).toContain(kind);
    const changing = changingField({ kind: 'roll' }, 'kind', 'roll', 'hold');
    expect([changing.kind, changing.kind, changing.kind]).toEqual(['roll', 'hold', 'hold']);
    expect(() => throwingField({ kind: 'roll' }, 'kind').kind).toThrow(/reading kind/);
  });

  it('shaped like moves: built from the legal moves given, some still legal', () => {
    let legalLooking = 0;
    fc.assert(
      fc.property(arbHostileMove([{ kind: 'face', value: 3 }]), (value) => {
        if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === null && (value as PigMove).kind === 'face') legalLooking++;
      }),
      { seed: 2, numRuns: 400 },
    );
    expect(legalLooking).toBeGreaterThan(0);
  });

  it('mutated texts stay near the valid ones and include them', () => {
    const seen = new Set<string>();
    fc.assert(fc.property(arbMutatedText(['roll', 'hold'], 'xyz', { maxEdits: 2, maxSpan: 2 }), (text) => void seen.add(text)), { seed: 3, numRuns: 300 });
    expect(seen).toContain('roll');
    expect(seen).toContain('hold');
    for (const text of seen) expect(text.length).toBeLessThanOrEqual(8);
    expect([...seen].some((text) => /[xyz]/.test(text))).toBe(true);
    expect(() => arbMutatedText([], 'x')).toThrow();
  });
});

describe('the bad-input laws', () => {
  it('Secret Pig keeps the bad-input law, with its own error codes', () => {
    hostileInputLaws(pig, { ...config, errorCodes: CODES, hostilePerState: 16 }, { accessors: false })[0]!.check();
  });

  it('Secret Pig keeps both laws with getters and proxies too: each field read once, nothing thrown', () => {
    for (const law of hostileInputLaws(pig, { ...config, errorCodes: CODES })) law.check();
  });

  it('find a copy that checks a move with one read of its fields and plays it with another: getters that throw, fields read twice', () => {
    const careless: PigGame = {
      ...pig,
      play(state, move) {
        if (typeof move !== 'object' || move === null) return pig.play(state, move);
        const checked = pig.play(state, { ...move }); // reads every field to check the move...
        if (!checked.ok) return checked;
        return pig.play(state, { ...move }); // ...and reads them all again to play it
      },
    };
    expect(failureOf(lawNamed(careless, 'bad input', true).check).problem).toMatch(/threw: Error: (reading kind|a proxy trap that throws)|play accepted .*which plays as none of the/);
    expect(failureOf(lawNamed(careless, 'each field', true).check).problem).toMatch(/with its kind reading .* the second time plays differently: the field is read twice/);
  });

  it('leave out the read-once law without accessors', () => {
    expect(hostileInputLaws(pig, config, { accessors: false }).map((law) => law.name.split(':')[0])).toEqual(['bad input never crashes']);
    expect(hostileInputLaws(pig, config, { proxies: false })).toHaveLength(2);
  });

  it('are part of the conformance laws (the read-once law is not)', () => {
    const names = conformanceLaws(pig, config).map((law) => law.name);
    expect(names.filter((name) => name.startsWith('bad input never crashes'))).toHaveLength(1);
    expect(names.some((name) => name.startsWith('each field'))).toBe(false);
  });

  it('catch a play that throws on a BigInt', () => {
    const broken: PigGame = {
      ...pig,
      play(state, move) {
        JSON.stringify(move); // throws on a BigInt
        return pig.play(state, move);
      },
    };
    expect(failureOf(lawNamed(broken, 'bad input').check).problem).toMatch(/play\(.*\) threw: TypeError/);
  });

  it('catch a parseMove that accepts what is not text', () => {
    const broken: PigGame = { ...pig, parseMove: (text, state) => (typeof text === 'string' ? pig.parseMove(text, state) : { ok: true, value: { kind: 'roll' } }) };
    expect(failureOf(lawNamed(broken, 'bad input').check).problem).toMatch(/parseMove accepted .* which is not text/);
  });

  it('catch a refusal with a code that is not the game\'s', () => {
    const broken: PigGame = { ...pig, play: (state, move) => (typeof move === 'symbol' ? { ok: false, error: { code: 'oops', message: 'a symbol' } as never } : pig.play(state, move)) };
    const law = hostileInputLaws(broken, { ...config, errorCodes: CODES }).find((candidate) => candidate.name.startsWith('bad input'))!;
    expect(failureOf(law.check).problem).toMatch(/error code "oops" is not one of the game's codes/);
  });

  it('catch a setup that throws on a value JSON cannot express', () => {
    const broken: PigGame = {
      ...pig,
      setup(options) {
        JSON.stringify(options); // throws on a BigInt
        return pig.setup(options);
      },
    };
    expect(failureOf(lawNamed(broken, 'bad input').check).problem).toMatch(/setup\(.*\) threw/);
  });

  it('pass a copy of Secret Pig that reads each field of a move once', () => {
    const careful: PigGame = { ...pig, play: (state, move) => pig.play(state, typeof move === 'object' && move !== null ? { ...move } : move) };
    lawNamed(careful, 'each field', true).check();
  });
});
