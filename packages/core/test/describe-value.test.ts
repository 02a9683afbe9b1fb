import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeValue } from '@games/core/authoring';

/** An array that says it has `length` elements and counts its element reads (a proxy: nothing is stored). */
function countedArray(length: number): { list: unknown[]; reads: () => number } {
  let reads = 0;
  const list = new Proxy<unknown[]>([], {
    get(target, key, receiver) {
      if (key === 'length') return length;
      if (typeof key === 'string' && /^\d+$/.test(key)) reads++;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { list, reads: () => reads };
}

describe('describeValue', () => {
  it('describes plain data as JSON, cut to 80 characters', () => {
    expect(describeValue({ kind: 'flip', chit: 3 })).toBe('{"kind":"flip","chit":3}');
    expect(describeValue([1, 'a', null, true])).toBe('[1,"a",null,true]');
    expect(describeValue('abc')).toBe('"abc"');
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(() => 1)).toBe('a function');
    const long = describeValue(Array.from({ length: 100 }, (_, index) => index));
    expect(long).toHaveLength(80);
    expect(long.endsWith('...')).toBe(true);
  });

  it('describes values JSON cannot express without throwing', () => {
    expect(describeValue(10n)).toBe('10n');
    expect(describeValue([10n])).toBe('[10n]');
    expect(describeValue(Symbol('x'))).toBe('Symbol("x")');
    expect(describeValue({ a: Symbol() })).toBe('{"a":Symbol("")}');
    expect(describeValue(Object.create(null))).toBe('{}');
    const bare = Object.assign(Object.create(null) as object, { kind: 'flip' });
    expect(describeValue(bare)).toBe('{"kind":"flip"}');
    expect(describeValue(NaN)).toBe('NaN');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(describeValue(cycle)).toBe('{"self":{"self":{"self":{...}}}}');
    const throwing = {
      get kind(): string {
        throw new Error('boom');
      },
    };
    expect(describeValue(throwing)).toBe('{"kind":"(unreadable)"}');
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(typeof describeValue(revoked.proxy)).toBe('string');
    const sneaky = Object.assign([1, 2], { constructor: 5 });
    expect(describeValue(sneaky)).toBe('[1,2]');
  });

  it('reads a getter once', () => {
    let reads = 0;
    const value = {
      get chit(): number {
        reads++;
        return reads;
      },
    };
    expect(describeValue(value)).toBe('{"chit":1}');
    expect(reads).toBe(1);
  });

  it('reads a bounded prefix of a value, whatever its size', () => {
    for (const length of [100, 1_000_000, 2e7, 1e9]) {
      const { list, reads } = countedArray(length);
      describeValue(list);
      expect(reads()).toBeLessThanOrEqual(41);
    }
    const nested = countedArray(1e8);
    describeValue({ moves: [nested.list] });
    expect(nested.reads()).toBeLessThanOrEqual(41);
    expect(describeValue(new Array(2e7)).length).toBeLessThanOrEqual(80);
  });

  it('never throws and never exceeds 80 characters', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withNullPrototype: true, withMap: true, withSet: true, withDate: true, withTypedArray: true, withSparseArray: true, withBoxedValues: true }), (value) => {
        const text = describeValue(value);
        expect(typeof text).toBe('string');
        expect(text.length).toBeLessThanOrEqual(80);
      }),
    );
  });
});
