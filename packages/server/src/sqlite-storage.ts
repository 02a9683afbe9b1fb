import Database from 'better-sqlite3';
import type { MatchStorage, StoredMatch } from './storage.js';

/**
 * Matches in one SQLite file (`better-sqlite3`, write-ahead log): the embedded default of a single
 * server process. `':memory:'` keeps them in memory only (nothing survives a restart).
 *
 * @group Storage
 */
export function sqliteStorage(file: string): MatchStorage {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS matches (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    owner TEXT NOT NULL,
    status TEXT NOT NULL,
    data TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  )`);
  db.exec('CREATE INDEX IF NOT EXISTS matches_owner_status ON matches (owner, status)');
  const upsert = db.prepare(
    'INSERT INTO matches (id, game, owner, status, data, updated_at) VALUES (@id, @game, @owner, @status, @data, @updatedAt) ' +
      'ON CONFLICT(id) DO UPDATE SET game = excluded.game, owner = excluded.owner, status = excluded.status, data = excluded.data, updated_at = excluded.updated_at',
  );
  const byId = db.prepare<[string], { data: string }>('SELECT data FROM matches WHERE id = ?');
  const playing = db.prepare<[string], { data: string }>("SELECT data FROM matches WHERE owner = ? AND status = 'playing'");
  let open = true;
  return {
    save(match) {
      if (open) upsert.run({ id: match.id, game: match.game, owner: match.owner, status: match.status, data: JSON.stringify(match), updatedAt: match.updatedAt });
      return Promise.resolve();
    },
    load(id) {
      const row = byId.get(id);
      return Promise.resolve(row === undefined ? null : (JSON.parse(row.data) as StoredMatch));
    },
    unfinished(owner) {
      return Promise.resolve(playing.all(owner).map((row) => JSON.parse(row.data) as StoredMatch));
    },
    close() {
      if (open) db.close();
      open = false;
      return Promise.resolve();
    },
  };
}
