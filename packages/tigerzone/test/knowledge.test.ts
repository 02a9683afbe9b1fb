import { createRng, int } from '@games/core';
import { arbReachableState } from '@games/testing';
import { tigerzone, tigerzoneKnowledge } from '@games/tigerzone';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const reachable = arbReachableState(tigerzone, fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer({ min: 0, max: 500 }) }), { maxPlies: 80 });

describe('tigerzone knowledge', () => {
  it('values every seat in [0, 1]', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const values = tigerzoneKnowledge.evaluate(state);
        expect(values).toHaveLength(tigerzone.seats(state));
        for (const value of values) expect(value >= 0 && value <= 1).toBe(true);
      }),
      { seed: 25, numRuns: 30 },
    );
  });

  it('never reads the order of the deck: the same values in every re-deal', () => {
    fc.assert(
      fc.property(reachable, fc.integer({ min: 0, max: 1000 }), ({ state }, seed) => {
        const rng = createRng(seed);
        const dealt = tigerzone.redeal!(state, null, (max) => int(rng, 0, max));
        expect(tigerzoneKnowledge.evaluate(dealt)).toEqual(tigerzoneKnowledge.evaluate(state));
      }),
      { seed: 27, numRuns: 20 },
    );
  });
});
