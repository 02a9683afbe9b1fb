import { describe, it } from 'vitest';
import type { Game } from '../contract.js';
import { conformanceLaws, type ConformanceConfig } from './laws.js';

/**
 * Registers every law of the `Game` contract as a vitest test, in a `describe` block named after
 * the game (or `config.name`). Call it at the top level of a test file:
 *
 * ```ts
 * conformance(myGame, { options: [{ players: 2, seed: 1 }], maxPlies: 80 });
 * ```
 *
 * @group Conformance
 */
export function conformance<S, M, O, V>(game: Game<S, M, O, V>, config: ConformanceConfig<S, O>): void {
  describe(`conformance: ${config.name ?? game.id}`, () => {
    for (const law of conformanceLaws(game, config)) it(law.name, law.check);
  });
}
