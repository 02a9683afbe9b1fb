import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asView } from '@games/core/authoring';
import { pig, redealHiddenSecrets, type PigOptions, type PigState } from '@games/core/example';
import { conformanceLaws, LawFailure, type ConformanceConfig } from '@games/testing';
import { conformance } from '@games/testing/vitest';
import { brokenPigs } from './broken-pigs.js';
import { failureOf } from './failure-of.js';

const options: fc.Arbitrary<PigOptions> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  target: fc.integer({ min: 10, max: 30 }),
  seed: fc.integer(),
});
// The default budget: what the figures in the README are measured with.
const config: ConformanceConfig<PigState, PigOptions> = { options };

conformance(pig, config);

const lawOf = (laws: ReturnType<typeof conformanceLaws>, start: string) => {
  const found = laws.find((candidate) => candidate.name.startsWith(start));
  if (found === undefined) throw new Error(`no law starting "${start}"`);
  return found;
};

describe('the conformance kit catches broken games', () => {
  for (const { name, game, law } of brokenPigs) {
    it(`${name} fails "${law}"`, () => {
      const failure = failureOf(lawOf(conformanceLaws(game, config), law).check);
      expect(failure.law.startsWith(law)).toBe(true);
      expect(failure.message).toContain(`breaks the law "${failure.law}"`);
      expect(failure.message).toContain(`moves (${failure.moves.length})`);
    });
  }

  it('catches each broken copy with the default budget for 20 seeds of 20', () => {
    for (const { name, game, law } of brokenPigs) {
      let caught = 0;
      for (let seed = 1; seed <= 20; seed++) {
        try {
          lawOf(conformanceLaws(game, { ...config, seed, shrink: false }), law).check();
        } catch (thrown) {
          if (!(thrown instanceof LawFailure)) throw thrown;
          caught++;
        }
      }
      expect(`${name}: caught for ${caught} seeds of 20`).toBe(`${name}: caught for 20 seeds of 20`);
    }
  });

  it('shrinks a failure that needs a hold first to the three plies before it', () => {
    const broken = brokenPigs.find((candidate) => candidate.name.includes('once someone has banked'))!;
    const failure = failureOf(lawOf(conformanceLaws(broken.game, config), broken.law).check);
    expect(failure.moves.length).toBeLessThanOrEqual(3);
    expect(failure.moves[failure.moves.length - 1]).toBe('hold');
    expect(failure.shrinks).toBeGreaterThan(0);
    expect(failure.problem).toContain('{"kind":"hold"}');
    expect(failure.message).toMatch(/replay with \{ seed: 42, path: "[0-9:]+" \}/);
  });

  it('replays a failure from the seed and path it prints', () => {
    const broken = brokenPigs.find((candidate) => candidate.name.includes('once someone has banked'))!;
    const first = failureOf(lawOf(conformanceLaws(broken.game, config), broken.law).check);
    const again = failureOf(lawOf(conformanceLaws(broken.game, { ...config, seed: first.seed, path: first.path! }), broken.law).check);
    expect(again.moves).toEqual(first.moves);
  });

  it('names the law, the problem and the move sequence of a peeking re-deal', () => {
    const broken = brokenPigs.find((candidate) => candidate.name.includes('shuffles the real hidden secrets'))!;
    const failure = failureOf(lawOf(conformanceLaws(broken.game, config), broken.law).check);
    expect(failure.message).toContain('breaks the law "a re-deal depends only on what the seat sees');
    expect(failure.problem).toMatch(/cannot tell apart/);
    expect(failure.moves.length).toBeLessThanOrEqual(1);
  });

  it('fails a game that never ends with a message naming the ply limit, not a crash', () => {
    const broken = brokenPigs.find((candidate) => candidate.name.includes('never ends'))!;
    const laws = conformanceLaws(broken.game, { ...config, endWithin: 500 });
    const failure = failureOf(lawOf(laws, 'the game ends').check);
    expect(failure.problem).toContain('500 plies');
    expect(failure.problem).toContain('endWithin');
    // every other law runs to its verdict on the never-ending copy without crashing the suite
    for (const law of laws.filter((candidate) => !candidate.name.startsWith('the game ends'))) expect(() => law.check(), law.name).not.toThrow();
  });

  it('takes a re-deal from the config for games without their own', () => {
    const { redeal: _ownRedeal, ...withoutRedeal } = pig;
    const leaking = { ...withoutRedeal, view: (state: PigState) => asView({ ...state, secrets: state.secrets.slice() }) };
    const viewLaw = (laws: ReturnType<typeof conformanceLaws>) => lawOf(laws, 'views show the same').check;
    expect(viewLaw(conformanceLaws(leaking, { ...config, hidden: redealHiddenSecrets }))).toThrow(LawFailure);
    // without any re-deal the suite cannot tell what the view should hide
    expect(viewLaw(conformanceLaws(leaking, config))).not.toThrow();
  });

  it('the real game passes every law the broken copies fail', () => {
    for (const law of conformanceLaws(pig, config)) expect(() => law.check(), law.name).not.toThrow();
  });
});
