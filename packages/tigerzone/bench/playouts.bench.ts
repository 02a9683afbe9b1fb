/**
 * Throughput of `@games/tigerzone`: random full games (76 tiles) per second, the same against a
 * hand-written mutable reference measured side by side (the ratio is printed; see
 * `mutable-reference.ts`), and legal-move generations per second in mid-game positions.
 * Run with `npx tsx packages/tigerzone/bench/playouts.bench.ts`.
 */
import { createRng, playout, randomPolicy, unwrap } from '@games/core';
import { benchmarkPlayouts, compareThroughput, measureThroughput, reportBenchmarks } from '@games/core/bench';
import { tigerzone, type TigerZoneState } from '@games/tigerzone';
import { mutableGame } from './mutable-reference.js';

const PACKAGE = '@games/tigerzone';


/** Positions after 38 random moves (half the deck), one per seed. */
const middles: TigerZoneState[] = [];
for (let seed = 0; seed < 64; seed++) {
  const start = unwrap(tigerzone.setup({ seed: 1000 + seed }));
  middles.push(playout(tigerzone, start, randomPolicy, createRng(seed), { maxPlies: 38 }).state);
}

const generations = measureThroughput(
  (iteration) => tigerzone.legalMoves(middles[iteration % middles.length]!).length,
  { durationMs: 2000, warmupMs: 300 },
);

/** The engine against the mutable reference, window by window (2 players, shuffled standard decks). */
const engineRng = createRng(2024);
const referenceRng = createRng(2024);
let deal = 0;
const versus = compareThroughput(
  () => playout(tigerzone, unwrap(tigerzone.setup({ seed: deal++ })), randomPolicy, engineRng),
  () => mutableGame(referenceRng),
  { windows: 12, windowMs: 250 },
);
console.log(`tigerzone random games: ${versus.ratio.toFixed(3)}x the hand-written mutable reference (median of ${versus.subject.windows.length} side-by-side windows)`);

reportBenchmarks([
  {
    package: PACKAGE,
    name: 'random full games as a share of a hand-written mutable engine (2 players, side by side)',
    value: Number(versus.ratio.toFixed(3)),
    unit: 'ratio',
    details: {
      enginePerSecondMedian: Math.round(versus.subject.median),
      referencePerSecondMedian: Math.round(versus.reference.median),
      windows: versus.subject.windows.length,
    },
  },
  benchmarkPlayouts(tigerzone, (seed) => unwrap(tigerzone.setup({ seed })), { package: PACKAGE, name: 'random full games (2 players, 76 tiles)' }),
  {
    package: PACKAGE,
    name: 'legal-move generations (mid-game, after 38 tiles)',
    value: Math.round(generations.perSecond),
    unit: 'generations/s',
    details: {
      generations: generations.iterations,
      movesPerGeneration: Math.round(generations.total / generations.iterations),
      elapsedMs: Math.round(generations.elapsedMs),
    },
  },
]);

