// The tournament client's move time at the 2016 limit of 1 s, over a whole challenge: our server
// (--move-ms 1000) and two clients on the loopback, TEAMA as `games tigerzone-client` runs it (the
// default bot thinking on a worker thread, the deadline from each prompt's arrival less the 200 ms
// margin and this machine's observed delays, the safe move at the deadline), TEAMB random. A
// proxy in front of the server times each of TEAMA's 76 answers from the prompt leaving the server
// to the answer arriving (what the server's clock sees, TCP included). While it runs, BUSY
// processes (default 1: the other core of a 2-core machine) spin. Prints the median, the 99th
// percentile and the largest time and whether every answer came within the limit.
// Run after `pnpm build` (it uses the CLI's built worker): npx tsx packages/cli/bench/tigerzone-client.bench.ts
import { spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { reportBenchmarks } from '@games/core/bench';
import { runTigerzoneClient, type TigerzoneClientSettings } from '../src/commands/tigerzone-client.js';
import { defaultUsers } from '../src/commands/tigerzone-server/logins.js';
import { runTigerzoneServer } from '../src/commands/tigerzone-server.js';
import { scriptedIo } from '../src/io.js';

const MOVES = 76;
const LIMIT_MS = 1000;
const MARGIN_MS = 200;
const BUSY = Number(process.env.BUSY ?? 1);
const times: number[] = [];
const spinners = Array.from({ length: BUSY }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));

let stop!: () => void;
const stopped = new Promise<void>((resolve) => (stop = resolve));
const serverIo = scriptedIo();
const settings = { port: 0, host: '127.0.0.1', password: 'TIGERZONE', users: defaultUsers(), players: 2, waitSeconds: 60, challenges: 1, seed: 2016, moveMs: LIMIT_MS, graceMs: 100, beginSeconds: 0, loginMs: 10_000, records: null, json: false };
const serving = runTigerzoneServer(serverIo, settings, stopped);
while (!/127\.0\.0\.1:\d+:/.test(serverIo.output)) await new Promise((resolve) => setTimeout(resolve, 10));
const serverPort = Number(/127\.0\.0\.1:(\d+):/.exec(serverIo.output)![1]);

// The timing proxy: TEAMA's connection goes through it.
const proxy = createServer((inbound) => {
  const outbound = connect(serverPort, '127.0.0.1');
  let prompted: number | null = null;
  outbound.on('data', (chunk) => {
    if (chunk.toString('latin1').includes('MAKE YOUR MOVE')) prompted = performance.now();
    inbound.write(chunk);
  });
  inbound.on('data', (chunk) => {
    if (prompted !== null && chunk.toString('latin1').startsWith('GAME ')) {
      times.push(performance.now() - prompted);
      prompted = null;
    }
    outbound.write(chunk);
  });
  for (const socket of [inbound, outbound]) socket.on('error', () => undefined);
  inbound.on('close', () => outbound.destroy());
  outbound.on('close', () => inbound.destroy());
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyAddress = proxy.address();
const proxyPort = typeof proxyAddress === 'object' && proxyAddress !== null ? proxyAddress.port : 0;

const client = (letter: string, port: number, bot: TigerzoneClientSettings['bot']) =>
  runTigerzoneClient(scriptedIo(), { host: '127.0.0.1', port, password: 'TIGERZONE', user: `TEAM${letter}`, userPassword: `IAM${letter}`, bot, marginMs: MARGIN_MS, idleMs: 60_000, records: null, ending: '\n', workerUrl: new URL('../dist/worker.js', import.meta.url) });
const [ours] = await Promise.all([client('A', proxyPort, { kind: 'mcts' }), client('B', serverPort, { kind: 'random' })]);
await serving;
proxy.close();
for (const spinner of spinners) spinner.kill();

times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
const p99 = times[Math.min(times.length - 1, Math.floor(0.99 * times.length))]!;
const max = times[times.length - 1]!;
const { report } = ours;
process.stderr.write(
  `tigerzone-client (mcts on a worker, margin ${MARGIN_MS} ms, ${BUSY} busy process(es)) at the ${LIMIT_MS} ms limit: ${times.length} answers, median ${median.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms, ` +
    `${report.safeAnswers} safe move(s) at the deadline, ${report.withheld} withheld, ${report.forfeited} forfeited: ${max < LIMIT_MS ? 'every answer in time' : 'LATE'}\n`,
);
reportBenchmarks([
  { package: '@games/cli', name: `tigerzone-client move time at ${LIMIT_MS} ms: median`, value: median, unit: 'ms' },
  { package: '@games/cli', name: `tigerzone-client move time at ${LIMIT_MS} ms: p99`, value: p99, unit: 'ms' },
  { package: '@games/cli', name: `tigerzone-client move time at ${LIMIT_MS} ms: max`, value: max, unit: 'ms' },
]);
