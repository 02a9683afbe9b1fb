import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crash, create, freePort, joinById, playRandomly, rejoin, spawnServer, terminate, until, PROCESS_TEST_BUDGET_MS, type ServerProcess } from './helpers.js';
import { sqliteStorage } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'games-failover-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await crash(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('failover: any live process sharing the storage restores the matches of a dead one', () => {
  it('A is killed with SIGKILL mid-match; B (another server id) takes its matches over, and the players rejoin through B with their tokens and finish', async () => {
    const db = join(dir, 'shared.db');
    const [portA, portB] = [await freePort(), await freePort()];
    const a = await spawnServer(portA, 'A', ['--db', db, '--heartbeat', '0.5']);
    running.push(a);
    const b = await spawnServer(portB, 'B', ['--db', db, '--heartbeat', '0.5']);
    running.push(b);
    const urlA = `ws://127.0.0.1:${portA}`;
    const urlB = `ws://127.0.0.1:${portB}`;
    const red = await create(urlA, 'stratego', { options: { redSetup: 'random', blueSetup: 'random', maxPlies: 300 }, seed: 5 });
    const blue = await joinById(urlA, red.room.roomId);
    const solo = await create(urlA, 'santorini', { seed: 2, bots: { '1': 'random' } });
    await until(() => red.updates.length > 0 && blue.updates.length > 0 && solo.updates.length > 0, 5000, 'seated');
    const sent = await playRandomly([red, blue], 1, 10, 10_000);
    await until(() => red.updates.length >= 1 + sent && blue.updates.length === red.updates.length, 5000, 'moves answered');
    const blueSaw = blue.last()!.view;

    await crash(a);
    await until(() => red.left !== null && blue.left !== null && solo.left !== null, 5000, 'A died');
    // the players ask B, which has never held these rooms: B restores them once A stops beating
    const [redBack, blueBack, soloBack] = await Promise.all([
      rejoin(urlB, red.room.roomId, red.seat!.token!),
      rejoin(urlB, red.room.roomId, blue.seat!.token!),
      rejoin(urlB, solo.room.roomId, solo.seat!.token!),
    ]);
    await until(() => redBack.updates.length > 0 && blueBack.updates.length > 0 && soloBack.updates.length > 0, 5000, 'back on B');
    expect([redBack.seat, blueBack.seat]).toEqual([red.seat, blue.seat]);
    expect(blueBack.updates[0]!.view).toEqual(blueSaw);
    await playRandomly([redBack, blueBack], 2);
    await until(() => blueBack.last()!.outcome !== null && redBack.last()!.outcome !== null, 10_000, 'the end');
    await Promise.all([redBack.room.leave(), blueBack.room.leave(), soloBack.room.leave()]);
    await terminate(b);

    const storage = sqliteStorage(db);
    const stored = (await storage.load(red.room.roomId))!;
    await storage.close();
    expect(stored.owner).toBe('B');
    expect(stored.status).toBe('finished');
  }, PROCESS_TEST_BUDGET_MS);
});
