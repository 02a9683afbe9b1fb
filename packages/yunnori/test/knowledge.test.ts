import { createRng, ismctsBot, unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { yunnori, yunnoriKnowledge, type YunnoriMove, type YunnoriState } from '@games/yunnori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { position } from './helpers.js';

const reachable = arbReachableState(yunnori, fc.record({ players: fc.integer({ min: 2, max: 4 }), seed: fc.integer({ min: 0, max: 500 }) }), { maxPlies: 120 });
const evaluate = (state: YunnoriState, seat = 0): number => yunnoriKnowledge.evaluate(state)[seat]!;
const named = (state: YunnoriState, moves: readonly YunnoriMove[]): string[] => moves.map((move) => yunnori.formatMove(move));
/** The legal move with the highest prior. */
function favourite(state: YunnoriState): string {
  const moves = yunnori.legalMoves(state);
  const weights = yunnoriKnowledge.priors!(state, moves);
  return named(state, moves)[weights.indexOf(Math.max(...weights))]!;
}

describe('yunnori knowledge: evaluation', () => {
  it('values every seat in [0, 1], the winner 1', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const values = yunnoriKnowledge.evaluate(state);
        expect(values).toHaveLength(yunnori.seats(state));
        for (const value of values) expect(value >= 0 && value <= 1).toBe(true);
        if (state.winner >= 0) expect(values[state.winner]).toBe(1);
      }),
      { seed: 25, numRuns: 30 },
    );
  });

  it('orders positions: progress, home, shortcuts, and a piece an opponent can hit less', () => {
    // seat 1 is to throw in each: only the pieces differ
    const at = (mine: string, theirs = '0 0 0 0'): number => evaluate(position(`A : ${mine}\nB : ${theirs}`, { turn: 1 }));
    expect(at('3 0 0 0')).toBeGreaterThan(at('0 0 0 0'));
    expect(at('100 0 0 0')).toBeGreaterThan(at('28 0 0 0'));
    // on a corner the shortcut waits: 10 is closer to home than 11, 5 closer than 6 or 7
    expect(at('10 0 0 0')).toBeGreaterThan(at('11 0 0 0'));
    expect(at('5 0 0 0')).toBeGreaterThan(at('7 0 0 0'));
    // the centre (22) is two throws from home, 23 on the long way is not
    expect(at('22 0 0 0')).toBeGreaterThan(at('23 0 0 0'));
    // two steps ahead of B's piece (a gae of B's catches it) is worse than two steps behind it
    expect(at('6 0 0 0', '8 0 0 0')).toBeGreaterThan(at('8 0 0 0', '6 0 0 0'));
  });

  it('counts the same lead for more when fewer results are left to go (a race spreads less near its end)', () => {
    // the same lead (A to throw, its last piece 3 steps ahead of B's, the same threat from B's entering piece), early and late
    const early = evaluate(position('A : 3 0 0 0\nB : 0 0 0 0', { turn: 0 }));
    const late = evaluate(position('A : 100 100 100 3\nB : 100 100 100 0', { turn: 0 }));
    expect(early).toBeGreaterThan(0.5);
    expect(late).toBeGreaterThan(early + 0.02);
  });

  it('credits the seat to move with the results it holds', () => {
    const plain = position('A : 1 0 0 0\nB : 2 0 0 0', { turn: 0, results: 'do' });
    const more = position('A : 1 0 0 0\nB : 2 0 0 0', { turn: 0, results: 'mo' });
    expect(evaluate(more)).toBeGreaterThan(evaluate(plain));
  });
});

describe('yunnori knowledge: priors and rollouts', () => {
  it('prefers a capture', () => {
    // A holds a gae: 3 + 2 lands on B's piece on 5; entering or moving the 12 catches nothing
    const state = position('A : 3 12 0 0\nB : 5 0 0 0', { results: 'gae' });
    expect(favourite(state)).toBe('3 gae');
  });

  it('prefers bringing home a piece that an opponent threatens', () => {
    // A holds a geol: 28 + 3 arrives, away from B's piece on 26 (a geol of B's lands on 28)
    const state = position('A : 28 12 0 0\nB : 26 0 0 0', { results: 'geol' });
    expect(favourite(state)).toBe('28 geol');
  });

  it('prefers stopping on a corner for the shortcut', () => {
    // a do takes 4 to the corner 5 (the diagonal next); 12 do only steps along
    const state = position('A : 4 12 100 100\nB : 15 100 100 100', { results: 'do' });
    expect(favourite(state)).toBe('4 do');
  });

  it('weighs every legal move, finite and non-negative, throws alike', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const moves = yunnori.legalMoves(state);
        const weights = yunnoriKnowledge.priors!(state, moves);
        expect(weights).toHaveLength(moves.length);
        for (const weight of weights) expect(Number.isFinite(weight) && weight >= 0).toBe(true);
        if (state.throws > 0) expect(new Set(weights).size).toBeLessThanOrEqual(1);
      }),
      { seed: 26, numRuns: 30 },
    );
  });

  it('rolls out the capture', () => {
    const state = position('A : 3 12 0 0\nB : 5 0 0 0', { results: 'gae' });
    const moves = yunnori.legalMoves(state);
    for (let draw = 0; draw <= 100; draw += 10) {
      const index = yunnoriKnowledge.rolloutMove!(state, moves, (max) => Math.min(max, draw));
      expect(named(state, moves)[index]).toBe('3 gae');
    }
  });

  it('the default bot takes the capture at a small budget', () => {
    const state = position('A : 3 12 0 0\nB : 5 0 0 0', { results: 'gae' });
    const chosen = unwrap(ismctsBot(yunnori, { iterations: 200 }).chooseMove(state, createRng(7)));
    expect(yunnori.formatMove(chosen)).toBe('3 gae');
  });
});
