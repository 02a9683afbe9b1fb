import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, joinById, memoryStorage, startServer, until } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url } = await startServer({ storage, reconnectSeconds: 1 }));
});
afterAll(async () => {
  await server.close();
});

const STRATEGO = { options: { redSetup: 'random', blueSetup: 'random' }, seed: 4 };

describe('after the grace period', () => {
  it('after the grace period the token is void and the seat is free for someone else', async () => {
    const red = await create(url, 'stratego', STRATEGO);
    const blue = await joinById(url, red.room.roomId);
    await until(() => blue.updates.length === 1, 5000, 'blue seated');
    blue.room.connection.close();
    await until(() => blue.left !== null, 5000, 'blue dropped');
    // the seat is released (its token hash cleared in storage) once the grace period is over
    await until(() => storage.matches.get(red.room.roomId)?.tokens[1] === null, 10_000, 'the seat released');
    await expect(joinById(url, red.room.roomId, { token: blue.seat!.token })).rejects.toThrow(/bad-token/);
    const newcomer = await joinById(url, red.room.roomId);
    await until(() => newcomer.updates.length === 1, 5000, 'newcomer seated');
    expect(newcomer.seat!.seat).toBe(1);
    expect(newcomer.seat!.token).not.toBe(blue.seat!.token);
    await Promise.all([red.room.leave(), newcomer.room.leave()]);
  });

  it('a room everyone left is closed after the grace period and its match marked abandoned', async () => {
    const red = await create(url, 'stratego', STRATEGO);
    await until(() => red.updates.length === 1, 5000, 'seated');
    const roomId = red.room.roomId;
    await red.room.leave();
    await until(() => storage.matches.get(roomId)?.status === 'abandoned', 5000, 'abandoned');
    await expect(joinById(url, roomId, { token: red.seat!.token })).rejects.toThrow();
  });
});
