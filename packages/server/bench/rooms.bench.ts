// Load and latency of @games/server: N concurrent rooms (half Stratego, half Santorini), both
// seats played by clients sending random legal moves over real WebSockets on 127.0.0.1, for a
// fixed time; a room that ends is replaced by a new one. Reports moves applied per second, the
// p50/p99 time from sending a move to receiving its update, the server's CPU time and memory per
// room, and the rooms that errored (a refused move, a dropped connection, a server-side error).
// The figures are printed before the server is stopped; the server process exits with the bench.
// (@colyseus/loadtest was considered: it drives clients with its own screen and no per-move
// timing, so this script uses @colyseus/sdk clients directly.)
//   node --import tsx packages/server/bench/rooms.bench.ts [--rooms 200] [--seconds 30]
import { fork, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Client, type Room } from '@colyseus/sdk';
import { createRng, int } from '@games/core';
import { reportBenchmarks } from '@games/core/bench';
import type { UpdateMessage } from '../src/index.js';

const USAGE = `usage: node --import tsx packages/server/bench/rooms.bench.ts [--rooms N] [--seconds S]

  --rooms N     concurrent rooms, half Stratego and half Santorini, two clients each (default 200;
                also SERVER_BENCH_ROOMS)
  --seconds S   how long to measure once every room is open (default 30; also SERVER_BENCH_SECONDS)
  --help        this text

Prints moves/s, move->update p50 and p99, CPU and memory per room, errors, then stops the server.
`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : Number(process.env[`SERVER_BENCH_${name.slice(2).toUpperCase()}`] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`${name} must be a positive number\n\n${USAGE}`);
    process.exit(2);
  }
  return value;
};
const ROOMS = argument('--rooms', 200);
const SECONDS = argument('--seconds', 30);

const server: ChildProcess = fork(fileURLToPath(new URL('./server-process.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
// no orphan: whatever ends the bench ends the server
process.on('exit', () => server.kill('SIGKILL'));
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
const url = `ws://127.0.0.1:${port}`;
const rng = createRng(2026);
const latencies: number[] = [];
let measuring = false;
let running = true;
let moves = 0;
let finished = 0;
let errored = 0;
const errorKinds = new Map<string, number>();
const error = (kind: string) => {
  errored++;
  errorKinds.set(kind, (errorKinds.get(kind) ?? 0) + 1);
};
let seeds = 0;
/** Rooms wait with their first move until every room is open (so opening is not slowed by play). */
let started = false;
const waiting: (() => void)[] = [];

/** One seat's client: plays a random legal move whenever its update offers moves. */
function seatPlayer(room: Room, onOver: () => void): void {
  let sentAt = 0;
  room.reconnection.enabled = false;
  room.onMessage('seat', () => undefined);
  room.onMessage('history', () => undefined);
  room.onMessage('presence', () => undefined);
  room.onMessage('update', (update: UpdateMessage) => {
    if (sentAt !== 0) {
      if (measuring) {
        latencies.push(performance.now() - sentAt);
        moves++;
      }
      sentAt = 0;
    }
    if (update.outcome !== null) return onOver();
    if (update.legalMoves !== undefined && running) {
      const legal = update.legalMoves;
      const play = () => {
        sentAt = performance.now();
        room.send('move', legal[int(rng, 0, legal.length - 1)]!);
      };
      if (started) play();
      else waiting.push(play);
    }
  });
  room.onMessage('refused', (refused: { code: string }) => error(`refused ${refused.code}`));
  room.onLeave((code: number) => {
    if (running && code !== 4000 && code !== 1000) error(`connection closed ${code}`);
  });
}

/** Matchmaking requests that failed (a reset HTTP connection) and were tried again. */
let retries = 0;

/** Opens room `index`, trying again (up to five times) when a matchmaking request fails. */
async function openRoom(index: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openRoomOnce(index);
    } catch (error) {
      if (attempt >= 5 || !running) throw error;
      retries++;
      if (process.env.SHOW_RETRIES) console.error('retry', (error as Error).message, (error as { code?: unknown }).code);
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

async function openRoomOnce(index: number): Promise<void> {
  const game = index % 2 === 0 ? 'stratego' : 'santorini';
  const options = game === 'stratego' ? { redSetup: 'random', blueSetup: 'random' } : { players: 2 };
  const client = new Client(url);
  const rooms: Room[] = [];
  let closing = false;
  const over = () => {
    if (closing) return;
    closing = true;
    finished++;
    void Promise.all(rooms.map((room) => room.leave()))
      .then(() => (running ? openRoom(index) : undefined))
      .catch((thrown: Error) => (running ? error(`could not open a room: ${thrown.message}`) : undefined));
  };
  // handlers are registered right after each join resolves: the seat and update messages follow at once
  const first = await client.create(game, { options, seed: ++seeds });
  rooms.push(first);
  seatPlayer(first, over);
  const second = await client.joinById(first.roomId);
  rooms.push(second);
  seatPlayer(second, over);
}

const before = await ask<Figures>('figures', 'figures');
const opening = performance.now();
for (let index = 0; index < ROOMS; index += 25) {
  await Promise.all(Array.from({ length: Math.min(25, ROOMS - index) }, (_, offset) => openRoom(index + offset)));
}
const openSeconds = (performance.now() - opening) / 1000;
const loaded = await ask<Figures>('figures', 'figures');
started = true;
for (const play of waiting.splice(0)) play();
// a few seconds of play before measuring: every room past its first moves
await new Promise((resolve) => setTimeout(resolve, 3000));
const warm = await ask<Figures>('figures', 'figures');
measuring = true;
const measureStart = performance.now();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
measuring = false;
const elapsed = (performance.now() - measureStart) / 1000;
const after = await ask<Figures>('figures', 'figures');
const load = loadavg();

latencies.sort((a, b) => a - b);
const percentile = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? Number.NaN;
const cpuPerRoom = (after.cpuMicros - warm.cpuMicros) / 1000 / elapsed / ROOMS;
const figures = reportBenchmarks([
  { package: '@games/server', name: `${ROOMS} rooms: moves applied`, value: moves / elapsed, unit: 'moves/s' },
  { package: '@games/server', name: `${ROOMS} rooms: move->update p50`, value: percentile(0.5), unit: 'ms' },
  { package: '@games/server', name: `${ROOMS} rooms: move->update p99`, value: percentile(0.99), unit: 'ms' },
  { package: '@games/server', name: `${ROOMS} rooms: server CPU per room`, value: cpuPerRoom, unit: 'ms/s' },
  { package: '@games/server', name: `${ROOMS} rooms: heap per room`, value: (loaded.heapUsed - before.heapUsed) / ROOMS / 1024, unit: 'KiB' },
  { package: '@games/server', name: `${ROOMS} rooms: rss per room`, value: (loaded.rss - before.rss) / ROOMS / 1024, unit: 'KiB' },
  { package: '@games/server', name: `${ROOMS} rooms: rooms errored`, value: errored + after.errors, unit: 'rooms' },
  { package: '@games/server', name: `${ROOMS} rooms: matchmaking requests retried`, value: retries, unit: 'requests' },
]);
console.log(
  `\n${ROOMS} rooms (opened in ${openSeconds.toFixed(1)} s), measured for ${elapsed.toFixed(1)} s: ${Math.round(figures[0]!.value)} moves/s, p50 ${figures[1]!.value.toFixed(2)} ms, p99 ${figures[2]!.value.toFixed(2)} ms, ` +
    `server CPU ${figures[3]!.value.toFixed(2)} ms/s per room, ${figures[4]!.value.toFixed(0)} KiB heap and ${figures[5]!.value.toFixed(0)} KiB rss per room, ${finished} matches finished, ` +
    `${errored + after.errors} errors, ${retries} matchmaking retries${errorKinds.size > 0 ? ` (${[...errorKinds].map(([kind, count]) => `${kind}: ${count}`).join(', ')})` : ''}; load average ${load.map((value) => value.toFixed(2)).join(' ')}`,
);
running = false;
server.send('stop');
await new Promise((resolve) => server.once('exit', resolve));
process.exit(0);
