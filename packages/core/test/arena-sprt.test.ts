import { describe, expect, it } from 'vitest';
import { describeArenaBot, eloScore, runArena, sprt, sprtProblem } from '../src/arena.js';
import { pig } from '../src/example.js';

describe('the arena SPRT', () => {
  it("has Wald's bounds: ±ln 19 for α = β = 0.05, ln(β/(1-α)) and ln((1-β)/α) otherwise", () => {
    const test = sprt([], { elo0: 0, elo1: 50 });
    expect(test.lower).toBeCloseTo(-Math.log(19), 10);
    expect(test.upper).toBeCloseTo(Math.log(19), 10);
    expect(test.llr).toBe(0);
    expect(test.decision).toBeNull();
    const skewed = sprt([], { elo0: 0, elo1: 50, alpha: 0.01, beta: 0.1 });
    expect(skewed.lower).toBeCloseTo(Math.log(0.1 / 0.99), 10);
    expect(skewed.upper).toBeCloseTo(Math.log(0.9 / 0.01), 10);
  });

  it('is the classic Bernoulli SPRT on won and lost pairs', () => {
    const s0 = eloScore(0);
    const s1 = eloScore(100);
    expect(s0).toBe(0.5);
    expect(s1).toBeCloseTo(0.64006, 4); // 1 / (1 + 10^(-1/4))
    const samples = [1, 1, 0, 1, 1, 1, 0, 1, 0, 1]; // 7 won, 3 lost
    const expected = 7 * Math.log(s1 / s0) + 3 * Math.log((1 - s1) / (1 - s0));
    expect(sprt(samples, { elo0: 0, elo1: 100 }).llr).toBeCloseTo(expected, 6);
  });

  it('decides a run of wins after the pairs the Bernoulli test needs, not after the first (no zero variance)', () => {
    expect(sprt(Array(11).fill(1), { elo0: 0, elo1: 100 }).decision).toBeNull(); // 11 · ln(0.640/0.5) = 2.72 < 2.94
    const twelve = sprt(Array(12).fill(1), { elo0: 0, elo1: 100 });
    expect(twelve.decision).toBe('H1');
    expect(twelve.llr).toBeCloseTo(12 * Math.log(eloScore(100) / 0.5), 6);
    expect(sprt(Array(12).fill(0), { elo0: 0, elo1: 100 }).decision).toBe('H0');
  });

  it('agrees with the normal approximation of the GSPRT on many mixed pair scores', () => {
    // 400 pairs with the pentanomial frequencies 10%, 20%, 30%, 25%, 15% on 0, 1/4, 1/2, 3/4, 1
    const counts = [40, 80, 120, 100, 60];
    const samples = counts.flatMap((count, index) => Array<number>(count).fill(index / 4));
    const mean = samples.reduce((sum, x) => sum + x, 0) / samples.length;
    const variance = samples.reduce((sum, x) => sum + (x - mean) ** 2, 0) / samples.length;
    const [s0, s1] = [eloScore(0), eloScore(20)];
    const normal = (samples.length * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
    const exact = sprt(samples, { elo0: 0, elo1: 20 }).llr;
    expect(exact).toBeGreaterThan(0);
    expect(Math.abs(exact - normal) / normal).toBeLessThan(0.03);
  });

  it('leans to H0 on draws when H0 is equality', () => {
    expect(sprt(Array(30).fill(0.5), { elo0: 0, elo1: 50 }).llr).toBeLessThan(0);
  });

  it('refuses hypotheses it cannot test', () => {
    expect(sprtProblem({ elo0: 0, elo1: 100 })).toBeNull();
    expect(sprtProblem({ elo0: 100, elo1: 0 })).toMatch(/elo0 < elo1/);
    expect(sprtProblem({ elo0: Number.NaN, elo1: 0 })).toMatch(/numbers/);
    expect(sprtProblem({ elo0: 0, elo1: 10, alpha: 0.7 })).toMatch(/error rates/);
  });

  it('stops an arena once decided, and reports the test', () => {
    const full = runArena(pig, { bots: ['mcts:60', 'random'], games: 60, seed: 2, seats: 2, sprt: { elo0: 0, elo1: 200 } }, (seed) => ({ players: 2, seed }));
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    const report = full.value;
    expect(report.sprt).not.toBeNull();
    // decided (seeded, iteration budgets: the same every run) after 15 of the 30 pairs
    expect(report.sprt!.decision).toBe('H1');
    expect(report.matches).toBe(30);
    expect(report.sprt!.llr).toBeGreaterThanOrEqual(report.sprt!.upper);
    expect(report.sprt!.samples).toBe(report.pairs);
    const plain = runArena(pig, { bots: ['mcts:60', 'random'], games: 4, seed: 2, seats: 2 }, (seed) => ({ players: 2, seed }));
    expect(plain.ok && plain.value.sprt).toBeNull();
  });
});

describe('the arena bots in words', () => {
  it('says what each bot is and what its budget means', () => {
    expect(describeArenaBot('mcts:100ms')).toBe("information-set MCTS with the game's knowledge, 100 ms per decision");
    expect(describeArenaBot('uct:2500')).toBe('plain UCT with random rollouts, 2,500 iterations per decision');
    expect(describeArenaBot('mcts')).toBe("information-set MCTS with the game's knowledge, 1,000 ms per decision");
    expect(describeArenaBot('uct')).toBe('plain UCT with random rollouts, 1,000 iterations per decision');
    expect(describeArenaBot('random')).toBe('a uniformly random legal move, no search');
    expect(describeArenaBot('genius')).toBe('the bot registered as "genius"');
  });
});
