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
