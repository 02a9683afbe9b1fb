// How well the search bots (ismctsBot, the seat spec mcts, and mctsBot, uct) keep a millisecond budget in every game: for T = 10 ms and 100 ms, 20 calls
// each in mid-game positions, the median and the largest time a call took, against the promise
// (at most 1.2·T + 5 ms). Hidden-information games search re-dealt copies that share the clock.
// The process's CPU time per call is printed beside the wall time (it includes V8's garbage
// collector threads, so it can exceed the wall time): on a shared machine, a call whose wall time
// is far above its CPU time was waiting for a core, not searching.
// Run against the built packages: npx tsx packages/cli/bench/mcts-budget.bench.ts
import { createRng, ismctsBot, mctsBot, unwrap, type Bot } from '@games/core';
import { reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { BENCH_GAMES, midGamePositions } from './mid-game-positions.js';

const CALLS = 20;

const figures: BenchmarkFigure[] = [];
const lines: string[] = [];
for (const { game, options } of BENCH_GAMES) {
  const states = midGamePositions(game, options, CALLS);
  for (const [kind, budget] of [['mcts', 10], ['mcts', 100], ['uct', 10], ['uct', 100]] as const) {
    const bot: Bot<unknown, unknown> = kind === 'mcts' ? ismctsBot(game, { milliseconds: budget }) : mctsBot(game, { milliseconds: budget });
    const rng = createRng(budget);
    unwrap(bot.chooseMove(states[0], rng)); // warm up the JIT
    const times: number[] = [];
    const cpu: number[] = [];
    for (let call = 0; call < CALLS; call++) {
      const start = performance.now();
      const startCpu = process.cpuUsage();
      unwrap(bot.chooseMove(states[call % states.length], rng));
      times.push(performance.now() - start);
      const used = process.cpuUsage(startCpu);
      cpu.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const median = (times[CALLS / 2 - 1]! + times[CALLS / 2]!) / 2;
    const max = times[CALLS - 1]!;
    const limit = 1.2 * budget + 5;
    lines.push(`${kind.padEnd(5)}${game.id.padEnd(14)} T=${String(budget).padStart(3)} ms  median ${median.toFixed(1).padStart(6)} ms  max ${max.toFixed(1).padStart(6)} ms  limit ${limit} ms  ${max <= limit ? 'kept' : 'OVER'}  (cpu median ${cpu[CALLS / 2]!.toFixed(1)} max ${cpu[CALLS - 1]!.toFixed(1)} ms)`);
    figures.push({ package: '@games/cli', name: `${kind === 'mcts' ? 'ismctsBot' : 'mctsBot'} ${game.id} T=${budget} ms: median time`, value: median, unit: 'ms' });
    figures.push({ package: '@games/cli', name: `${kind === 'mcts' ? 'ismctsBot' : 'mctsBot'} ${game.id} T=${budget} ms: max time (limit ${limit})`, value: max, unit: 'ms' });
  }
}
process.stderr.write(`${lines.join('\n')}\n`);
reportBenchmarks(figures);
