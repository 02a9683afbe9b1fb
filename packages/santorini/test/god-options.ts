/** Options arbitraries shared by the property tests. */
import fc from 'fast-check';
import { ADVANCED_GODS, SIMPLE_GODS, type GodName, type SantoriniOptions } from '@games/santorini';

const everyGod = [...SIMPLE_GODS, ...ADVANCED_GODS];

/**
 * Random player counts and pairings among all thirty gods but those in `exclude`: only gods
 * allowed at that player count, never Circe with Eros.
 */
export function godPairings(exclude: readonly string[] = []): fc.Arbitrary<SantoriniOptions> {
  return fc.integer({ min: 2, max: 4 }).chain((players) => {
    const names = everyGod.filter((god) => god.playerCounts.includes(players) && !exclude.includes(god.name)).map((god) => god.name as GodName);
    return fc.record({
      players: fc.constant(players),
      gods: fc
        .uniqueArray(fc.constantFrom<GodName | 'mortal'>(...names, 'mortal'), { minLength: players, maxLength: players })
        .filter((gods) => !(gods.includes('circe') && gods.includes('eros'))),
      physicalSupply: fc.boolean(),
      seed: fc.integer({ min: 0, max: 1000 }),
    });
  });
}

/** Random player counts and pairings among all thirty gods (see {@link godPairings}). */
export const allGodOptions: fc.Arbitrary<SantoriniOptions> = godPairings();
