/**
 * Near-miss moves: moves one small step from a legal move (a field nudged), or legal somewhere
 * else in the same game. A game that accepts one of them where it is not legal has a rule hole
 * that random garbage would almost never find.
 */
import { createRng, int } from '@games/core';
import { canonical } from './plain-data.js';

/** The values each field of a move was seen with, across the legal moves of a game. */
export type FieldValues = Map<string, Map<string, unknown>>;

/** How many other values of a field one move is nudged to. */
const VALUES_PER_FIELD = 8;

/** Records the values of the top-level fields of `moves` in `into`. */
export function recordFields(moves: readonly unknown[], into: FieldValues): void {
  for (const move of moves) {
    if (typeof move !== 'object' || move === null || Array.isArray(move)) continue;
    for (const [key, value] of Object.entries(move)) {
      let values = into.get(key);
      if (values === undefined) into.set(key, (values = new Map()));
      if (values.size < 64) values.set(canonical(value), value);
    }
  }
}

function nudgedValues(value: unknown, seen: Map<string, unknown> | undefined): unknown[] {
  const found: unknown[] = [];
  if (typeof value === 'number') found.push(value + 1, value - 1);
  else if (typeof value === 'boolean') found.push(!value);
  else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      if (typeof item === 'number') for (const step of [1, -1]) found.push(value.map((other, at) => (at === index ? item + step : other)));
    });
    if (value.length > 0) found.push(value.slice(0, -1));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'number') for (const step of [1, -1]) found.push({ ...value, [key]: inner + step });
    }
  }
  if (seen !== undefined) {
    const own = canonical(value);
    let taken = 0;
    for (const [key, other] of seen) {
      if (key === own) continue;
      found.push(other);
      if (++taken >= VALUES_PER_FIELD) break;
    }
  }
  return found;
}

/** Each field of `move` nudged: numbers by one, others swapped for values seen elsewhere, or left out. */
export function nudges(move: unknown, fields: FieldValues): unknown[] {
  if (typeof move === 'number') return [move + 1, move - 1];
  if (typeof move !== 'object' || move === null) return [];
  if (Array.isArray(move)) return nudgedValues(move, undefined);
  const found: unknown[] = [];
  const record = move as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    for (const value of nudgedValues(record[key], fields.get(key))) found.push({ ...record, [key]: value });
    const { [key]: _left, ...without } = record;
    found.push(without);
  }
  return found;
}

/**
 * Up to `limit` near misses of a state with legal moves `legal`: nudges of its legal moves and
 * legal moves of other states (`elsewhere`), never a legal move itself; half of the budget for
 * each kind where both have more, sampled with the seed `salt`.
 */
export function nearMisses(legal: readonly unknown[], fields: FieldValues, elsewhere: Iterable<unknown>, limit: number, salt: number): unknown[] {
  const legalKeys = new Set(legal.map((move) => canonical(move)));
  const distinct = (candidates: Iterable<unknown>, taken: Set<string>): unknown[] => {
    const kept: unknown[] = [];
    for (const candidate of candidates) {
      const key = canonical(candidate);
      if (legalKeys.has(key) || taken.has(key)) continue;
      taken.add(key);
      kept.push(candidate);
    }
    return kept;
  };
  const taken = new Set<string>();
  const near = distinct(legal.flatMap((move) => nudges(move, fields)), taken);
  const far = distinct(elsewhere, taken);
  const rng = createRng(salt);
  const sample = (items: unknown[], count: number): unknown[] => {
    if (items.length <= count) return items;
    const copy = items.slice();
    for (let index = 0; index < count; index++) {
      const other = int(rng, index, copy.length - 1);
      [copy[index], copy[other]] = [copy[other], copy[index]];
    }
    return copy.slice(0, count);
  };
  const half = Math.ceil(limit / 2);
  const nearCount = Math.min(near.length, Math.max(half, limit - far.length));
  return [...sample(near, nearCount), ...sample(far, limit - nearCount)];
}
