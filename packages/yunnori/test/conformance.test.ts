import fc from 'fast-check';
import { conformance } from '@games/testing/vitest';
import { ANIMALS, yunnori, type YunnoriOptions } from '@games/yunnori';

/** Every basic setup: 2–4 players with 1–4 pieces each. */
const basic: YunnoriOptions[] = [];
for (let players = 2; players <= 4; players++) for (let pieces = 1; pieces <= 4; pieces++) basic.push({ players, pieces });

/** Advanced setups: 2–4 animal players, any animals (repeats allowed), some with another stick probability. */
export const advancedOptions: fc.Arbitrary<YunnoriOptions> = fc
  .record({
    animals: fc.array(fc.constantFrom(...ANIMALS), { minLength: 2, maxLength: 4 }),
    stickFrontProbability: fc.constantFrom(0.5, 0.5, 0.3, 0.7),
  })
  .map(({ animals, stickFrontProbability }) => ({ version: 'advanced' as const, animals, stickFrontProbability }));

conformance(yunnori, { name: 'yunnori basic', options: basic, maxPlies: 300, numRuns: 60, seed: 4, perfectInformation: true });
conformance(yunnori, { name: 'yunnori advanced', options: advancedOptions, maxPlies: 300, numRuns: 40, seed: 5, perfectInformation: true });
