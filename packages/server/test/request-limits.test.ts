import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { crash, create, freePort, joinById, memoryStorage, runFixture, spawnServer, startServer, until, PROCESS_TEST_BUDGET_MS } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
let port: number;
const storage = memoryStorage();
const REQUESTS = 40;

beforeAll(async () => {
  ({ server, url, port } = await startServer({ storage, requestsPerMinute: REQUESTS, createsPerMinute: 10_000 }));
});
afterAll(async () => {
  await server.close();
});

/**
 * Sends a request's head and the first `sent` bytes of its body (never the rest), and resolves to
 * the server's answer (status and JSON body) once it has come whole, and how long it took.
 */
function rawRequest(head: string, sent = ''): Promise<{ status: number; body: Record<string, unknown> | null; milliseconds: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('error', reject);
    socket.on('data', (chunk) => {
      text += chunk.toString();
      const split = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
      if (split < 0 || length < 0 || text.length - split - 4 < length) return;
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0);
      let body: Record<string, unknown> | null = null;
      try {
        body = JSON.parse(text.slice(split + 4)) as Record<string, unknown>;
      } catch {
        body = null;
      }
      resolve({ status, body, milliseconds: performance.now() - started });
    });
    socket.write(`${head.replace(/\n/g, '\r\n')}\r\n\r\n${sent}`);
  });
}

const post = (path: string, headers: string) => `POST ${path} HTTP/1.1\nHost: 127.0.0.1\nContent-Type: application/json\n${headers}`;

describe('every HTTP route has a body-size limit, checked before the body is read', () => {
  it('a create declaring 10 MB is answered 413 body-too-large while none of its body was sent; nothing is created', async () => {
    const answer = await rawRequest(post('/matchmake/create/santorini', `Content-Length: ${10 * 1024 * 1024}`), '{"seed":');
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'body-too-large' });
    expect(String(answer.body!.error)).toMatch(/^body-too-large: a request body is at most 4096 bytes/);
    expect(storage.matches.size).toBe(0);
    console.log(`a create declaring 10 MB answered 413 in ${answer.milliseconds.toFixed(1)} ms (load average ${loadavg()[0]!.toFixed(1)})`);
  });

  it('every other route too: /healthz, /rooms and an unknown path with a 1 MB body are refused from the head alone', async () => {
    for (const path of ['/healthz', '/rooms', '/nowhere']) {
      const answer = await rawRequest(`GET ${path} HTTP/1.1\nHost: 127.0.0.1\nContent-Length: 1048576`);
      expect([path, answer.status, answer.body?.code]).toEqual([path, 413, 'body-too-large']);
    }
  });

  it('a body of no declared length (chunked) is refused with 411 length-required', async () => {
    const answer = await rawRequest(post('/matchmake/create/santorini', 'Transfer-Encoding: chunked'), '5\r\n{"a":\r\n');
    expect(answer.status).toBe(411);
    expect(answer.body).toMatchObject({ code: 'length-required' });
  });

  it('through the SDK, from a process of its own: a 10 MB create to a server process is refused with body-too-large while a room there goes on playing (the times are printed)', async () => {
    const serverPort = await freePort();
    const other = await spawnServer(serverPort, 'big', ['--db', ':memory:']);
    try {
      const otherUrl = `ws://127.0.0.1:${serverPort}`;
      const red = await create(otherUrl, 'santorini', { seed: 4 });
      const blue = await joinById(otherUrl, red.room.roomId);
      await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'seated');
      const roundTrips: number[] = [];
      let playing = true;
      const loop = (async () => {
        while (playing && red.last()!.outcome === null) {
          const mover = red.last()!.legalMoves !== undefined ? red : blue;
          const other = mover === red ? blue : red;
          const seen = other.updates.length;
          const sent = performance.now();
          mover.room.send('move', mover.last()!.legalMoves![0]!);
          await until(() => other.updates.length > seen, 10_000, 'the move');
          roundTrips.push(performance.now() - sent);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await until(() => roundTrips.length >= 3, 10_000, 'a few round trips');
      const before = roundTrips.length;
      const answer = await runFixture('big-create.ts', [otherUrl, String(10 * 1024 * 1024)]);
      const during = roundTrips.slice(before);
      await until(() => roundTrips.length >= before + during.length + 3 || red.last()!.outcome !== null, 10_000, 'round trips after');
      playing = false;
      await loop;
      const [, took, message] = /^ANSWER (\S+) (.*)$/m.exec(answer) ?? [];
      expect(message).toMatch(/^body-too-large: /);
      console.log(`10 MB create through the SDK refused in ${took} ms (the client's own time, its upload included, in its process; load average ${loadavg()[0]!.toFixed(1)}); the other room's round trips meanwhile: ${during.map((time) => time.toFixed(1)).join(', ')} ms; before: ${roundTrips.slice(0, before).map((time) => time.toFixed(1)).join(', ')} ms`);
      await Promise.all([red.room.leave(), blue.room.leave()]);
    } finally {
      await crash(other);
    }
  }, PROCESS_TEST_BUDGET_MS);

  it('the address rate limit is applied before the body: past it, a create that sent only its head is answered 429 rate-limited', async () => {
    await create(url, 'santorini', { seed: 5 }).then((player) => player.room.leave());
    const client = new Client(url);
    const results = await Promise.all(Array.from({ length: REQUESTS }, () => client.join('santorini').then(() => 'joined', (error: Error) => error.message)));
    expect(results.some((message) => message.startsWith('rate-limited: '))).toBe(true);
    const answer = await rawRequest(post('/matchmake/create/santorini', 'Content-Length: 2000'), '{"seed":');
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: 'rate-limited' });
    expect(server.errors).toEqual([]);
  });
});
