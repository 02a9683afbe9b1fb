/**
 * Every error code `@games/tigerzone` returns: its own (the tournament server's words) and the
 * shared ones of `@games/core` it uses, in one object a program can branch on.
 *
 * @module
 */
import { ErrorCode } from '@games/core';

/**
 * The stable error codes of TigerZone (the `code` of every refusal).
 *
 * @group Errors
 */
export const TigerZoneError = {
  /** The game is over: every tile has been handled. */
  gameOver: ErrorCode.gameOver,
  /** Not a move of this game (wrong shape or types, unreadable notation). */
  malformedMove: ErrorCode.malformedMove,
  /** The options of `setup` are not valid. */
  invalidOptions: ErrorCode.invalidOptions,
  /** The tile is not the current tile, or the cell is taken, not next to a tile, or an edge does not match. */
  illegalTilePlacement: 'illegal-tile-placement',
  /** The follower's address is wrong: no such zone, a crossroads, not the feature's lowest zone, no lake or trail for a crocodile. */
  invalidMeeplePlacement: 'invalid-meeple-placement',
  /** The rules forbid the follower: the feature already holds a tiger or crocodile, the supply is empty, no own tiger there. */
  illegalMeeplePlacement: 'illegal-meeple-placement',
  /** A move for an unplaceable tile while the tile fits somewhere. */
  tileIsPlaceable: 'tile-is-placeable',
} as const;

/**
 * One of the {@link TigerZoneError} codes.
 *
 * @group Errors
 */
export type TigerZoneErrorCode = (typeof TigerZoneError)[keyof typeof TigerZoneError];
