import { err, ok, type Result } from '@games/core';

/**
 * Reads `name=value` pairs as typed after `--option` into texts by name; each value is read by
 * the game's option metadata later (core's `parseOptions`).
 *
 * @group Options
 */
export function parseOptionPairs(pairs: readonly string[]): Result<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return err('invalid-option', `--option expects name=value, got "${pair}"`);
    const name = pair.slice(0, equals).trim();
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) return err('invalid-option', `"${name}" is not an option name`);
    texts[name] = pair.slice(equals + 1);
  }
  return ok(texts);
}

/**
 * Reads a whole number argument such as `--seed 7`; an `invalid-argument` error otherwise.
 *
 * @group Options
 */
export function parseWholeNumber(text: string, name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): Result<number> {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    return err('invalid-argument', `${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return ok(value);
}
