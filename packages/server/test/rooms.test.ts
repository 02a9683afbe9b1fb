import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Client } from '@colyseus/sdk';
import { restoreSession } from '@games/core';
import { GAMES, create, joinById, memoryStorage, participant, playRandomly, startServer, until } from './helpers.js';
import type { GameServer, RoomMetadata } from '../src/index.js';

let server: GameServer;
let url: string;
let port: number;
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url, port } = await startServer({ storage, reconnectSeconds: 30 }));
});
afterAll(async () => {
  await server.close();
});

const failure = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => 'joined',
    (error: Error) => error.message,
  );

async function listed(game: string): Promise<{ roomId: string; metadata: RoomMetadata; locked: boolean }[]> {
  const response = await fetch(`http://127.0.0.1:${port}/rooms?game=${game}`);
  return (await response.json()) as { roomId: string; metadata: RoomMetadata; locked: boolean }[];
}

describe('public and private rooms', () => {
  it('a stranger never lands in a private room: join finds no room, joinOrCreate makes a new one; a friend with the id joins it', async () => {
    const owner = await create(url, 'yunnori', { options: { players: 2 }, seed: 3, private: true });
    await until(() => owner.updates.length > 0, 5000, 'owner seated');
    expect(await failure(new Client(url).join('yunnori'))).toMatch(/^no-room: /);
    const stranger = participant(await new Client(url).joinOrCreate('yunnori'));
    expect(stranger.room.roomId).not.toBe(owner.room.roomId);
    expect((await listed('yunnori')).map((room) => room.roomId)).toEqual([stranger.room.roomId]);
    const friend = await joinById(url, owner.room.roomId);
    await until(() => friend.updates.length > 0, 5000, 'friend seated');
    expect(friend.seat!.seat).toBe(1);
    await Promise.all([owner.room.leave(), stranger.room.leave(), friend.room.leave()]);
  });

  it('public rooms are listed with their metadata; a full room is locked, so joinOrCreate makes a new room, and its players still come back by token', async () => {
    const first = await create(url, 'santorini', { options: { players: 2 }, seed: 4 });
    await until(() => first.updates.length > 0, 5000, 'first seated');
    const [open] = (await listed('santorini')).filter((room) => room.roomId === first.room.roomId);
    expect(open!.metadata).toMatchObject({ game: 'santorini', seats: ['connected', 'free'], free: 1, over: false });
    const second = participant(await new Client(url).join('santorini'));
    expect(second.room.roomId).toBe(first.room.roomId);
    await until(() => second.updates.length > 0, 5000, 'second seated');
    const third = participant(await new Client(url).joinOrCreate('santorini'));
    expect(third.room.roomId).not.toBe(first.room.roomId);
    const full = (await listed('santorini')).find((room) => room.roomId === first.room.roomId)!;
    expect(full.locked).toBe(true);
    expect(full.metadata.free).toBe(0);
    // a dropped player of the locked room comes back with its token, and a spectator may watch
    second.room.connection.close();
    await until(() => second.left !== null, 5000, 'second dropped');
    const back = await joinById(url, first.room.roomId, { token: second.seat!.token });
    await until(() => back.updates.length > 0, 5000, 'back');
    expect(back.seat).toEqual(second.seat);
    const watcher = await joinById(url, first.room.roomId, { spectator: true });
    await until(() => watcher.updates.length > 0, 5000, 'watcher');
    await Promise.all([first.room.leave(), back.room.leave(), third.room.leave(), watcher.room.leave()]);
  });
});

describe('continuity: history on joining, presence of the others', () => {
  it('a player who rejoins gets the whole history (who moved, in the notation its seat may know) and then the update; the other is told of the drop and the return', async () => {
    const red = await create(url, 'stratego', { options: { players: 2 }, seed: 11 });
    const blue = await joinById(url, red.room.roomId);
    await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'both seated');
    await playRandomly([red, blue], 7, 30, 20_000);
    await until(() => red.updates.length === blue.updates.length && red.updates.length > 15, 5000, 'the moves answered');
    blue.room.connection.close();
    await until(() => red.presence.some((message) => message.event === 'dropped'), 5000, 'red told of the drop');
    expect(red.presence.at(-1)).toEqual({ event: 'dropped', seat: 1, seats: ['connected', 'dropped'], spectators: 0 });
    const back = await joinById(url, red.room.roomId, { token: blue.seat!.token });
    await until(() => back.updates.length > 0 && red.presence.at(-1)?.event === 'back', 5000, 'back, and red told');
    expect(red.presence.at(-1)).toEqual({ event: 'back', seat: 1, seats: ['connected', 'connected'], spectators: 0 });
    // the history is the session's history as Blue may know it: Red's placements never show their rank
    const stored = storage.matches.get(red.room.roomId)!;
    const session = restoreSession(GAMES.stratego, stored.snapshot);
    if (!session.ok) throw new Error(session.error.message);
    expect(back.history).toHaveLength(1);
    const blueHistory = session.value.historyFor(1).map(({ seat, notation }) => ({ seat, notation }));
    expect(back.history[0]!.moves).toEqual(blueHistory);
    expect(back.history[0]!.moves.length).toBe(stored.snapshot.moves.length);
    const hidden = back.history[0]!.moves.filter((move, index) => move.seat === 0 && move.notation !== stored.snapshot.moves[index]!.notation);
    expect(hidden.length).toBeGreaterThan(0);
    expect(back.updates[0]).toEqual(session.value.updateFor(1));
    // a spectator joining is announced to both players, and gets the spectator's history
    const watcher = await joinById(url, red.room.roomId, { spectator: true });
    await until(() => watcher.history.length === 1 && red.presence.at(-1)?.seat === null, 5000, 'watcher announced');
    expect(red.presence.at(-1)).toMatchObject({ event: 'joined', seat: null, spectators: 1 });
    expect(watcher.history[0]!.moves).toEqual(session.value.historyFor(null).map(({ seat, notation }) => ({ seat, notation })));
    // leaving on purpose frees the seat at once
    await back.room.leave();
    await until(() => red.presence.at(-1)?.event === 'left', 5000, 'red told blue left');
    expect(red.presence.at(-1)).toMatchObject({ event: 'left', seat: 1, seats: ['connected', 'free'] });
    await Promise.all([red.room.leave(), watcher.room.leave()]);
  });

  it('ten joins racing for the one free seat, by id and by quick match: one gets it, the others are refused before a connection opens (never a 4002), and the full room is locked', async () => {
    const red = await create(url, 'tigerzone', { seed: 9 });
    await until(() => red.updates.length > 0, 5000, 'red seated');
    // the SDK says so on the console when a connection it opened is closed with an error
    const said: string[] = [];
    const spies = (['warn', 'error', 'log'] as const).map((level) => vi.spyOn(console, level).mockImplementation((...parts: unknown[]) => void said.push(parts.map(String).join(' '))));
    const racers = await Promise.all([
      ...Array.from({ length: 5 }, () => new Client(url).joinById(red.room.roomId).then(participant, (error: Error) => error.message)),
      ...Array.from({ length: 5 }, () => new Client(url).join('tigerzone').then(participant, (error: Error) => error.message)),
    ]);
    const seated = racers.filter((racer) => typeof racer !== 'string');
    expect(seated.filter((racer) => racer.room.roomId === red.room.roomId)).toHaveLength(1);
    const refused = racers.filter((racer): racer is string => typeof racer === 'string');
    expect(refused.every((message) => /^(seat-taken|no-free-seat|no-room): /.test(message))).toBe(true);
    await until(() => seated.every((racer) => racer.updates.length > 0), 5000, 'the seated racers updated');
    expect(seated.map((racer) => racer.left)).toEqual(seated.map(() => null));
    for (const spy of spies) spy.mockRestore();
    expect(said.filter((line) => /4002|closed unexpectedly/.test(line))).toEqual([]);
    const listed = (await (await fetch(`http://127.0.0.1:${port}/rooms?game=tigerzone`)).json()) as { roomId: string; locked: boolean }[];
    expect(listed.find((room) => room.roomId === red.room.roomId)?.locked).toBe(true);
    await Promise.all([red.room.leave(), ...seated.map((racer) => racer.room.leave())]);
  });
});
