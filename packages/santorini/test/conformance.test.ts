import { conformance } from '@games/core/testing';
import fc from 'fast-check';
import { santorini, SIMPLE_GODS, type SantoriniOptions } from '@games/santorini';

const names = SIMPLE_GODS.map((god) => god.name);

/** Random player counts and god pairings (distinct gods, some seats mortal). */
const options: fc.Arbitrary<SantoriniOptions> = fc
  .integer({ min: 2, max: 4 })
  .chain((players) =>
    fc.record({
      players: fc.constant(players),
      gods: fc.uniqueArray(fc.constantFrom(...names, 'mortal'), { minLength: players, maxLength: players }),
      physicalSupply: fc.boolean(),
      seed: fc.integer({ min: 0, max: 1000 }),
    }),
  );

conformance(santorini, { name: 'santorini (2-4 players, random gods)', options, maxPlies: 120, numRuns: 40, seed: 3, perfectInformation: true });
conformance(santorini, {
  name: 'santorini (mortals, short games)',
  options: [{ players: 2 }, { players: 3, maxTurns: 20 }, { players: 4, seed: 7 }],
  maxPlies: 200,
  numRuns: 30,
  seed: 11,
  perfectInformation: true,
});
