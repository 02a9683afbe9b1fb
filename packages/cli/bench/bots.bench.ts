// The bots' search speed in every game: iterations per second of the default bot (`mcts`, core's
// information-set MCTS with the game's knowledge) and of today's plain UCT (`uct`, random
// rollouts of up to 300 plies, re-dealt copies voting), 400 iterations per call on positions a
// few dozen plies into random games. Speed is strength: the arena (games arena) measures the
// strength itself. Run against the built packages: npx tsx packages/cli/bench/bots.bench.ts
import { createRng, ismctsBot, mctsBot, unwrap, type Bot } from '@games/core';
import { measureThroughput, reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { BENCH_GAMES, midGamePositions } from './mid-game-positions.js';

const ITERATIONS = 400;

const figures: BenchmarkFigure[] = [];
for (const { game, options } of BENCH_GAMES) {
  const states = midGamePositions(game, options, 16);
  const bots: [string, Bot<unknown, unknown>][] = [
    ['mcts (information-set MCTS with the game knowledge)', ismctsBot(game, { iterations: ITERATIONS })],
    ['uct (plain UCT, random rollouts)', mctsBot(game, { iterations: ITERATIONS })],
  ];
  for (const [name, bot] of bots) {
    const rng = createRng(9);
    const result = measureThroughput((index) => void unwrap(bot.chooseMove(states[index % states.length], rng)), { durationMs: 2000, warmupMs: 300 });
    const perSecond = result.perSecond * ITERATIONS;
    console.log(`${game.id.padEnd(14)} ${name.padEnd(52)} ${Math.round(perSecond).toLocaleString('en-US').padStart(9)} iterations/s`);
    figures.push({
      package: '@games/cli',
      name: `${game.id}: ${name} iterations`,
      value: Math.round(perSecond),
      unit: 'iterations/s',
      details: { searches: result.iterations, iterationsPerCpuSecond: Math.round(result.perCpuSecond * ITERATIONS), positions: states.length },
    });
  }
}
reportBenchmarks(figures);
