import type { Seat } from '../contract.js';

/**
 * A session as plain JSON, what a server stores: the game, options and seats, the seed, and every
 * move with who made it. The moves only ever grow, so a store may append them one by one.
 * {@link restoreSession} replays it, every move checked.
 *
 * @group Sessions
 */
export interface SessionSnapshot<O = unknown> {
  /** Always `games-session`. */
  format: 'games-session';
  /** Always 1. */
  version: 1;
  /** The game's id. */
  game: string;
  /** The options of `setup`. */
  options: O;
  /** The state the moves start from, when it is not `setup(options)`. */
  start?: unknown;
  /** The session's seed (chance and bots). */
  seed: number;
  /** Each seat's spec as text. */
  seats: string[];
  /** The cap on chance draws in a row. */
  chanceLimit: number;
  /** Every move: who made it (`null`: chance) and its notation. */
  moves: { seat: Seat | null; notation: string }[];
}
