import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { replay } from '@games/core';
import { GAMES, crash, freePort, participant, playRandomly, spawnServer, until, type ServerProcess } from './helpers.js';
import { recordOf } from './helpers.js';
import { redisStorage } from '../src/index.js';

const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
const hasRedis = probe.status === 0;
if (!hasRedis) console.log('skipping the two-process Redis tests: redis-server is not installed (apt-get install redis-server)');

let redis: ChildProcess | null = null;
let redisUrl = '';
const running: ServerProcess[] = [];

beforeAll(async () => {
  if (!hasRedis) return;
  const port = await freePort();
  redisUrl = `redis://127.0.0.1:${port}`;
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  redis.stdout!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  await until(() => out.includes('Ready to accept connections'), 10_000, 'redis-server');
});
afterAll(async () => {
  for (const server of running) await crash(server);
  redis?.kill('SIGTERM');
});

describe.skipIf(!hasRedis)('two server processes sharing one redis-server', () => {
  it('a client asking process A for a room of process B is routed to B; B is killed mid-match, restarted, restores the match, and both clients finish it', async () => {
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
    expect(b.restored).toEqual([roomId]);
    // both come back through A, with their tokens
    const redBack = participant(await new Client(urlA).joinById(roomId, { token: red.seat!.token }));
    const blueBack = participant(await new Client(urlA).joinById(roomId, { token: blue.seat!.token }));
    await until(() => redBack.updates.length > 0 && blueBack.updates.length > 0, 5000, 'both back');
    expect(blueBack.room.connection.url).toContain(`127.0.0.1:${portB}/`);
    expect([redBack.seat, blueBack.seat]).toEqual([red.seat, blue.seat]);
    expect(blueBack.updates[0]!.view).toEqual(blue.last()!.view);
    await playRandomly([redBack, blueBack], 9);
    await until(() => redBack.last()!.outcome !== null && blueBack.last()!.outcome !== null, 5000, 'both see the end');

    const storage = redisStorage(redisUrl);
    const stored = (await storage.load(roomId))!;
    await storage.close();
    expect(stored.status).toBe('finished');
    expect(stored.owner).toBe('B');
    expect(replay(GAMES.stratego, recordOf(stored)).ok).toBe(true);
    await Promise.all([redBack.room.leave(), blueBack.room.leave()]);
  });
});
