/**
 * Hostile values: what a server, a save file or a careless caller may hand an engine. Everything
 * fast-check's `anything` makes (BigInt, null-prototype objects, sparse arrays, boxed values, maps,
 * dates...), symbols, functions, proxies whose traps throw, arrays with an own `constructor`,
 * getters that throw or answer differently on a second read, and move-shaped objects built from a
 * legal move with one thing made odd.
 */
import fc from 'fast-check';

/**
 * A copy of `base` whose field `key` gives `first` on the first read and `later` on every read
 * after: code that checks a field and then reads it again can be tricked by it.
 *
 * @example
 * ```ts
 * import { changingField } from '@games/testing';
 *
 * const move = changingField({ kind: 'roll' }, 'kind', 'roll', 'hold');
 * console.log(move.kind, move.kind); // roll hold
 * ```
 */
export function changingField(base: Record<string, unknown>, key: string, first: unknown, later: unknown): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  let reads = 0;
  Object.defineProperty(value, key, { enumerable: true, configurable: true, get: () => (reads++ === 0 ? first : later) });
  return value;
}

/** A copy of `base` whose field `key` throws when read. */
export function throwingField(base: Record<string, unknown>, key: string): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base };
  Object.defineProperty(value, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      throw new Error(`reading ${key}`);
    },
  });
  return value;
}

/** A proxy whose trap that lists its keys throws. */
function trappedProxy(): unknown {
  return new Proxy(
    {},
    {
      ownKeys: () => {
        throw new Error('a proxy trap that throws');
      },
    },
  );
}

/** Settings of {@link arbHostileValue}, {@link arbHostileEdit} and {@link arbHostileMove}. */
export interface HostileSettings {
  /**
   * Include values with accessors (default true): getters that throw or answer differently on a
   * second read, and (unless `proxies` says otherwise) a proxy whose `ownKeys` trap throws. Leave
   * them out to check only plain (if odd) data.
   */
  accessors?: boolean;
  /** Include a proxy whose `ownKeys` trap throws (default: as `accessors`). */
  proxies?: boolean;
}

/**
 * An array of `length` holes, the value `new Array(length)` makes, but in constant time:
 * `new Array(length)` reserves a slot for each hole, which takes seconds for the huge lengths a
 * bad-input test hands an engine (a tenth of a second for a million on a busy machine). Setting,
 * then deleting, the last element of an empty array gives the same array (its length, no element
 * of its own) without the slots.
 *
 * @example
 * ```ts
 * import { holes } from '@games/testing';
 *
 * const huge = holes(2e7);
 * console.log(huge.length, 0 in huge, Array.isArray(huge)); // 20000000 false true
 * ```
 */
export function holes(length: number): unknown[] {
  const array: unknown[] = [];
  if (length > 0) {
    array[length - 1] = undefined;
    delete array[length - 1];
  }
  return array;
}

/**
 * An arbitrary of single hostile values, JSON-expressible or not: fast-check's `anything` with
 * BigInt, null prototypes, maps, sets, dates, sparse arrays, boxed values and typed arrays;
 * symbols; bigints; `NaN`, `-0`, infinities, huge and odd numbers; `''`, `'__proto__'`,
 * `'constructor'`; `null` and `undefined`; arrays with an own `constructor`; an empty
 * null-prototype object; an array of a million holes; a function; and (unless `proxies` is
 * false) a proxy whose `ownKeys` trap throws.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { pig } from '@games/core/example';
 * import { arbHostileValue } from '@games/testing';
 *
 * const state = pig.setup({ players: 2, seed: 1 });
 * // Secret Pig, written for teaching, lets the exception of a proxy's trap through: no proxies
 * fc.assert(
 *   fc.property(arbHostileValue({ proxies: false }), (value) => {
 *     if (state.ok && pig.play(state.value, value as never).ok) throw new Error('a hostile move was accepted');
 *   }),
 *   { seed: 1, numRuns: 200 },
 * );
 * ```
 */
export function arbHostileValue({ accessors = true, proxies = accessors }: HostileSettings = {}): fc.Arbitrary<unknown> {
  const values: fc.Arbitrary<unknown>[] = [
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
    fc.array(fc.anything(), { maxLength: 3 }).map((list) => Object.assign([...list], { constructor: 'Array' })),
    fc.constant(null).map(() => Object.create(null) as unknown),
    fc.constant(null).map(() => holes(1e6)),
    fc.constant(null).map(() => (() => 'move') as unknown),
  ];
  if (proxies) values.push(fc.constant(null).map(trappedProxy));
  return fc.oneof(...values);
}

/** How a hostile move is made from a legal one (see {@link applyHostileEdit}). */
export type HostileEdit =
  | { op: 'value'; odd: unknown }
  | { op: 'set' | 'changing'; key: number; odd: unknown; legalFirst: boolean }
  | { op: 'delete' | 'throwing'; key: number }
  | { op: 'null-prototype' | 'wrapped' | 'array-copy' };

/** An arbitrary of {@link HostileEdit}s, independent of the move they will edit. */
export function arbHostileEdit(settings: HostileSettings = {}): fc.Arbitrary<HostileEdit> {
  const odd = arbHostileValue(settings);
  const key = fc.nat({ max: 63 });
  const accessors = settings.accessors ?? true;
  return fc.oneof(
    odd.map((value): HostileEdit => ({ op: 'value', odd: value })),
    fc.record({ op: accessors ? fc.constantFrom('set' as const, 'changing' as const) : fc.constant('set' as const), key, odd, legalFirst: fc.boolean() }),
    fc.record({ op: accessors ? fc.constantFrom('delete' as const, 'throwing' as const) : fc.constant('delete' as const), key }),
    fc.record({ op: fc.constantFrom('null-prototype' as const, 'wrapped' as const, 'array-copy' as const) }),
  );
}

/**
 * Applies a hostile edit to `move`: the odd value alone, a field (of the move's own, or `kind`,
 * `extra`, `__proto__`, `constructor`) set to an odd value, deleted, read differently the second
 * time (the legal value first and the odd later, or the other way round) or throwing when read,
 * a null-prototype copy, the move inside an array, or an array with the move's fields.
 */
export function applyHostileEdit(move: unknown, edit: HostileEdit): unknown {
  if (edit.op === 'value') return edit.odd;
  // a move that is not an object has no fields to edit: the odd value, or the move itself
  if (typeof move !== 'object' || move === null) return 'odd' in edit ? edit.odd : move;
  const record = move as Record<string, unknown>;
  const keys = [...Object.keys(record), 'kind', 'extra', '__proto__', 'constructor'];
  switch (edit.op) {
    case 'set': {
      const name = keys[edit.key % keys.length]!;
      return Object.defineProperty({ ...record }, name, { value: edit.odd, enumerable: true, configurable: true, writable: true });
    }
    case 'changing': {
      const name = keys[edit.key % keys.length]!;
      return changingField(record, name, edit.legalFirst ? record[name] : edit.odd, edit.legalFirst ? edit.odd : record[name]);
    }
    case 'delete': {
      const copy = { ...record };
      delete copy[keys[edit.key % keys.length]!];
      return copy;
    }
    case 'throwing':
      return throwingField(record, keys[edit.key % keys.length]!);
    case 'null-prototype':
      return Object.assign(Object.create(null) as object, record);
    case 'wrapped':
      return [record];
    case 'array-copy':
      return Object.assign([], record);
  }
}

/**
 * An arbitrary of hostile values shaped like the moves `legal` (usually the legal moves of some
 * states): {@link arbHostileValue}s, and legal moves with one thing made odd (see
 * {@link applyHostileEdit}). Some of them are still legal moves (a null-prototype copy, a field
 * that reads legal first): a game may accept those, as the move they read as.
 */
export function arbHostileMove(legal: readonly unknown[], settings: HostileSettings = {}): fc.Arbitrary<unknown> {
  if (legal.length === 0) return arbHostileValue(settings);
  return fc.tuple(fc.nat({ max: legal.length - 1 }), arbHostileEdit(settings)).map(([index, edit]) => applyHostileEdit(legal[index], edit));
}

/** Settings of {@link arbMutatedText}. */
export interface MutationSettings {
  /** The fewest edits (default 0: the valid text itself is among the values). */
  minEdits?: number;
  /** The most edits (default 4). */
  maxEdits?: number;
  /** The longest span an edit deletes, replaces or repeats (default 8). */
  maxSpan?: number;
}

/**
 * An arbitrary of small edits of valid texts, to fuzz a text reader (notation, save files,
 * positions): each edit deletes, replaces or repeats a span of up to `maxSpan` characters, or
 * inserts a piece. `valid` is a list of valid texts or an arbitrary of them (say, the positions
 * of reachable states). `pieces` is what is inserted and replaced with: a string (its characters), a
 * list of strings, or an arbitrary. Text near the valid inputs finds the corners a reader gets
 * wrong far more often than random text does; shrinking leads back to the valid text.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { pig } from '@games/core/example';
 * import { arbMutatedText } from '@games/testing';
 *
 * const state = pig.setup({ players: 2, seed: 1 });
 * fc.assert(
 *   fc.property(arbMutatedText(['roll', 'hold', 'die 6'], 'rolhdie 0123456789'), (text) => {
 *     if (!state.ok) return;
 *     const parsed = pig.parseMove(text, state.value); // never throws
 *     if (!parsed.ok) return;
 *     // what is read writes back to a text that reads as the same move
 *     const again = pig.parseMove(pig.formatMove(parsed.value), state.value);
 *     if (!again.ok || pig.formatMove(again.value) !== pig.formatMove(parsed.value)) throw new Error(`"${text}" does not write back`);
 *   }),
 *   { seed: 1, numRuns: 300 },
 * );
 * ```
 */
export function arbMutatedText(valid: readonly string[] | fc.Arbitrary<string>, pieces: string | readonly string[] | fc.Arbitrary<string>, settings: MutationSettings = {}): fc.Arbitrary<string> {
  const { minEdits = 0, maxEdits = 4, maxSpan = 8 } = settings;
  if (Array.isArray(valid) && valid.length === 0) throw new Error('arbMutatedText needs at least one valid text');
  const texts: fc.Arbitrary<string> = Array.isArray(valid) ? fc.constantFrom(...(valid as readonly string[])) : (valid as fc.Arbitrary<string>);
  const piece: fc.Arbitrary<string> = typeof pieces === 'string' ? fc.constantFrom(...pieces) : Array.isArray(pieces) ? fc.constantFrom(...(pieces as readonly string[])) : (pieces as fc.Arbitrary<string>);
  const edit = fc.record({
    op: fc.constantFrom('delete' as const, 'insert' as const, 'replace' as const, 'repeat' as const),
    at: fc.nat(),
    span: fc.integer({ min: 1, max: Math.max(1, maxSpan) }),
    piece,
  });
  return fc.tuple(texts, fc.array(edit, { minLength: minEdits, maxLength: maxEdits })).map(([text, edits]) => {
    let result = text;
    for (const change of edits) {
      const at = change.at % (result.length + 1);
      const end = Math.min(result.length, at + change.span);
      if (change.op === 'delete') result = result.slice(0, at) + result.slice(end);
      else if (change.op === 'insert') result = result.slice(0, at) + change.piece + result.slice(at);
      else if (change.op === 'replace') result = result.slice(0, at) + change.piece + result.slice(end);
      else result = result.slice(0, end) + result.slice(at, end) + result.slice(end);
    }
    return result;
  });
}
