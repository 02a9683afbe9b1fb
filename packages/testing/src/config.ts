import type fc from 'fast-check';
import type { Seat } from '@games/core';

/**
 * How {@link conformanceLaws} (and `conformance` from `@games/testing/vitest`) exercise a game.
 *
 * @group Conformance
 */
export interface ConformanceConfig<S, O> {
  /** A label for the test group (default: the game's id). */
  name?: string;
  /** The options to set games up with: a list to pick from, or an arbitrary. */
  options: O[] | fc.Arbitrary<O>;
  /** The most moves played from the setup to reach a state (default {@link conformanceDefaults}.maxPlies). */
  maxPlies?: number;
  /** Runs per law: random games played to a random depth (default {@link conformanceDefaults}.numRuns). */
  numRuns?: number;
  /** The fast-check seed, so runs are repeatable (default 42). */
  seed?: number;
  /** A fast-check replay path printed with a failure: replays exactly that counterexample. */
  path?: string;
  /** Shrink a failure to the shortest move sequence fast-check finds (default true). */
  shrink?: boolean;
  /**
   * States of each run that the per-state laws look at: the state reached, and this many more
   * spread over the way there (default {@link conformanceDefaults}.statesPerRun). The legality law
   * checks every state on the way, whatever this says.
   */
  statesPerRun?: number;
  /** Legal moves tried per state where a law plays them (default {@link conformanceDefaults}.movesPerState; the rest are sampled). */
  movesPerState?: number;
  /** Near-miss moves tried per state by the legality law (default {@link conformanceDefaults}.nearMissesPerState; the rest are sampled). */
  nearMissesPerState?: number;
  /**
   * The ply limit: a game played on at random from a reachable state must be over within this
   * many plies in all (default {@link conformanceDefaults}.endWithin). `null` for games that may
   * legitimately go on forever.
   */
  endWithin?: number | null;
  /**
   * Games set up anew with other seeds, replaying the same move choices, to find states a seat
   * cannot tell apart for the re-deal law (default {@link conformanceDefaults}.seedVariants;
   * needs a `seed` option).
   */
  seedVariants?: number;
  /**
   * Deals anew what `seat` may not see (`null`: what a spectator may not see), drawing with
   * `draw(max)` (an integer 0..max), with code of your own (from your setup, not your `redeal`).
   * The state must differ from the input only in hidden things. Given this, the suite checks that
   * views do not depend on what they hide even for a game without a `redeal`; for a game with one,
   * its output is one more state the seat cannot tell apart, to check the re-deal against.
   */
  hidden?: (state: S, seat: Seat | null, draw: (max: number) => number) => S;
  /** True for games without hidden information: every seat's view must equal the spectator's. */
  perfectInformation?: boolean;
  /**
   * The game's error codes (say `Object.values(MyGameError)`): the bad-input law then requires
   * every refusal of a hostile value to use one of them, not just any kebab-case code.
   */
  errorCodes?: readonly string[];
  /** Hostile values tried per state by the bad-input law (default {@link conformanceDefaults}.hostilePerState). */
  hostilePerState?: number;
  /**
   * The most time one law may take, in milliseconds (default {@link conformanceDefaults}.timeLimitMs):
   * a law still running then stops and fails, naming its slowest input. `conformance` from
   * `@games/testing/vitest` gives each law's test this plus a minute as its vitest timeout, so a
   * slow law fails with the kit's message rather than vitest's `Test timed out`.
   */
  timeLimitMs?: number;
}

/**
 * The default budget of the laws. Chosen by measuring how often deliberately broken copies of
 * Secret Pig are caught (see the package README): each is caught for 20 seeds of 20 at these
 * figures.
 *
 * @group Conformance
 */
export const conformanceDefaults = {
  /** Runs per law. */
  numRuns: 40,
  /** Most moves from the setup. */
  maxPlies: 100,
  /** States per run looked at by the per-state laws, besides the state reached. */
  statesPerRun: 6,
  /** Legal moves tried per state. */
  movesPerState: 24,
  /** Near-miss moves tried per state. */
  nearMissesPerState: 32,
  /** Ply limit of the law that games end. */
  endWithin: 3000,
  /** Setups with other seeds per run, for the re-deal law. */
  seedVariants: 6,
  /** Hostile values per state of the bad-input law. */
  hostilePerState: 8,
  /** The most milliseconds one law may take. */
  timeLimitMs: 60_000,
} as const;

/** A config with every default filled in. */
export interface Resolved<S, O> extends ConformanceConfig<S, O> {
  maxPlies: number;
  numRuns: number;
  seed: number;
  shrink: boolean;
  statesPerRun: number;
  movesPerState: number;
  nearMissesPerState: number;
  endWithin: number | null;
  seedVariants: number;
  hostilePerState: number;
  timeLimitMs: number;
}

/** Fills in the defaults of a config. */
export function resolveConfig<S, O>(config: ConformanceConfig<S, O>): Resolved<S, O> {
  return {
    ...config,
    maxPlies: config.maxPlies ?? conformanceDefaults.maxPlies,
    numRuns: config.numRuns ?? conformanceDefaults.numRuns,
    seed: config.seed ?? 42,
    shrink: config.shrink ?? true,
    statesPerRun: config.statesPerRun ?? conformanceDefaults.statesPerRun,
    movesPerState: config.movesPerState ?? conformanceDefaults.movesPerState,
    nearMissesPerState: config.nearMissesPerState ?? conformanceDefaults.nearMissesPerState,
    endWithin: config.endWithin === undefined ? conformanceDefaults.endWithin : config.endWithin,
    seedVariants: config.seedVariants ?? conformanceDefaults.seedVariants,
    hostilePerState: config.hostilePerState ?? conformanceDefaults.hostilePerState,
    timeLimitMs: config.timeLimitMs ?? conformanceDefaults.timeLimitMs,
  };
}
