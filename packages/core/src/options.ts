import type { AnyGame, OptionInfo, Result } from './contract.js';
import { describeValue, err, ErrorCode, ok } from './result.js';

/**
 * Reads one option's value from text, as a command line (`--option players=3`), a URL query
 * (`opt.players=3`) or a form gives it, following its {@link OptionInfo}: numbers, `true`/`false`,
 * `null` where allowed, JSON for `json` options, and the listed `values` only. An
 * `invalid-options` error names the option and what it accepts; the game's `setup` still checks
 * the whole options object.
 *
 * @group Options
 */
export function parseOption(info: OptionInfo, text: string): Result<unknown> {
  if (typeof text !== 'string') return err(ErrorCode.invalidOptions, `option ${info.name}: expected text, got ${describeValue(text)}`);
  const trimmed = text.trim();
  const refuse = (expected: string): Result<unknown> => err(ErrorCode.invalidOptions, `option ${info.name}: expected ${expected}, got "${trimmed.slice(0, 80)}"`);
  if (info.nullable === true && trimmed === 'null') return ok(null);
  let value: unknown;
  switch (info.type) {
    case 'integer':
    case 'number': {
      value = trimmed === '' ? Number.NaN : Number(trimmed);
      const number = value as number;
      if (!Number.isFinite(number) || (info.type === 'integer' && !Number.isInteger(number))) return refuse(info.type === 'integer' ? 'a whole number' : 'a number');
      if ((info.min !== undefined && number < info.min) || (info.max !== undefined && number > info.max)) return refuse(`a number from ${info.min ?? '-∞'} to ${info.max ?? '∞'}`);
      break;
    }
    case 'boolean':
      if (trimmed !== 'true' && trimmed !== 'false') return refuse('true or false');
      value = trimmed === 'true';
      break;
    case 'string':
      value = trimmed;
      break;
    case 'json':
      try {
        value = JSON.parse(trimmed);
      } catch {
        return refuse('JSON');
      }
      break;
    default:
      return refuse('a value of a known type');
  }
  if (info.values !== undefined && !info.values.includes(value as string | number | boolean | null)) return refuse(`one of ${info.values.map(String).join(', ')}`);
  return ok(value);
}

/**
 * Reads a game's options from `name=value` texts (see {@link parseOption}): an options object
 * for {@link Game.setup}, or an `invalid-options` error for an option the game does not have
 * (naming the ones it has) or a value it does not accept.
 *
 * @example
 * ```ts
 * import { parseOptions } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * console.log(parseOptions(pig, { players: '3', target: '50' }));  // { ok: true, value: { players: 3, target: 50 } }
 * console.log(parseOptions(pig, { players: 'many' }).ok);          // false: invalid-options, naming the option
 * ```
 *
 * @group Options
 */
export function parseOptions(game: AnyGame, texts: Readonly<Record<string, string>>): Result<Record<string, unknown>> {
  const options: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(texts)) {
    const info = game.options.find((candidate) => candidate.name === name);
    if (info === undefined) return err(ErrorCode.invalidOptions, `${game.id} has no option "${name.slice(0, 40)}" (options: ${game.options.map((known) => known.name).join(', ')})`);
    const value = parseOption(info, text);
    if (!value.ok) return value;
    options[name] = value.value;
  }
  return ok(options);
}

/**
 * Reads an options object that came from outside (a request, a file, a user's code) into a plain
 * record: each of `known` read exactly once, an `invalid-options` error for anything that is not
 * a plain object, for a key not in `known` (named, with the known ones), for Symbol keys, and for
 * an object whose keys or fields cannot be read (a proxy trap or a getter that throws), and for
 * values that are not plain JSON data. The record holds plain copies (each field read once), so
 * engines validate its values and never touch the outside object again.
 */
export function readOptionsObject(value: unknown, known: readonly string[]): Result<Record<string, unknown>> {
  if (value === undefined) return ok({});
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return err(ErrorCode.invalidOptions, `options must be an object, got ${describeValue(value)}`);
  const read: Record<string, unknown> = {};
  try {
    if (Object.getOwnPropertySymbols(value).length > 0) return err(ErrorCode.invalidOptions, 'options must not have Symbol keys');
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) return err(ErrorCode.invalidOptions, `unknown option ${describeValue(key)} (known: ${known.join(', ')})`);
      const field: unknown = (value as Record<string, unknown>)[key];
      if (field === undefined) continue;
      const copy = plainCopy(field, 0, { left: MAX_OPTION_VALUES });
      if (copy === NOT_PLAIN) return err(ErrorCode.invalidOptions, `option ${key} is not plain JSON data (numbers, strings, booleans, null, arrays and plain objects, at most ${MAX_OPTION_VALUES} values)`);
      read[key] = copy;
    }
  } catch {
    return err(ErrorCode.invalidOptions, 'the options could not be read (a field or a key list threw when read)');
  }
  return ok(read);
}

/** The most values (array items, object fields, nested) an options object may hold. */
const MAX_OPTION_VALUES = 100_000;
/** How deep options may nest. */
const MAX_OPTION_DEPTH = 16;
const NOT_PLAIN: unique symbol = Symbol('not plain');

/**
 * A copy of `value` as plain JSON data, each field read once, or {@link NOT_PLAIN} for anything
 * else (functions, symbols, BigInt, non-finite numbers, class instances, too many values or too
 * deep). Traps and getters that throw propagate to the caller's `try`.
 */
function plainCopy(value: unknown, depth: number, budget: { left: number }): unknown {
  if (--budget.left < 0 || depth > MAX_OPTION_DEPTH) return NOT_PLAIN;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : NOT_PLAIN;
  if (typeof value !== 'object') return NOT_PLAIN;
  if (Array.isArray(value)) {
    const length: unknown = value.length;
    if (typeof length !== 'number' || length > budget.left) return NOT_PLAIN;
    const copy: unknown[] = [];
    for (let index = 0; index < length; index++) {
      const item = plainCopy(value[index], depth + 1, budget);
      if (item === NOT_PLAIN) return NOT_PLAIN;
      copy.push(item);
    }
    return copy;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return NOT_PLAIN;
  if (Object.getOwnPropertySymbols(value).length > 0) return NOT_PLAIN;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const field: unknown = (value as Record<string, unknown>)[key];
    if (field === undefined) continue;
    const item = plainCopy(field, depth + 1, budget);
    if (item === NOT_PLAIN) return NOT_PLAIN;
    copy[key] = item;
  }
  return copy;
}
