/** Property tests over random games with random pairings of all thirty gods. */
import { unwrap } from '@games/core';
import fc from 'fast-check';
import {
  formatMove,
  fromPosition,
  santorini,
  toPosition,
  type GodName,
  type SantoriniMove,
  type SantoriniOptions,
  type SantoriniState,
} from '@games/santorini';
import { completeTowers, PERIMETER_MASK, squareIndex } from '@games/santorini/powers';
import { describe, expect, it } from 'vitest';
import { godPairings } from './god-options.js';
import { expectTurnsOfMatchesBruteForce } from './turn-search.js';

const games = fc.record({ options: godPairings(), choices: fc.array(fc.nat(), { minLength: 1, maxLength: 200 }) });

/** Plays the choices, calling `check(before, move, after)` for every decision. */
function walk(game: { options: SantoriniOptions; choices: number[] }, check: (before: SantoriniState, move: SantoriniMove, after: SantoriniState) => void): void {
  let state = unwrap(santorini.setup(game.options));
  for (const choice of game.choices) {
    const moves = santorini.legalMoves(state);
    if (moves.length === 0) return;
    const move = moves[choice % moves.length]!;
    const next = unwrap(santorini.play(state, move));
    check(state, move, next);
    state = next;
  }
}

const settings = { numRuns: 150, seed: 20240612 };

/** Wins that a step decides (the moving worker's), as opposed to Chronus' towers or the opponents' loss. */
const STEP_WINS = new Set(['reached-level-3', 'moved-down-two-levels', 'workers-together']);

describe('no power ever lets a forced worker win', () => {
  it('a win by a step is the acting seat\'s own worker moving, never in an extra turn; a forced worker never wins', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (before, move, after) => {
          const outcome = after.outcome;
          if (outcome === null) return;
          const reason = outcome.reason;
          if (!STEP_WINS.has(reason)) {
            if (reason === 'five-complete-towers') expect(completeTowers(after)).toBeGreaterThanOrEqual(5);
            else expect(['no-legal-turn', 'last-standing', 'max-turns']).toContain(reason);
            return;
          }
          // the decision was a step of a worker of the acting seat's team, in a regular turn
          expect(move.kind).toBe('move');
          if (move.kind !== 'move') return;
          const from = squareIndex(move.from);
          const to = squareIndex(move.to);
          const mover = before.workers.indexOf(from);
          const team = before.players === 4 ? before.seat & 1 : before.seat;
          expect(mover >> 1).toBe(team);
          expect(before.turn.extra).toBe(false);
          expect(after.workers[mover]).toBe(to);
          expect(outcome.ranking[0]).toContain(before.seat);
          if (reason === 'reached-level-3') {
            expect(before.levels[from]).toBeLessThan(3);
            expect(before.levels[to]).toBe(3);
          }
          if (reason === 'moved-down-two-levels') expect(before.levels[from]! - before.levels[to]!).toBeGreaterThanOrEqual(2);
          // Hera forbids an opponent's win onto the perimeter
          const hera = before.gods.indexOf('hera');
          if (hera >= 0 && hera !== before.seat && (before.players !== 4 || (hera & 1) !== (before.seat & 1)) && !before.out.includes(hera)) {
            expect(PERIMETER_MASK & (1 << to)).toBe(0);
          }
        }),
      ),
      settings,
    );
  });
});

describe('invariants of play with every god', () => {
  it('workers never share a space nor stand on a dome; seats that left have no workers; the game ends only with an outcome', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (_before, _move, after) => {
          const squares = after.workers.filter((square) => square >= 0);
          expect(new Set(squares).size).toBe(squares.length);
          for (const square of squares) expect(after.domes & (1 << square)).toBe(0);
          for (const level of after.levels) expect(level >= 0 && level <= 3).toBe(true);
          for (const seat of after.out) expect(after.workers.slice(2 * seat, 2 * seat + 2)).toEqual([-1, -1]);
          expect(after.phase === 'over').toBe(after.outcome !== null);
          expect(after.phase).not.toBe('end');
        }),
      ),
      settings,
    );
  });

  it('position strings of turn starts read back to the same position, power data included, with the same legal moves', () => {
    fc.assert(
      fc.property(games, (game) =>
        walk(game, (before, _move, after) => {
          if (after.phase === 'over' || after.phase === 'place' || after.turns === before.turns) return;
          const text = toPosition(after);
          const read = unwrap(fromPosition(text, { physicalSupply: after.rules.physicalSupply }));
          expect(toPosition(read)).toBe(text);
          expect(read.powers).toEqual(after.powers);
          expect(read.turn.extra).toBe(after.turn.extra);
          expect(santorini.legalMoves(read).map(formatMove)).toEqual(santorini.legalMoves(after).map(formatMove));
        }),
      ),
      { ...settings, numRuns: 100 },
    );
  });
});

describe('turn enumeration with every god', () => {
  it('turnsOf lists each result of a complete turn once, and no other, matching a brute-force search', () => {
    // Hermes, Triton and Morpheus have too many decision sequences for the brute force
    const options = godPairings(['hermes', 'triton', 'morpheus']).map((value) => ({ ...value, physicalSupply: false }));
    expectTurnsOfMatchesBruteForce(options, { numRuns: 80, seed: 8 });
  });

  it('turnsOf matches the brute force over random pairings of all thirty gods, walking gods included', () => {
    const options = godPairings().map((value) => ({ ...value, physicalSupply: false }));
    expectTurnsOfMatchesBruteForce(options, { numRuns: 25, seed: 19 });
  });

  it('turnsOf matches the brute force where a rule depends on which worker stands where (walkers against Aphrodite, Hypnus, Persephone ...)', () => {
    const walkers: GodName[] = ['hermes', 'triton', 'artemis', 'morpheus', 'prometheus', 'charon', 'apollo', 'minotaur'];
    const watchers: GodName[] = ['aphrodite', 'hypnus', 'persephone', 'selene', 'limus', 'athena', 'chronus', 'dionysus'];
    const options = fc
      .record({ walker: fc.constantFrom(...walkers), watcher: fc.constantFrom(...watchers), first: fc.boolean() })
      .map(({ walker, watcher, first }): SantoriniOptions => ({ players: 2, gods: first ? [walker, watcher] : [watcher, walker] }));
    expectTurnsOfMatchesBruteForce(options, { numRuns: 40, seed: 20 });
  });
});
