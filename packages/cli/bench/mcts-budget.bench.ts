// How well the search bots (ismctsBot, the seat spec mcts, and mctsBot, uct) keep a millisecond budget in every game: for T = 10 ms and 100 ms, 20 calls
// each in mid-game positions, the median and the largest time a call took, against the promise
// (at most 1.2·T + 5 ms). Hidden-information games search re-dealt copies that share the clock.
// The process's CPU time per call is printed beside the wall time (it includes V8's garbage
// collector threads, so it can exceed the wall time): on a shared machine, a call whose wall time
// is far above its CPU time was waiting for a core, not searching.
// Run against the built packages: npx tsx packages/cli/bench/mcts-budget.bench.ts
import { createRng, ismctsBot, mctsBot, playout, randomPolicy, unwrap, type AnyGame, type Bot } from '@games/core';
import { reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';

const GAMES: { game: AnyGame; options: Record<string, unknown> }[] = [
  { game: santorini, options: { players: 2 } },
  { game: stratego, options: { redSetup: 'random', blueSetup: 'random' } },
  { game: yunnori, options: { players: 2 } },
  { game: tigerzone, options: { players: 2 } },
  { game: fieryDragons, options: { players: 2 } },
];
const CALLS = 20;

/** Positions where a player acts and has a choice, a few dozen plies into random games. */
function positions(game: AnyGame, options: Record<string, unknown>): unknown[] {
  const found: unknown[] = [];
  const rng = createRng(5);
  for (let seed = 0; found.length < CALLS && seed < 500; seed++) {
    const start = unwrap(game.setup({ ...options, seed }));
    const reached = playout(game, start, randomPolicy, rng, { maxPlies: 20 + (seed % 40) });
    const actor = game.actor(reached.state);
    if (actor.kind === 'player' && game.legalMoves(reached.state).length > 1) found.push(reached.state);
  }
  return found;
}

const figures: BenchmarkFigure[] = [];
const lines: string[] = [];
for (const { game, options } of GAMES) {
  const states = positions(game, options);
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
