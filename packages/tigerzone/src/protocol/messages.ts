/**
 * The messages of the 2016 TigerZone tournament protocol as data: what the server says, what a
 * client says, the forfeit reasons with their exact texts, and the protocol's error codes.
 *
 * @module
 */
import type { TigerZoneMove } from '../moves.js';
import type { Rotation } from '../state.js';

/**
 * The forfeit reasons of the 2016 server, byte for byte: two of them end with a space.
 *
 * @group Tournament protocol
 */
export const ForfeitReason = {
  /** The tile does not fit where it was put, or it was not the tile given, or an unplaceable move for a tile that fits. */
  illegalTilePlacement: 'ILLEGAL TILE PLACEMENT ',
  /** An unreadable line, or a move for the wrong game, move number or tile. */
  illegalMessage: 'ILLEGAL MESSAGE RECEIVED ',
  /** The rules forbid the tiger or crocodile there (feature taken, supply empty). */
  illegalMeeplePlacement: 'ILLEGAL MEEPLE PLACEMENT',
  /** The follower's address is wrong (no such zone, not the feature's lowest zone). */
  invalidMeeplePlacement: 'INVALID MEEPLE PLACEMENT',
  /** No line within the time limit. */
  timeout: 'TIMEOUT',
  /** The player quit: in the 2016 server's code, but never sent (it forfeited a closed connection with {@link ForfeitReason.illegalMessage}). */
  quit: 'QUIT',
} as const;

/**
 * One of the {@link ForfeitReason} texts.
 *
 * @group Tournament protocol
 */
export type ForfeitReasonText = (typeof ForfeitReason)[keyof typeof ForfeitReason];

/**
 * The error codes of the protocol functions.
 *
 * @group Tournament protocol
 */
export const ProtocolError = {
  /** A line that is no message of the protocol (or not one the reading side expects). */
  malformedMessage: 'malformed-message',
  /** A line longer than the reader's limit (refused without being read). */
  lineTooLong: 'line-too-long',
} as const;

/**
 * A player's score in a `GAME <gid> OVER` line.
 *
 * @group Tournament protocol
 */
export interface PlayerScore {
  /** The login, such as `TEAMJ`. */
  player: string;
  /** The final score. */
  score: number;
}

/**
 * Every line the tournament server sends, read into data. `game` is the game id of a match's two
 * simultaneous games (`1` or `2` in 2016), kept as text; `move` is the move number from 1. A
 * forfeited game's `OVER` line names that game's first mover first, so it comes in two forms:
 * `GAME g OVER PLAYER x FORFEITED PLAYER y WIN` (`loserFirst: true`) and
 * `GAME g OVER PLAYER x WIN PLAYER y FORFEITED` (`loserFirst: false`).
 *
 * @group Tournament protocol
 */
export type ServerMessage =
  | { kind: 'sparta' }
  | { kind: 'hello' }
  | { kind: 'welcome'; player: string }
  | { kind: 'nope'; retry: boolean }
  | { kind: 'new-challenge'; challenge: string; rounds: number }
  | { kind: 'begin-round'; round: number; rounds: number }
  | { kind: 'opponent'; player: string }
  | { kind: 'starting-tile'; tile: string; x: number; y: number; rotation: Rotation }
  | { kind: 'deck'; tiles: string[] }
  | { kind: 'match-begins'; seconds: number }
  | { kind: 'prompt'; game: string; seconds: number; move: number; tile: string }
  | { kind: 'echo'; game: string; move: number; player: string; action: TigerZoneMove }
  | { kind: 'forfeit'; game: string; move: number; player: string; reason: string }
  | { kind: 'game-over'; game: string; scores: [PlayerScore, PlayerScore] }
  | { kind: 'game-forfeited'; game: string; loser: string; winner: string; loserFirst: boolean }
  | { kind: 'end-of-round'; round: number; rounds: number; more: boolean }
  | { kind: 'end-of-challenges' }
  | { kind: 'next-challenge' }
  | { kind: 'goodbye' };

/**
 * Every line a tournament client sends, read into data.
 *
 * @group Tournament protocol
 */
export type ClientMessage =
  | { kind: 'join'; password: string }
  | { kind: 'login'; user: string; password: string }
  | { kind: 'move'; game: string; move: number; action: TigerZoneMove };

/**
 * The longest line the protocol functions read: the deck announcement of 76 tiles is about 500
 * characters; a longer line is refused with `line-too-long` without being read.
 *
 * @group Tournament protocol
 */
export const MAX_LINE_LENGTH = 4096;
