import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { memoryStorage, participant, startServer, until, type Participant } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
let port: number;
const storage = memoryStorage();
const TOKEN = 'let-me-in';

beforeAll(async () => {
  ({ server, url, port } = await startServer({
    storage,
    reconnectSeconds: 1,
    idleSeconds: 2,
    finishedSeconds: 1,
    heartbeatSeconds: 0.2,
    botThreads: 0,
    botMilliseconds: 200,
    monitor: true,
    // the operator's own authentication: a bearer token, and the player's name as its auth data
    onAuth: ({ token }) => (token === TOKEN ? { name: 'ann' } : false),
  }));
});
afterAll(async () => {
  await server.close();
});

/** A client that authenticates as the onAuth hook wants. */
function client(): Client {
  const made = new Client(url);
  made.auth.token = TOKEN;
  return made;
}

async function createRoom(game: string, options: Record<string, unknown>): Promise<Participant> {
  return participant(await client().create(game, options));
}

describe('onAuth', () => {
  it('a request without the operator\'s token is refused with auth-failed; with it, the client plays', async () => {
    const refused = await new Client(url).create('santorini', {}).then(
      () => 'created',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^auth-failed: /);
    const player = await createRoom('santorini', { seed: 1 });
    await until(() => player.updates.length > 0, 5000, 'seated');
    await player.room.leave();
  });
});

describe('idle and empty rooms close, and their bots stop', () => {
  it('a room of bots stops moving the moment its last client leaves, and closes (abandoned) after the grace period', async () => {
    const watcher = await createRoom('santorini', { seed: 3, bots: { 0: 'random', 1: 'random' }, spectator: true });
    await until(() => (storage.matches.get(watcher.room.roomId)?.snapshot.moves.length ?? 0) > 2, 10_000, 'bots playing');
    await watcher.room.leave();
    const roomId = watcher.room.roomId;
    const moves = storage.matches.get(roomId)!.snapshot.moves.length;
    await until(() => storage.matches.get(roomId)?.status === 'abandoned', 5000, 'abandoned');
    // at most the move being chosen when the watcher left
    expect(storage.matches.get(roomId)!.snapshot.moves.length).toBeLessThanOrEqual(moves + 1);
  });

  it('a room where nobody moves for idleSeconds closes with 4410 and is marked abandoned; finished and abandoned matches expire from storage', async () => {
    const player = await createRoom('stratego', { options: { redSetup: 'random', blueSetup: 'random' } });
    await until(() => player.left !== null, 6000, 'the idle room to close');
    expect(player.left).toBe(4410);
    expect(storage.matches.get(player.room.roomId)?.status).toBe('abandoned');
    // finishedSeconds: 1, swept every beat
    await until(() => !storage.matches.has(player.room.roomId), 5000, 'the abandoned match to expire');
  });
});

describe('the monitor panel', () => {
  it('is mounted at /monitor when asked', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/monitor/`);
    expect(response.status).toBe(200);
  });
});
