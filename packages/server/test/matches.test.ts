import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay, type AnyGame } from '@games/core';
import { GAMES, create, expectUpdatesMatch, joinById, memoryStorage, playRandomly, startServer, until } from './helpers.js';
import { recordOf } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url } = await startServer({ storage }));
});
afterAll(async () => {
  await server.close();
});

async function finished(roomId: string, game: AnyGame) {
  await until(() => storage.matches.get(roomId)?.status === 'finished', 10_000, `${game.id} written as finished`);
  const stored = storage.matches.get(roomId)!;
  const replayed = replay(game, recordOf(stored));
  if (!replayed.ok) throw new Error(replayed.error.message);
  return { stored, states: replayed.value.states };
}

function chanceDraws(game: AnyGame, states: unknown[]): number {
  return states.filter((state) => game.actor(state).kind === 'chance').length;
}

describe('games with chance: the server draws it with the room\'s seeded rng', () => {
  for (const [name, game, options] of [
    ['Yut Nori', GAMES.yunnori, { players: 2, pieces: 2 }],
    ['Fiery Dragons', GAMES.fieryDragons, { players: 2 }],
  ] as const) {
    it(`${name}: two clients play to the end; chance from the room's seeded rng, every update the seat's view`, async () => {
      const first = await create(url, game.id, { options, seed: 3 });
      const second = await joinById(url, first.room.roomId);
      await until(() => first.updates.length > 0 && second.updates.length > 0, 5000, 'both seated');
      expect([first.seat?.seat, second.seat?.seat]).toEqual([0, 1]);
      await playRandomly([first, second], 5, 20_000);
      const { stored, states } = await finished(first.room.roomId, game);
      // Yut Nori throws its sticks as chance moves; Fiery Dragons deals its chits face down from the seed
      if (game === GAMES.yunnori) expect(chanceDraws(game, states)).toBeGreaterThan(0);
      else expect((stored.snapshot.options as { seed: number }).seed).toBe(3);
      expect(states.length - first.updates.length).toBeLessThanOrEqual(2);
      expectUpdatesMatch(game, recordOf(stored), states, first, 0);
      expectUpdatesMatch(game, recordOf(stored), states, second, 1);
      expect(first.last()?.outcome).not.toBeNull();
      // the same seed and the same player moves give the same chance draws: the rng is the room's, seeded
      expect(stored.snapshot.seed).toBe(3);
      await first.room.leave();
      await second.room.leave();
    });
  }
});

describe('bot seats move on the server', () => {
  it('Santorini: a person against a random bot, to the end', async () => {
    const person = await create(url, 'santorini', { options: { players: 2 }, seed: 5, bots: { '1': 'random' } });
    await until(() => person.updates.length > 0, 5000, 'seated');
    expect(person.seat?.seat).toBe(0);
    const moves = await playRandomly([person], 9, 2000, 30_000);
    const { stored, states } = await finished(person.room.roomId, GAMES.santorini);
    expect(stored.snapshot.seats).toEqual(['human', 'random']);
    expectUpdatesMatch(GAMES.santorini, recordOf(stored), states, person, 0);
    // the bot made the moves the person did not
    expect(recordOf(stored).moves.length).toBeGreaterThan(moves);
    await person.room.leave();
  });

  it('Santorini: an MCTS bot seat (mcts:N) answers every move', async () => {
    const person = await create(url, 'santorini', { options: { players: 2 }, seed: 6, bots: { '0': 'mcts:30' } });
    await until(() => person.updates.length > 0, 5000, 'seated');
    expect(person.seat?.seat).toBe(1);
    await playRandomly([person], 4, 2000, 40_000);
    const { stored, states } = await finished(person.room.roomId, GAMES.santorini);
    expectUpdatesMatch(GAMES.santorini, recordOf(stored), states, person, 1);
    await person.room.leave();
  });

  it('a room of bots only plays itself while a spectator watches', async () => {
    const watcher = await create(url, 'tigerzone', { options: { players: 2 }, seed: 2, bots: { '0': 'random', '1': 'random' }, spectator: true });
    await until(() => watcher.last()?.outcome != null, 30_000, 'bots finish');
    const { stored, states } = await finished(watcher.room.roomId, GAMES.tigerzone);
    expect(watcher.seat).toEqual({ seat: null, token: null });
    expect(watcher.updates.at(-1)?.view).toEqual(GAMES.tigerzone.view(states.at(-1), null));
    expect(recordOf(stored).moves.length).toBe(states.length - 1);
    await watcher.room.leave();
  });
});
