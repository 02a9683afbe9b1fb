/**
 * Random playouts per second (2 and 4 players) and legal-move generations per second for
 * `@games/fiery-dragons`, measured on the built packages. Run: `npx tsx packages/fiery-dragons/bench/playouts.bench.ts`.
 */
import { createRng, playout, randomPolicy, unwrap } from '@games/core';
import { benchmarkPlayouts, measureThroughput, reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { fieryDragons, type FieryDragonsOptions, type FieryDragonsState } from '@games/fiery-dragons';

const PACKAGE = '@games/fiery-dragons';

function starts(options: FieryDragonsOptions, count: number): FieryDragonsState[] {
  return Array.from({ length: count }, (_, seed) => unwrap(fieryDragons.setup({ ...options, seed })));
}

function playouts(name: string, options: FieryDragonsOptions): BenchmarkFigure {
  // Every playout runs to the end: random games here last about a thousand flips.
  const states = starts(options, 64);
  return benchmarkPlayouts(fieryDragons, (iteration) => states[iteration & 63] as FieryDragonsState, { package: PACKAGE, name, seed: 7, durationMs: 2000, warmupMs: 1000 });
}

function legalMoveGenerations(): BenchmarkFigure {
  // States from the middle of random games, so some chits are face up.
  const rng = createRng(3);
  const states = starts({ players: 2 }, 64).map((state) => playout(fieryDragons, state, randomPolicy, rng, { maxPlies: 41 }).state);
  const measured = measureThroughput((iteration) => fieryDragons.legalMoves(states[iteration & 63] as FieryDragonsState).length, { durationMs: 1000 });
  return { package: PACKAGE, name: 'legal-move generations (2 players)', value: measured.perSecond, unit: 'generations/s' };
}

reportBenchmarks([
  playouts('random playouts (2 players)', { players: 2 }),
  playouts('random playouts (4 players)', { players: 4 }),
  playouts('random playouts (4 players, ranking)', { players: 4, finish: 'ranking' }),
  legalMoveGenerations(),
]);
