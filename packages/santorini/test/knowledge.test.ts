import { unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { santorini, santoriniKnowledge } from '@games/santorini';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const reachable = arbReachableState(santorini, fc.record({ players: fc.integer({ min: 2, max: 4 }) }), { maxPlies: 120 });

describe('santorini knowledge', () => {
  it('values every seat in [0, 1]', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const values = santoriniKnowledge.evaluate(state);
        expect(values).toHaveLength(santorini.seats(state));
        for (const value of values) expect(value >= 0 && value <= 1).toBe(true);
      }),
      { seed: 25, numRuns: 30 },
    );
  });

  it('values a climbing threat: a worker on the second level next to a free third level', () => {
    let state = unwrap(santorini.setup({ players: 2 }));
    for (const move of ['place B2', 'place D4', 'place B4', 'place D2']) state = unwrap(santorini.play(state, unwrap(santorini.parseMove(move, state))));
    const levels = state.levels.slice();
    levels[6] = 2; // B2 (row 1, column 1) stands on the second level
    const flat = { ...state, levels };
    const threat = { ...state, levels: levels.map((level, square) => (square === 7 ? 3 : level)) }; // C2 next to it on the third
    expect(santoriniKnowledge.evaluate(threat)[0]!).toBeGreaterThan(santoriniKnowledge.evaluate(flat)[0]!);
    expect(santoriniKnowledge.evaluate(flat)[0]!).toBeGreaterThan(0.5);
  });
});
