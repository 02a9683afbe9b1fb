/**
 * Early stopping of an arena: a sequential probability ratio test (Wald's SPRT, in the
 * generalized form chess engine testing uses) between two Elo hypotheses, on the scores of
 * colour-swapped pairs.
 *
 * @module
 */
/**
 * The hypotheses and error rates of an {@link sprt}: H0 "the first bot is `elo0` stronger" against
 * H1 "it is `elo1` stronger" (`elo0 < elo1`, logistic Elo).
 *
 * @group Arena
 */
export interface SprtSettings {
  /** The Elo difference of H0. */
  elo0: number;
  /** The Elo difference of H1, above `elo0`. */
  elo1: number;
  /** The chance of accepting H1 when H0 holds (default 0.05). */
  alpha?: number;
  /** The chance of accepting H0 when H1 holds (default 0.05). */
  beta?: number;
}

/**
 * Where an {@link sprt} stands: the log-likelihood ratio, its bounds, and the decision once it
 * crossed one (`null` while it lies between them: play on).
 *
 * @group Arena
 */
export interface SprtState {
  /** The hypotheses and error rates, defaults filled in. */
  settings: Required<SprtSettings>;
  /** How many samples (colour-swapped pairs) it read. */
  samples: number;
  /** The log-likelihood ratio of H1 over H0. */
  llr: number;
  /** The bounds: at or below `lower` H0 is accepted, at or above `upper` H1. */
  lower: number;
  /** See `lower`. */
  upper: number;
  /** `'H1'` (the first bot is stronger by about `elo1` rather than `elo0`), `'H0'`, or `null`: not decided yet. */
  decision: 'H0' | 'H1' | null;
}

/** The score a logistic Elo difference means. */
export function eloScore(elo: number): number {
  return 1 / (1 + 10 ** (-elo / 400));
}

/**
 * The log-likelihood of the samples' distribution (`values` with weights `weights`, summing to 1)
 * under the most likely distribution on the same points whose mean is `mean`, relative to the
 * samples' own, per sample: `-Σ wᵢ ln(1 + λ(vᵢ - mean))` with λ solving `Σ wᵢ (vᵢ - mean) / (1 + λ(vᵢ - mean)) = 0`.
 */
function constrainedLogLikelihood(values: readonly number[], weights: readonly number[], mean: number): number {
  let low = Number.NEGATIVE_INFINITY;
  let high = Number.POSITIVE_INFINITY;
  for (const value of values) {
    const offset = value - mean;
    if (offset > 0) low = Math.max(low, -1 / offset);
    else if (offset < 0) high = Math.min(high, -1 / offset);
  }
  const slope = (lambda: number): number => {
    let sum = 0;
    values.forEach((value, index) => (sum += (weights[index]! * (value - mean)) / (1 + lambda * (value - mean))));
    return sum;
  };
  // slope falls from +∞ at `low` to -∞ at `high`: bisect strictly inside
  for (let step = 0; step < 200; step++) {
    const middle = (low + high) / 2;
    if (slope(middle) > 0) low = middle;
    else high = middle;
  }
  const lambda = (low + high) / 2;
  let total = 0;
  values.forEach((value, index) => {
    if (weights[index]! > 0) total -= weights[index]! * Math.log(1 + lambda * (value - mean));
  });
  return total;
}

/**
 * The generalized SPRT of `samples` (scores in [0, 1], one per colour-swapped pair) between
 * `elo0` and `elo1`: the log-likelihood ratio of the most likely distributions of pair scores
 * with the means the two Elo differences mean (the samples' own distribution, reweighted to
 * each mean: no normal approximation, so a run of wins does not make the variance 0), against
 * Wald's bounds `ln(β / (1 - α))` and `ln((1 - β) / α)`. The distributions live on the scores
 * seen plus 0 and 1 (a mean the samples alone cannot reach moves weight to 0 or 1). With 0-1
 * samples this is the classic Bernoulli SPRT: `w·ln(s1/s0) + l·ln((1 - s1)/(1 - s0))`.
 *
 * @example
 * ```ts
 * import { sprt } from '@games/core/arena';
 *
 * const test = sprt(Array(12).fill(1), { elo0: 0, elo1: 100 });   // 12 won pairs
 * console.log(test.decision, test.llr.toFixed(2), test.upper.toFixed(2)); // H1 2.96 2.94
 * ```
 *
 * @group Arena
 */
export function sprt(samples: readonly number[], settings: SprtSettings): SprtState {
  const full: Required<SprtSettings> = { alpha: 0.05, beta: 0.05, ...settings };
  const lower = Math.log(full.beta / (1 - full.alpha));
  const upper = Math.log((1 - full.beta) / full.alpha);
  const state = (llr: number): SprtState => ({ settings: full, samples: samples.length, llr, lower, upper, decision: llr >= upper ? 'H1' : llr <= lower ? 'H0' : null });
  if (samples.length === 0) return state(0);
  const counts = new Map<number, number>();
  for (const sample of samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  for (const point of [0, 1]) if (!counts.has(point)) counts.set(point, 0);
  const values = [...counts.keys()];
  let total = 0;
  for (const count of counts.values()) total += count;
  const weights = values.map((value) => counts.get(value)! / total);
  const llr = samples.length * (constrainedLogLikelihood(values, weights, eloScore(full.elo1)) - constrainedLogLikelihood(values, weights, eloScore(full.elo0)));
  return state(llr);
}

/**
 * Checks SPRT settings: both Elo differences finite, `elo0 < elo1`, and error rates in (0, 0.5).
 * Returns a message for the first thing wrong, `null` when they are fine.
 *
 * @group Arena
 */
export function sprtProblem(settings: SprtSettings): string | null {
  const { elo0, elo1, alpha = 0.05, beta = 0.05 } = settings;
  if (!Number.isFinite(elo0) || !Number.isFinite(elo1) || Math.abs(elo0) > 2000 || Math.abs(elo1) > 2000) return 'the SPRT Elo bounds are numbers from -2000 to 2000';
  if (!(elo0 < elo1)) return `the SPRT needs elo0 < elo1, got ${elo0} and ${elo1}`;
  if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) return `the SPRT error rates are between 0 and 0.5, got α ${alpha} and β ${beta}`;
  return null;
}

/** The text of an SPRT's hypotheses, for reports: `H0 Elo 0 (50.0%) vs H1 Elo 100 (64.0%), α 0.05, β 0.05`. */
export function describeSprt(settings: Required<SprtSettings>): string {
  const percent = (elo: number): string => `${(eloScore(elo) * 100).toFixed(1)}%`;
  return `H0 Elo ${settings.elo0} (score ${percent(settings.elo0)}) vs H1 Elo ${settings.elo1} (score ${percent(settings.elo1)}), α ${settings.alpha}, β ${settings.beta}`;
}
