import { describe, expect, it } from 'vitest';
import { compareThroughput, measureThroughput } from '../src/bench.js';

// These check what the harness reports, not how fast anything is (speed belongs in `pnpm bench`).
describe('benchmark harness', () => {
  it('measureThroughput counts the calls and sums what they return', () => {
    let calls = 0;
    const result = measureThroughput(
      () => {
        calls++;
        return 3;
      },
      { durationMs: 20, warmupMs: 5 },
    );
    expect(result.iterations).toBeGreaterThan(0);
    expect(calls).toBeGreaterThanOrEqual(result.iterations);
    expect(result.total).toBe(3 * result.iterations);
    expect(result.perSecond).toBeCloseTo((result.iterations * 1000) / result.elapsedMs, 6);
  });

  it('compareThroughput alternates windows of both and reports the median of the window ratios', () => {
    const order: string[] = [];
    const log = (name: string) => () => {
      if (order.at(-1) !== name) order.push(name);
    };
    const comparison = compareThroughput(log('subject'), log('reference'), { windows: 5, windowMs: 4, warmupMs: 2 });
    // warm-up of each, then five subject/reference pairs
    expect(order).toEqual(Array.from({ length: 6 }, () => ['subject', 'reference']).flat());
    for (const side of [comparison.subject, comparison.reference]) {
      expect(side.windows).toHaveLength(5);
      expect(side.best).toBe(Math.max(...side.windows));
      expect([...side.windows].sort((a, b) => a - b)[2]).toBe(side.median);
    }
    const ratios = comparison.subject.windows.map((rate, window) => rate / comparison.reference.windows[window]!).sort((a, b) => a - b);
    expect(comparison.ratio).toBe(ratios[2]);
  });
});
