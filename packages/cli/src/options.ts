import { err, ok, type Result } from '@games/core';

/**
 * Reads `key=value` pairs into an options object. A value is read as JSON when it is JSON
 * (`3`, `true`, `null`, `["Apollo","Pan"]`, `{"swap":1}`), and as a plain string otherwise.
 */
export function parseOptionPairs(pairs: readonly string[]): Result<Record<string, unknown>> {
  const options: Record<string, unknown> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    if (equals <= 0) return err('invalid-option', `--option expects key=value, got "${pair}"`);
    const key = pair.slice(0, equals).trim();
    const text = pair.slice(equals + 1);
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) return err('invalid-option', `"${key}" is not an option name`);
    let value: unknown = text;
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
    options[key] = value;
  }
  return ok(options);
}

/** Reads a whole number argument such as `--seed 7`; an `invalid-argument` error otherwise. */
export function parseWholeNumber(text: string, name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): Result<number> {
  const value = Number(text);
  if (!/^-?\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    return err('invalid-argument', `${name} must be a whole number from ${min} to ${max}, got "${text}"`);
  }
  return ok(value);
}
