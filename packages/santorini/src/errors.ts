/**
 * The error codes of `@games/santorini`: every `code` a refusal of this engine can carry (the
 * shared codes of `@games/core` it uses, and its own).
 *
 * @module
 */
import { ErrorCode } from '@games/core';

/**
 * Every error code the Santorini engine returns, by name. Branch on these rather than on messages,
 * which may change.
 *
 * @group Errors
 */
export const SantoriniError = {
  /** `play`: the move is well formed but not legal now (a reason is in the message). */
  illegalMove: ErrorCode.illegalMove,
  /** `play`, `parseMove`, `formatMove`'s reader: not a move of this game (wrong shape or text). */
  malformedMove: ErrorCode.malformedMove,
  /** `play`: the game is over. */
  gameOver: ErrorCode.gameOver,
  /** `setup`, `fromPosition`: an option has the wrong type or value, or is unknown. */
  invalidOptions: ErrorCode.invalidOptions,
  /** `fromPosition`: the position string cannot be read (the message names the column). */
  malformedRecord: ErrorCode.malformedRecord,
  /** `play`, `parseMove`: a square name that is not on the island (files A-E, ranks 1-5). */
  unknownSquare: 'unknown-square',
  /** `setup`, `fromPosition`: `gods` does not name one god per seat. */
  wrongGodCount: 'wrong-god-count',
  /** `setup`, `fromPosition`: a god name nobody registered. */
  unknownGod: 'unknown-god',
  /** `setup`, `fromPosition`: a god that cannot play at this player count (Chronus, Circe: 2 only). */
  godPlayerCount: 'god-player-count',
  /** `setup`, `fromPosition`: the same god chosen twice. */
  duplicateGod: 'duplicate-god',
  /** `setup`, `fromPosition`: two gods that may not play together (Circe and Eros). */
  bannedGods: 'banned-gods',
  /** `registerGod` (`@games/santorini/powers`): the name is not lower-case letters, or is taken. */
  invalidGod: 'invalid-god',
} as const;

/**
 * One of the {@link SantoriniError} codes.
 *
 * @group Errors
 */
export type SantoriniErrorCode = (typeof SantoriniError)[keyof typeof SantoriniError];
