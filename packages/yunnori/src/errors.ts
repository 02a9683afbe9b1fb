/**
 * The error codes of `@games/yunnori`, besides the shared ones of `@games/core`.
 *
 * @module
 */

/** Stable error codes a program can branch on. */
export const YunnoriErrorCode = {
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
} as const;
