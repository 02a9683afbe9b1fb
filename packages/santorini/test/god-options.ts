/** Options arbitraries shared by the property tests. */
import fc from 'fast-check';
import { ADVANCED_GODS, SIMPLE_GODS, type SantoriniOptions } from '@games/santorini';

const everyGod = [...SIMPLE_GODS, ...ADVANCED_GODS];

/**
 * Random player counts and pairings among all thirty gods: only gods allowed at that player count,
 * never Circe with Eros.
 */
export const allGodOptions: fc.Arbitrary<SantoriniOptions> = fc
  .integer({ min: 2, max: 4 })
  .chain((players) => {
    const names = everyGod.filter((god) => god.playerCounts.includes(players)).map((god) => god.name);
    return fc.record({
      players: fc.constant(players),
      gods: fc
        .uniqueArray(fc.constantFrom(...names, 'mortal'), { minLength: players, maxLength: players })
        .filter((gods) => !(gods.includes('circe') && gods.includes('eros'))),
      physicalSupply: fc.boolean(),
      seed: fc.integer({ min: 0, max: 1000 }),
    });
  });

