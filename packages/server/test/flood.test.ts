import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, joinById, playRandomly, startServer, until } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;

beforeAll(async () => {
  // the default limits: 20 messages a second on average, a burst of 40
  ({ server, url } = await startServer({ messagesPerSecond: 20, messageBurst: 40 }));
});
afterAll(async () => {
  await server.close();
});

describe('the flood limit', () => {
  it('an honest client answering every update at once never reaches the limit, however fast the server answers', async () => {
    // Stratego with both armies placed by hand: 80 placements and then moves, each answered at once
    const red = await create(url, 'stratego', { options: { maxPlies: 120 }, seed: 2 });
    const blue = await joinById(url, red.room.roomId);
    await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'both seated');
    const sent = await playRandomly([red, blue], 3, 5000, 30_000);
    expect(sent).toBeGreaterThan(100);
    expect([...red.refused, ...blue.refused]).toEqual([]);
    expect([red.left, blue.left]).toEqual([null, null]);
  });

});
