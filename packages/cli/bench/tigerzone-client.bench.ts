// The tournament client's move time at the 2016 limit of 1 s: our server (--move-ms 1000) and two
// clients on the loopback, TEAMA with the default bot (mcts within the move time less the 250 ms
// margin), TEAMB random. A proxy in front of the server times each of TEAMA's answers from the
// prompt leaving the server to the answer arriving (what the server's clock sees, TCP included);
// after MOVES answers the server is stopped. Prints the median and the largest time and whether
// every answer came within the limit.
// Run against the built packages: npx tsx packages/cli/bench/tigerzone-client.bench.ts
import { connect, createServer } from 'node:net';
import { reportBenchmarks } from '@games/core/bench';
import { runTigerzoneClient, type TigerzoneClientSettings } from '../src/commands/tigerzone-client.js';
import { defaultUsers } from '../src/commands/tigerzone-server/logins.js';
import { runTigerzoneServer } from '../src/commands/tigerzone-server.js';
import { scriptedIo } from '../src/io.js';

const MOVES = 16;
const LIMIT_MS = 1000;
const times: number[] = [];

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
      if (times.length === MOVES) stop();
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
  runTigerzoneClient(scriptedIo(), { host: '127.0.0.1', port, password: 'TIGERZONE', user: `TEAM${letter}`, userPassword: `IAM${letter}`, bot, marginMs: 250, idleMs: 60_000, records: null, ending: '\n' });
await Promise.all([client('A', proxyPort, { kind: 'mcts' }), client('B', serverPort, { kind: 'random' })]);
await serving;
proxy.close();

times.sort((a, b) => a - b);
const median = (times[MOVES / 2 - 1]! + times[MOVES / 2]!) / 2;
const max = times[times.length - 1]!;
process.stderr.write(`tigerzone-client (mcts, margin 250 ms) at the ${LIMIT_MS} ms limit: ${times.length} answers, median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms, ${max < LIMIT_MS ? 'every answer in time' : 'LATE'}\n`);
reportBenchmarks([
  { package: '@games/cli', name: `tigerzone-client move time at ${LIMIT_MS} ms: median`, value: median, unit: 'ms' },
  { package: '@games/cli', name: `tigerzone-client move time at ${LIMIT_MS} ms: max`, value: max, unit: 'ms' },
]);
