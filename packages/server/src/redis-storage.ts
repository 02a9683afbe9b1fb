import { Redis } from 'ioredis';
import type { MatchStorage, StoredMatch } from './storage.js';

/**
 * Matches in Redis, for several server processes sharing one Redis (the one Colyseus's presence
 * and driver use): each match is a JSON string under `<prefix>match:<id>`, and the ids of each
 * server's unfinished matches a set under `<prefix>playing:<owner>`.
 *
 * @group Storage
 */
export function redisStorage(url: string, prefix = 'games:'): MatchStorage {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const matchKey = (id: string) => `${prefix}match:${id}`;
  const playingKey = (owner: string) => `${prefix}playing:${owner}`;
  return {
    async save(match: StoredMatch) {
      const batch = redis.multi().set(matchKey(match.id), JSON.stringify(match));
      if (match.status === 'playing') batch.sadd(playingKey(match.owner), match.id);
      else batch.srem(playingKey(match.owner), match.id);
      await batch.exec();
    },
    async load(id) {
      const text = await redis.get(matchKey(id));
      return text === null ? null : (JSON.parse(text) as StoredMatch);
    },
    async unfinished(owner) {
      const ids = await redis.smembers(playingKey(owner));
      const matches: StoredMatch[] = [];
      for (const id of ids) {
        const text = await redis.get(matchKey(id));
        if (text === null) continue;
        const match = JSON.parse(text) as StoredMatch;
        if (match.status === 'playing' && match.owner === owner) matches.push(match);
      }
      return matches;
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
