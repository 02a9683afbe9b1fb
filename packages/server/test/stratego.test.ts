import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '@games/core';
import { GAMES, create, joinById, memoryStorage, playRandomly, startServer, until, type Participant } from './helpers.js';
import { recordOf } from './helpers.js';
import type { GameServer } from '../src/index.js';

interface Piece {
  owner: number;
  rank: number | null;
  revealed: boolean;
}

let server: GameServer;
let url: string;
const storage = memoryStorage();

beforeAll(async () => {
  ({ server, url } = await startServer({ storage }));
});
afterAll(async () => {
  await server.close();
});

/** The ranks of the enemy's unrevealed pieces a view shows: none, if nothing leaks. */
function leakedRanks(view: unknown, seat: number | null): number {
  let leaks = 0;
  for (const piece of (view as { squares: (Piece | null)[] }).squares) {
    if (piece !== null && piece.owner !== seat && !piece.revealed && piece.rank !== null) leaks++;
  }
  return leaks;
}

describe('a Stratego match between two clients over WebSockets', () => {
  it('plays to the end; every update is exactly the seat\'s view, and no unrevealed enemy rank reaches Red, Blue or a spectator', async () => {
    const red = await create(url, 'stratego', { options: { redSetup: 'random', blueSetup: 'random', maxPlies: 400 }, seed: 7, seat: 0 });
    await until(() => red.seat !== null && red.updates.length === 1, 5000, 'red seated');
    const roomId = red.room.roomId;
    const blue = await joinById(url, roomId);
    const spectator = await joinById(url, roomId, { spectator: true });
    await until(() => blue.updates.length === 1 && spectator.updates.length === 1, 5000, 'blue and spectator seated');
    expect(red.seat?.seat).toBe(0);
    expect(blue.seat?.seat).toBe(1);
    expect(typeof blue.seat?.token).toBe('string');
    expect(spectator.seat).toEqual({ seat: null, token: null });

    const sent = await playRandomly([red, blue], 11);
    await until(() => spectator.last()?.outcome !== null, 10_000, 'spectator sees the outcome');
    expect(sent).toBeGreaterThan(10);

    await until(() => storage.matches.get(roomId)?.status === 'finished', 5000, 'record written as finished');
    const stored = storage.matches.get(roomId)!;
    const replayed = replay(GAMES.stratego, recordOf(stored));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const { states } = replayed.value;
    const check = (who: Participant, seat: number | null) => {
      // one update on joining (before any move) and one after every move
      expect(who.updates).toHaveLength(states.length);
      who.updates.forEach((update, index) => {
        expect(update.seat).toBe(seat);
        expect(update.view).toEqual(GAMES.stratego.view(states[index], seat));
        expect(leakedRanks(update.view, seat)).toBe(0);
        expect(update.lastMove).toBe(index === 0 ? null : recordOf(stored).moves[index - 1]);
        const acting = update.actor.kind === 'player' && update.actor.seat === seat;
        expect(update.legalMoves !== undefined).toBe(acting);
        expect(JSON.stringify(update)).not.toContain('"board"');
      });
    };
    check(red, 0);
    check(blue, 1);
    check(spectator, null);
    // the state did hold hidden ranks the views never showed
    expect(leakedRanks(GAMES.stratego.view(states[0], null), 0)).toBe(0);
    const final = red.last()!;
    expect(final.outcome).not.toBeNull();
    expect(final.actor.kind).toBe('over');
    for (const who of [red, blue, spectator]) await who.room.leave();
  });
});
