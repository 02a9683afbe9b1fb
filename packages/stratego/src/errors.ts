/**
 * Every error code the Stratego engine returns, in one object, and the brief description of an
 * outside value that refusal messages quote.
 *
 * @module
 */
import { ErrorCode } from '@games/core';

/**
 * The error codes of `@games/stratego`: the `code` of every `RuleError` its functions return
 * (the shared codes of `@games/core` it uses are listed here too). Codes are stable; messages are
 * for people and may change.
 *
 * @group Errors
 */
export const StrategoError = {
  /** Not a move at all: wrong shape, wrong field types, unreadable notation. */
  malformedMove: ErrorCode.malformedMove,
  /** The game is over: no move is accepted. */
  gameOver: ErrorCode.gameOver,
  /** The options of `setup` are not valid (unknown option, wrong type, unknown variant). */
  invalidOptions: ErrorCode.invalidOptions,
  /** A Gravon record could not be read, or a record given to `formatGravon` cannot be written. */
  malformedRecord: ErrorCode.malformedRecord,
  /** A setup string is not a valid setup of the variant (length, letters, piece counts). */
  invalidSetup: 'invalid-setup',
  /** A seat number other than 0 (Red) or 1 (Blue). */
  invalidSeat: 'invalid-seat',
  /** A square name that is not on the board (columns A-K without J, rows 1-10). */
  offBoard: 'off-board',
  /** A move from or into one of the lakes. */
  lakeSquare: 'lake-square',
  /** A move from an empty square. */
  emptySquare: 'empty-square',
  /** A move of the opponent's piece. */
  notYourPiece: 'not-your-piece',
  /** A move of a Bomb or the Flag. */
  immovablePiece: 'immovable-piece',
  /** A move that does not leave its square. */
  notAMove: 'not-a-move',
  /** A move that is not along one row or column clear of the lakes. */
  unreachableSquare: 'unreachable-square',
  /** A piece other than a Scout moving more than one square. */
  tooFar: 'too-far',
  /** A move onto one of the mover's own pieces. */
  ownPiece: 'own-piece',
  /** A Scout sliding over a piece. */
  pathBlocked: 'path-blocked',
  /** A Scout attacking at the end of a slide when `scoutMoveAndAttack` is off. */
  scoutAttackNotAllowed: 'scout-attack-not-allowed',
  /** A move the two-squares rule forbids. */
  twoSquaresRule: 'two-squares-rule',
  /** A move the more-squares (continuous chase) rule forbids. */
  moreSquaresRule: 'more-squares-rule',
  /** A piece move during the setup phase, or a placement after it. */
  wrongPhase: 'wrong-phase',
  /** A placement outside the mover's four rows. */
  outsideSetupArea: 'outside-setup-area',
  /** A placement of a rank the mover has no piece of left. */
  noPieceLeft: 'no-piece-left',
  /** A placement on a square that already holds a piece. */
  squareOccupied: 'square-occupied',
} as const;

/**
 * One of the codes in {@link StrategoError}.
 *
 * @group Errors
 */
export type StrategoErrorCode = (typeof StrategoError)[keyof typeof StrategoError];

/** Short text in single quotes, with control characters escaped as JSON does. */
function quote(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"')}'`;
}

/**
 * A short description of an outside value for an error message, at a cost that does not grow
 * with the value: long text is cut, arrays and objects are named by their kind, never serialised
 * (so `new Array(2e7)` or a 10 MB string is described at once). Never throws.
 */
export function describeInput(value: unknown): string {
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      return value.length > 40 ? `${quote(value.slice(0, 40))}... (${value.length} characters)` : quote(value);
    case 'number':
    case 'boolean':
      return String(value);
    case 'bigint':
      return 'a BigInt';
    case 'symbol':
      return 'a Symbol';
    case 'function':
      return 'a function';
    default:
      break;
  }
  if (value === null) return 'null';
  try {
    if (Array.isArray(value)) return `an array of ${value.length} item${value.length === 1 ? '' : 's'}`;
    return Object.getPrototypeOf(value) === null ? 'an object without a prototype' : 'an object';
  } catch {
    return 'an unreadable value';
  }
}
