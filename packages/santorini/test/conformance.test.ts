import { conformance } from '@games/testing/vitest';
import fc from 'fast-check';
import { santorini, SIMPLE_GODS, type GodName, type SantoriniOptions } from '@games/santorini';
import { allGodOptions } from './god-options.js';

const simple = SIMPLE_GODS.map((god) => god.name as GodName);

/** Random player counts and god pairings among the ten Simple Gods (distinct gods, some seats mortal). */
const simpleOptions: fc.Arbitrary<SantoriniOptions> = fc
  .integer({ min: 2, max: 4 })
  .chain((players) =>
    fc.record({
      players: fc.constant(players),
      gods: fc.uniqueArray(fc.constantFrom<GodName | 'mortal'>(...simple, 'mortal'), { minLength: players, maxLength: players }),
      physicalSupply: fc.boolean(),
      seed: fc.integer({ min: 0, max: 1000 }),
    }),
  );

conformance(santorini, { name: 'santorini (2-4 players, random Simple Gods)', options: simpleOptions, maxPlies: 120, numRuns: 40, seed: 3, perfectInformation: true });
conformance(santorini, {
  name: 'santorini (2-4 players, random pairings of all thirty gods)',
  options: allGodOptions,
  maxPlies: 120,
  numRuns: 60,
  seed: 9,
  perfectInformation: true,
});
conformance(santorini, {
  name: 'santorini (Chaos against the gods with hidden or stored data)',
  options: (['circe', 'morpheus', 'dionysus', 'athena', 'selene', 'persephone'] as const).map((god, index): SantoriniOptions => ({ gods: ['chaos', god], seed: index })),
  maxPlies: 150,
  numRuns: 30,
  seed: 5,
  perfectInformation: true,
});
conformance(santorini, {
  name: 'santorini (mortals, short games)',
  options: [{ players: 2 }, { players: 3, maxTurns: 20 }, { players: 4, seed: 7 }],
  maxPlies: 200,
  numRuns: 30,
  seed: 11,
  perfectInformation: true,
});
