import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { crash, create, freePort, playRandomly, rejoin, spawnServer, terminate, until, PROCESS_TEST_BUDGET_MS, type Participant, type ServerProcess } from './helpers.js';

const dir = mkdtempSync(join(tmpdir(), 'games-drain-'));
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const server of running) await crash(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('SIGTERM drains', () => {
  it('with 20 rooms mid-match and joins still arriving: exits within the 10 s drain, every client closed with 4001, and the next start restores every unfinished match', async () => {
    const db = join(dir, 'games.db');
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}`;
    const first = await spawnServer(port, 'drain', ['--db', db]);
    running.push(first);
    const players: Participant[] = [];
    for (let index = 0; index < 20; index++) players.push(await create(url, 'santorini', { seed: index, bots: { '1': 'random' } }));
    await Promise.all(players.map((player, index) => playRandomly([player], index, 2, 10_000)));
    await until(() => players.every((player) => player.updates.length >= 5 && player.last()!.legalMoves !== undefined), 10_000, 'every bot answered');
    const seen = players.map((player) => player.last()!.view);

    const exit = terminate(first);
    // joins arriving while it drains are refused (or find the port closed): they never hold it up
    const late = await Promise.all(players.slice(0, 5).map((player) => new Client(url).joinById(player.room.roomId, { spectator: true }).then(() => 'joined', (error: Error) => error.message)));
    const took = await exit;
    expect(took).toBeLessThan(10_000);
    expect(first.child.exitCode).toBe(0);
    expect(late.every((message) => message !== 'joined')).toBe(true);
    await until(() => players.every((player) => player.left !== null), 5000, 'every client closed');
    expect(new Set(players.map((player) => player.left))).toEqual(new Set([4001]));

    const second = await spawnServer(port, 'drain', ['--db', db]);
    running.push(second);
    expect(new Set(second.restored)).toEqual(new Set(players.map((player) => player.room.roomId)));
    const back = await rejoin(url, players[7]!.room.roomId, players[7]!.seat!.token!);
    await until(() => back.updates.length > 0, 5000, 'back');
    expect(back.updates[0]!.view).toEqual(seen[7]);
    expect(back.history[0]!.moves.length).toBeGreaterThanOrEqual(4);
    await back.room.leave();
    await terminate(second);
  }, PROCESS_TEST_BUDGET_MS);
});
