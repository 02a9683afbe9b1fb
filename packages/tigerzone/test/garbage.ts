/**
 * Odd values for robustness properties: everything fast-check's `anything` makes (BigInt,
 * null-prototype objects, sparse arrays, boxed values, maps, dates...), symbols, arrays with an
 * own `constructor`, getters that throw, getters that change between reads, and move-shaped
 * objects built from a legal move with one field made odd.
 */
import fc from 'fast-check';

/** An object whose field `key` gives `first` on the first read and `later` on every read after. */
export function changingField(base: Record<string, unknown>, key: string, first: unknown, later: unknown): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  let reads = 0;
  Object.defineProperty(value, key, {
    enumerable: true,
    configurable: true,
    get: () => (reads++ === 0 ? first : later),
  });
  return value;
}

/** An object whose field `key` throws when read. */
export function throwingField(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  Object.defineProperty(value, key, {
    enumerable: true,
    get: () => {
      throw new Error(`reading ${key}`);
    },
  });
  return value;
}

/** Single odd values, JSON-expressible or not. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({
    withBigInt: true,
    withNullPrototype: true,
    withMap: true,
    withSet: true,
    withDate: true,
    withSparseArray: true,
    withBoxedValues: true,
    withTypedArray: true,
    maxDepth: 2,
  }),
  fc.string().map((text) => Symbol(text)),
  fc.bigInt(),
  fc.constantFrom<unknown>(NaN, -0, Infinity, -Infinity, 1e21, 2 ** 53, -1, 0.5, '', ' ', '__proto__', 'constructor', 'toString', [], {}, null, undefined),
  fc.array(fc.anything(), { maxLength: 3 }).map((list) => Object.assign(list, { constructor: 'Array' })),
  fc.constant(Object.create(null) as unknown),
  fc.constant(new Array(1e6) as unknown),
);

/**
 * Move-shaped odd values from `legal` moves: a field replaced by an odd value, deleted, read
 * differently the second time (legal first, odd later and the other way round) or throwing,
 * an extra field, a null-prototype copy, or the move inside an array.
 */
export function oddMoves(legal: readonly Record<string, unknown>[]): fc.Arbitrary<unknown> {
  if (legal.length === 0) return oddValue;
  const move = fc.constantFrom(...legal);
  const keyOf = (value: Record<string, unknown>): fc.Arbitrary<string> => fc.constantFrom(...Object.keys(value), 'kind', 'extra', '__proto__', 'constructor');
  return fc.oneof(
    oddValue,
    move.chain((value) => fc.tuple(keyOf(value), oddValue).map(([key, odd]) => Object.defineProperty({ ...value }, key, { value: odd, enumerable: true, configurable: true, writable: true }))),
    move.chain((value) => keyOf(value).map((key) => {
      const copy = { ...value };
      delete copy[key];
      return copy;
    })),
    move.chain((value) => fc.tuple(keyOf(value), oddValue, fc.boolean()).map(([key, odd, legalFirst]) => changingField(value, key, legalFirst ? value[key] : odd, legalFirst ? odd : value[key]))),
    move.chain((value) => keyOf(value).map((key) => throwingField(value, key))),
    move.map((value) => Object.assign(Object.create(null) as object, value)),
    move.map((value) => [value]),
    move.map((value) => Object.assign([], value)),
  );
}
