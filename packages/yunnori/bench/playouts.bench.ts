// Random playouts per second (basic game, 2 and 4 players with 4 pieces; advanced game with
// four animals) and legal-move generations per second. Run against the built packages:
//   npx tsx packages/yunnori/bench/playouts.bench.ts
import { createRng, playout, randomPolicy, unwrap } from '@games/core';
import { benchmarkPlayouts, measureThroughput, reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { yunnori, type YunnoriOptions, type YunnoriState } from '@games/yunnori';

const rng = createRng(2024);

function playouts(label: string, options: YunnoriOptions): BenchmarkFigure {
  const start = unwrap(yunnori.setup(options));
  return benchmarkPlayouts(yunnori, () => start, { package: '@games/yunnori', name: `random playouts (${label})`, seed: 2024 });
}

function midGamePositions(): YunnoriState[] {
  const positions: YunnoriState[] = [];
  const start = unwrap(yunnori.setup({ players: 4, pieces: 4 }));
  while (positions.length < 256) {
    const reached = playout(yunnori, start, randomPolicy, rng, { maxPlies: 20 + positions.length });
    if (reached.outcome === null && yunnori.actor(reached.state).kind === 'player') positions.push(reached.state);
  }
  return positions;
}

function generations(): BenchmarkFigure {
  const positions = midGamePositions();
  let index = 0;
  const result = measureThroughput(() => {
    for (let i = 0; i < 1000; i++) yunnori.legalMoves(positions[index++ & 255] as YunnoriState);
  });
  return { package: '@games/yunnori', name: 'legal-move generations (4 players, mid-game)', value: result.perSecond * 1000, unit: 'generations/s' };
}

reportBenchmarks([
  playouts('basic, 2 players, 4 pieces', { players: 2, pieces: 4 }),
  playouts('basic, 4 players, 4 pieces', { players: 4, pieces: 4 }),
  playouts('advanced, pig dog sheep cow', { version: 'advanced', animals: ['pig', 'dog', 'sheep', 'cow'] }),
  generations(),
]);
