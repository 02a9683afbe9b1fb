/**
 * Every error code `@games/yunnori` returns: its own, and the shared ones of `@games/core` it
 * uses, in one object a program can branch on.
 *
 * @module
 */
import { ErrorCode } from '@games/core';

/**
 * The stable error codes of Yut Nori (the `code` of every refusal).
 *
 * @group Errors
 */
export const YunnoriError = {
  /** The game is over: no more moves are accepted. */
  gameOver: ErrorCode.gameOver,
  /** Not a move of this game (wrong shape or types, unreadable notation). */
  malformedMove: ErrorCode.malformedMove,
  /** The options of `setup` are not valid. */
  invalidOptions: ErrorCode.invalidOptions,
  /** A save line, save file or user file (or a game to save) that cannot be read or written. */
  malformedRecord: ErrorCode.malformedRecord,
  /** A piece move while throws are still owed: the sticks must be thrown first. */
  throwPending: 'throw-pending',
  /** A throw while the seat must use its results. */
  noThrowPending: 'no-throw-pending',
  /** The result named is not in the acting seat's list. */
  resultNotHeld: 'result-not-held',
  /** The acting seat has no piece on that position (or no piece left to enter from 0). */
  noPieceThere: 'no-piece-there',
  /** `0 back-do` while the seat has a piece on the board: back-do must move one of them. */
  backDoMustMove: 'back-do-must-move',
  /** Not a result name. */
  unknownResult: 'unknown-result',
  /** Not a position 0 … 29. */
  unknownPosition: 'unknown-position',
  /** Not an animal name or code. */
  unknownAnimal: 'unknown-animal',
  /** A cow's piece asked to stand or move off the yellow path. */
  offCowPath: 'off-cow-path',
  /** Back-do from 0: nothing can enter backwards. */
  cannotMove: 'cannot-move',
  /** Login: no such ID in the user file. */
  unknownId: 'unknown-id',
  /** Login: the password does not match. */
  wrongPassword: 'wrong-password',
  /** Login: that ID is already logged in. */
  alreadyLoggedIn: 'already-logged-in',
  /** Login: four players are logged in already. */
  tooManyPlayers: 'too-many-players',
  /** Start: fewer than two players are logged in. */
  notEnoughPlayers: 'not-enough-players',
  /** A save can only be made at the start of a turn, before throwing, in the advanced game. */
  cannotSave: 'cannot-save',
  /** A console answer that is not one of the offered choices. */
  invalidChoice: 'invalid-choice',
  /** An argument of the wrong type or shape (a user list, a list of logged-in IDs, options). */
  invalidArgument: 'invalid-argument',
} as const;

/**
 * One of the {@link YunnoriError} codes.
 *
 * @group Errors
 */
export type YunnoriErrorCode = (typeof YunnoriError)[keyof typeof YunnoriError];
