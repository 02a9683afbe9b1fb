import { unwrap } from '@games/core';
import fc from 'fast-check';
import { formatMove, fromPosition, santorini, SIMPLE_GODS, toPosition, type GodName, type SantoriniOptions, type SantoriniState } from '@games/santorini';
import { describe, expect, it } from 'vitest';
import { expectTurnsOfMatchesBruteForce } from './turn-search.js';

const names = SIMPLE_GODS.map((god) => god.name as GodName);

const options: fc.Arbitrary<SantoriniOptions> = fc.integer({ min: 2, max: 4 }).chain((players) =>
  fc.record({
    players: fc.constant(players),
    gods: fc.uniqueArray(fc.constantFrom<GodName | 'mortal'>(...names, 'mortal'), { minLength: players, maxLength: players }),
    physicalSupply: fc.boolean(),
  }),
);

/** A game: options and the choices (indices into the legal moves) that drive it. */
const games = fc.record({ options, choices: fc.array(fc.nat(), { minLength: 1, maxLength: 160 }) });

function pieces(state: SantoriniState): number {
  let count = 0;
  for (let square = 0; square < 25; square++) {
    count += state.levels[square]!;
    if ((state.domes & (1 << square)) !== 0) count++;
  }
  return count;
}

/** Plays the choices, calling `check(before, move, after)` for every decision. */
function walk(
  game: { options: SantoriniOptions; choices: number[] },
  check: (before: SantoriniState, move: string, after: SantoriniState) => void,
): void {
  let state = unwrap(santorini.setup(game.options));
  for (const choice of game.choices) {
    const moves = santorini.legalMoves(state);
    if (moves.length === 0) return;
    const move = moves[choice % moves.length]!;
    const next = unwrap(santorini.play(state, move));
    check(state, formatMove(move), next);
    state = next;
  }
}

const settings = { numRuns: 120, seed: 20240611 };

describe('invariants of play (base game and Simple Gods)', () => {
  it('levels never decrease and a space with a dome never changes', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (before, _move, after) => {
          for (let square = 0; square < 25; square++) {
            expect(after.levels[square]).toBeGreaterThanOrEqual(before.levels[square]!);
            if ((before.domes & (1 << square)) !== 0) {
              expect(after.domes & (1 << square)).not.toBe(0);
              expect(after.levels[square]).toBe(before.levels[square]);
            }
          }
        }),
      ),
      settings,
    );
  });

  it('workers never share a space nor stand on a dome', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (_before, _move, after) => {
          const squares = after.workers.filter((square) => square >= 0);
          expect(new Set(squares).size).toBe(squares.length);
          for (const square of squares) expect(after.domes & (1 << square)).toBe(0);
        }),
      ),
      settings,
    );
  });

  it('the pieces on the board rise by one per build and stay the same otherwise', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (before, move, after) => {
          const built = move.startsWith('build') || move.startsWith('dome');
          expect(pieces(after)).toBe(pieces(before) + (built ? 1 : 0));
        }),
      ),
      settings,
    );
  });

  it('a seat that left the game has no worker on the board; the game ends only with an outcome', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (_before, _move, after) => {
          for (const seat of after.out) expect(after.workers.slice(2 * seat, 2 * seat + 2)).toEqual([-1, -1]);
          expect(after.phase === 'over').toBe(after.outcome !== null);
          expect(after.phase).not.toBe('end');
        }),
      ),
      settings,
    );
  });

  it('position strings of turn starts read back to the same position with the same legal moves', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (before, _move, after) => {
          if (after.phase === 'over' || after.phase === 'place' || after.seat === before.seat) return;
          const text = toPosition(after);
          const read = unwrap(fromPosition(text, { physicalSupply: false }));
          expect(toPosition(read)).toBe(text);
          if (!after.rules.physicalSupply) expect(santorini.legalMoves(read)).toEqual(santorini.legalMoves(after));
        }),
      ),
      { ...settings, numRuns: 60 },
    );
  });
});

describe('turn enumeration', () => {
  const noHermes: fc.Arbitrary<SantoriniOptions> = fc.integer({ min: 2, max: 4 }).chain((players) =>
    fc.record({
      players: fc.constant(players),
      gods: fc.uniqueArray(fc.constantFrom(...names.filter((name) => name !== 'hermes'), 'mortal'), { minLength: players, maxLength: players }),
    }),
  );

  it('turnsOf lists each result of a complete turn once, and no other, matching a brute-force search', () => {
    expectTurnsOfMatchesBruteForce(noHermes, { numRuns: 60, seed: 7 });
  });
});
