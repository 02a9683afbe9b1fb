// Random playouts per second (classic and barrage, random setups, repetition rules on),
// legal-move generations per second in mid-game positions, and mctsBot iterations per second in
// mid-game positions (searching re-dealt copies: the bot does not see hidden ranks). Run against
// the built packages:
//   npx tsx packages/stratego/bench/playouts.bench.ts
// It also measures random playouts against a hand-written mutable reference side by side and
// prints the ratio (see mutable-reference.ts: the repetition rules off on both sides).
import { createRng, mctsBot, playout, randomPolicy, unwrap } from '@games/core';
import { benchmarkPlayouts, compareThroughput, measureThroughput, reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { stratego, type StrategoState, type Variant } from '@games/stratego';
import { mutablePlayout } from './mutable-reference.js';

function randomStart(variant: Variant, seed: number): StrategoState {
  return unwrap(stratego.setup({ variant, seed, redSetup: 'random', blueSetup: 'random' }));
}

function playouts(variant: Variant): BenchmarkFigure {
  return benchmarkPlayouts(stratego, (iteration) => randomStart(variant, iteration), {
    package: '@games/stratego',
    name: `random playouts (${variant}, random setups, repetition rules on)`,
    seed: 2024,
  });
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

function generations(positions: StrategoState[]): BenchmarkFigure {
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
    details: {
      positions: positions.length,
      movesPerGeneration: Math.round(moves / (result.iterations * positions.length)),
      generationsPerCpuSecond: Math.round(result.perCpuSecond * positions.length),
    },
  };
}

function search(positions: StrategoState[]): BenchmarkFigure {
  const iterations = 800;
  const bot = mctsBot(stratego, { iterations, rolloutPlies: 100 });
  const rng = createRng(3);
  const result = measureThroughput((index) => void bot.chooseMove(positions[index % positions.length]!, rng), { durationMs: 3000, warmupMs: 500 });
  return {
    package: '@games/stratego',
    name: 'mctsBot iterations (classic, mid-game, 8 re-dealt copies, rollouts of 100 plies)',
    value: result.perSecond * iterations,
    unit: 'iterations/s',
    details: { searches: result.iterations, iterationsPerCpuSecond: Math.round(result.perCpuSecond * iterations) },
  };
}

/** The engine against the mutable reference, window by window (classic, random setups, repetition rules off on both). */
function versusReference(): BenchmarkFigure {
  const rng = createRng(2024);
  const referenceRng = createRng(2024);
  let seed = 0;
  const start = (): StrategoState =>
    unwrap(stratego.setup({ seed: seed++, redSetup: 'random', blueSetup: 'random', twoSquareLimit: null, moreSquaresRule: false }));
  const versus = compareThroughput(
    () => playout(stratego, start(), randomPolicy, rng),
    () => mutablePlayout(referenceRng),
    { windows: 12, windowMs: 250 },
  );
  const ratio = versus.ratio;
  console.log(`stratego random playouts: ${ratio.toFixed(3)}x the hand-written mutable reference (median of ${versus.subject.windows.length} side-by-side windows)`);
  return {
    package: '@games/stratego',
    name: 'random playouts as a share of a hand-written mutable engine (classic, repetition rules off, side by side)',
    value: Number(ratio.toFixed(3)),
    unit: 'ratio',
    details: {
      enginePerSecondMedian: Math.round(versus.subject.median),
      referencePerSecondMedian: Math.round(versus.reference.median),
      windows: versus.subject.windows.length,
    },
  };
}

const middles = midGamePositions();
reportBenchmarks([playouts('classic'), playouts('barrage'), versusReference(), generations(middles), search(middles)]);
