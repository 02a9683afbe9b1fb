/**
 * The six results of a throw of the four Yut sticks, their step counts, their canonical order
 * and their probabilities.
 *
 * @module
 */

/**
 * A throw result. `back-do` moves one step back; the others move 1 to 5 steps forward.
 *
 * @group Throws
 */
export type YutResult = 'back-do' | 'do' | 'gae' | 'geol' | 'yut' | 'mo';

/**
 * Every result in the canonical order used for listing: back-do, do, gae, geol, yut, mo. The
 * index of a result in this list is its result index throughout the package.
 *
 * @group Throws
 */
export const YUT_RESULTS: readonly YutResult[] = Object.freeze(['back-do', 'do', 'gae', 'geol', 'yut', 'mo'] as YutResult[]);

/** Steps moved by each result, by result index: -1, 1, 2, 3, 4, 5. */
export const RESULT_STEPS: readonly number[] = Object.freeze([-1, 1, 2, 3, 4, 5]);

/** Result index of `back-do`. */
export const BACK_DO = 0;
/** Result index of `geol` (a dog throws again on it). */
export const GEOL = 3;
/** Result index of `yut` (throw again). */
export const YUT = 4;
/** Result index of `mo` (throw again). */
export const MO = 5;

/** The result index of a result name, or -1 when `name` is not a result. */
export function resultIndex(name: unknown): number {
  switch (name) {
    case 'back-do':
      return 0;
    case 'do':
      return 1;
    case 'gae':
      return 2;
    case 'geol':
      return 3;
    case 'yut':
      return 4;
    case 'mo':
      return 5;
    default:
      return -1;
  }
}

/**
 * True when `value` is one of the six result names.
 *
 * @group Throws
 */
export function isYutResult(value: unknown): value is YutResult {
  return resultIndex(value) >= 0;
}

/**
 * The default probability that one stick shows its front face.
 *
 * @group Throws
 */
export const DEFAULT_STICK_FRONT_PROBABILITY = 0.5;

/**
 * The range `stickFrontProbability` must lie in (inclusive). Outside it a throw is `yut` or `mo`
 * (each grants another throw) so often that one turn's throws run on for thousands of draws:
 * at 0.1 or 0.9 another throw follows with probability 0.66, so a turn of 1,000 throws has
 * odds below 1e-180.
 */
export const STICK_FRONT_PROBABILITY_RANGE = { min: 0.1, max: 0.9 } as const;

/**
 * The weights of the six results (canonical order) when each stick shows its front face with
 * probability `p`, scaled so that they sum to 16: at `p = 0.5` they are exactly
 * 1, 3, 6, 4, 1, 1. One front face is `do`, or `back-do` when it is the marked stick; two `gae`;
 * three `geol`; four `yut`; none `mo`.
 *
 * @group Throws
 */
export function throwWeights(p: number): number[] {
  const q = 1 - p;
  return [16 * p * q * q * q, 48 * p * q * q * q, 96 * p * p * q * q, 64 * p * p * p * q, 16 * p * p * p * p, 16 * q * q * q * q];
}
