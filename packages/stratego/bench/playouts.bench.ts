// Random playouts per second (classic and barrage, random setups, repetition rules on) and
// legal-move generations per second in mid-game positions. Run against the built packages:
//   npx tsx packages/stratego/bench/playouts.bench.ts
import { createRng, measureThroughput, playout, randomPolicy, reportBenchmarks, unwrap, type BenchmarkFigure } from '@games/core';
import { stratego, type StrategoState, type Variant } from '@games/stratego';

const rng = createRng(2024);

function randomStart(variant: Variant, seed: number): StrategoState {
  return unwrap(stratego.setup({ variant, seed, redSetup: 'random', blueSetup: 'random' }));
}

function playouts(variant: Variant): BenchmarkFigure {
  let seed = 0;
  const reasons: Record<string, number> = {};
  const result = measureThroughput(
    () => {
      const end = playout(stratego, randomStart(variant, seed++), randomPolicy, rng);
      const reason = end.outcome?.reason ?? 'none';
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      return end.plies;
    },
    { durationMs: 3000, warmupMs: 500 },
  );
  return {
    package: '@games/stratego',
    name: `random playouts (${variant}, random setups, repetition rules on)`,
    value: result.perSecond,
    unit: 'playouts/s',
    details: {
      playouts: result.iterations,
      pliesPerPlayout: Math.round(result.total / result.iterations),
      pliesPerSecond: Math.round((result.total * 1000) / result.elapsedMs),
      endings: Object.entries(reasons)
        .map(([reason, count]) => `${reason} ${count}`)
        .join(', '),
    },
  };
}

function midGamePositions(): StrategoState[] {
  const positions: StrategoState[] = [];
  const walk = createRng(7);
  for (let seed = 0; positions.length < 64; seed++) {
    const reached = playout(stratego, randomStart('classic', 1000 + seed), randomPolicy, walk, { maxPlies: 150 });
    if (reached.outcome === null) positions.push(reached.state);
  }
  return positions;
}

function generations(): BenchmarkFigure {
  const positions = midGamePositions();
  let moves = 0;
  const result = measureThroughput(
    () => {
      for (const position of positions) moves += stratego.legalMoves(position).length;
    },
    { durationMs: 2000, warmupMs: 300 },
  );
  return {
    package: '@games/stratego',
    name: 'legal-move generations (classic, mid-game, repetition rules on)',
    value: result.perSecond * positions.length,
    unit: 'generations/s',
    details: { positions: positions.length, movesPerGeneration: Math.round(moves / (result.iterations * positions.length)) },
  };
}

reportBenchmarks([playouts('classic'), playouts('barrage'), generations()]);
