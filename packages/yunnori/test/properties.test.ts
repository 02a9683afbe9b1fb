import fc from 'fast-check';
import { arbReachableState } from '@games/testing';
import { unwrap } from '@games/core';
import {
  ANIMALS,
  ARRIVED,
  COW_PATH,
  piecesOf,
  throwWeights,
  YUT_RESULTS,
  yunnori,
  type YunnoriOptions,
  type YunnoriState,
} from '@games/yunnori';
import {
  findSavedGame,
  formatSaveLine,
  parseSaveFile,
  parseSaveLine,
  parseUsers,
  readPosition,
  readYut,
  removeSaveLine,
  resumeSavedGame,
  savedGameOf,
} from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';

const options: fc.Arbitrary<YunnoriOptions> = fc.oneof(
  fc.record({ players: fc.integer({ min: 2, max: 4 }), pieces: fc.integer({ min: 1, max: 4 }) }),
  fc.array(fc.constantFrom(...ANIMALS), { minLength: 2, maxLength: 4 }).map((animals) => ({ version: 'advanced' as const, animals })),
);
const games = arbReachableState(yunnori, options, { maxPlies: 400 });
const settings = { seed: 2024, numRuns: 60 };

const arrivedCount = (state: YunnoriState, seat: number): number => piecesOf(state, seat).filter((at) => at === ARRIVED).length;

describe('invariants of every reachable state', () => {
  it('each player keeps the same number of pieces, listed ascending', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        const first = states[0] as YunnoriState;
        for (const state of states) {
          for (let seat = 0; seat < state.players; seat++) {
            const own = piecesOf(state, seat);
            expect(own).toHaveLength(first.piecesPerPlayer);
            expect(own).toEqual(own.slice().sort((a, b) => a - b));
            for (const at of own) expect((at >= 0 && at <= 29) || at === ARRIVED).toBe(true);
          }
        }
      }),
      settings,
    );
  });
  it('arrived pieces never come back', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        for (let index = 1; index < states.length; index++) {
          const before = states[index - 1] as YunnoriState;
          const after = states[index] as YunnoriState;
          for (let seat = 0; seat < after.players; seat++) expect(arrivedCount(after, seat)).toBeGreaterThanOrEqual(arrivedCount(before, seat));
        }
      }),
      settings,
    );
  });
  it('no two players share an on-board position', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        for (const state of states) {
          const owner = new Map<number, number>();
          for (let seat = 0; seat < state.players; seat++) {
            for (const at of piecesOf(state, seat)) {
              if (at === 0 || at === ARRIVED) continue;
              expect(owner.get(at) ?? seat).toBe(seat);
              owner.set(at, seat);
            }
          }
        }
      }),
      settings,
    );
  });
  it("a cow's pieces stay on the yellow path", () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        state.animals.forEach((animal, seat) => {
          if (animal === 'cow') for (const at of piecesOf(state, seat)) expect(at === ARRIVED || COW_PATH.includes(at)).toBe(true);
        });
      }),
      settings,
    );
  });
  it('a seat that acts always has a result to use and at least one legal move; the winner has every piece home', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        const actor = yunnori.actor(state);
        if (actor.kind === 'player') {
          expect(state.results.some((count) => count > 0)).toBe(true);
          expect(yunnori.legalMoves(state).length).toBeGreaterThan(0);
        }
        if (actor.kind === 'over') expect(piecesOf(state, state.winner).every((at) => at === ARRIVED)).toBe(true);
        else expect(state.pieces.length === 0 || state.winner === -1).toBe(true);
      }),
      settings,
    );
  });
});

describe('the weights of a throw', () => {
  it('sum to 16 at p = ½ (1, 3, 6, 4, 1, 1) and for every p in (0, 1)', () => {
    expect(throwWeights(0.5)).toEqual([1, 3, 6, 4, 1, 1]);
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.999, noNaN: true }), (p) => {
        const weights = throwWeights(p);
        expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(16, 9);
        for (const weight of weights) expect(weight).toBeGreaterThan(0);
        expect(weights[1]).toBeCloseTo(3 * (weights[0] as number), 9);
      }),
      { seed: 7, numRuns: 200 },
    );
  });
});

describe('the file readers never throw', () => {
  it('on any text or value', () => {
    const text = fc.oneof(fc.string(), fc.array(fc.constantFrom('Noah', 'Liam', '|', ' ', '0', '1', '5', '100', '\r\n', '\n', '3', '29'), { maxLength: 40 }).map((parts) => parts.join('')));
    fc.assert(
      fc.property(fc.oneof(text, fc.anything()), fc.array(fc.string(), { maxLength: 4 }), (input, ids) => {
        const asText = input as string;
        parseSaveFile(asText);
        parseSaveLine(asText, 2);
        parseUsers(asText);
        findSavedGame(asText, ids);
        removeSaveLine(asText, 1);
        resumeSavedGame(asText);
        yunnori.parseMove(asText, unwrap(yunnori.setup({})));
      }),
      { seed: 99, numRuns: 400 },
    );
  });
});

describe('saving and resuming', () => {
  it('gives back exactly the state of any advanced game at the start of a turn', () => {
    const advanced = fc.array(fc.constantFrom(...ANIMALS), { minLength: 2, maxLength: 4 }).map((animals) => ({ version: 'advanced' as const, animals }));
    fc.assert(
      fc.property(arbReachableState(yunnori, advanced, { maxPlies: 300 }), ({ states }) => {
        for (const state of states) {
          if (!state.turnStart || state.winner >= 0) continue;
          const line = formatSaveLine(unwrap(savedGameOf(state)));
          expect(unwrap(resumeSavedGame(line))).toEqual(state);
          expect(formatSaveLine(unwrap(parseSaveLine(line)))).toBe(line);
        }
      }),
      { seed: 31, numRuns: 30 },
    );
  });
});

describe('the console prompts', () => {
  it('accept exactly the legal moves: a position with some result, then the result', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        const legal = new Set(yunnori.legalMoves(state).map((move) => yunnori.formatMove(move)));
        for (let at = 0; at <= 29; at++) {
          const offered = YUT_RESULTS.filter((result) => legal.has(`${at} ${result}`));
          expect(readPosition(String(at), state).ok).toBe(offered.length > 0);
          for (const result of YUT_RESULTS) expect(readYut(result, state, at).ok).toBe(offered.includes(result));
        }
      }),
      settings,
    );
  });
});
