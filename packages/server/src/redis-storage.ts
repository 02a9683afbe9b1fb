import { Redis } from 'ioredis';
import type { MatchChange, MatchStorage, StoredMatch } from './storage.js';

/**
 * Settings of {@link redisStorage}.
 *
 * @group Storage
 */
export interface RedisStorageOptions {
  /** Prefix of every key (default `games:`). */
  prefix?: string;
  /** Seconds a finished or abandoned match is kept before Redis deletes it (default 7 days; 0 keeps it). */
  finishedSeconds?: number;
  /** Told about connection errors (Redis restarting, unreachable); the client reconnects by itself. */
  onError?: (message: string) => void;
}

/**
 * Matches in Redis, for several server processes sharing one Redis (the one Colyseus's presence
 * and driver use): each match's head is a hash under `<prefix>match:<id>`, its moves a list under
 * `<prefix>moves:<id>` (appended with `RPUSH`), the unfinished ids the set `<prefix>playing`, and
 * the servers' leases the sorted set `<prefix>servers`, and each live server subscribes to the
 * channel `<prefix>server:<id>` (so {@link MatchStorage.connected} sees at once that it died).
 * Finished and abandoned matches expire after `finishedSeconds`. The client reconnects by itself when Redis restarts; commands sent meanwhile
 * wait for the connection (run Redis with persistence, see the server guide, so nothing is lost).
 *
 * @group Storage
 */
export function redisStorage(url: string, options: RedisStorageOptions = {}): MatchStorage {
  const prefix = options.prefix ?? 'games:';
  const ttl = options.finishedSeconds ?? 7 * 24 * 3600;
  const redis = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 100, 1000) });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // one line per kind of failure, not one per reconnection attempt
    if (error.message !== lastError) options.onError?.(`redis storage: ${error.message}`);
    lastError = error.message;
  });
  redis.on('ready', () => void (lastError = ''));
  // each server this storage beats for holds a subscription on its own channel while it lives: its
  // connection is then visible to every other process (PUBSUB NUMSUB), and gone the moment it dies
  let listener: Redis | null = null;
  const listening = new Set<string>();
  const serverChannel = (server: string) => `${prefix}server:${server}`;
  const matchKey = (id: string) => `${prefix}match:${id}`;
  const movesKey = (id: string) => `${prefix}moves:${id}`;
  const playingKey = `${prefix}playing`;
  const serversKey = `${prefix}servers`;
  const changeFields = (change: MatchChange): Record<string, string> => {
    const fields: Record<string, string> = { updatedAt: String(change.updatedAt) };
    if (change.status !== undefined) fields.status = change.status;
    if (change.owner !== undefined) fields.owner = change.owner;
    if (change.tokens !== undefined) fields.tokens = JSON.stringify(change.tokens);
    return fields;
  };
  const withStatus = (batch: ReturnType<Redis['multi']>, id: string, change: MatchChange) => {
    if (change.status === undefined) return batch;
    if (change.status === 'playing') return batch.sadd(playingKey, id).persist(matchKey(id)).persist(movesKey(id));
    batch.srem(playingKey, id);
    if (ttl > 0) batch.expire(matchKey(id), ttl).expire(movesKey(id), ttl);
    return batch;
  };
  const run = async (batch: ReturnType<Redis['multi']>): Promise<void> => {
    const results = await batch.exec();
    const failed = results?.find(([error]) => error !== null);
    if (failed !== undefined) throw failed[0]!;
  };
  return {
    async create(match) {
      const { moves, ...head } = match.snapshot;
      const batch = redis
        .multi()
        .del(matchKey(match.id), movesKey(match.id))
        .hset(matchKey(match.id), {
          game: match.game,
          owner: match.owner,
          status: match.status,
          private: match.private ? '1' : '0',
          head: JSON.stringify(head),
          tokens: JSON.stringify(match.tokens),
          updatedAt: String(match.updatedAt),
        });
      if (moves.length > 0) batch.rpush(movesKey(match.id), ...moves.map((move) => JSON.stringify(move)));
      await run(withStatus(batch, match.id, { status: match.status, updatedAt: match.updatedAt }));
    },
    async append(id, from, moves, change) {
      const batch = redis.multi();
      if (from === 0) batch.del(movesKey(id));
      else batch.ltrim(movesKey(id), 0, from - 1);
      if (moves.length > 0) batch.rpush(movesKey(id), ...moves.map((move) => JSON.stringify(move)));
      batch.hset(matchKey(id), changeFields(change));
      await run(withStatus(batch, id, change));
    },
    async update(id, change) {
      await run(withStatus(redis.multi().hset(matchKey(id), changeFields(change)), id, change));
    },
    async load(id) {
      const [head, moves] = await Promise.all([redis.hgetall(matchKey(id)), redis.lrange(movesKey(id), 0, -1)]);
      if (head.head === undefined) return null;
      return {
        id,
        game: head.game!,
        owner: head.owner!,
        status: head.status as StoredMatch['status'],
        private: head.private === '1',
        snapshot: { ...(JSON.parse(head.head) as Record<string, unknown>), moves: moves.map((move) => JSON.parse(move) as StoredMatch['snapshot']['moves'][number]) },
        tokens: JSON.parse(head.tokens ?? '[]') as (string | null)[],
        updatedAt: Number(head.updatedAt),
      };
    },
    async unfinished() {
      const ids = await redis.smembers(playingKey);
      const found: { id: string; game: string; owner: string }[] = [];
      for (const id of ids) {
        const [game, owner, status] = await redis.hmget(matchKey(id), 'game', 'owner', 'status');
        if (typeof game === 'string' && typeof owner === 'string' && status === 'playing') found.push({ id, game, owner });
      }
      return found;
    },
    async claim(id, from, to) {
      // compare-and-set in one script: only one process takes a match over
      const claimed = await redis.eval(
        "if redis.call('HGET', KEYS[1], 'owner') == ARGV[1] then redis.call('HSET', KEYS[1], 'owner', ARGV[2]) return 1 else return 0 end",
        1,
        matchKey(id),
        from,
        to,
      );
      return claimed === 1;
    },
    async beat(server, until) {
      if (until > 0 && !listening.has(server)) {
        if (listener === null) {
          listener = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: (times) => Math.min(times * 100, 1000) });
          listener.on('error', () => undefined); // the storage connection reports the same failures
        }
        await listener.subscribe(serverChannel(server));
        listening.add(server);
      }
      if (until === 0 && listening.delete(server)) await listener?.unsubscribe(serverChannel(server));
      await redis.zadd(serversKey, until, server);
    },
    async alive(now) {
      return new Set(await redis.zrangebyscore(serversKey, `(${now}`, '+inf'));
    },
    async connected(servers) {
      if (servers.length === 0) return new Set();
      const counts = (await redis.call('PUBSUB', 'NUMSUB', ...servers.map(serverChannel))) as (string | number)[];
      return new Set(servers.filter((_, index) => Number(counts[index * 2 + 1]) > 0));
    },
    expire() {
      return Promise.resolve(0); // Redis deletes finished matches itself (EXPIRE when they end)
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => undefined);
      redis.disconnect();
      listener?.disconnect();
    },
  };
}
