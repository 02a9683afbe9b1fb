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

/**
 * Describes any value briefly for an error message, without throwing on cycles or odd types.
 *
 * @group Results and errors
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value.toString());
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return Object.prototype.toString.call(value);
  }
}
