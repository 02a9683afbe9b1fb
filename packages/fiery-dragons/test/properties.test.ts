import { ringStep } from '@games/core/board';
import { arbReachableState } from '@games/testing';
import { chitsOf, fieryDragons, type BoardDefinition, type FieryDragonsOptions, type FieryDragonsState, type Token } from '@games/fiery-dragons';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customBoard } from './helpers.js';

const boards: (BoardDefinition | null)[] = [
  null,
  customBoard('spider(cave=bat) bat | salamander(cave=spider) baby-dragon'),
  customBoard('bat(cave=bat) spider | salamander | baby-dragon spider bat salamander(cave=spider) | bat | spider(cave=salamander) baby-dragon'),
  customBoard('bat(cave=bat) | spider(cave=spider) salamander | salamander(cave=salamander) | baby-dragon bat(cave=baby-dragon)'),
];

const optionsArb: fc.Arbitrary<FieryDragonsOptions> = fc
  .record({
    board: fc.constantFrom(...boards),
    players: fc.integer({ min: 1, max: 4 }),
    seed: fc.integer({ min: 0, max: 1000 }),
    finish: fc.constantFrom('first-home' as const, 'ranking' as const),
    pirateEndsTurn: fc.boolean(),
    voluntaryEndTurn: fc.boolean(),
    freeCave: fc.integer({ min: 0, max: 2 }),
    swap: fc.integer({ min: 0, max: 2 }),
  })
  .map(({ board, players, freeCave, swap, ...rest }) => {
    const caves = board === null ? 4 : board.caves.length;
    return { ...rest, players: Math.min(players, caves), extraChits: { freeCave, swap }, ...(board === null ? {} : { board }) };
  });

const reachable = arbReachableState(fieryDragons, optionsArb, { maxPlies: 200 });
const settings = { seed: 20240611, numRuns: 150 };

type Step = { before: FieryDragonsState; after: FieryDragonsState; chit: number | null };

function stepsOf(states: FieryDragonsState[], moves: { kind: string; chit?: number }[]): Step[] {
  return moves.map((move, index) => ({ before: states[index]!, after: states[index + 1]!, chit: move.kind === 'flip' ? (move.chit as number) : null }));
}

const homeSquare = (state: FieryDragonsState, seat: number): number => state.board.caves[state.homeCave[seat]!]!.square;

describe('properties', () => {
  it('no two tokens ever share a ring square', () => {
    fc.assert(
      fc.property(reachable, ({ states }) => {
        for (const state of states) {
          const squares = state.tokens.map((token) => token.square).filter((square) => square !== null);
          expect(new Set(squares).size).toBe(squares.length);
          // Nor two tokens a cave, except a token home with a visitor sent there by a free-cave chit.
          const visitors = state.tokens.filter((token, seat) => token.cave !== null && !state.home.includes(seat)).map((token) => token.cave);
          expect(new Set(visitors).size).toBe(visitors.length);
        }
      }),
      settings,
    );
  });

  it('the chits keep their positions all game', () => {
    fc.assert(
      fc.property(reachable, ({ states }) => {
        for (const state of states) expect(state.chits).toEqual(states[0]!.chits);
      }),
      settings,
    );
  });

  it("a token's place always agrees with its progress", () => {
    fc.assert(
      fc.property(reachable, ({ states }) => {
        for (const state of states) {
          const length = state.board.squares.length;
          state.tokens.forEach((token: Token, seat) => {
            if (token.square !== null) {
              expect(token.cave).toBeNull();
              expect(ringStep(length, homeSquare(state, seat), token.progress - 1)).toBe(token.square);
              expect(token.progress).toBeLessThanOrEqual(length + 1);
            } else if (state.home.includes(seat)) {
              expect(token).toEqual({ square: null, cave: state.homeCave[seat], progress: state.board.lap });
            } else {
              // In a cave: stepping out onto its square would be progress + 1.
              expect(ringStep(length, homeSquare(state, seat), token.progress)).toBe(state.board.caves[token.cave!]!.square);
            }
          });
        }
      }),
      settings,
    );
  });

  it("a token's progress changes only by a chit's value, or by an extension chit's rule", () => {
    fc.assert(
      fc.property(reachable, ({ states, moves }) => {
        for (const { before, after, chit } of stepsOf(states, moves)) {
          const seat = before.seat;
          const length = before.board.squares.length;
          const delta = after.tokens[seat]!.progress - before.tokens[seat]!.progress;
          const others = (except: number[]): void => {
            after.tokens.forEach((token, other) => {
              if (!except.includes(other)) expect(token).toEqual(before.tokens[other]);
            });
          };
          if (chit === null) {
            expect(after.tokens).toEqual(before.tokens);
            continue;
          }
          const content = before.chits[chit]!;
          if (content.kind === 'animal') {
            expect([0, content.count]).toContain(delta);
            others([seat]);
          } else if (content.kind === 'pirate') {
            expect([0, -content.count]).toContain(delta);
            others([seat]);
          } else if (content.kind === 'free-cave') {
            others([seat]);
            const was = before.tokens[seat]!;
            const now = after.tokens[seat]!;
            if (was.square !== null && now.cave === before.homeCave[seat]) {
              // Back into its own cave: a starting token again.
              expect(now.progress).toBe(0);
            } else if (was.square !== null) {
              // Back `distance` squares (at least one) to the cave's square, then one step into it.
              const distance = ringStep(length, was.square - before.board.caves[now.cave!]!.square, 0) || length;
              expect(delta).toBe(-(distance + 1));
            } else {
              expect(now).toEqual(was);
            }
          } else {
            const partner = after.tokens.findIndex((token, other) => other !== seat && token.square !== before.tokens[other]!.square);
            if (partner < 0) {
              expect(after.tokens).toEqual(before.tokens);
            } else {
              others([seat, partner]);
              expect(after.tokens[seat]!.square).toBe(before.tokens[partner]!.square);
              expect(after.tokens[partner]!.square).toBe(before.tokens[seat]!.square);
            }
          }
        }
      }),
      settings,
    );
  });

  it('exactly the chits revealed this turn are face up', () => {
    fc.assert(
      fc.property(reachable, ({ states, moves }) => {
        let flipped: number[] = [];
        for (const { after, chit } of stepsOf(states, moves)) {
          if (chit !== null) flipped.push(chit);
          const last = after.last!;
          const turnEnded = last.action === 'end' || (last.turnEnded && after.outcome === null);
          if (turnEnded) flipped = [];
          const faceUp = chitsOf(after).flatMap((content, index) => (content === 'face-down' ? [] : [index]));
          expect(faceUp).toEqual([...flipped].sort((a, b) => a - b));
        }
      }),
      settings,
    );
  });

  it('a seat acts only while its token is not home; the game ends as the finish mode says', () => {
    fc.assert(
      fc.property(reachable, ({ state }) => {
        const actor = fieryDragons.actor(state);
        if (actor.kind === 'player') {
          expect(state.home).not.toContain(actor.seat);
          if (state.rules.finish === 'first-home') expect(state.home).toEqual([]);
          else expect(state.players - state.home.length).toBeGreaterThanOrEqual(Math.min(2, state.players));
        } else if (actor.kind === 'over') {
          expect(actor.outcome.ranking.flat().sort()).toEqual(Array.from({ length: state.players }, (_, seat) => seat));
          expect(actor.outcome.ranking[0]).toEqual([state.home[0]]);
        }
      }),
      settings,
    );
  });
});
