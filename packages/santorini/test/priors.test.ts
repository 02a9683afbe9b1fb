import { createRng, ismctsBot, unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { fromPosition, santorini, santoriniKnowledge, type SantoriniMove, type SantoriniState } from '@games/santorini';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** A position from a few heights (`{ C3: 2 }`), the side to move (1-based) and each seat's `god:workers`. */
function position(heights: Record<string, number>, side: number, ...seats: string[]): SantoriniState {
  let text = '';
  for (let rank = 5; rank >= 1; rank--) for (const file of 'ABCDE') text += String(heights[`${file}${rank}`] ?? 0);
  return unwrap(fromPosition(`${text}/${side}/${seats.join('/')}`));
}

const priors = santoriniKnowledge.priors!;
const rolloutMove = santoriniKnowledge.rolloutMove!;
const weights = (state: SantoriniState): Map<string, number> => {
  const moves = santorini.legalMoves(state);
  const values = priors(state, moves);
  return new Map(moves.map((move, index) => [santorini.formatMove(move), values[index]!]));
};
const play = (state: SantoriniState, text: string): SantoriniState => unwrap(santorini.play(state, unwrap(santorini.parseMove(text, state))));
const top = (map: Map<string, number>): string => [...map.entries()].sort((a, b) => b[1] - a[1])[0]![0];

describe('santorini move priors and rollout policy', () => {
  it('give one non-negative finite weight per legal move in reachable positions, gods included', () => {
    const reachable = arbReachableState(santorini, fc.record({ players: fc.integer({ min: 2, max: 4 }) }), { maxPlies: 120 });
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const moves = santorini.legalMoves(state);
        const values = priors(state, moves);
        expect(values).toHaveLength(moves.length);
        for (const value of values) expect(Number.isFinite(value) && value >= 0).toBe(true);
        if (moves.length > 0) {
          const index = rolloutMove(state, moves, (max) => max);
          expect(Number.isInteger(index) && index >= 0 && index < moves.length).toBe(true);
        }
      }),
      { seed: 35, numRuns: 40 },
    );
  });

  it('put a winning step first: up to the third level, or Pan dropping two levels', () => {
    const mortal = position({ B2: 2, C2: 3, D4: 1 }, 1, 'mortal:B2,E5', 'mortal:A5,E1');
    expect(top(weights(mortal))).toBe('B2-C2');
    expect(rolloutMove(mortal, santorini.legalMoves(mortal), () => 0)).toBe(santorini.legalMoves(mortal).findIndex((move) => santorini.formatMove(move) === 'B2-C2'));
    const pan = position({ B2: 2 }, 1, 'pan:B2,E5', 'mortal:A5,E1');
    const panWeights = weights(pan);
    expect(panWeights.get('B2-B1')).toBe(1000); // down two levels: Pan wins
    expect(panWeights.get('E5-E4')).toBeLessThan(10);
  });

  it('dome the square an opponent would climb to, and never build a third level next to an opponent on the second', () => {
    // seat 2's worker on D4 (level 2) threatens to climb C3 (level 3); seat 1 moved to C2 and builds
    const moved = play(position({ D4: 2, C3: 3 }, 1, 'mortal:B1,E1', 'mortal:D4,A5'), 'B1-C2');
    const builds = weights(moved);
    expect(top(builds)).toBe('dome C3');
    const gift = play(position({ D4: 2, D3: 2 }, 1, 'mortal:B1,E1', 'mortal:D4,A5'), 'E1-E2');
    const giftBuilds = weights(gift);
    expect(giftBuilds.get('build D3')).toBeLessThan(0.1); // D3 to the third level, next to D4 on the second: a gift
    expect(giftBuilds.get('build E3')).toBeGreaterThan(0.5);
    const block = rolloutMove(moved, santorini.legalMoves(moved), () => 0);
    expect(santorini.formatMove(santorini.legalMoves(moved)[block]!)).toBe('dome C3');
  });

  it('value a threat more for the side about to step than for the side that just stepped', () => {
    const mine = position({ B2: 2, C2: 3 }, 1, 'mortal:B2,E5', 'mortal:A5,E1');
    const theirs = position({ B2: 2, C2: 3 }, 2, 'mortal:B2,E5', 'mortal:A5,E1');
    expect(santoriniKnowledge.evaluate(mine)[0]!).toBeGreaterThan(santoriniKnowledge.evaluate(theirs)[0]!);
    expect(santoriniKnowledge.evaluate(theirs)[0]!).toBeGreaterThan(0.5);
  });

  it('let the bot find the block: with 60 iterations it domes the square the opponent would win on', () => {
    const moved = play(position({ D4: 2, C3: 3 }, 1, 'mortal:B1,E1', 'mortal:D4,A5'), 'B1-C2');
    const chosen = unwrap(ismctsBot(santorini, { iterations: 60 }).chooseMove(moved, createRng(1)));
    expect(santorini.formatMove(chosen as SantoriniMove)).toBe('dome C3');
  });
});
