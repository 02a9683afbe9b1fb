import Database from 'better-sqlite3';
import type { MatchChange, MatchStorage, StoredMatch, StoredMove } from './storage.js';

/**
 * Matches in one SQLite file (`better-sqlite3`, write-ahead log): a match's head in `matches`,
 * its moves in `moves`, one row each, appended as they are played. Several processes on one
 * machine may share the file (each takes over the matches of a process that stopped beating).
 * `':memory:'` keeps them in memory only (nothing survives a restart).
 *
 * Writes (`create`, `append`, `update`) are committed in groups: every write asked for during one
 * turn of the event loop goes into one transaction, committed before the next turn (each write's
 * promise resolves once its group is committed; a group that fails is written again one write at
 * a time, so only the failing write rejects). Every read, claim and beat first commits what waits,
 * so a read always sees the writes asked for before it.
 *
 * @group Storage
 */
export function sqliteStorage(file: string): MatchStorage {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS games_matches (
    id TEXT PRIMARY KEY, game TEXT NOT NULL, owner TEXT NOT NULL, status TEXT NOT NULL,
    private INTEGER NOT NULL, head TEXT NOT NULL, tokens TEXT NOT NULL, updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS games_matches_status ON games_matches (status, updated_at);
  CREATE TABLE IF NOT EXISTS games_moves (
    match_id TEXT NOT NULL, ply INTEGER NOT NULL, seat INTEGER, notation TEXT NOT NULL, PRIMARY KEY (match_id, ply)
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS games_servers (id TEXT PRIMARY KEY, alive_until INTEGER NOT NULL);`);
  const insertHead = db.prepare(
    'INSERT OR REPLACE INTO games_matches (id, game, owner, status, private, head, tokens, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertMove = db.prepare('INSERT OR REPLACE INTO games_moves (match_id, ply, seat, notation) VALUES (?, ?, ?, ?)');
  const dropMoves = db.prepare('DELETE FROM games_moves WHERE match_id = ?');
  const dropMovesFrom = db.prepare('DELETE FROM games_moves WHERE match_id = ? AND ply >= ?');
  const headById = db.prepare<[string], { id: string; game: string; owner: string; status: string; private: number; head: string; tokens: string; updated_at: number }>(
    'SELECT * FROM games_matches WHERE id = ?',
  );
  const movesById = db.prepare<[string], { seat: number | null; notation: string }>('SELECT seat, notation FROM games_moves WHERE match_id = ? ORDER BY ply');
  const playing = db.prepare<[], { id: string; game: string; owner: string }>("SELECT id, game, owner FROM games_matches WHERE status = 'playing'");
  const claim = db.prepare('UPDATE games_matches SET owner = ? WHERE id = ? AND owner = ?');
  const beat = db.prepare('INSERT OR REPLACE INTO games_servers (id, alive_until) VALUES (?, ?)');
  const alive = db.prepare<[number], { id: string }>('SELECT id FROM games_servers WHERE alive_until > ?');
  const expired = db.prepare<[number], { id: string }>("SELECT id FROM games_matches WHERE status != 'playing' AND updated_at < ?");
  const dropHead = db.prepare('DELETE FROM games_matches WHERE id = ?');

  /** One prepared UPDATE per set of changed columns (there are at most eight). */
  const changes = new Map<string, Database.Statement>();
  const change = (id: string, given: MatchChange): void => {
    const sets: string[] = ['updated_at = @updatedAt'];
    if (given.status !== undefined) sets.push('status = @status');
    if (given.owner !== undefined) sets.push('owner = @owner');
    if (given.tokens !== undefined) sets.push('tokens = @tokens');
    const key = sets.join(', ');
    let statement = changes.get(key);
    if (statement === undefined) {
      statement = db.prepare(`UPDATE games_matches SET ${key} WHERE id = @id`);
      changes.set(key, statement);
    }
    statement.run({
      id,
      updatedAt: given.updatedAt,
      status: given.status ?? null,
      owner: given.owner ?? null,
      tokens: given.tokens === undefined ? null : JSON.stringify(given.tokens),
    });
  };
  const createRows = (match: StoredMatch): void => {
    const { moves, ...head } = match.snapshot;
    insertHead.run(match.id, match.game, match.owner, match.status, match.private ? 1 : 0, JSON.stringify(head), JSON.stringify(match.tokens), match.updatedAt);
    dropMoves.run(match.id);
    moves.forEach((move, ply) => insertMove.run(match.id, ply, move.seat, move.notation));
  };
  const appendRows = (id: string, from: number, moves: readonly StoredMove[], given: MatchChange): void => {
    dropMovesFrom.run(id, from);
    moves.forEach((move, index) => insertMove.run(id, from + index, move.seat, move.notation));
    change(id, given);
  };
  const expire = db.transaction((before: number) => {
    const ids = expired.all(before).map((row) => row.id);
    for (const id of ids) {
      dropMoves.run(id);
      dropHead.run(id);
    }
    return ids.length;
  });
  let open = true;
  const toError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
  const guard = <T>(action: () => T): Promise<T> => {
    try {
      flush();
      return Promise.resolve(action());
    } catch (error) {
      return Promise.reject(toError(error));
    }
  };
  /** The writes waiting for the group commit at the end of this turn of the event loop. */
  interface Pending {
    run: () => void;
    resolve: () => void;
    reject: (error: Error) => void;
  }
  let pending: Pending[] = [];
  let scheduled: ReturnType<typeof setImmediate> | null = null;
  const commitGroup = db.transaction((group: readonly Pending[]) => {
    for (const write of group) write.run();
  });
  /** Commits every waiting write in one transaction (or, when that fails, each in its own). */
  function flush(): void {
    if (scheduled !== null) clearImmediate(scheduled);
    scheduled = null;
    const group = pending;
    pending = [];
    if (group.length === 0) return;
    if (!open) return group.forEach((write) => write.resolve());
    try {
      commitGroup(group);
      for (const write of group) write.resolve();
    } catch {
      for (const write of group) {
        try {
          db.transaction(write.run)();
          write.resolve();
        } catch (error) {
          write.reject(toError(error));
        }
      }
    }
  }
  const queue = (run: () => void): Promise<void> =>
    new Promise((resolve, reject) => {
      pending.push({ run, resolve, reject });
      scheduled ??= setImmediate(flush);
    });
  return {
    create: (match) => queue(() => createRows(match)),
    append: (id, from, moves, given) => queue(() => appendRows(id, from, moves, given)),
    update: (id, given) => queue(() => change(id, given)),
    load: (id) =>
      guard(() => {
        const row = headById.get(id);
        if (row === undefined) return null;
        const moves = movesById.all(id).map((move) => ({ seat: move.seat, notation: move.notation }));
        return {
          id: row.id,
          game: row.game,
          owner: row.owner,
          status: row.status as StoredMatch['status'],
          private: row.private === 1,
          snapshot: { ...(JSON.parse(row.head) as Record<string, unknown>), moves },
          tokens: JSON.parse(row.tokens) as (string | null)[],
          updatedAt: row.updated_at,
        };
      }),
    unfinished: () => guard(() => playing.all()),
    claim: (id, from, to) => guard(() => claim.run(to, id, from).changes === 1),
    beat: (server, until) => guard(() => void (open && beat.run(server, until))),
    alive: (now) => guard(() => new Set(alive.all(now).map((row) => row.id))),
    expire: (before) => guard(() => expire(before)),
    ping: () => guard(() => void db.prepare('SELECT 1').get()),
    close() {
      flush();
      if (open) db.close();
      open = false;
      return Promise.resolve();
    },
  };
}
