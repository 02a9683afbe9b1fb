import { describe, expect, it } from 'vitest';
import { ARENA_DEFAULTS, arenaBotSpec, durationText, runProgram, scriptedIo } from '../src/index.js';

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
    expect(io.output).toContain('ladder of pig, at most 2 games per pairing');
    expect(io.output).toContain('stops a pairing early when the SPRT decides: H0 Elo 0 (score 50.0%) vs H1 Elo 100 (score 64.0%), α 0.05, β 0.05');
    expect(io.output.split('\n').filter((line) => /^ {2}(mcts:10|uct:10|random) /.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it('gives both bots the same budget by default and says before it starts what each budget means and how long it will take', async () => {
    expect(arenaBotSpec('mcts', { milliseconds: null, iterations: null })).toEqual({ spec: `mcts:${ARENA_DEFAULTS.milliseconds}ms` });
    expect(arenaBotSpec('uct', { milliseconds: null, iterations: null })).toEqual({ spec: `uct:${ARENA_DEFAULTS.milliseconds}ms` });
    const io = scriptedIo();
    expect(await runProgram(['arena', 'pig', '--bots', 'mcts,uct', '--iterations', '20', '--games', '2', '--threads', '0'], { io, workerUrl: null })).toBe(0);
    const lines = io.output.split('\n');
    expect(lines[0]).toBe('arena pig: mcts:20 vs uct:20; 2 games (1 colour-swapped pairs) per pairing, 2 seats, seed 1');
    expect(lines[1]).toBe("  mcts:20   information-set MCTS with the game's knowledge, 20 iterations per decision");
    expect(lines[2]).toBe('  uct:20    plain UCT with random rollouts, 20 iterations per decision');
    expect(lines[3]).toMatch(/^ {2}estimated time: about \d+ s on the main thread \(2 games × about 15 decisions, each bot half of them; mcts:20 [\d.]+ ms a decision, timed on random matches, uct:20 [\d.]+ ms a decision, timed on random matches\)$/);
    expect(durationText(45)).toBe('45 s');
    expect(durationText(200)).toBe('3 min 20 s');
    expect(durationText(3900)).toBe('1 h 5 min');
  });

  it('stops a pairing once its SPRT decides, and prints the test with its error rates', async () => {
    const run = async (extra: string[]) => {
      const io = scriptedIo();
      expect(await runProgram(['arena', 'pig', '--bots', 'mcts:60,random', '--games', '60', '--threads', '0', '--seed', '2', '--json', ...extra], { io, workerUrl: null })).toBe(0);
      return { report: JSON.parse(io.output) as { matches: number; sprt: { decision: string | null; llr: number; upper: number; settings: { alpha: number; beta: number } } | null }, plan: io.errors };
    };
    const tested = await run(['--sprt', '0,200']);
    expect(tested.report.sprt?.decision).toBe('H1');
    expect(tested.report.matches).toBe(30); // 15 pairs of the 30 (seeded iteration budgets: the same every run)
    expect(tested.report.sprt?.settings).toMatchObject({ alpha: 0.05, beta: 0.05 });
    expect(tested.plan).toContain('α 0.05, β 0.05'); // the plan goes to standard error with --json
    const strict = await run(['--sprt', '0,200,0.01,0.02']);
    expect(strict.report.sprt?.settings).toMatchObject({ alpha: 0.01, beta: 0.02 });
    expect(strict.report.matches).toBeGreaterThan(30);
    expect((await run([])).report).toMatchObject({ matches: 60, sprt: null });
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
      ['arena', 'pig', '--bots', 'mcts,uct', '--sprt', '100,0'],
      ['arena', 'pig', '--bots', 'mcts,uct', '--sprt', '0'],
      ['arena', 'pig', '--bots', 'mcts,uct', '--sprt', '0,50,0.9'],
      ['arena', 'pig', '--bots', 'mcts,uct', '--sprt', 'a,b'],
    ]) {
      const io = scriptedIo();
      expect(await runProgram(args, { io, workerUrl: null })).toBe(2);
      expect(io.errors.length).toBeGreaterThan(0);
    }
  });
});
