import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { create, joinById, memoryStorage, participant, startServer, until } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
let port: number;
const storage = memoryStorage();
let liveRoom = '';

beforeAll(async () => {
  ({ server, url, port } = await startServer({ storage, createsPerMinute: 3, requestsPerMinute: 6, roomJoinsPerMinute: 5, tokenRejoinsPerMinute: 4, unknownRoomsPerMinute: 3, reconnectSeconds: 30 }));
});
afterAll(async () => {
  await server.close();
});

const refusedWith = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'joined',
    (error: Error) => error.message,
  );

describe('limits that separate kinds of traffic', () => {
  it('a create the creator could not join (bots only, not as a spectator) is refused and leaves nothing: no stored match, no listed room, no error', async () => {
    const message = await refusedWith(new Client(url).create('santorini', { seed: 1, bots: { '0': 'random', '1': 'random' } }));
    expect(message).toMatch(/^no-free-seat: /);
    expect(storage.matches.size).toBe(0);
    const listed = (await (await fetch(`http://127.0.0.1:${port}/rooms`)).json()) as unknown[];
    expect(listed).toEqual([]);
    expect(server.errors).toEqual([]);
  });

  it('an address that flooded creates still rejoins with its tokens and watches rooms; a room flooded with spectators still takes its tokens; each budget says which it is', async () => {
    const red = await create(url, 'santorini', { seed: 2 });
    const blue = await joinById(url, red.room.roomId);
    await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'seated');
    const roomId = red.room.roomId;
    // the same address floods creates: its create and request budgets are spent
    const flood = await Promise.all(Array.from({ length: 12 }, () => refusedWith(new Client(url).create('santorini', { seed: 3 }).then((room) => participant(room).room.leave()))));
    expect(flood.filter((message) => message.startsWith('rate-limited: ')).length).toBeGreaterThanOrEqual(10);
    expect(await refusedWith(new Client(url).create('santorini', {}))).toMatch(/^rate-limited: more than 3 rooms|^rate-limited: more than 6 matchmaking requests/);

    // a spectator of an existing room and a token rejoin are not charged to that budget
    const watcher = await joinById(url, roomId, { spectator: true });
    await until(() => watcher.updates.length > 0, 5000, 'the spectator');
    blue.room.connection.close();
    await until(() => blue.left !== null, 5000, 'blue dropped');
    const back = await joinById(url, roomId, { token: blue.seat!.token! });
    await until(() => back.updates.length > 0, 5000, 'blue back');
    expect(back.seat).toEqual(blue.seat);

    // the room's own budget of joins without a token runs out (5 a minute: blue's seat, the spectator above and 3 more)...
    const spectators = await Promise.all(Array.from({ length: 6 }, () => refusedWith(new Client(url).joinById(roomId, { spectator: true }).then((room) => participant(room).room.leave()))));
    expect(spectators.filter((message) => message === 'joined')).toHaveLength(3);
    expect(spectators.filter((message) => message.startsWith('rate-limited: more than 5 joins a minute of this room'))).toHaveLength(3);
    // ...and the seat's token still gets in, until its own budget (4 a minute) is spent
    const rejoins: string[] = [];
    for (let attempt = 0; attempt < 4; attempt++) rejoins.push(await refusedWith(new Client(url).joinById(roomId, { token: blue.seat!.token! }).then(participant)));
    expect(rejoins).toEqual(['joined', 'joined', 'joined', 'rate-limited: more than 4 rejoins a minute with this token: wait and retry']);
    expect(server.errors).toEqual([]);
    await Promise.all([red.room.leave(), watcher.room.leave()]);
    liveRoom = roomId;
  });

  it('joins by id of rooms that do not exist are counted per address; past the budget they are refused before the body, while a live room is still looked up', async () => {
    const found = await Promise.all(Array.from({ length: 3 }, (_, index) => refusedWith(new Client(url).joinById(`nosuchroom${index}`, {}))));
    expect(found.every((message) => message.startsWith('room-not-found: '))).toBe(true);
    expect(await refusedWith(new Client(url).joinById('nosuchroom9', {}))).toMatch(/^rate-limited: more than 3 joins of rooms that do not exist/);
    // the live room is found (its own budget answers, not the address's budget of unknown rooms)
    expect(await refusedWith(new Client(url).joinById(liveRoom, { spectator: true }))).toMatch(/^rate-limited: more than 5 joins a minute of this room/);
  });
});
