/**
 * Throughput of `@games/tigerzone`: random full games (76 tiles) per second, and legal-move
 * generations per second in mid-game positions. Run with `npx tsx packages/tigerzone/bench/playouts.bench.ts`.
 */
import { createRng, playout, randomPolicy, unwrap } from '@games/core';
import { benchmarkPlayouts, measureThroughput, reportBenchmarks } from '@games/core/bench';
import { tigerzone, type TigerZoneState } from '@games/tigerzone';

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

reportBenchmarks([
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

