/**
 * `@games/testing/vitest`: the conformance laws registered as vitest tests. Needs `vitest` (an
 * optional peer dependency of `@games/testing`, needed only by this entry).
 *
 * @module @games/testing/vitest
 */
import { describe, it } from 'vitest';
import type { Game } from '@games/core';
import { resolveConfig, type ConformanceConfig } from './config.js';
import { conformanceLaws } from './laws.js';

/**
 * Registers every law of the `Game` contract as a vitest test, in a `describe` block named after
 * the game (or `config.name`). Each test gets a timeout of its own, whatever vitest's default:
 * four times the config's `timeLimitMs` (a law may run two properties, and a failure may check
 * the law it follows from), so a slow law fails with the kit's message naming its slowest input,
 * not with `Test timed out`. Call it at the top level of a test file:
 *
 * @example
 * ```ts fragment
 * import { pig } from '@games/core/example';
 * import { conformance } from '@games/testing/vitest';
 *
 * conformance(pig, { options: [{ players: 2, seed: 1 }], maxPlies: 80 });
 * ```
 */
export function conformance<S, M, O, V>(game: Game<S, M, O, V>, config: ConformanceConfig<S, O>): void {
  describe(`conformance: ${config.name ?? game.id}`, () => {
    const timeout = 4 * resolveConfig(config).timeLimitMs;
    for (const law of conformanceLaws(game, config)) it(law.name, law.check, timeout);
  });
}

export type { ConformanceConfig } from './config.js';
