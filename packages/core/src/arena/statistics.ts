/**
 * The arena's statistics: a mean score with its 95% interval, and the Elo difference it means.
 *
 * @module
 */

/** The 97.5% quantile of the standard normal distribution. */
const Z95 = 1.959963984540054;

/**
 * A mean score in [0, 1] with its 95% confidence interval.
 *
 * @group Arena
 */
export interface ScoreInterval {
  /** How many independent samples (colour-swapped pairs of matches, in the arena). */
  samples: number;
  /** The mean score. */
  mean: number;
  /** The 95% interval of the mean, `[low, high]`, within [0, 1]. */
  ci95: [number, number];
}

/**
 * The mean of `samples` (scores in [0, 1], each one independent sample: in the arena the mean
 * score of one colour-swapped pair of matches, since the two matches of a pair share a seed and
 * are not independent) with a 95% interval from the normal approximation with the samples'
 * standard deviation (the t quantile for fewer than 30 samples would widen it a little). With no
 * spread at all (every pair scored alike) the interval falls back to the Wilson score interval of
 * the mean, so that 10 won pairs of 10 do not claim certainty. No samples: mean 0.5, interval [0, 1].
 *
 * @example
 * ```ts
 * import { scoreInterval } from '@games/core/arena';
 *
 * const { mean, ci95 } = scoreInterval([1, 0.5, 1, 1, 0.5, 1, 0, 1]);
 * console.log(mean, ci95.map((bound) => bound.toFixed(2))); // 0.75 [ '0.49', '1.00' ]
 * ```
 *
 * @group Arena
 */
export function scoreInterval(samples: readonly number[]): ScoreInterval {
  const count = samples.length;
  if (count === 0) return { samples: 0, mean: 0.5, ci95: [0, 1] };
  let total = 0;
  for (const sample of samples) total += sample;
  const mean = total / count;
  let squares = 0;
  for (const sample of samples) squares += (sample - mean) * (sample - mean);
  const sd = count > 1 ? Math.sqrt(squares / (count - 1)) : 0;
  if (sd === 0) return { samples: count, mean, ci95: wilsonInterval(mean * count, count) };
  const half = (Z95 * sd) / Math.sqrt(count);
  return { samples: count, mean, ci95: [Math.max(0, mean - half), Math.min(1, mean + half)] };
}

/**
 * The 95% Wilson score interval of `successes` out of `trials` (`[0, 1]` when there are none).
 *
 * @example
 * ```ts
 * import { wilsonInterval } from '@games/core/arena';
 *
 * console.log(wilsonInterval(10, 10).map((bound) => bound.toFixed(3))); // [ '0.722', '1.000' ]
 * ```
 *
 * @group Arena
 */
export function wilsonInterval(successes: number, trials: number): [number, number] {
  if (trials <= 0) return [0, 1];
  const p = successes / trials;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The Elo difference that an expected score means (`400 · log10(s / (1 − s))`): 0 for 0.5, about
 * +191 for 0.75; `null` for a score of 0 or 1 (no finite difference).
 *
 * @example
 * ```ts
 * import { eloDifference } from '@games/core/arena';
 *
 * console.log(Math.round(eloDifference(0.75)!), eloDifference(1)); // 191 null
 * ```
 *
 * @group Arena
 */
export function eloDifference(score: number): number | null {
  if (!(score > 0 && score < 1)) return null;
  return 400 * Math.log10(score / (1 - score));
}

/**
 * An Elo difference with its 95% interval, read from a {@link ScoreInterval} (the Elo of its
 * mean and of its bounds; `null` where a bound is 0 or 1: unbounded on that side).
 *
 * @group Arena
 */
export interface EloInterval {
  /** The Elo difference of the mean score, `null` when the mean is 0 or 1. */
  elo: number | null;
  /** The 95% interval, `[low, high]`; `null` bounds are unbounded. */
  ci95: [number | null, number | null];
}

/**
 * The Elo difference of a score interval, with the interval mapped through {@link eloDifference}
 * (it is monotone, so the bounds map to bounds).
 *
 * @example
 * ```ts
 * import { eloInterval, scoreInterval } from '@games/core/arena';
 *
 * const { elo, ci95 } = eloInterval(scoreInterval([1, 0.5, 1, 1, 0.5, 1, 0, 1]));
 * console.log(Math.round(elo!), ci95.map((bound) => (bound === null ? null : Math.round(bound)))); // 191 [ -8, null ]: unbounded above
 * ```
 *
 * @group Arena
 */
export function eloInterval(score: ScoreInterval): EloInterval {
  return { elo: eloDifference(score.mean), ci95: [eloDifference(score.ci95[0]), eloDifference(score.ci95[1])] };
}
