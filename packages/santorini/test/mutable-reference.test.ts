import { createRng, playout, randomPolicy, unwrap } from '@games/core';
import { describe, expect, it } from 'vitest';
import { mutablePlayout } from '../bench/mutable-reference.js';
import { santorini } from '../src/index.js';

// The benchmark's reference is written apart from the engine (typed arrays changed in place) but
// lists its choices in the same order, so from the same seed both play the very same game.
describe('the hand-written mutable reference of the benchmark', () => {
  it('plays the same random games as the engine, decision for decision, over 300 seeds', () => {
    const start = unwrap(santorini.setup({ players: 2 }));
    const lengths = new Set<number>();
    for (let seed = 0; seed < 300; seed++) {
      const engine = playout(santorini, start, randomPolicy, createRng(seed));
      expect(mutablePlayout(createRng(seed)), `seed ${seed}`).toBe(engine.plies);
      lengths.add(engine.plies);
    }
    // Games of many lengths were compared, not one repeated shape.
    expect(lengths.size).toBeGreaterThan(40);
  });
});
