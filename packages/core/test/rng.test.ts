import fc from 'fast-check';
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { describe, expect, it } from 'vitest';
import { createRng, deriveSeed, int, pick, shuffle, weighted } from '../src/index.js';
import { cloneRng, float, parseRng, rngFromSeed, weightedIndex } from '../src/authoring.js';

describe('rng', () => {
  it('gives the same sequence for the same seed, and a different one for another seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 20 }, () => int(a, 0, 1000));
    const seqB = Array.from({ length: 20 }, () => int(b, 0, 1000));
    const seqC = Array.from({ length: 20 }, () => int(c, 0, 1000));
    expect(seqA).toEqual(seqB);
    expect(seqA).not.toEqual(seqC);
  });

  it('pins the sequence of seed 42 so that it stays the same across versions and platforms', () => {
    const rng = createRng(42);
    expect(Array.from({ length: 8 }, () => int(rng, 1, 6))).toEqual([2, 4, 6, 5, 3, 1, 5, 4]);
  });

  it('draws exactly what pure-rand draws from the same state, for narrow and wide ranges', () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 2 ** 33 }))), { minLength: 1, maxLength: 30 }), (seed, ranges) => {
        const rng = createRng(seed);
        const reference = xoroshiro128plus(seed);
        for (const [min, span] of ranges) {
          expect(int(rng, min, min + span)).toBe(unsafeUniformIntDistribution(min, min + span, reference));
          expect(rng.state).toEqual(reference.getState());
        }
      }),
      { seed: 5, numRuns: 200 },
    );
  });

  it('continues the same sequence after a JSON round trip, and clones are independent', () => {
    const rng = createRng(3);
    int(rng, 0, 9);
    const copy = JSON.parse(JSON.stringify(rng)) as typeof rng;
    const clone = cloneRng(rng);
    const next = Array.from({ length: 10 }, () => int(rng, 0, 99));
    expect(Array.from({ length: 10 }, () => int(copy, 0, 99))).toEqual(next);
    expect(Array.from({ length: 10 }, () => int(clone, 0, 99))).toEqual(next);
  });

  it('keeps int within its bounds and float within [0, 1)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 1000 }), (seed, min, span) => {
        const rng = createRng(seed);
        const value = int(rng, min, min + span);
        const unit = float(rng);
        return value >= min && value <= min + span && Number.isInteger(value) && unit >= 0 && unit < 1;
      }),
      { seed: 1, numRuns: 200 },
    );
  });

  it('shuffles into a permutation without changing the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(createRng(5), items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('picks every element of a small array, and refuses an empty one', () => {
    const rng = createRng(11);
    const seen = new Set(Array.from({ length: 200 }, () => pick(rng, ['a', 'b', 'c'])));
    expect([...seen].sort()).toEqual(['a', 'b', 'c']);
    expect(() => pick(rng, [])).toThrow(RangeError);
  });

  it('draws weighted entries in proportion to their weights', () => {
    const rng = createRng(99);
    const counts = [0, 0, 0];
    for (let i = 0; i < 12000; i++) counts[weightedIndex(rng, [1, 2, 3])]!++;
    expect(counts[0]! / 12000).toBeCloseTo(1 / 6, 1);
    expect(counts[2]! / 12000).toBeCloseTo(3 / 6, 1);
    expect(weighted(rng, [{ weight: 5, name: 'only' }]).name).toBe('only');
    expect(() => weightedIndex(rng, [1, 0])).toThrow(RangeError);
    expect(() => weightedIndex(rng, [1, Number.NaN])).toThrow(RangeError);
  });

  it('reads back a valid state and refuses anything else with invalid-rng', () => {
    expect(parseRng(JSON.parse(JSON.stringify(createRng(1)))).ok).toBe(true);
    for (const bad of [null, 3, 'rng', {}, { state: [1, 2, 3] }, { state: [0, 0, 0, 0] }, { state: [1.5, 2, 3, 4] }, { state: ['a', 2, 3, 4] }]) {
      const result = parseRng(bad);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('invalid-rng');
    }
  });

  it('reads state once: a getter that answers a valid state first and junk after gives a working rng', () => {
    let reads = 0;
    const tricky = {
      get state(): unknown {
        reads++;
        return reads === 1 ? [-1, -2, 1, 0] : 'junk';
      },
    };
    const result = parseRng(tricky);
    expect(reads).toBe(1);
    expect(result.ok && result.value.state).toEqual([-1, -2, 1, 0]);
    if (result.ok) expect(float(result.value)).toBeGreaterThanOrEqual(0);
    let junkFirst = 0;
    const refused = parseRng({ get state(): unknown { return junkFirst++ === 0 ? 'junk' : [-1, -2, 1, 0]; } });
    expect(!refused.ok && refused.error.code).toBe('invalid-rng');
  });

  it('starts from an untrusted seed only when it is a whole number (invalid-seed otherwise)', () => {
    const good = rngFromSeed(42);
    expect(good.ok && int(good.value, 1, 6)).toBe(2);
    for (const bad of ['42', 1.5, Number.NaN, null, undefined, {}, 2 ** 60]) {
      const result = rngFromSeed(bad);
      expect(!result.ok && result.error.code).toBe('invalid-seed');
    }
  });

  it('refuses bad bounds instead of returning nonsense', () => {
    const rng = createRng(1);
    expect(() => int(rng, 5, 1)).toThrow(RangeError);
    expect(() => int(rng, 0.5, 3)).toThrow(RangeError);
  });

  it('derives distinct, repeatable seeds from one master seed', () => {
    expect(deriveSeed(1, 'a')).toBe(deriveSeed(1, 'a'));
    const seeds = new Set(Array.from({ length: 1000 }, (_, index) => deriveSeed(1, index)));
    expect(seeds.size).toBe(1000);
  });
});
