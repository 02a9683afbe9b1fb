// The server side of rooms.bench.ts, in its own process so that the bench's clients do not share
// its event loop: the default games, SQLite in a temporary file. It answers `memory` requests
// (after a garbage collection, with --expose-gc) and stops on `stop`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGameServer } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'games-server-bench-'));
const server = createGameServer({
  db: join(dir, 'bench.db'),
  messagesPerSecond: 100_000,
  reconnectSeconds: 5,
  log: (line) => void process.stderr.write(`${line}\n`),
});
const port = await server.listen(0, '127.0.0.1');
const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, errors: server.errors.length };
};
process.on('message', (message: string) => {
  if (message === 'memory') process.send!({ kind: 'memory', ...memory() });
  if (message === 'stop') {
    void server.close().then(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  }
});
process.send!({ kind: 'ready', port });
