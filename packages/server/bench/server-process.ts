// The server side of rooms.bench.ts, in its own process so that the bench's clients do not share
// its event loop: the default games, SQLite in the folder the bench gives it (the bench removes the
// folder whatever way it ends), limits opened for one address.
// It answers `figures` requests (memory after a garbage collection with --expose-gc, CPU time so
// far), stops on `stop`, and exits by itself if the bench goes away (no orphan).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGameServer } from '../src/index.js';

const dir = process.argv[2]!;
const cleanUp = () => rmSync(dir, { recursive: true, force: true });
const server = createGameServer({
  db: join(dir, 'bench.db'),
  messagesPerSecond: 1000,
  messageBurst: 1000,
  createsPerMinute: 1_000_000,
  requestsPerMinute: 1_000_000,
  maxRooms: 100_000,
  reconnectSeconds: 5,
  log: (line) => void process.stderr.write(`${line}\n`),
});
const port = await server.listen(0, '127.0.0.1');
// with SERVER_BENCH_PROFILE, when each figures request came (microseconds on the CPU profile's clock),
// so that a profile can be cut to the measured windows
const marks: number[] = [];
const figures = () => {
  marks.push(Number(process.hrtime.bigint() / 1000n));
  (globalThis as { gc?: () => void }).gc?.();
  const usage = process.memoryUsage();
  const cpu = process.cpuUsage();
  return { rss: usage.rss, heapUsed: usage.heapUsed, cpuMicros: cpu.user + cpu.system, errors: server.errors.length };
};
process.on('message', (message: string) => {
  if (message === 'figures') process.send!({ kind: 'figures', ...figures() });
  if (message === 'stop') {
    void server.close().then(() => {
      cleanUp();
      const profile = process.env.SERVER_BENCH_PROFILE;
      if (profile) writeFileSync(join(profile, `marks-${process.pid}.json`), JSON.stringify(marks));
      process.exit(0);
    });
  }
});
// the bench died or was interrupted: stop too
process.on('disconnect', () => {
  cleanUp();
  process.exit(1);
});
process.send!({ kind: 'ready', port });
