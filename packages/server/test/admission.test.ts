import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { memoryStorage, participant, startServer } from './helpers.js';
import { METRIC_NAMES, type GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
let port: number;
let log: string[];
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url, port, log } = await startServer({ storage, createsPerMinute: 20, requestsPerMinute: 1000, maxRooms: 25 }));
});
afterAll(async () => {
  await server.close();
});

/** The value of one Prometheus sample, 0 when absent. */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `) || (labels === '' && candidate.startsWith(`${name} `)));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

describe('admission control', () => {
  it('500 creates from one address: the first 20 make rooms, the other 480 are refused with rate-limited; refusals are counted, not logged', async () => {
    const client = new Client(url);
    const results: (Awaited<ReturnType<Client['create']>> | string)[] = [];
    // in five waves of 100 at once: a slow machine still connects the rooms it grants in time
    for (let wave = 0; wave < 5; wave++) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: 100 }, () =>
            client.create('santorini', { seed: 1 }).then(
              (room) => {
                participant(room);
                return room;
              },
              (error: Error) => error.message,
            ),
          ),
        )),
      );
    }
    const rooms = results.filter((result) => typeof result !== 'string');
    const refused = results.filter((result): result is string => typeof result === 'string');
    expect(rooms).toHaveLength(20);
    expect(refused).toHaveLength(480);
    expect(refused.every((message) => message.startsWith('rate-limited: '))).toBe(true);
    expect(storage.matches.size).toBe(20);
    // a spoofed proxy header does not pick another bucket
    const spoofed = await fetch(`http://127.0.0.1:${port}/matchmake/create/santorini`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7', 'x-real-ip': '10.9.8.7' }, body: '{}' });
    expect(spoofed.ok).toBe(false);
    expect(JSON.stringify(await spoofed.json())).toContain('rate-limited');
    const metrics = await server.metrics();
    expect(sample(metrics, 'games_refusals_total', '{code="rate-limited"}')).toBe(481);
    expect(server.errors).toEqual([]);
    expect(log).toEqual([]);
    await Promise.all(rooms.map((room) => room.leave()));
  });

  it('GET /healthz says the storage is reachable; GET /metrics serves every documented metric in Prometheus text', async () => {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true, storage: 'ok', draining: false });
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const text = await metrics.text();
    for (const name of METRIC_NAMES) expect(text).toContain(`# TYPE ${name} `);
    expect(sample(text, 'games_moves_total', '{game="santorini"}')).toBe(0);
  });
});
