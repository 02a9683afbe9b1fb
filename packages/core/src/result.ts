import type { Result, RuleError } from './contract.js';

/**
 * The error codes every game shares. Games add their own codes (kebab-case) beside these.
 *
 * @group Results and errors
 */
export const ErrorCode = {
  /** The move came from a seat that is not acting now. */
  notYourTurn: 'not-your-turn',
  /** The move is well formed but the rules do not allow it here. */
  illegalMove: 'illegal-move',
  /** The input is not a move of this game at all (wrong shape, wrong types, unreadable text). */
  malformedMove: 'malformed-move',
  /** The game is over: no more moves are accepted. */
  gameOver: 'game-over',
  /** The options given to `setup` are not valid. */
  invalidOptions: 'invalid-options',
  /** A record, save file or position string could not be read. */
  malformedRecord: 'malformed-record',
} as const;

/**
 * One of the shared {@link ErrorCode} values.
 *
 * @group Results and errors
 */
export type SharedErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Wraps a value as a successful {@link Result}.
 *
 * @group Results and errors
 */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/**
 * Builds a failed {@link Result} from an error code and a readable message.
 *
 * @group Results and errors
 */
export function err<T = never>(code: string, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}

/**
 * Thrown by {@link unwrap} when the result was an error; carries the {@link RuleError}.
 *
 * @group Results and errors
 */
export class RuleViolation extends Error {
  /** The refused operation's error. */
  readonly error: RuleError;
  /** Wraps `error` as an exception whose message starts with its code. */
  constructor(error: RuleError) {
    super(`${error.code}: ${error.message}`);
    this.name = 'RuleViolation';
    this.error = error;
  }
}

/**
 * Returns the value of a successful result, and throws a {@link RuleViolation} otherwise.
 *
 * @group Results and errors
 */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new RuleViolation(result.error);
}

/**
 * True when `value` looks like a {@link RuleError}: an object with string `code` and `message`.
 *
 * @group Results and errors
 */
export function isRuleError(value: unknown): value is RuleError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RuleError).code === 'string' &&
    typeof (value as RuleError).message === 'string'
  );
}

/** The longest text {@link describeValue} returns. */
const DESCRIPTION_LIMIT = 80;
/** How many array elements or object properties {@link describeValue} looks at, in all. */
const VISIT_LIMIT = 40;
/** How deep {@link describeValue} looks into nested arrays and objects. */
const DEPTH_LIMIT = 3;

/** Writes a bounded description; stops once the text is long enough or enough has been visited. */
class Describer {
  text = '';
  visits = 0;

  get full(): boolean {
    return this.text.length > DESCRIPTION_LIMIT || this.visits > VISIT_LIMIT;
  }

  write(value: unknown, depth: number): void {
    if (this.full) return;
    switch (typeof value) {
      case 'undefined':
        this.text += 'undefined';
        return;
      case 'function':
        this.text += 'a function';
        return;
      case 'bigint':
        this.text += `${value.toString().slice(0, DESCRIPTION_LIMIT)}n`;
        return;
      case 'symbol':
        this.text += `Symbol(${JSON.stringify((value.description ?? '').slice(0, DESCRIPTION_LIMIT))})`;
        return;
      case 'string':
        // Cut before quoting, so a huge string costs no more than a short one.
        this.text += JSON.stringify(value.length > DESCRIPTION_LIMIT ? value.slice(0, DESCRIPTION_LIMIT) : value);
        return;
      case 'number':
      case 'boolean':
        this.text += String(value);
        return;
      default:
        break;
    }
    if (value === null) {
      this.text += 'null';
      return;
    }
    if (Array.isArray(value)) this.writeArray(value as unknown[], depth);
    else this.writeObject(value as object, depth);
  }

  writeArray(list: unknown[], depth: number): void {
    if (depth >= DEPTH_LIMIT) {
      this.text += '[...]';
      return;
    }
    // Only a prefix is read, by index: never the whole list, however long (or sparse) it is.
    const length = list.length;
    this.text += '[';
    for (let index = 0; index < length; index++) {
      if (index > 0) this.text += ',';
      if (this.full) {
        this.text += '...';
        break;
      }
      this.visits++;
      this.write(readSafely(() => list[index]), depth + 1);
    }
    this.text += ']';
  }

  writeObject(object: object, depth: number): void {
    if (object instanceof Date) {
      this.text += readSafely(() => JSON.stringify(object)) as string;
      return;
    }
    if (depth >= DEPTH_LIMIT) {
      this.text += '{...}';
      return;
    }
    this.text += '{';
    let first = true;
    // for...in stops as soon as the text is long enough; a getter is read once, and one that
    // throws is described rather than passed on.
    for (const key in object) {
      if (!Object.prototype.hasOwnProperty.call(object, key)) continue;
      if (!first) this.text += ',';
      first = false;
      if (this.full) {
        this.text += '...';
        break;
      }
      this.visits++;
      this.text += `${JSON.stringify(key.length > DESCRIPTION_LIMIT ? key.slice(0, DESCRIPTION_LIMIT) : key)}:`;
      this.write(readSafely(() => (object as Record<string, unknown>)[key]), depth + 1);
    }
    this.text += '}';
  }
}

/** Reads a value through `read`, or describes the failure when reading throws (a getter, a proxy). */
function readSafely(read: () => unknown): unknown {
  try {
    return read();
  } catch {
    return '(unreadable)';
  }
}

/**
 * Describes any value briefly (at most 80 characters) for an error message: JSON-like for plain
 * data, `10n` for a BigInt, `Symbol("x")` for a symbol, `a function`, `undefined`. It reads only
 * a bounded prefix of the value (a few dozen elements or properties, three levels deep), so its
 * cost does not grow with the size of the value, and it never throws: cycles, getters that throw,
 * null-prototype objects and proxies are described too.
 *
 * @group Results and errors
 */
export function describeValue(value: unknown): string {
  let text: string;
  try {
    const describer = new Describer();
    describer.write(value, 0);
    text = describer.text;
  } catch {
    text = readSafely(() => Object.prototype.toString.call(value)) as string;
  }
  return text.length > DESCRIPTION_LIMIT ? `${text.slice(0, DESCRIPTION_LIMIT - 3)}...` : text;
}
