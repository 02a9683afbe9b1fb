import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, joinById, memoryStorage, startServer, until } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url } = await startServer({ storage, reconnectSeconds: 30 }));
});
afterAll(async () => {
  await server.close();
});

const STRATEGO = { options: { redSetup: 'random', blueSetup: 'random' }, seed: 4 };

describe('a dropped client gets its seat back with its token', () => {
  it('within the grace period: same seat, same token, and the latest update, including moves made while it was away', async () => {
    const red = await create(url, 'stratego', STRATEGO);
    const blue = await joinById(url, red.room.roomId);
    await until(() => blue.updates.length === 1, 5000, 'blue seated');
    red.room.send('move', red.last()!.legalMoves![0]!);
    await until(() => blue.updates.length === 2, 5000, 'red moved');
    // blue's connection drops (not a leave)
    blue.room.connection.close();
    await until(() => blue.left !== null, 5000, 'blue dropped');
    // the seat is kept: nobody else may take it
    await expect(joinById(url, red.room.roomId, { seat: 1 })).rejects.toThrow(/seat-taken/);
    await expect(joinById(url, red.room.roomId)).rejects.toThrow(/no-free-seat/);
    const back = await joinById(url, red.room.roomId, { token: blue.seat!.token });
    await until(() => back.updates.length === 1, 5000, 'blue back');
    expect(back.seat).toEqual(blue.seat);
    expect(back.last()!.view).toEqual(blue.last()!.view);
    expect(back.last()!.legalMoves).toEqual(blue.last()!.legalMoves);
    back.room.send('move', back.last()!.legalMoves![0]!);
    await until(() => red.updates.length === 3, 5000, 'blue moved after coming back');
    expect(back.refused).toEqual([]);
    await Promise.all([red.room.leave(), back.room.leave()]);
  });

  it('a token presented while its old connection still looks alive takes the seat over', async () => {
    const red = await create(url, 'stratego', STRATEGO);
    await until(() => red.updates.length === 1, 5000, 'seated');
    const again = await joinById(url, red.room.roomId, { token: red.seat!.token });
    await until(() => again.updates.length === 1 && red.left !== null, 5000, 'the old connection is closed');
    expect(again.seat).toEqual(red.seat);
    again.room.send('move', again.last()!.legalMoves![0]!);
    await until(() => again.updates.length === 2, 5000, 'moves on the new connection');
    await again.room.leave();
  });
});
