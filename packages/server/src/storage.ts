/**
 * Where a match stands: being played, over, or left by everyone past the grace period.
 *
 * @group Storage
 */
export type MatchStatus = 'playing' | 'finished' | 'abandoned';

/**
 * One move as storage keeps it: who made it (`null` for chance) and its notation. These are the
 * entries of the core session's history, appended one by one as they are played.
 *
 * @group Storage
 */
export interface StoredMove {
  /** The seat that moved, `null` for a chance draw. */
  seat: number | null;
  /** The move in the game's notation. */
  notation: string;
}

/**
 * A match as the server stores it: the core session's snapshot (`session.snapshot()` of
 * `@games/core`: game, options, seed, seats, moves) plus the room's metadata. The snapshot's
 * moves are appended move by move ({@link MatchStorage.append}); the rest is written when the
 * match is created and when its metadata changes. Tokens are kept only as SHA-256 hashes.
 *
 * @group Storage
 */
export interface StoredMatch {
  /** The room id (also the match id). */
  id: string;
  /** The game id (also the room name). */
  game: string;
  /** The server process that hosts it now; another live process takes it over when this one stops beating. */
  owner: string;
  /** Playing, finished or abandoned. */
  status: MatchStatus;
  /** A private room: not listed, joinable only by id. */
  private: boolean;
  /** The session's snapshot with every move so far (`moves`). */
  snapshot: { moves: StoredMove[] } & Record<string, unknown>;
  /** SHA-256 of each seat's token (`null`: nobody holds the seat). */
  tokens: (string | null)[];
  /** When it was last written (milliseconds since the epoch). */
  updatedAt: number;
}

/**
 * The metadata of a match that changes without a move: status, tokens, owner.
 *
 * @group Storage
 */
export type MatchChange = Partial<Pick<StoredMatch, 'status' | 'tokens' | 'owner'>> & {
  /** When the change was made (milliseconds since the epoch). */
  updatedAt: number;
};

/**
 * Where matches are kept: SQLite ({@link sqliteStorage}) or Redis ({@link redisStorage}), or your
 * own. Every server process sharing one storage sees every match, so any live process can take
 * over the matches of a process whose lease lapsed ({@link MatchStorage.beat}).
 *
 * @group Storage
 */
export interface MatchStorage {
  /** Writes a new match (or replaces one: a restore under the same id), moves included. */
  create(match: StoredMatch): Promise<void>;
  /** Appends moves, the first being number `from` (0-based) of the match; earlier moves stay as they are. */
  append(id: string, from: number, moves: readonly StoredMove[], change: MatchChange): Promise<void>;
  /** Changes a match's metadata. */
  update(id: string, change: MatchChange): Promise<void>;
  /** Reads a match, every move included, or `null`. */
  load(id: string): Promise<StoredMatch | null>;
  /** The ids, games and owners of every match still `playing`. */
  unfinished(): Promise<{ id: string; game: string; owner: string }[]>;
  /** Makes `to` the owner of match `id` if `from` still owns it; true when it did (one process wins). */
  claim(id: string, from: string, to: string): Promise<boolean>;
  /** Renews the lease of `server` until `until` (milliseconds since the epoch); `until` 0 hands its matches off at once. */
  beat(server: string, until: number): Promise<void>;
  /** The servers whose lease is still valid at `now`. */
  alive(now: number): Promise<Set<string>>;
  /**
   * Which of `servers` still hold their connection to the storage (optional: a storage that can
   * tell, like Redis, lets a process take over a dead one's match the moment a client asks for it,
   * without waiting for its lease to lapse). Only servers that have beaten through this kind of
   * storage are ever reported connected.
   */
  connected?(servers: readonly string[]): Promise<Set<string>>;
  /** Deletes finished and abandoned matches last written before `before`; resolves to how many. */
  expire(before: number): Promise<number>;
  /** Resolves when the storage answers (for `/healthz`); rejects otherwise. */
  ping(): Promise<void>;
  /** Releases the connection or file. */
  close(): Promise<void>;
}
