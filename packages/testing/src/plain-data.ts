/**
 * Checks on plain JSON data, used by the conformance laws and useful in your own tests.
 */

/**
 * The path of the first part of `value` that is not plain JSON data (a class instance, Map,
 * Set, typed array, function, `undefined` field, non-finite number, symbol, bigint or cycle), or
 * `null` when all of it is plain.
 *
 * @group Plain data
 */
export function findNonJson(value: unknown, path = '$', seen: Set<object> = new Set()): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (typeof value !== 'object') return `${path} is ${typeof value}`;
  if (seen.has(value)) return `${path} is a cycle or shared reference`;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (Array.isArray(value)) {
    if (prototype !== Array.prototype) return `${path} is an array subclass`;
    seen.add(value);
    for (let index = 0; index < value.length; index++) {
      if (!(index in value)) return `${path}[${index}] is a hole`;
      const found = findNonJson(value[index], `${path}[${index}]`, seen);
      if (found !== null) return found;
    }
    seen.delete(value);
    return null;
  }
  if (prototype !== Object.prototype && prototype !== null) {
    const name = (value as { constructor?: { name?: string } }).constructor?.name ?? 'unknown';
    return `${path} is an instance of ${name}`;
  }
  seen.add(value);
  for (const key of Object.keys(value)) {
    const found = findNonJson((value as Record<string, unknown>)[key], `${path}.${key}`, seen);
    if (found !== null) return found;
  }
  if (Object.getOwnPropertySymbols(value).length > 0) return `${path} has symbol keys`;
  seen.delete(value);
  return null;
}

/**
 * Deep equality of JSON data (object key order does not matter).
 *
 * @group Plain data
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let index = 0; index < a.length; index++) if (!jsonEqual(a[index], b[index])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!jsonEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

/**
 * The path of the first place where two JSON values differ (`hands[1]`, `secrets[0]`,
 * `board.squares[12].rank`; `(the whole value)` when they differ at the top), or `null` when they
 * are deep-equal (object key order does not matter).
 *
 * @example
 * ```ts
 * import { firstDifference } from '@games/testing';
 *
 * console.log(firstDifference({ hands: [[1], [2]] }, { hands: [[1], [3]] })); // "hands[1][0]"
 * console.log(firstDifference({ a: 1, b: 2 }, { b: 2, a: 1 }));               // null
 * ```
 *
 * @group Plain data
 */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  const here = path === '' ? '(the whole value)' : path;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return here;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let index = 0; index < Math.max(a.length, b.length); index++) {
      if (index >= a.length || index >= b.length) return `${path}[${index}]`;
      const found = firstDifference(a[index], b[index], `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  for (const key of new Set([...Object.keys(recordA), ...Object.keys(recordB)])) {
    const inner = path === '' ? key : `${path}.${key}`;
    if (!Object.prototype.hasOwnProperty.call(recordA, key) || !Object.prototype.hasOwnProperty.call(recordB, key)) return inner;
    const found = firstDifference(recordA[key], recordB[key], inner);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A JSON snapshot of a value, for checking later that it was not mutated.
 *
 * @group Plain data
 */
export function snapshot(value: unknown): string {
  return JSON.stringify(value);
}

/**
 * JSON text of a value with object keys sorted, so that deep-equal data gives equal text.
 *
 * @group Plain data
 */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  }) ?? 'undefined';
}
