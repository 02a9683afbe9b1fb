import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, int } from '../src/index.js';
import { dealAnew } from '../src/authoring.js';

describe('dealAnew', () => {
  it('deals a permutation that depends only on which items there are, not on their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 9 }), { maxLength: 12 }), fc.integer(), fc.integer(), (items, orderSeed, drawSeed) => {
        const shuffled = [...items];
        const order = createRng(orderSeed);
        for (let index = shuffled.length - 1; index > 0; index--) {
          const other = int(order, 0, index);
          [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
        }
        const a = createRng(drawSeed);
        const b = createRng(drawSeed);
        const dealt = dealAnew(items, (max) => int(a, 0, max));
        expect(dealAnew(shuffled, (max) => int(b, 0, max))).toEqual(dealt);
        expect([...dealt].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
      { seed: 3, numRuns: 200 },
    );
  });

  it('orders objects by a key before dealing, and leaves its input alone', () => {
    const chits = [{ kind: 'b' }, { kind: 'a' }, { kind: 'c' }];
    const copy = structuredClone(chits);
    // draw(max) = max keeps every item in place: the sorted order comes out
    expect(dealAnew(chits, (max) => max, (chit) => chit.kind)).toEqual([{ kind: 'a' }, { kind: 'b' }, { kind: 'c' }]);
    expect(chits).toEqual(copy);
    // draw(max) = 0 moves each last item to the front in turn
    expect(dealAnew(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
  });
});
