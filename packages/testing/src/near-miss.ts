/**
 * Near-miss moves: moves one small step from a legal move (a field nudged), or legal somewhere
 * else in the same game. A game that accepts one of them where it is not legal has a rule hole
 * that random garbage would almost never find.
 */
import { createRng, int } from '@games/core';

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
      if (values.size < 64) values.set(JSON.stringify(value), value);
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
    const own = JSON.stringify(value);
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

/** Moves legal somewhere on a game's way, each with its JSON text (computed once per game). */
export type Elsewhere = readonly (readonly [key: string, move: unknown])[];

/**
 * Up to `limit` near misses of a state with legal moves `legal`: nudges of its legal moves and
 * legal moves of other states (`elsewhere`), never a legal move itself; half of the budget for
 * each kind where both have more, sampled with the seed `salt`. Moves are told apart by their JSON
 * text (the game writes its moves' fields in one order; nudges keep it).
 */
export function nearMisses(legal: readonly unknown[], fields: FieldValues, elsewhere: Elsewhere, limit: number, salt: number): unknown[] {
  const rng = createRng(salt);
  const taken = new Set(legal.map((move) => JSON.stringify(move)));
  const half = Math.ceil(limit / 2);
  const near: unknown[] = [];
  // nudges of the legal moves, taken in a random order until half the budget is full
  const order = legal.map((_, index) => index);
  for (let index = 0; index < order.length && near.length < half; index++) {
    const other = int(rng, index, order.length - 1);
    [order[index], order[other]] = [order[other]!, order[index]!];
    const nudged = nudges(legal[order[index]!], fields);
    for (let at = nudged.length - 1; at > 0; at--) {
      const swap = int(rng, 0, at);
      [nudged[at], nudged[swap]] = [nudged[swap], nudged[at]];
    }
    for (const candidate of nudged) {
      const key = JSON.stringify(candidate);
      if (taken.has(key)) continue;
      taken.add(key);
      near.push(candidate);
      if (near.length >= half) break;
    }
  }
  // legal moves of other states, sampled
  const far: unknown[] = [];
  const wanted = limit - near.length;
  for (let tries = 0; far.length < wanted && tries < wanted * 4 && elsewhere.length > 0; tries++) {
    const [key, move] = elsewhere[int(rng, 0, elsewhere.length - 1)]!;
    if (taken.has(key)) continue;
    taken.add(key);
    far.push(move);
  }
  return [...near, ...far];
}
