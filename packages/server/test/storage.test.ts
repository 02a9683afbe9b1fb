import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, until } from './helpers.js';
import { redisStorage, sqliteStorage, type MatchStorage, type StoredMatch } from '../src/index.js';

const hasRedis = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;
if (!hasRedis) console.log('skipping the Redis storage test: redis-server is not installed (apt-get install redis-server)');
let redis: ChildProcess | null = null;
let redisUrl = '';

beforeAll(async () => {
  if (!hasRedis) return;
  const port = await freePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  redis.stdout!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  await until(() => out.includes('Ready to accept connections'), 10_000, 'redis-server');
});
afterAll(() => {
  redis?.kill('SIGTERM');
});

const match = (id: string, owner: string, moves: StoredMatch['snapshot']['moves'] = []): StoredMatch => ({
  id,
  game: 'santorini',
  owner,
  status: 'playing',
  private: false,
  snapshot: { format: 'games-session', version: 1, game: 'santorini', options: { players: 2 }, seed: 1, seats: ['human', 'random'], chanceLimit: 1000, moves },
  tokens: [null, null],
  updatedAt: 1000,
});

/** What every storage promises: appends, one winner per claim, beats, expiry of finished matches. */
async function storageLaws(storage: MatchStorage, expires: boolean): Promise<void> {
  await storage.create(match('m1', 'A', [{ seat: 0, notation: 'a' }]));
  await storage.append('m1', 1, [{ seat: 1, notation: 'b' }, { seat: null, notation: 'c' }], { updatedAt: 2000 });
  // an append from an earlier point replaces what follows it (a rewritten tail), never what precedes it
  await storage.append('m1', 2, [{ seat: null, notation: 'd' }], { updatedAt: 3000 });
  const loaded = (await storage.load('m1'))!;
  expect(loaded.snapshot.moves).toEqual([{ seat: 0, notation: 'a' }, { seat: 1, notation: 'b' }, { seat: null, notation: 'd' }]);
  expect(loaded.snapshot.seats).toEqual(['human', 'random']);
  expect(loaded.updatedAt).toBe(3000);
  await storage.update('m1', { tokens: ['f'.repeat(64), null], updatedAt: 3500 });
  expect((await storage.load('m1'))!.tokens).toEqual(['f'.repeat(64), null]);
  expect(await storage.unfinished()).toEqual([{ id: 'm1', game: 'santorini', owner: 'A' }]);
  // two processes claim A's match: one wins
  const claims = await Promise.all([storage.claim('m1', 'A', 'B'), storage.claim('m1', 'A', 'C')]);
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect((await storage.load('m1'))!.owner).toBe(claims[0] ? 'B' : 'C');
  await storage.beat('B', 10_000);
  await storage.beat('C', 0);
  expect(await storage.alive(5000)).toEqual(new Set(['B']));
  await storage.update('m1', { status: 'finished', updatedAt: 4000 });
  expect(await storage.unfinished()).toEqual([]);
  if (expires) {
    expect(await storage.expire(3999)).toBe(0);
    expect(await storage.expire(4001)).toBe(1);
    expect(await storage.load('m1')).toBeNull();
  }
  await storage.ping();
}

describe('match storage', () => {
  it('SQLite: appends moves, one claim wins, beats, finished matches expire', async () => {
    const storage = sqliteStorage(':memory:');
    await storageLaws(storage, true);
    await storage.close();
  });

  it('SQLite: writes asked for together are committed together, and one failing write fails alone', async () => {
    const storage = sqliteStorage(':memory:');
    await storage.create(match('m1', 'A'));
    // one turn of the event loop: three writes, the second breaking a NOT NULL column
    const writes = [
      storage.append('m1', 0, [{ seat: 0, notation: 'a' }], { updatedAt: 2000 }),
      storage.append('m1', 1, [{ seat: 1, notation: null as unknown as string }], { updatedAt: 3000 }),
      storage.update('m1', { tokens: ['e'.repeat(64), null], updatedAt: 4000 }),
    ];
    const settled = await Promise.allSettled(writes);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const loaded = (await storage.load('m1'))!;
    expect(loaded.snapshot.moves).toEqual([{ seat: 0, notation: 'a' }]);
    expect(loaded.tokens).toEqual(['e'.repeat(64), null]);
    expect(loaded.updatedAt).toBe(4000);
    // a read right after a write, without waiting for it, sees it
    void storage.append('m1', 1, [{ seat: 1, notation: 'b' }], { updatedAt: 5000 });
    expect((await storage.load('m1'))!.snapshot.moves).toHaveLength(2);
    await storage.close();
  });

  it.skipIf(!hasRedis)('Redis: the same, and a finished match gets a time to live', async () => {
    const storage = redisStorage(redisUrl, { prefix: 'test:', finishedSeconds: 60 });
    await storageLaws(storage, false);
    const { Redis } = await import('ioredis');
    const client = new Redis(redisUrl);
    const ttl = await client.ttl('test:match:m1');
    await client.quit();
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    await storage.close();
  });
});
