import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replay } from '@games/core';
import { GAMES, crash, create, freePort, joinById, playRandomly, spawnServer, until, PROCESS_TEST_BUDGET_MS, type ServerProcess } from './helpers.js';
import { recordOf } from './helpers.js';
import { sqliteStorage } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'games-server-'));
const running: ServerProcess[] = [];
/** Always the first legal move: the same choices on every server. */
const first = (moves: string[]): string => moves[0]!;
afterAll(async () => {
  for (const server of running) await crash(server);
  rmSync(dir, { recursive: true, force: true });
});

describe('a server process killed mid-match restores it from SQLite', () => {
  it('Stratego: killed with SIGKILL after some moves, restarted on the same file, both players come back with their tokens and finish', async () => {
    const db = join(dir, 'games.db');
    const port = await freePort();
    const firstServer = await spawnServer(port, 'restart-test', ['--db', db]);
    running.push(firstServer);
    const url = `ws://127.0.0.1:${port}`;
    const red = await create(url, 'stratego', { options: { redSetup: 'random', blueSetup: 'random', maxPlies: 300 }, seed: 21 });
    const blue = await joinById(url, red.room.roomId);
    const roomId = red.room.roomId;
    const sent = await playRandomly([red, blue], 3, 12, 10_000);
    // the updates of every move sent are in (the match is stored before updates go out)
    await until(() => blue.updates.length >= 1 + sent && red.last()!.lastMove === blue.last()!.lastMove, 5000, 'the update of every move sent');
    const before = red.last()!;
    await crash(firstServer);
    await until(() => red.left !== null && blue.left !== null, 5000, 'clients see the crash');

    const second = await spawnServer(port, 'restart-test', ['--db', db]);
    running.push(second);
    expect(second.restored).toEqual([roomId]);
    const redBack = await joinById(url, roomId, { token: red.seat!.token });
    const blueBack = await joinById(url, roomId, { token: blue.seat!.token });
    await until(() => redBack.updates.length > 0 && blueBack.updates.length > 0, 5000, 'both back');
    expect(redBack.seat).toEqual(red.seat);
    expect(blueBack.seat).toEqual(blue.seat);
    // where they left off: every move written before the crash is there
    expect(redBack.updates[0]!.view).toEqual(before.view);
    expect(redBack.updates[0]!.lastMove).toBe(before.lastMove);
    // a newcomer cannot take their seats
    await expect(joinById(url, roomId, { seat: 0 })).rejects.toThrow(/seat-taken/);
    await playRandomly([redBack, blueBack], 4);
    expect(redBack.last()!.outcome).not.toBeNull();
    await until(() => redBack.updates.length > 0 && blueBack.last()!.outcome !== null, 5000, 'blue sees the end');
    await Promise.all([redBack.room.leave(), blueBack.room.leave()]);
    await crash(second);

    const storage = sqliteStorage(db);
    const stored = (await storage.load(roomId))!;
    await storage.close();
    expect(stored.status).toBe('finished');
    const replayed = replay(GAMES.stratego, recordOf(stored));
    expect(replayed.ok).toBe(true);
    expect(stored.tokens.every((hash) => hash === null || /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(red.seat!.token!);
  }, PROCESS_TEST_BUDGET_MS);

  it('Yut Nori: the chance rng is stored with the match, so the draws after a restart are the ones an uninterrupted server makes', async () => {
    const db = join(dir, 'yut.db');
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}`;
    // the same seed and the same choices on an uninterrupted server
    const plain = await spawnServer(port, 'plain', ['--db', join(dir, 'plain.db')]);
    running.push(plain);
    const reference = await create(url, 'yunnori', { options: { players: 2, pieces: 1 }, seed: 9, bots: { '1': 'random' } });
    await playRandomly([reference], 2, 2000, 20_000, first);
    const referenceMoves = reference.updates.map((update) => update.lastMove);
    await reference.room.leave();
    await crash(plain);

    const yutServer = await spawnServer(port, 'yut', ['--db', db]);
    running.push(yutServer);
    const player = await create(url, 'yunnori', { options: { players: 2, pieces: 1 }, seed: 9, bots: { '1': 'random' } });
    const moves = await playRandomly([player], 2, 3, 10_000, first);
    expect(moves).toBe(3);
    // crash only once the server waits for the human again: every bot and chance step it took
    // after the third move has reached the client
    await until(() => player.updates.length >= 4 && player.last()!.legalMoves !== undefined, 5000, 'three moves answered');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await crash(yutServer);
    const second = await spawnServer(port, 'yut', ['--db', db]);
    running.push(second);
    const back = await joinById(url, player.room.roomId, { token: player.seat!.token });
    await until(() => back.updates.length > 0, 5000, 'back');
    await playRandomly([back], 2, 2000, 20_000, first);
    const moves2 = [...player.updates, ...back.updates.slice(1)].map((update) => update.lastMove);
    expect(moves2.length).toBeGreaterThan(5);
    expect(moves2).toEqual(referenceMoves.slice(0, moves2.length));
    expect(back.last()!.outcome).not.toBeNull();
    await back.room.leave();
  }, PROCESS_TEST_BUDGET_MS);
});

