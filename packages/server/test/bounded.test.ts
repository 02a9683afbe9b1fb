import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { err, ok, type Game } from '@games/core';
import { create, memoryStorage, startServer, until } from './helpers.js';
import type { GameServer } from '../src/index.js';

/** A game whose chance never stops acting: only the session's chance limit ends it. */
const endless: Game<{ flips: number }, string, Record<string, unknown>, { flips: number }> = {
  id: 'endless-chance',
  title: 'Endless chance',
  players: { min: 1, max: 1 },
  hiddenInformation: false,
  options: [],
  setup: () => ok({ flips: 0 }),
  seats: () => 1,
  actor: () => ({ kind: 'chance', outcomes: [{ move: 'flip', weight: 1 }] }),
  legalMoves: () => [],
  play: (state) => ok({ flips: state.flips + 1 }),
  view: (state) => state,
  formatMove: (move) => move,
  parseMove: (text) => (text === 'flip' ? ok('flip') : err('malformed-move', 'only "flip"')),
};

let server: GameServer;
let url: string;
let port: number;
let log: string[];
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url, port, log } = await startServer({ storage, games: [endless], chanceLimit: 50 }));
});
afterAll(async () => {
  await server.close();
});

describe('bounded work per request', () => {
  it('the chance bomb: a Yut Nori stick probability of 1e-300 is refused with invalid-options, nothing is stored, and the server answers at once', async () => {
    const refused = await new Client(url).create('yunnori', { options: { stickFrontProbability: 1e-300 }, seed: 1 }).then(
      () => 'created',
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^invalid-options: .*stickFrontProbability/);
    expect(storage.matches.size).toBe(0);
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
  });

  it('a chance chain past the cap ends the match with reason chance-limit; the match is stored finished (never restored), each draw appended once', async () => {
    const player = await create(url, 'endless-chance', { seed: 2 });
    await until(() => player.last()?.outcome != null, 5000, 'the match to end');
    expect(player.last()!.outcome).toMatchObject({ reason: 'chance-limit' });
    const stored = storage.matches.get(player.room.roomId)!;
    await until(() => storage.matches.get(player.room.roomId)?.status === 'finished', 5000, 'stored as finished');
    expect(stored.snapshot.moves).toHaveLength(50);
    expect(stored.snapshot.moves.every((move) => move.seat === null && move.notation === 'flip')).toBe(true);
    // appended: one create, then the draws in one append, not the record rewritten after each draw
    expect(storage.appended).toBe(50);
    expect(await storage.unfinished()).toEqual([]);
    expect(server.errors).toEqual([]);
    expect(log).toEqual([]);
    await player.room.leave();
  });
});
