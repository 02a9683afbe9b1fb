// Load and latency of @games/server: N concurrent rooms (half Stratego, half Santorini), both
// seats played by clients sending random legal moves over real WebSockets on 127.0.0.1. The
// server runs in its own process (server-process.ts); the clients run in worker threads
// (room-clients.ts), so that no client waits behind this script or behind every other client.
// One run measures two loads, each after a few seconds of warm-up:
//   paced      every client thinks a random 0 to 2 × `--think` ms (mean `--think`) after the update
//              that gives it the move, then moves: at the default 1,000 ms a room plays about one
//              move a second, a lively game of humans or of bots with a move delay;
//   saturated  no think time: every room always has a move in flight, the most the server takes.
// For each it reports moves applied per second, the p50/p99 time from sending a move to receiving
// the update that carries it (think time excluded), the server's CPU per room and the errors; then
// memory per room, the load average, and every client leaves before the server is stopped.
// (@colyseus/loadtest was considered: it drives clients with its own screen and no per-move
// timing, so this script uses @colyseus/sdk clients directly.)
//   node --import tsx packages/server/bench/rooms.bench.ts [--rooms 200] [--seconds 15] [--think 1000] [--workers 1]
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { reportBenchmarks } from '@games/core/bench';
import type { ClientsData, Collected, Command } from './room-clients.js';

const USAGE = `usage: node --import tsx packages/server/bench/rooms.bench.ts [--rooms N] [--seconds S] [--think MS] [--workers W]

  --rooms N     concurrent rooms, half Stratego and half Santorini, two clients each (default 200;
                also SERVER_BENCH_ROOMS)
  --seconds S   how long to measure each load once every room is open (default 15; also SERVER_BENCH_SECONDS)
  --think MS    the paced load: each client waits a random 0 to 2 x MS ms (mean MS) after its update
                before moving (default 1000; 0 measures the saturated load only; also SERVER_BENCH_THINK)
  --workers W   worker threads running the clients (default 1; also SERVER_BENCH_WORKERS)
  --help        this text

Prints, for the paced and the saturated load, moves/s, move->update p50 and p99, server CPU per
room and errors; then memory per room and the load average; then every client leaves and the
server stops. SERVER_BENCH_PROFILE=DIR writes the server's CPU profile (node --cpu-prof) there.
`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const argument = (name: string, fallback: number, zero = false): number => {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number(process.env[`SERVER_BENCH_${name.slice(2).toUpperCase()}`] ?? fallback);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !zero)) {
    process.stderr.write(`${name} must be a ${zero ? 'non-negative' : 'positive'} number\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const ROOMS = Math.trunc(argument('--rooms', 200));
const SECONDS = argument('--seconds', 15);
const THINK = argument('--think', 1000, true);
const WORKERS = Math.max(1, Math.min(ROOMS, Math.trunc(argument('--workers', 1))));
const WARM_SECONDS = 3;

const profile = process.env.SERVER_BENCH_PROFILE;
// the server's SQLite file lives here; removed however the bench ends
const dir = mkdtempSync(join(tmpdir(), 'games-server-bench-'));
const server: ChildProcess = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), [dir], {
  execArgv: ['--import', 'tsx', '--expose-gc', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
// no orphan: whatever ends the bench ends the server
process.on('exit', () => {
  server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));
const ask = <T>(request: string, kind: string): Promise<T> =>
  new Promise((resolve) => {
    const listener = (message: { kind: string }) => {
      if (message.kind !== kind) return;
      server.off('message', listener);
      resolve(message as T);
    };
    server.on('message', listener);
    if (request !== '') server.send(request);
  });
interface Figures {
  rss: number;
  heapUsed: number;
  cpuMicros: number;
  errors: number;
}
const { port } = await ask<{ port: number }>('', 'ready');

// the clients: worker threads running room-clients.ts through tsx
const script = new URL('./room-clients.ts', import.meta.url).href;
const workers = Array.from({ length: WORKERS }, (_, index) => {
  const first = Math.floor((index * ROOMS) / WORKERS);
  const data: ClientsData = { url: `ws://127.0.0.1:${port}`, first, count: Math.floor(((index + 1) * ROOMS) / WORKERS) - first, rooms: ROOMS };
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`, { eval: true, workerData: data });
  worker.on('error', (thrown) => {
    process.stderr.write(`a client worker failed: ${String(thrown)}\n`);
    process.exit(1);
  });
  return worker;
});
const tell = (command: Command) => workers.forEach((worker) => worker.postMessage(command));
const askAll = <T>(command: Command, kind: string): Promise<T[]> =>
  Promise.all(
    workers.map(
      (worker) =>
        new Promise<T>((resolve) => {
          const listener = (message: { kind: string }) => {
            if (message.kind !== kind) return;
            worker.off('message', listener);
            resolve(message as T);
          };
          worker.on('message', listener);
          worker.postMessage(command);
        }),
    ),
  );
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

const before = await ask<Figures>('figures', 'figures');
const opening = performance.now();
await askAll({ kind: 'open' }, 'opened');
const openSeconds = (performance.now() - opening) / 1000;
const loaded = await ask<Figures>('figures', 'figures');

interface Load {
  name: string;
  think: number;
  movesPerSecond: number;
  p50: number;
  p99: number;
  cpuPerRoom: number;
  /** The bench process's CPU (the clients' threads and this one), in % of a core. */
  clientCpu: number;
  finished: number;
  errors: Map<string, number>;
  retries: Map<string, number>;
  load: number[];
}
/** Counts by kind, added up over the workers. */
function merge(lists: [string, number][][]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const list of lists) for (const [kind, count] of list) merged.set(kind, (merged.get(kind) ?? 0) + count);
  return merged;
}
const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);
const detail = (counts: Map<string, number>) => (counts.size > 0 ? ` (${[...counts].map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : '');

/** Plays at `think` ms: warm-up, then `SECONDS` measured. */
async function measure(name: string, think: number): Promise<Load> {
  tell({ kind: 'play', think });
  await sleep(WARM_SECONDS);
  const warm = await ask<Figures>('figures', 'figures');
  tell({ kind: 'measure' });
  const start = performance.now();
  const clientStart = process.cpuUsage();
  await sleep(SECONDS);
  const parts = await askAll<Collected>({ kind: 'collect' }, 'collected');
  const elapsed = (performance.now() - start) / 1000;
  const clientCpu = process.cpuUsage(clientStart);
  const after = await ask<Figures>('figures', 'figures');
  const latencies = Float64Array.from(parts.flatMap((part) => [...part.latencies])).sort();
  const percentile = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? Number.NaN;
  const errors = merge(parts.map((part) => part.errors));
  const serverErrors = after.errors - warm.errors;
  if (serverErrors > 0) errors.set('server-side errors', serverErrors);
  return {
    name,
    think,
    movesPerSecond: parts.reduce((sum, part) => sum + part.moves, 0) / elapsed,
    p50: percentile(0.5),
    p99: percentile(0.99),
    cpuPerRoom: (after.cpuMicros - warm.cpuMicros) / 1000 / elapsed / ROOMS,
    clientCpu: (clientCpu.user + clientCpu.system) / 10_000 / elapsed,
    finished: parts.reduce((sum, part) => sum + part.finished, 0),
    errors,
    retries: merge(parts.map((part) => part.retries)),
    load: loadavg(),
  };
}

const loads: Load[] = [];
if (THINK > 0) loads.push(await measure('paced', THINK));
loads.push(await measure('saturated', 0));
const figures = reportBenchmarks([
  ...loads.flatMap((load) => {
    const label = `${ROOMS} rooms, ${load.name}${load.think > 0 ? ` (think ${load.think} ms)` : ''}`;
    return [
      { package: '@games/server', name: `${label}: moves applied`, value: load.movesPerSecond, unit: 'moves/s' },
      { package: '@games/server', name: `${label}: move->update p50`, value: load.p50, unit: 'ms' },
      { package: '@games/server', name: `${label}: move->update p99`, value: load.p99, unit: 'ms' },
      { package: '@games/server', name: `${label}: server CPU per room`, value: load.cpuPerRoom, unit: 'ms/s' },
      { package: '@games/server', name: `${label}: errors`, value: total(load.errors), unit: 'errors' },
    ];
  }),
  { package: '@games/server', name: `${ROOMS} rooms: heap per room`, value: (loaded.heapUsed - before.heapUsed) / ROOMS / 1024, unit: 'KiB' },
  { package: '@games/server', name: `${ROOMS} rooms: rss per room`, value: (loaded.rss - before.rss) / ROOMS / 1024, unit: 'KiB' },
]);
const memory = figures.slice(-2);
console.log(`\n${ROOMS} rooms opened in ${openSeconds.toFixed(1)} s; clients in ${WORKERS} worker thread${WORKERS === 1 ? '' : 's'}; ${memory[0]!.value.toFixed(0)} KiB heap and ${memory[1]!.value.toFixed(0)} KiB rss per room`);
for (const load of loads) {
  console.log(
    `${load.name}${load.think > 0 ? ` (think 0-${2 * load.think} ms, mean ${load.think})` : ' (think 0)'}, ${SECONDS} s: ${Math.round(load.movesPerSecond)} moves/s, ` +
      `p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms, server CPU ${load.cpuPerRoom.toFixed(2)} ms/s per room (${((load.cpuPerRoom * ROOMS) / 10).toFixed(0)}% of a core; clients ${load.clientCpu.toFixed(0)}%), ` +
      `${load.finished} matches finished, ${total(load.errors)} errors${detail(load.errors)}, ` +
      `${total(load.retries)} matchmaking retries${detail(load.retries)}; load average ${load.load.map((value) => value.toFixed(2)).join(' ')}`,
  );
}
// every client leaves, then the server stops: no connection is cut under a client
await askAll({ kind: 'leave' }, 'left');
await Promise.all(workers.map((worker) => worker.terminate()));
server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));
process.exit(0);
