import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, joinById, playRandomly, startServer, until } from './helpers.js';
import type { GameServer } from '../src/index.js';
import { FloodGuard } from '../src/flood.js';

let server: GameServer;
let url: string;

beforeAll(async () => {
  // the default limits: 20 messages a second on average, a burst of 40
  ({ server, url } = await startServer({ messagesPerSecond: 20, messageBurst: 40 }));
});
afterAll(async () => {
  await server.close();
});

describe('the flood limit', () => {
  it('an honest client answering every update at once never reaches the limit, however fast the server answers', async () => {
    // Stratego with both armies placed by hand: 80 placements and then moves, each answered at once
    const red = await create(url, 'stratego', { options: { maxPlies: 120 }, seed: 2 });
    const blue = await joinById(url, red.room.roomId);
    await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'both seated');
    const sent = await playRandomly([red, blue], 3, 5000, 30_000);
    expect(sent).toBeGreaterThan(100);
    expect([...red.refused, ...blue.refused]).toEqual([]);
    expect([red.left, blue.left]).toEqual([null, null]);
  });
});

describe('FloodGuard', () => {
  /** The verdicts of `count` messages of one client, `gap` milliseconds apart from `start` (ms). */
  const verdicts = (guard: FloodGuard, count: number, gap: number, start = 1000): string[] => Array.from({ length: count }, (_, index) => guard.count('c', start + index * gap));

  it('takes a client at its rate, after a whole burst, and never refuses it', () => {
    const guard = new FloodGuard(20, 40);
    expect(verdicts(guard, 40, 0)).toEqual(Array(40).fill('take'));
    expect(new Set(verdicts(new FloodGuard(20, 40), 400, 50))).toEqual(new Set(['take']));
  });

  it('refuses a flood (one warning a second) and then disconnects it', () => {
    const flood = verdicts(new FloodGuard(20, 40), 300, 0);
    expect(flood.slice(0, 40)).toEqual(Array(40).fill('take'));
    expect(flood[40]).toBe('warn');
    expect(flood.filter((verdict) => verdict === 'warn')).toHaveLength(1);
    expect(flood).toContain('disconnect');
  });

  it('disconnects a flood a slow server reads one message every 10 ms, a token refilling every fifth', () => {
    // Counted in a row, every fifth message taken would reset the count and the flood would only be refused.
    const flood = verdicts(new FloodGuard(20, 40), 600, 10);
    expect(flood.filter((verdict) => verdict === 'take').length).toBeGreaterThan(60);
    expect(flood).toContain('disconnect');
  });

  it('forgives a short excess: refusals drain away, and credit gives a client one message per update', () => {
    const guard = new FloodGuard(20, 40);
    verdicts(guard, 100, 0); // the burst and 60 refusals, short of the 80 that disconnect
    // a minute later the 60 refusals have drained: the refilled burst and 40 more refusals do not disconnect
    expect(verdicts(guard, 80, 0, 61_000).filter((verdict) => verdict === 'disconnect')).toEqual([]);
    const credited = new FloodGuard(1, 1);
    expect(credited.count('c', 0)).toBe('take');
    expect(credited.count('c', 0)).toBe('warn');
    credited.credit('c');
    expect(credited.count('c', 0)).toBe('take');
  });
});
