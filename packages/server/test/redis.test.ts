import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { replay } from '@games/core';
import { GAMES, crash, freePort, participant, playRandomly, rejoin, spawnServer, terminate, until, PROCESS_TEST_BUDGET_MS, type ServerProcess } from './helpers.js';
import { recordOf } from './helpers.js';
import { redisStorage } from '../src/index.js';

const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
const hasRedis = probe.status === 0;
if (!hasRedis) console.log('skipping the two-process Redis tests: redis-server is not installed (apt-get install redis-server)');

let redis: ChildProcess | null = null;
let redisUrl = '';
let redisPort = 0;
const redisDir = mkdtempSync(join(tmpdir(), 'games-redis-'));
const running: ServerProcess[] = [];

/** Starts redis-server as the server guide says: with the append-only file, so a restart keeps every match. */
async function startRedis(): Promise<void> {
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', ''], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  redis.stdout!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  await until(() => out.includes('Ready to accept connections'), 10_000, 'redis-server');
}

async function stopRedis(): Promise<void> {
  if (redis === null || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis.kill('SIGTERM');
  await exited;
}

beforeAll(async () => {
  if (!hasRedis) return;
  redisPort = await freePort();
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  await startRedis();
});
afterAll(async () => {
  for (const server of running) await crash(server);
  await stopRedis();
  rmSync(redisDir, { recursive: true, force: true });
});

describe.skipIf(!hasRedis)('two server processes sharing one redis-server', () => {
  it('a client asking process A for a room of process B is routed to B; B is killed mid-match and restarted, the match is restored (by B, or by A if B took longer than three beats), and both clients finish it', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    const start = (port: number, id: string) => spawnServer(port, id, ['--redis', redisUrl, '--public', `127.0.0.1:${port}`]);
    const a = await start(portA, 'A');
    running.push(a);
    let b = await start(portB, 'B');
    running.push(b);
    const urlA = `ws://127.0.0.1:${portA}`;
    const urlB = `ws://127.0.0.1:${portB}`;

    const red = participant(await new Client(urlB).create('stratego', { options: { redSetup: 'random', blueSetup: 'random', maxPlies: 300 }, seed: 21 }));
    const roomId = red.room.roomId;
    const blue = participant(await new Client(urlA).joinById(roomId));
    await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'both seated');
    // blue asked A, and A sent it to B, which holds the room
    expect(red.room.connection.url).toContain(`127.0.0.1:${portB}/`);
    expect(blue.room.connection.url).toContain(`127.0.0.1:${portB}/`);
    expect(blue.seat!.seat).toBe(1);

    const sent = await playRandomly([red, blue], 3, 12, 10_000);
    // blue's update for the last move must be in before the crash: the match is stored before
    // updates go out, so the restored view is compared with the last one blue got
    await until(() => blue.updates.length >= 1 + sent, 5000, 'the update of every move sent');
    await crash(b);
    await until(() => red.left !== null && blue.left !== null, 5000, 'clients see B die');

    b = await start(portB, 'B');
    running.push(b);
    // B restores its own match when it comes back in time; if it took longer than three beats, A
    // has taken the match over already: either way both players come back through A with their tokens
    const redBack = await rejoin(urlA, roomId, red.seat!.token!);
    const blueBack = await rejoin(urlA, roomId, blue.seat!.token!);
    await until(() => redBack.updates.length > 0 && blueBack.updates.length > 0, 5000, 'both back');
    const holder = (blueBack.room.connection.url ?? '').includes(`127.0.0.1:${portB}/`) ? 'B' : 'A';
    expect(holder === 'B' ? b.restored : []).toEqual(holder === 'B' ? [roomId] : []);
    expect([redBack.seat, blueBack.seat]).toEqual([red.seat, blue.seat]);
    expect(blueBack.updates[0]!.view).toEqual(blue.last()!.view);
    await playRandomly([redBack, blueBack], 9);
    await until(() => redBack.last()!.outcome !== null && blueBack.last()!.outcome !== null, 5000, 'both see the end');

    const storage = redisStorage(redisUrl);
    const stored = (await storage.load(roomId))!;
    await storage.close();
    expect(stored.status).toBe('finished');
    expect(stored.owner).toBe(holder);
    expect(replay(GAMES.stratego, recordOf(stored)).ok).toBe(true);
    await Promise.all([redBack.room.leave(), blueBack.room.leave()]);
  }, PROCESS_TEST_BUDGET_MS);

  it('Redis restarted mid-match: the server reconnects by itself (no unhandled error), the moves sent meanwhile are applied, and a dropped player rejoins by token', async () => {
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}`;
    const server = await spawnServer(port, 'R', ['--redis', redisUrl, '--public', `127.0.0.1:${port}`]);
    running.push(server);
    const red = participant(await new Client(url).create('stratego', { options: { redSetup: 'random', blueSetup: 'random', maxPlies: 200 }, seed: 8 }));
    const blue = participant(await new Client(url).joinById(red.room.roomId));
    await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'both seated');
    const before = await playRandomly([red, blue], 4, 6, 10_000);
    await until(() => red.updates.length === 1 + before && blue.updates.length === red.updates.length, 5000, 'moves answered');

    await stopRedis();
    // a move sent while Redis is down waits for the write, then goes out
    const mover = red.last()!.legalMoves !== undefined ? red : blue;
    mover.room.send('move', mover.last()!.legalMoves![0]!);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await startRedis();
    await until(() => red.updates.length === 2 + before && blue.updates.length === 2 + before, 15_000, 'the move sent during the outage');

    blue.room.connection.close();
    await until(() => blue.left !== null, 5000, 'blue dropped');
    const back = await rejoin(url, red.room.roomId, blue.seat!.token!);
    await until(() => back.updates.length > 0, 5000, 'blue back');
    expect(back.seat).toEqual(blue.seat);
    await playRandomly([red, back], 5);
    await until(() => red.last()!.outcome !== null && back.last()!.outcome !== null, 10_000, 'the end');
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toMatch(/Unhandled|uncaught/i);

    const storage = redisStorage(redisUrl);
    const stored = (await storage.load(red.room.roomId))!;
    await storage.close();
    expect(stored.status).toBe('finished');
    expect(replay(GAMES.stratego, recordOf(stored)).ok).toBe(true);
    await Promise.all([red.room.leave(), back.room.leave()]);
    await terminate(server);
  }, PROCESS_TEST_BUDGET_MS);

  it('B is killed with SIGKILL: every token rejoin through A takes its match over on the spot (B\'s connection to Redis is gone), long before B\'s lease lapses; the median time is printed', async () => {
    const [portA, portB] = [await freePort(), await freePort()];
    // a 15 s lease: a takeover within it can only be the one on demand
    const start = (port: number, id: string) => spawnServer(port, id, ['--redis', redisUrl, '--public', `127.0.0.1:${port}`, '--heartbeat', '5']);
    const a = await start(portA, 'A2');
    running.push(a);
    const b = await start(portB, 'B2');
    running.push(b);
    const urlA = `ws://127.0.0.1:${portA}`;
    const urlB = `ws://127.0.0.1:${portB}`;
    const players = await Promise.all(Array.from({ length: 5 }, (_, index) => new Client(urlB).create('santorini', { seed: 30 + index, bots: { '1': 'random' } }).then(participant)));
    await until(() => players.every((player) => player.last()?.legalMoves !== undefined), 10_000, 'every room waits for its player');
    for (const player of players) player.room.send('move', player.last()!.legalMoves![0]!);
    await until(() => players.every((player) => player.updates.length >= 2 && player.last()!.legalMoves !== undefined), 10_000, 'a move in every room');
    const seen = players.map((player) => player.last()!.view);

    await crash(b);
    const died = performance.now();
    const tries = players.map(() => 0);
    const back = await Promise.all(
      players.map(async (player, index) => {
        for (;;) {
          tries[index]!++;
          try {
            const room = participant(await new Client(urlA).joinById(player.room.roomId, { token: player.seat!.token! }));
            return { room, after: performance.now() - died };
          } catch (error) {
            if (tries[index]! >= 20) throw error;
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
        }
      }),
    );
    await until(() => back.every(({ room }) => room.updates.length > 0), 5000, 'every player back');
    const times = back.map(({ after }) => after).sort((x, y) => x - y);
    console.log(`rejoin through the survivor after kill -9: median ${times[2]!.toFixed(0)} ms over 5 rooms (${times.map((time) => time.toFixed(0)).join(', ')} ms)`);
    // taken over at the first request: no room-not-found while waiting for a lease
    expect(tries).toEqual([1, 1, 1, 1, 1]);
    expect(back.map(({ room }) => room.updates[0]!.view)).toEqual(seen);
    expect(back.every(({ room }) => (room.room.connection.url ?? '').includes(`127.0.0.1:${portA}/`))).toBe(true);
    await Promise.all(back.map(({ room }) => room.room.leave()));
    await terminate(a);
  }, PROCESS_TEST_BUDGET_MS);
});
