import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, startServer, until, type Participant } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;

beforeAll(async () => {
  // one bot thread (the main thread here), every search 100 ms: fairness is counted in searches,
  // so a shorter search keeps the test and shortens it
  ({ server, url } = await startServer({ botThreads: 0, botMilliseconds: 100 }));
});
afterAll(async () => {
  await server.close();
});

describe('the bot pool shares its threads fairly between rooms', () => {
  it('with five rooms of heavy bots searching, a light room\'s bot answers after at most the search under way, not after the whole queue', async () => {
    const heavy: Participant[] = [];
    for (let index = 0; index < 5; index++) heavy.push(await create(url, 'santorini', { seed: index, bots: { 0: 'mcts:100ms', 1: 'mcts:100ms' }, spectator: true }));
    // every heavy room has searched at least once: each has used bot time
    await until(() => heavy.every((room) => room.updates.length >= 2), 30_000, 'the heavy rooms to search');
    const light = await create(url, 'santorini', { seed: 9, bots: { 1: 'random' } });
    await until(() => light.last()?.legalMoves !== undefined, 10_000, 'the light room to wait for its player');
    const heavyUpdates = (): number => heavy.reduce((sum, room) => sum + room.updates.length, 0);
    const results: number[] = [];
    for (let round = 0; round < 3 && light.last()!.outcome === null; round++) {
      // the person moves (a Santorini turn is a move and a build) until the bot is to act
      let heavyBefore = 0;
      for (;;) {
        const before = light.updates.length;
        heavyBefore = heavyUpdates();
        light.room.send('move', light.last()!.legalMoves![0]!);
        await until(() => light.updates.length > before, 10_000, 'the person\'s move');
        const actor = light.updates[before]!.actor;
        if (actor.kind !== 'player' || actor.seat !== 0) break;
      }
      await until(() => light.last()!.legalMoves !== undefined || light.last()!.outcome !== null, 30_000, 'the light bot to answer');
      results.push(heavyUpdates() - heavyBefore);
    }
    // first-come first-served would put the light bot behind the four other heavy rooms' searches
    // every time; the fair pool takes it right after the search under way
    expect(Math.max(...results)).toBeLessThanOrEqual(2);
    expect(server.errors).toEqual([]);
    await Promise.all([...heavy, light].map((room) => room.room.leave()));
  });
});
