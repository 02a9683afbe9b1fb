import { unwrap } from '@games/core';
import { arbReachableState } from '@games/testing';
import { stratego, strategoKnowledge } from '@games/stratego';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { position } from './helpers.js';

const reachable = arbReachableState(stratego, fc.record({ seed: fc.integer({ min: 0, max: 500 }) }), { maxPlies: 150 });

describe('stratego knowledge', () => {
  it('values every seat in [0, 1]', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const values = strategoKnowledge.evaluate(state);
        expect(values).toHaveLength(stratego.seats(state));
        for (const value of values) expect(value >= 0 && value <= 1).toBe(true);
      }),
      { seed: 25, numRuns: 30 },
    );
  });

  it('squeezes a lead more as the game grows long: whole at the start, 0.7 of the range from ply 1,000 or the move limit', () => {
    // Red far ahead: a Marshal, a General and Miners against a lone Blue Scout and Blue's Flag.
    const drawn = `
      bF . . . . . . . . .
      . . . . . . . . . .
      . . . . b2+ . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . r3 r3 . . . . . . .
      . . . . . rM r9 . . .
      rF . . . . . . . . .
    `;
    const at = (ply: number, maxPlies?: number | null): number => strategoKnowledge.evaluate({ ...position(drawn, maxPlies === undefined ? {} : { maxPlies }), ply })[0]!;
    const start = at(0);
    expect(start).toBeGreaterThan(0.85);
    expect(at(500)).toBeLessThan(start);
    expect(at(500)).toBeGreaterThan(at(1000));
    // From then on 0.5 + (v - 0.5) * 0.7: at most 0.85, and the same at any later ply.
    expect(at(1000)).toBeCloseTo(0.5 + (start - 0.5) * 0.7, 10);
    expect(at(1800)).toBeCloseTo(at(1000), 10);
    // A move limit sooner than 1,000 plies squeezes as fully by that limit; no limit counts 1,000.
    expect(at(400, 400)).toBeCloseTo(at(1000), 10);
    expect(at(1000, null)).toBeCloseTo(at(1000), 10);
  });

  it('counts material: a side that loses an unknown piece is worth less, by its mean unknown value', () => {
    const state = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 4 }));
    expect(state.phase).toBe('play');
    const values = strategoKnowledge.evaluate(state);
    const board = state.board.slice();
    const blue = board.findIndex((cell, square) => square >= 60 && cell > 0 && (cell & 15) === 5);
    board[blue] = 0;
    const after = strategoKnowledge.evaluate({ ...state, board });
    expect(after[0]!).toBeGreaterThan(values[0]!);
    expect(after[0]! + after[1]!).toBeCloseTo(1);
  });

  it('keeps the Marshal hidden: taking an unknown Sergeant with it is worth less than not taking it', () => {
    // Red's hidden Marshal beside an unknown Blue mover (a Sergeant); Blue's Marshal is still hidden.
    const before = position(`
      bF bM . . . . . . . .
      bB b5 . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b4+ . ~ ~ . .
      . . . . rM+ . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF rB . . . . . . . r2
    `);
    const after = position(
      `
      bF bM . . . . . . . .
      bB b5 . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ rM+! . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF rB . . . . . . . r2
    `,
      { toMove: 1 },
    );
    expect(strategoKnowledge.evaluate(after)[0]!).toBeLessThan(strategoKnowledge.evaluate(before)[0]!);
  });
  it('meets a revealed raider: a piece that beats it is worth more near it than far off', () => {
    // Blue's revealed Colonel has reached Red's back rank; Red's hidden Marshal, the one Red piece
    // that beats it (Blue's Marshal is still hidden, so no Red piece outranks all of Blue's),
    // stands two steps from it or out of reach, as far from Red's Flag either way.
    const drawn = (near: boolean): string => `
      . . . . . . . . bM bF
      ${near ? '.' : 'rM'} . . . . . . . . bB
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . ${near ? 'rM' : '.'} . . .
      rB . . . . . . . . .
      rF rB r4 . . . b8+! . . .
    `;
    const value = (near: boolean): number => strategoKnowledge.evaluate(position(drawn(near)))[0]!;
    expect(value(true)).toBeGreaterThan(value(false));
  });

  it('keeps the last Miners: while the enemy has a Bomb, losing the last Miner costs more than losing a Captain', () => {
    // Red's last Miner (C3) and a Captain (H3), both moved and unknown, far from Blue's pieces.
    const drawing = (blueBomb: string, red: string): string => `
      bF ${blueBomb} . . . . . . . bM+
      b4 b5 . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      ${red}
      . . . . . . . . . .
      rF rB . . . . . . . r2
    `;
    const red = (value: (drawn: string) => number, blueBomb: string): { withoutMiner: number; withoutCaptain: number } => ({
      withoutMiner: value(drawing(blueBomb, '. . . . . . . r6+ . .')),
      withoutCaptain: value(drawing(blueBomb, '. . r3+ . . . . . . .')),
    });
    const value = (drawn: string): number => strategoKnowledge.evaluate(position(drawn))[0]!;
    const shelled = red(value, 'bB');
    expect(shelled.withoutMiner).toBeLessThan(shelled.withoutCaptain);
    // Without Bombs left to open, a Miner is worth its rank: less than a Captain.
    const open = red(value, 'b5');
    expect(open.withoutMiner).toBeGreaterThan(open.withoutCaptain);
  });
});
