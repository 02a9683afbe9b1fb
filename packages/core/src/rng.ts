import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';
import type { Result } from './contract.js';
import { describeValue, err, ok } from './result.js';

/**
 * A seeded random number generator kept as plain JSON data (xoroshiro128+ from `pure-rand`).
 * The helpers below advance it in place; `JSON.parse(JSON.stringify(rng))` continues the same
 * sequence, and the same seed gives the same sequence on every platform.
 */
export interface Rng {
  /** The generator state: four 32-bit integers. */
  state: number[];
}

/** The generator behind a live {@link Rng}, with the state array it last wrote into it. */
interface Binding {
  generator: RandomGenerator;
  written: number[];
}

const bindings = new WeakMap<Rng, Binding>();
// The last rng used: playouts draw from one rng many times in a row, so this skips the map.
let lastRng: Rng | null = null;
let lastBinding: Binding | null = null;

function bindingOf(rng: Rng): Binding {
  if (rng === lastRng && lastBinding !== null && lastBinding.written === rng.state) return lastBinding;
  let binding = bindings.get(rng);
  if (binding === undefined || binding.written !== rng.state) {
    binding = { generator: xoroshiro128plus.fromState(rng.state), written: rng.state };
    bindings.set(rng, binding);
  }
  lastRng = rng;
  lastBinding = binding;
  return binding;
}

function generatorOf(rng: Rng): RandomGenerator {
  return bindingOf(rng).generator;
}

function store(rng: Rng, generator: RandomGenerator): void {
  // getState() returns a fresh array: it becomes the rng's visible, serialisable state.
  const written = generator.getState() as number[];
  rng.state = written;
  const binding = lastRng === rng ? lastBinding : (bindings.get(rng) ?? null);
  if (binding !== null && binding.generator === generator) binding.written = written;
  else bindings.set(rng, { generator, written });
}

/** A new generator from an integer seed (any safe integer; it is folded to 32 bits). */
export function createRng(seed: number): Rng {
  const generator = xoroshiro128plus(Number.isFinite(seed) ? Math.trunc(seed) | 0 : 0);
  const rng: Rng = { state: generator.getState() as number[] };
  bindings.set(rng, { generator, written: rng.state });
  return rng;
}

/**
 * A new generator from an untrusted seed (a command-line argument, a request field): an
 * `invalid-seed` error unless it is a safe integer.
 */
export function rngFromSeed(seed: unknown): Result<Rng> {
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err('invalid-seed', `a seed must be a whole number, got ${describeValue(seed)}`);
  return ok(createRng(seed));
}

/**
 * Checks that `value` is a usable {@link Rng} (for example one read back from JSON) and returns
 * it; an error with code `invalid-rng` otherwise.
 */
export function parseRng(value: unknown): Result<Rng> {
  const state = (value as Rng | null)?.state;
  if (
    typeof value !== 'object' ||
    value === null ||
    !Array.isArray(state) ||
    state.length !== 4 ||
    !state.every((word) => Number.isInteger(word) && word >= -0x80000000 && word <= 0xffffffff) ||
    state.every((word) => word === 0)
  ) {
    return err('invalid-rng', `not an rng state (expected { state: four 32-bit integers, not all zero }): ${describeValue(value)}`);
  }
  return ok({ state: state.slice() });
}

/** An independent copy that continues the same sequence without advancing the original. */
export function cloneRng(rng: Rng): Rng {
  return { state: rng.state.slice() };
}

/** A uniform integer in `min .. max` inclusive; advances `rng`. */
export function int(rng: Rng, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`int: need integers min <= max, got ${min}, ${max}`);
  }
  const generator = generatorOf(rng);
  const value = unsafeUniformIntDistribution(min, max, generator);
  store(rng, generator);
  return value;
}

/** A uniform float in `[0, 1)` with 53 random bits; advances `rng`. */
export function float(rng: Rng): number {
  const generator = generatorOf(rng);
  const high = unsafeUniformIntDistribution(0, (1 << 26) - 1, generator);
  const low = unsafeUniformIntDistribution(0, (1 << 27) - 1, generator);
  store(rng, generator);
  return (high * 134217728 + low) / 9007199254740992;
}

/** A uniformly chosen element of a non-empty array; advances `rng`. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick: the array is empty');
  return items[int(rng, 0, items.length - 1)] as T;
}

/** A shuffled copy of `items` (Fisher-Yates); the input is not changed. Advances `rng`. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const result = items.slice();
  const generator = generatorOf(rng);
  for (let i = result.length - 1; i > 0; i--) {
    const j = unsafeUniformIntDistribution(0, i, generator);
    const swap = result[i] as T;
    result[i] = result[j] as T;
    result[j] = swap;
  }
  store(rng, generator);
  return result;
}

/**
 * The index of an entry chosen with probability proportional to its weight (weights must be
 * positive and finite); advances `rng`.
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

/** An item chosen with probability proportional to its `weight`; advances `rng`. */
export function weighted<T extends { weight: number }>(rng: Rng, items: readonly T[]): T {
  return items[weightedIndex(rng, items.map((item) => item.weight))] as T;
}

/**
 * Derives a new seed from a seed and a label (for example a match index), so that many
 * independent seeded runs can come from one master seed.
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
