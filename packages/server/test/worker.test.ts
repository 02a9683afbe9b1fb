import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { create, playRandomly, until } from './helpers.js';

// The worker thread runs the built script (dist/bot-worker.js), so this test runs the built
// package; `pnpm test` builds first. From the sources alone it skips, saying why.
const built = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const hasBuild = existsSync(built) && existsSync(fileURLToPath(new URL('../dist/bot-worker.js', import.meta.url)));
if (!hasBuild) console.log('skipping the worker-thread bot test: packages/server/dist is not built (run pnpm build)');

describe.skipIf(!hasBuild)('bot seats of the five engines think in a worker thread', () => {
  it('the built server hands the mcts:N seat of a default engine to a worker of its bot pool, and the bot plays the match out', async () => {
    const { createGameServer } = (await import(built)) as typeof import('../src/index.js');
    const log: string[] = [];
    const server = createGameServer({ db: ':memory:', botThreads: 1, botMilliseconds: 300, log: (line) => void log.push(line) });
    try {
      expect(server.botWorkers).toBe(true);
      const port = await server.listen(0, '127.0.0.1');
      const person = await create(`ws://127.0.0.1:${port}`, 'santorini', { seed: 8, bots: { '1': 'mcts:200' } });
      await until(() => person.updates.length > 0, 5000, 'seated');
      await playRandomly([person], 1, 500, 60_000);
      expect(person.last()!.outcome).not.toBeNull();
      expect(server.errors).toEqual([]);
      // the searches ran in the worker: none fell back to the room's thread
      expect(log.filter((line) => line.includes('bot worker failed'))).toEqual([]);
      await person.room.leave();
    } finally {
      await server.close();
    }
  });
});
