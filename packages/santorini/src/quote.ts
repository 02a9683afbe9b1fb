/**
 * Outside values written into refusal messages, in time independent of their size: a message about
 * a 100-megabyte string or a 20-million-element array costs no more than one about `"C3"`.
 *
 * @module
 */

/** The longest piece of outside text a message quotes. */
const LONGEST = 40;

/** A piece of outside text, JSON-quoted and cut to {@link LONGEST} characters (`"abc..."`). */
export function quote(text: string): string {
  return text.length > LONGEST ? `${JSON.stringify(text.slice(0, LONGEST))}... (${text.length} characters)` : JSON.stringify(text);
}

/**
 * A short description of any outside value: text quoted ({@link quote}), numbers and the like as
 * written, an array by its length, an object by its `kind`. Never throws (getters and
 * proxies are not trusted).
 */
export function brief(value: unknown): string {
  try {
    switch (typeof value) {
      case 'string':
        return quote(value);
      case 'bigint':
        return `${quote(String(value)).slice(1, -1)}n`;
      case 'symbol':
        return quote(value.toString()).slice(1, -1);
      case 'function':
        return 'a function';
      case 'object': {
        if (value === null) return 'null';
        if (Array.isArray(value)) return `an array of ${value.length} items`;
        // Only a `kind` is described: listing the fields of a huge object would cost its size.
        if (!Object.hasOwn(value, 'kind')) return 'an object';
        const kind = (value as Record<string, unknown>)['kind'];
        return `an object of kind ${typeof kind === 'object' && kind !== null ? 'an object' : brief(kind)}`;
      }
      default:
        return String(value);
    }
  } catch {
    return 'a value that cannot be read';
  }
}
