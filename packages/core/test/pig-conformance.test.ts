import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pig, redealHiddenSecrets, type PigOptions, type PigState } from '../src/example.js';
import { conformance, conformanceLaws } from '../src/testing/index.js';
import { brokenPigs } from './broken-pigs.js';

const options: fc.Arbitrary<PigOptions> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  target: fc.integer({ min: 10, max: 30 }),
  seed: fc.integer(),
});
// Hidden information is re-dealt by the game's own `redeal`, which the suite then checks too.
const config = { options, maxPlies: 120, numRuns: 30 };

conformance(pig, config);

describe('the conformance kit catches broken games', () => {
  for (const { name, game, law } of brokenPigs) {
    it(`${name} fails "${law}"`, () => {
      const laws = conformanceLaws(game, config);
      const target = laws.find((candidate) => candidate.name.startsWith(law));
      expect(target, `no law starting "${law}"`).toBeDefined();
      expect(() => target!.check()).toThrow();
    });
  }

  it('takes a re-deal from the config for games without their own', () => {
    const { redeal: _ownRedeal, ...withoutRedeal } = pig;
    const leaking = { ...withoutRedeal, view: (state: PigState) => ({ ...state, secrets: state.secrets.slice() }) };
    const viewLaw = (laws: ReturnType<typeof conformanceLaws>) => laws.find((law) => law.name.startsWith('views show the same'))!.check;
    expect(viewLaw(conformanceLaws(leaking, { ...config, hidden: redealHiddenSecrets }))).toThrow();
    // without any re-deal the suite cannot tell what the view should hide
    expect(viewLaw(conformanceLaws(leaking, config))).not.toThrow();
  });

  it('the real game passes every law the broken copies fail', () => {
    for (const law of conformanceLaws(pig, config)) expect(() => law.check(), law.name).not.toThrow();
  });
});
