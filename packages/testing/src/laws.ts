import { type Game } from '@games/core';
import { checkGame } from '@games/core/authoring';
import { resolveConfig, type ConformanceConfig } from './config.js';
import { actionLaws } from './laws-actions.js';
import { lawContext, type Law } from './context.js';
import { LawFailure } from './failure.js';
import { dataLaws, MUTATION_LAW } from './laws-data.js';
import { hiddenLaws } from './laws-hidden.js';
import { rememberingLaws } from './laws-remembering.js';
import { hostileLaws } from './laws-hostile.js';
import { moveLaws } from './laws-moves.js';

/** The name of the law checked first: the game has every member of the contract. */
export const SHAPE_LAW = 'the game has the shape of the Game contract: every member present, of the right kind';

/**
 * The laws of the `Game` contract as checks, each a seeded fast-check property over reachable
 * states. `check()` throws a {@link LawFailure} naming the law, the problem and the shrunk move
 * sequence. Runs under any test runner (or none); `conformance` from `@games/testing/vitest`
 * registers them as vitest tests.
 *
 * The first law checks the game's shape (core's `checkGame`: a missing `options` list is named as
 * such); while it fails, it is the only law given. Likewise a `play`
 * that mutates its input is reported by its own law, and the failures it causes in other laws
 * (determinism, round trips, replays) are marked `followsFrom` that law.
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
  const resolved = resolveConfig(config);
  const shape = checkGame(game);
  const id = typeof (game as { id?: unknown } | null)?.id === 'string' ? game.id : 'the game';
  const problem = shape.ok ? null : `${shape.error.message}. The other laws run once the game has every member`;
  const shapeLaw: Law = {
    name: SHAPE_LAW,
    check: () => {
      if (problem !== null) throw new LawFailure({ game: id, law: SHAPE_LAW, problem, options: undefined, moves: [], seed: resolved.seed, path: null, shrinks: 0 });
    },
  };
  // nothing else can run on a game without its members (they would fail with a TypeError)
  if (problem !== null) return [shapeLaw];
  const context = lawContext(game, config);
  const laws = [...dataLaws(context), ...moveLaws(context), ...hiddenLaws(context), ...rememberingLaws(context), ...hostileLaws(context, false), ...actionLaws(context)];
  const mutation = laws.find((law) => law.name === MUTATION_LAW)!;
  // the diagnosis runs the mutation law afresh: a replay `path` in the config is another law's
  const { path: _path, ...unpathed } = config;
  const diagnosis = dataLaws(lawContext(game, unpathed)).find((law) => law.name === MUTATION_LAW)!;
  let mutates: boolean | undefined;
  const mutatesInput = (): boolean => {
    if (mutates === undefined) {
      try {
        diagnosis.check();
        mutates = false;
      } catch (thrown) {
        if (!(thrown instanceof LawFailure)) throw thrown;
        mutates = true;
      }
    }
    return mutates;
  };
  const traced = laws.map((law): Law => {
    if (law === mutation) return law;
    return {
      name: law.name,
      check: () => {
        try {
          law.check();
        } catch (thrown) {
          if (thrown instanceof LawFailure && mutatesInput()) throw thrown.followingFrom(MUTATION_LAW);
          throw thrown;
        }
      },
    };
  });
  return [shapeLaw, ...traced];
}
