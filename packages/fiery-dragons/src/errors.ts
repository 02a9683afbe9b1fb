/**
 * Every error code `@games/fiery-dragons` returns: its own, and the shared ones of `@games/core`
 * it uses, in one object a program can branch on.
 *
 * @module
 */
import { ErrorCode } from '@games/core';

/**
 * The stable error codes of Fiery Dragons (the `code` of every refusal).
 *
 * @group Errors
 */
export const FieryDragonsError = {
  /** The game is over: no more moves are accepted. */
  gameOver: ErrorCode.gameOver,
  /** Not a move of this game (wrong shape or types, unreadable notation). */
  malformedMove: ErrorCode.malformedMove,
  /** The options of `setup` are not valid (a custom board included). */
  invalidOptions: ErrorCode.invalidOptions,
  /** The chit index is not a position in the middle. */
  chitOutOfRange: 'chit-out-of-range',
  /** The chit was already revealed this turn. */
  chitFaceUp: 'chit-face-up',
  /** `end` before the token moved this turn. */
  endBeforeMove: 'end-before-move',
  /** `end` while the `voluntaryEndTurn` option is off. */
  voluntaryEndOff: 'voluntary-end-off',
} as const;

/**
 * One of the {@link FieryDragonsError} codes.
 *
 * @group Errors
 */
export type FieryDragonsErrorCode = (typeof FieryDragonsError)[keyof typeof FieryDragonsError];
