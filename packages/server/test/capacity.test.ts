import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { participant, startServer } from './helpers.js';
import type { GameServer } from '../src/index.js';

// Colyseus's matchmaker is one per process (vitest runs each file in its own worker): a server of its own
let server: GameServer;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startServer({ maxRooms: 2, createsPerMinute: 100 }));
});
afterAll(async () => {
  await server.close();
});

describe('a server holds at most maxRooms rooms', () => {
  it('past maxRooms, create is refused with server-full and joinOrCreate only joins', async () => {
    // participant() reads the room's messages (an SDK room with no handler for them warns on stderr)
    const first = participant(await new Client(url).create('santorini', { seed: 1 }));
    const second = participant(await new Client(url).create('stratego', { options: { redSetup: 'random', blueSetup: 'random' } }));
    const third = await new Client(url).create('santorini', {}).then(
      () => 'created',
      (error: Error) => error.message,
    );
    expect(third).toMatch(/^server-full: /);
    // joinOrCreate joins the Santorini room's free seat instead of creating
    const joined = participant(await new Client(url).joinOrCreate('santorini', {}));
    expect(joined.room.roomId).toBe(first.room.roomId);
    const none = await new Client(url).joinOrCreate('yunnori', {}).then(
      () => 'created',
      (error: Error) => error.message,
    );
    expect(none).toMatch(/^no-room: /);
    await Promise.all([first.room.leave(), second.room.leave(), joined.room.leave()]);
  });
});
