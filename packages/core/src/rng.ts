import { unsafeUniformIntDistribution } from 'pure-rand/distribution/UnsafeUniformIntDistribution';
import { xoroshiro128plus } from 'pure-rand/generator/XoroShiro';
import type { Result } from './contract.js';
import { describeValue, err, ok } from './result.js';

/**
 * A seeded random number generator kept as plain JSON data: xoroshiro128+, drawing exactly the
 * numbers `pure-rand`'s `xoroshiro128plus` with its uniform distribution draws. The helpers below
 * advance it in place (the `state` array itself changes, nothing is allocated); `JSON.parse(JSON.stringify(rng))` continues the same
 * sequence, and the same seed gives the same sequence on every platform.
 *
 * @group Rng
 */
export interface Rng {
  /** The generator state: four 32-bit integers. */
  state: number[];
}

/**
 * Advances `state` (xoroshiro128+ kept as four signed 32-bit words: high and low half of the
 * first 64-bit word, then of the second) in place and returns the low 32 bits of the sum of the
 * two words before the step, as a signed integer. This is the sequence `pure-rand`'s
 * `xoroshiro128plus` produces, without allocating.
 */
function nextWord(state: number[]): number {
  const firstHigh = state[0]!;
  const firstLow = state[1]!;
  const secondHigh = state[2]!;
  const secondLow = state[3]!;
  const result = (firstLow + secondLow) | 0;
  const mixedLow = secondLow ^ firstLow;
  const mixedHigh = secondHigh ^ firstHigh;
  // first = rotl(first, 24) ^ mixed ^ (mixed << 16); second = rotl(mixed, 37)
  state[0] = (firstHigh << 24) ^ (firstLow >>> 8) ^ mixedHigh ^ ((mixedHigh << 16) | (mixedLow >>> 16));
  state[1] = (firstLow << 24) ^ (firstHigh >>> 8) ^ mixedLow ^ (mixedLow << 16);
  state[2] = (mixedLow << 5) ^ (mixedHigh >>> 27);
  state[3] = (mixedHigh << 5) ^ (mixedLow >>> 27);
  return result;
}

/**
 * A uniform integer in `0 .. size - 1` for `1 <= size <= 2^32`, by rejection of the words above
 * the largest multiple of `size` (the same draws as `pure-rand`'s uniform distribution).
 */
function below(state: number[], size: number): number {
  const accepted = size > 2 ? Math.floor(0x100000000 / size) * size : 0x100000000;
  let word = nextWord(state) + 0x80000000;
  while (word >= accepted) word = nextWord(state) + 0x80000000;
  return word % size;
}

/** A uniform integer in `min .. max` for ranges wider than 2^32, through `pure-rand` (rare). */
function wideInt(rng: Rng, min: number, max: number): number {
  const generator = xoroshiro128plus.fromState(rng.state);
  const value = unsafeUniformIntDistribution(min, max, generator);
  const next = generator.getState();
  for (let word = 0; word < 4; word++) rng.state[word] = next[word]!;
  return value;
}

/**
 * A new generator from an integer seed (any safe integer; it is folded to 32 bits).
 *
 * @group Rng
 */
export function createRng(seed: number): Rng {
  const folded = Number.isFinite(seed) ? Math.trunc(seed) | 0 : 0;
  return { state: [-1, ~folded, folded, 0] };
}

/**
 * A new generator from an untrusted seed (a command-line argument, a request field): an
 * `invalid-seed` error unless it is a safe integer.
 *
 * @group Rng
 */
export function rngFromSeed(seed: unknown): Result<Rng> {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err('invalid-seed', `a seed must be a whole number, got ${describeValue(seed)}`);
  return ok(createRng(seed));
}

/**
 * Checks that `value` is a usable {@link Rng} (for example one read back from JSON) and returns
 * it; an error with code `invalid-rng` otherwise.
 *
 * @group Rng
 */
export function parseRng(value: unknown): Result<Rng> {
  // read `state` (and each of its words) once: a copy is checked and kept, so a getter that
  // answers differently on a second read cannot slip past the check
  const state: unknown = typeof value === 'object' && value !== null ? (value as { state?: unknown }).state : undefined;
  const words = Array.isArray(state) && state.length === 4 ? Array.from({ length: 4 }, (_, index): unknown => state[index]) : undefined;
  const copy = { state: words };
  if (words === undefined || !isRng(copy)) {
    return err('invalid-rng', `not an rng state (expected { state: four 32-bit integers, not all zero }): ${describeValue(value)}`);
  }
  return ok(copy);
}

/**
 * True when `value` is a usable {@link Rng}: an object whose `state` is four 32-bit integers,
 * not all zero. Reads `state` once, so a getter cannot change it between checks.
 *
 * @group Rng
 */
export function isRng(value: unknown): value is Rng {
  if (typeof value !== 'object' || value === null) return false;
  const state: unknown = (value as { state?: unknown }).state;
  if (!Array.isArray(state) || state.length !== 4) return false;
  let nonZero = false;
  for (let index = 0; index < 4; index++) {
    const word: unknown = state[index];
    if (typeof word !== 'number' || !Number.isInteger(word) || word < -0x80000000 || word > 0xffffffff) return false;
    if (word !== 0) nonZero = true;
  }
  return nonZero;
}

/**
 * An independent copy that continues the same sequence without advancing the original.
 *
 * @group Rng
 */
export function cloneRng(rng: Rng): Rng {
  return { state: rng.state.slice() };
}

/**
 * A uniform integer in `min .. max` inclusive; advances `rng`.
 *
 * @group Rng
 */
export function int(rng: Rng, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`int: need integers min <= max, got ${min}, ${max}`);
  }
  return max - min < 0x100000000 ? below(rng.state, max - min + 1) + min : wideInt(rng, min, max);
}

/**
 * A uniform float in `[0, 1)` with 53 random bits; advances `rng`.
 *
 * @group Rng
 */
export function float(rng: Rng): number {
  const high = below(rng.state, 1 << 26);
  const low = below(rng.state, 1 << 27);
  return (high * 134217728 + low) / 9007199254740992;
}

/**
 * A uniformly chosen element of a non-empty array; advances `rng`.
 *
 * @group Rng
 */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: the array is empty');
  return items[int(rng, 0, items.length - 1)] as T;
}

/**
 * A shuffled copy of `items` (Fisher-Yates); the input is not changed. Advances `rng`.
 *
 * @group Rng
 */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const result = items.slice();
  for (let i = result.length - 1; i > 0; i--) {
    const j = below(rng.state, i + 1);
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  return result;
}

/**
 * The index of an entry chosen with probability proportional to its weight (weights must be
 * positive and finite); advances `rng`.
 *
 * @group Rng
 */
export function weightedIndex(rng: Rng, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!(weight > 0) || !Number.isFinite(weight)) throw new RangeError(`weighted: weights must be positive and finite, got ${weight}`);
    total += weight;
  }
  if (weights.length === 0) throw new RangeError('weighted: no entries');
  let target = float(rng) * total;
  for (let index = 0; index < weights.length; index++) {
    target -= weights[index] as number;
    if (target < 0) return index;
  }
  return weights.length - 1;
}

/**
 * An item chosen with probability proportional to its `weight`; advances `rng`.
 *
 * @group Rng
 */
export function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  return items[weightedIndex(rng, items.map((item) => item.weight))] as T;
}

/**
 * Derives a new seed from a seed and a label (for example a match index), so that many
 * independent seeded runs can come from one master seed.
 *
 * @group Rng
 */
export function deriveSeed(seed: number, label: number | string): number {
  let hash = (Math.trunc(seed) | 0) ^ 0x9e3779b9;
  const text = String(label);
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hash ^= hash >>> 15;
  }
  return Math.imul(hash ^ (hash >>> 13), 0x5bd1e995) ^ (hash >>> 16);
}
