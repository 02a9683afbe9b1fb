import type { Game } from '@games/core';
import type { ConformanceConfig } from './config.js';
import { actionLaws } from './laws-actions.js';
import { lawContext, type Law } from './context.js';
import { dataLaws } from './laws-data.js';
import { hiddenLaws } from './laws-hidden.js';
import { hostileLaws } from './laws-hostile.js';
import { moveLaws } from './laws-moves.js';

/**
 * The laws of the `Game` contract as checks, each a seeded fast-check property over reachable
 * states. `check()` throws a {@link LawFailure} naming the law, the problem and the shrunk move
 * sequence. Runs under any test runner (or none); `conformance` from `@games/testing/vitest`
 * registers them as vitest tests.
 *
 * @example
 * ```ts
 * import { pig } from '@games/core/example';
 * import { conformanceLaws } from '@games/testing';
 *
 * for (const law of conformanceLaws(pig, { options: [{ players: 2, seed: 1 }], numRuns: 5 })) {
 *   law.check(); // throws a LawFailure when the game breaks the law
 * }
 * ```
 *
 * @group Conformance
 */
export function conformanceLaws<S, M, O, V>(game: Game<S, M, O, V>, config: ConformanceConfig<S, O>): Law[] {
  const context = lawContext(game, config);
  return [...dataLaws(context), ...moveLaws(context), ...hiddenLaws(context), ...hostileLaws(context, false), ...actionLaws(context)];
}
