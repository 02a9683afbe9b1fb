import type { MatchRecord, Rng } from '@games/core';

/**
 * Where a match stands: being played, over, or left by everyone past the grace period.
 *
 * @group Storage
 */
export type MatchStatus = 'playing' | 'finished' | 'abandoned';

/**
 * A match as the server stores it after every applied move: core's `MatchRecord` (`@games/core`) plus the
 * room's metadata. Tokens are kept only as SHA-256 hashes; the rng states let chance and bots
 * continue exactly where they were after a restart.
 *
 * @group Storage
 */
export interface StoredMatch {
  /** The room id (also the match id). */
  id: string;
  /** The game id (also the room name). */
  game: string;
  /** The server that hosts it ({@link GameServerOptions.serverId}); it restores the match after a restart. */
  owner: string;
  /** Playing, finished or abandoned. */
  status: MatchStatus;
  /** The record: options (with the seed) and every move so far in notation, chance draws included. */
  record: MatchRecord;
  /** The seed the room was created with. */
  seed: number;
  /** Bot specifications by seat (`null` for a seat played by a person). */
  bots: (string | null)[];
  /** SHA-256 of each seat's token (`null`: nobody holds the seat). */
  tokens: (string | null)[];
  /** The state of the rng that draws chance. */
  chanceRng: Rng;
  /** The state of each seat's bot rng. */
  botRngs: Rng[];
  /** When it was last written (milliseconds since the epoch). */
  updatedAt: number;
}

/**
 * Where matches are kept: SQLite ({@link sqliteStorage}) or Redis ({@link redisStorage}).
 *
 * @group Storage
 */
export interface MatchStorage {
  /** Writes (inserts or replaces) a match. */
  save(match: StoredMatch): Promise<void>;
  /** Reads a match by id, or `null`. */
  load(id: string): Promise<StoredMatch | null>;
  /** Every match of `owner` whose status is `playing`. */
  unfinished(owner: string): Promise<StoredMatch[]>;
  /** Releases the connection or file. */
  close(): Promise<void>;
}
