import { unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { yunnori, yunnoriKnowledge } from '@games/yunnori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const reachable = arbReachableState(yunnori, fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer({ min: 0, max: 500 }) }), { maxPlies: 120 });

describe('yunnori knowledge', () => {
  it('values every seat in [0, 1]', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const values = yunnoriKnowledge.evaluate(state);
        expect(values).toHaveLength(yunnori.seats(state));
        for (const value of values) expect(value >= 0 && value <= 1).toBe(true);
      }),
      { seed: 25, numRuns: 30 },
    );
  });

  it('values progress, and a piece that an opponent can hit less', () => {
    const start = unwrap(yunnori.setup({ players: 2 }));
    const ahead = { ...start, pieces: [3, 0, 0, 0, 0, 0, 0, 0] };
    expect(yunnoriKnowledge.evaluate(ahead)[0]!).toBeGreaterThan(0.5);
    const safe = { ...start, pieces: [8, 0, 0, 0, 1, 0, 0, 0] };
    const hit = { ...start, pieces: [8, 0, 0, 0, 6, 0, 0, 0] }; // seat 1's piece two steps behind (gae)
    const far = { ...start, pieces: [8, 0, 0, 0, 14, 0, 0, 0] }; // and ahead of it: no threat, more progress
    expect(yunnoriKnowledge.evaluate(hit)[0]!).toBeLessThan(yunnoriKnowledge.evaluate(far)[0]! + 0.2);
    expect(yunnoriKnowledge.evaluate(safe)[0]!).toBeGreaterThan(yunnoriKnowledge.evaluate(hit)[0]!);
  });
});
