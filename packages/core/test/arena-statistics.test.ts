import { describe, expect, it } from 'vitest';
import { eloDifference, eloInterval, ladderPairings, ladderTable, scoreInterval, summarizeArena, wilsonInterval, type ArenaMatchResult } from '../src/arena.js';

describe('arena statistics', () => {
  it('gives the mean of the samples with a normal 95% interval', () => {
    const samples = [1, 0, 1, 0.5, 1, 0, 1, 1, 0.5, 1];
    const { mean, ci95 } = scoreInterval(samples);
    expect(mean).toBeCloseTo(0.7);
    const sd = Math.sqrt(samples.reduce((sum, x) => sum + (x - 0.7) ** 2, 0) / 9);
    expect(ci95[0]).toBeCloseTo(0.7 - (1.96 * sd) / Math.sqrt(10), 3);
    expect(ci95[1]).toBeCloseTo(0.7 + (1.96 * sd) / Math.sqrt(10), 3);
  });

  it('falls back to the Wilson interval when every sample is alike, and knows nothing without samples', () => {
    expect(scoreInterval([1, 1, 1, 1, 1]).ci95).toEqual(wilsonInterval(5, 5));
    expect(wilsonInterval(5, 5)[0]).toBeCloseTo(0.5655, 3); // the textbook value for 5 of 5
    expect(wilsonInterval(5, 5)[1]).toBe(1);
    expect(scoreInterval([])).toEqual({ samples: 0, mean: 0.5, ci95: [0, 1] });
  });

  it('keeps the interval within [0, 1] and narrows it as samples grow', () => {
    const few = scoreInterval([1, 0, 1, 1]);
    const many = scoreInterval(Array.from({ length: 400 }, (_, index) => (index % 4 === 1 ? 0 : 1)));
    expect(few.ci95[0]).toBeGreaterThanOrEqual(0);
    expect(few.ci95[1]).toBeLessThanOrEqual(1);
    expect(many.ci95[1] - many.ci95[0]).toBeLessThan(few.ci95[1] - few.ci95[0]);
    expect(many.mean).toBe(0.75);
  });

  it('turns scores into Elo differences: 0 at 50%, symmetric, unbounded at 0 and 1', () => {
    expect(eloDifference(0.5)).toBe(0);
    expect(eloDifference(0.75)).toBeCloseTo(190.85, 1);
    expect(eloDifference(0.25)).toBeCloseTo(-190.85, 1);
    expect(eloDifference(0.9)).toBeCloseTo(381.7, 1);
    expect(eloDifference(1)).toBeNull();
    expect(eloDifference(0)).toBeNull();
    const interval = eloInterval({ samples: 10, mean: 0.75, ci95: [0.6, 1] });
    expect(interval.ci95[0]).toBeCloseTo(70.4, 1);
    expect(interval.ci95[1]).toBeNull();
  });
});

describe('arena summary and ladder', () => {
  const result = (index: number, scores: [number, number], reason: string | null): ArenaMatchResult => ({
    index,
    outcome: reason === null ? null : { ranking: scores[0] > scores[1] ? [[0], [1]] : scores[0] < scores[1] ? [[1], [0]] : [[0, 1]], reason },
    plies: 10,
    scores,
    decisions: [5, 5],
    thinkMs: [50, 25],
    maxMs: [12, 6],
  });

  it('scores colour-swapped pairs as one sample each, and counts results, reasons and time', () => {
    const results = [result(0, [1, 0], 'win'), result(1, [1, 0], 'win'), result(2, [0, 1], 'win'), result(3, [0.5, 0.5], null)];
    const report = summarizeArena('pig', { bots: ['a', 'b'], games: 4, seed: 1, seats: 2 }, results);
    expect(report.pairs).toBe(2);
    expect(report.bots[0].score.mean).toBeCloseTo(0.625); // pairs scored 1 and 0.25
    expect(report.bots[1].score.mean).toBeCloseTo(0.375);
    expect([report.bots[0].wins, report.bots[0].draws, report.bots[0].losses]).toEqual([2, 1, 1]);
    expect(report.endReasons).toEqual({ win: 3, stopped: 1 });
    expect(report.bots[0].meanMs).toBe(10);
    expect(report.bots[1].maxMs).toBe(6);
    expect(report.elo.elo).toBeCloseTo(eloDifference(0.625)!);
  });

  it('builds a round robin and its table, best first', () => {
    expect(ladderPairings(['a', 'b', 'c'])).toEqual([['a', 'b'], ['a', 'c'], ['b', 'c']]);
    const report = (bots: [string, string], first: number) =>
      summarizeArena('pig', { bots, games: 2, seed: 1, seats: 2 }, [result(0, [first, 1 - first], 'win'), result(1, [first, 1 - first], 'win')]);
    const table = ladderTable(['a', 'b', 'c'], [report(['a', 'b'], 0), report(['a', 'c'], 1), report(['b', 'c'], 1)]);
    expect(table.rows.map((row) => row.bot)).toEqual(['b', 'a', 'c']);
    expect(table.rows[0]!.against).toEqual([1, null, 1]);
    expect(table.rows[2]!.score).toBe(0);
  });
});
