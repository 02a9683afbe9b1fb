import { describe, expect, it } from 'vitest';
import { arenaBotSpec, runProgram, scriptedIo } from '../src/index.js';

describe('games arena', () => {
  it('plays colour-swapped pairs in the main thread and prints JSON that repeats for iteration budgets', async () => {
    const run = async () => {
      const io = scriptedIo();
      const status = await runProgram(['arena', 'pig', '--bots', 'mcts,random', '--iterations', '25', '--games', '4', '--threads', '0', '--seed', '3', '--json'], { io, workerUrl: null });
      expect(status).toBe(0);
      return JSON.parse(io.output) as { matches: number; pairs: number; bots: { bot: string; wins: number; draws: number; losses: number; score: { mean: number } }[]; endReasons: Record<string, number> };
    };
    const report = await run();
    expect(report.matches).toBe(4);
    expect(report.pairs).toBe(2);
    expect(report.bots.map((bot) => bot.bot)).toEqual(['mcts:25', 'random']);
    expect(report.bots[0]!.wins + report.bots[0]!.draws + report.bots[0]!.losses).toBe(4);
    expect(report.endReasons['reached-target']).toBe(4);
    const again = await run();
    expect(again.bots.map((bot) => [bot.wins, bot.score.mean])).toEqual(report.bots.map((bot) => [bot.wins, bot.score.mean]));
  });

  it('prints a ladder table of every bot', async () => {
    const io = scriptedIo();
    const status = await runProgram(['arena', 'pig', '--ladder', '--bots', 'mcts,uct,random', '--iterations', '10', '--games', '2', '--threads', '0'], { io, workerUrl: null });
    expect(status).toBe(0);
    expect(io.output).toContain('arena pig: mcts:10 vs uct:10, 2 games (1 colour-swapped pairs)');
    expect(io.output).toContain('ladder of pig, 2 games per pairing');
    expect(io.output.split('\n').filter((line) => /^ {2}(mcts:10|uct:10|random) /.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives bare mcts and uct the budget, and refuses what it cannot run with usage errors', async () => {
    expect(arenaBotSpec('mcts', { milliseconds: 250, iterations: null })).toEqual({ spec: 'mcts:250ms' });
    expect(arenaBotSpec('UCT', { milliseconds: null, iterations: 80 })).toEqual({ spec: 'uct:80' });
    expect(arenaBotSpec('mcts:40', { milliseconds: 250, iterations: null })).toEqual({ spec: 'mcts:40' });
    expect('error' in arenaBotSpec('human', { milliseconds: null, iterations: null })).toBe(true);
    for (const args of [
      ['arena', 'pig', '--bots', 'mcts'],
      ['arena', 'pig', '--bots', 'mcts,uct,random'],
      ['arena', 'pig', '--bots', 'mcts,uct', '--ms', '10', '--iterations', '10'],
      ['arena', 'nope', '--bots', 'mcts,uct'],
      ['arena', 'pig', '--bots', 'mcts,robot'],
    ]) {
      const io = scriptedIo();
      expect(await runProgram(args, { io, workerUrl: null })).toBe(2);
      expect(io.errors.length).toBeGreaterThan(0);
    }
  });
});
