/**
 * Throughput of `@games/santorini` (against the built packages): random playouts from random
 * placements through the public `legalMoves`/`play` (mortals, and random pairings of two Advanced
 * Gods), the same playouts against a hand-written mutable reference measured side by side (see
 * `mutable-reference.ts`), MCTS iterations from the start, `turnsOf` calls on mid-game positions,
 * and perft(4) of the first position of the spec's perft table.
 * Run with `npx tsx packages/santorini/bench/playouts.bench.ts`; with `--ratio`, only the
 * side-by-side run against the mutable reference (a few seconds), printed as one line.
 *
 * Each figure also reports the rate per second of process CPU time (`perCpuSecond`), and the
 * playouts the best of the twelve 250 ms windows of the side-by-side run (`bestWindowPerSecond`,
 * the least disturbed): both are steadier than the wall-clock rate on a shared, busy machine.
 */
import { createRng, int, mctsBot, playout, randomPolicy, unwrap } from '@games/core';
import { benchmarkPlayouts, compareThroughput, measureThroughput, reportBenchmarks, type Throughput } from '@games/core/bench';
import { ADVANCED_GODS, fromPosition, perft, santorini, turnsOf, type GodName, type SantoriniState } from '@games/santorini';
import { mutablePlayout } from './mutable-reference.js';

const PACKAGE = '@games/santorini';

/** `measureThroughput` with the settings every figure here uses (its processor-time rate excludes the warm-up). */
function timed(run: (iteration: number) => number | void, durationMs: number): Throughput {
  return measureThroughput(run, { durationMs, warmupMs: 500 });
}

const start = unwrap(santorini.setup({ players: 2 }));
const rng = createRng(2024);

/**
 * The engine against the mutable reference, window by window: on this shared machine absolute
 * rates drift by up to a factor of two from one second to the next, their ratio does not.
 */
const referenceRng = createRng(2024);
const versus = compareThroughput(
  () => playout(santorini, start, randomPolicy, rng),
  () => mutablePlayout(referenceRng),
  { windows: 12, windowMs: 250 },
);

if (process.argv.includes('--ratio')) {
  console.log(
    `engine/reference ${versus.ratio.toFixed(3)} (engine median ${Math.round(versus.subject.median)}/s, reference median ${Math.round(versus.reference.median)}/s, ${versus.subject.windows.length} windows)`,
  );
  process.exit(0);
}

const playouts = timed(() => playout(santorini, start, randomPolicy, rng).plies, 4000);

const bot = mctsBot(santorini, { iterations: 2000 });
const mcts = timed(() => {
  unwrap(bot.chooseMove(start, rng));
  return 2000;
}, 4000);

/** Positions after 30 random decisions (placement done, towers rising), one per seed. */
const middles: SantoriniState[] = [];
for (let seed = 0; seed < 64; seed++) {
  const reached = playout(santorini, start, randomPolicy, createRng(seed), { maxPlies: 30 }).state;
  if (reached.phase !== 'over') middles.push(reached);
}
const turns = timed((iteration) => turnsOf(middles[iteration % middles.length]!).length, 3000);

/** 2-player setups with two different random Advanced Gods (never Circe with Eros), one per seed. */
const pairingRng = createRng(7);
const pairings: SantoriniState[] = [];
while (pairings.length < 400) {
  const first = ADVANCED_GODS[int(pairingRng, 0, ADVANCED_GODS.length - 1)]!.name as GodName;
  const second = ADVANCED_GODS[int(pairingRng, 0, ADVANCED_GODS.length - 1)]!.name as GodName;
  const setup = santorini.setup({ gods: [first, second], seed: pairings.length });
  if (setup.ok) pairings.push(setup.value);
}
const advanced = benchmarkPlayouts(santorini, (iteration) => pairings[iteration % pairings.length]!, {
  package: PACKAGE,
  name: 'random playouts (2 players, random Advanced God pairings, from random placements)',
  durationMs: 4000,
  seed: 3,
});

const first = unwrap(fromPosition('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2'));
const perftStart = performance.now();
const perftNodes = perft(first, 4);
const perftSeconds = (performance.now() - perftStart) / 1000;

reportBenchmarks([
  {
    package: PACKAGE,
    name: 'random playouts (2 players, from random placements)',
    value: Math.round(playouts.perSecond),
    unit: 'playouts/s',
    details: {
      playouts: playouts.iterations,
      decisions: playouts.total,
      decisionsPerSecond: Math.round(playouts.total / (playouts.elapsedMs / 1000)),
      perCpuSecond: Math.round(playouts.perCpuSecond),
      bestWindowPerSecond: Math.round(versus.subject.best),
      elapsedMs: Math.round(playouts.elapsedMs),
    },
  },
  {
    package: PACKAGE,
    name: 'random playouts as a share of a hand-written mutable engine (same games, side by side)',
    value: Number(versus.ratio.toFixed(3)),
    unit: 'ratio',
    details: {
      enginePerSecondMedian: Math.round(versus.subject.median),
      enginePerSecondBest: Math.round(versus.subject.best),
      referencePerSecondMedian: Math.round(versus.reference.median),
      referencePerSecondBest: Math.round(versus.reference.best),
      windows: versus.subject.windows.length,
    },
  },
  { ...advanced, value: Math.round(advanced.value) },
  {
    package: PACKAGE,
    name: 'mctsBot iterations (from the start)',
    value: Math.round(mcts.total / (mcts.elapsedMs / 1000)),
    unit: 'iterations/s',
    details: { searches: mcts.iterations, perCpuSecond: Math.round(mcts.perCpuSecond * 2000), elapsedMs: Math.round(mcts.elapsedMs) },
  },
  {
    package: PACKAGE,
    name: 'turnsOf calls (mid-game positions)',
    value: Math.round(turns.perSecond),
    unit: 'calls/s',
    details: { turnsPerCall: Math.round(turns.total / turns.iterations), perCpuSecond: Math.round(turns.perCpuSecond), elapsedMs: Math.round(turns.elapsedMs) },
  },
  {
    package: PACKAGE,
    name: 'perft(4) of 0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2',
    value: Number(perftSeconds.toFixed(2)),
    unit: 's',
    details: { nodes: perftNodes, expected: 24545388 },
  },
]);
