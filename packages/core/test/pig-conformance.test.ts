import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pig, redealHiddenSecrets, type PigOptions } from '../src/index.js';
import { conformance, conformanceLaws } from '../src/testing/index.js';
import { brokenPigs } from './broken-pigs.js';

const options: fc.Arbitrary<PigOptions> = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  target: fc.integer({ min: 10, max: 30 }),
  seed: fc.integer(),
});
const config = { options, maxPlies: 120, numRuns: 30, hidden: redealHiddenSecrets };

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

  it('the real game passes every law the broken copies fail', () => {
    for (const law of conformanceLaws(pig, config)) expect(() => law.check(), law.name).not.toThrow();
  });
});
