import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbReachableState } from '@games/testing';
import { movablePieces } from '../src/rules.js';
import { pieceAt, SQUARE_NAMES, stratego, VARIANTS, type StrategoMove, type StrategoOptions, type StrategoState } from '@games/stratego';

const optionsArb: fc.Arbitrary<StrategoOptions> = fc.record({
  variant: fc.constantFrom(...VARIANTS),
  seed: fc.integer({ min: 0, max: 1000 }),
  redSetup: fc.constant('random'),
  blueSetup: fc.constant('random'),
  twoSquareLimit: fc.constantFrom(3, 5, null),
});
const games = arbReachableState<StrategoState, StrategoMove, StrategoOptions, unknown>(stratego, optionsArb, { maxPlies: 250 });
const settings = { seed: 11, numRuns: 30 };

function counts(state: StrategoState): number[] {
  const result = new Array<number>(26).fill(0);
  for (const name of SQUARE_NAMES) {
    const piece = pieceAt(state, name);
    if (piece !== null) result[piece.owner * 13 + piece.rank]!++;
  }
  return result;
}

describe('properties of random games', () => {
  it('piece counts never rise', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        for (let index = 1; index < states.length; index++) {
          const before = counts(states[index - 1]!);
          const after = counts(states[index]!);
          if (after.some((count, kind) => count > before[kind]!)) throw new Error(`a piece count rose at ply ${index}`);
        }
      }),
      settings,
    );
  });

  it("a piece's rank never changes, and a revealed piece stays revealed", () => {
    fc.assert(
      fc.property(games, ({ states, moves }) => {
        moves.forEach((move, index) => {
          if (move.kind !== 'move') return;
          const before = states[index]!;
          const after = states[index + 1]!;
          SQUARE_NAMES.forEach((name, square) => {
            if (name !== move.from && name !== move.to && after.board[square] !== before.board[square]) throw new Error(`${name} changed in ${move.from}-${move.to}`);
          });
          const mover = pieceAt(before, move.from)!;
          const defender = pieceAt(before, move.to);
          const landed = pieceAt(after, move.to);
          expect(pieceAt(after, move.from)).toBeNull();
          if (landed !== null && landed.owner === mover.owner) {
            expect(landed.rank).toBe(mover.rank);
            expect(landed.moved).toBe(true);
            if (mover.revealed || defender !== null) expect(landed.revealed).toBe(true);
          } else if (landed !== null) {
            expect(landed).toEqual({ ...defender!, revealed: true });
          }
        });
      }),
      settings,
    );
  });

  it('the list of movable pieces always matches the board', () => {
    fc.assert(
      fc.property(games, ({ states }) => {
        for (const state of states) {
          if (state.phase !== 'play') continue;
          const expected = movablePieces(state.board);
          for (const seat of [0, 1]) {
            if (JSON.stringify(state.movable[seat]!.slice().sort((a, b) => a - b)) !== JSON.stringify(expected[seat]!.slice().sort((a, b) => a - b))) throw new Error(`movable[${seat}] is out of step at ply ${state.ply}`);
          }
        }
      }),
      settings,
    );
  });

  it('a view never shows an unrevealed enemy rank, and shows everything else as it is', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        for (const seat of [0, 1, null]) {
          const view = stratego.view(state, seat);
          SQUARE_NAMES.forEach((name, square) => {
            const piece = pieceAt(state, name);
            const seen = view.squares[square];
            const known = piece !== null && (piece.owner === seat || piece.revealed);
            const expected = piece === null ? null : { owner: piece.owner, rank: known ? piece.rank : null, moved: piece.moved, revealed: piece.revealed };
            if (JSON.stringify(seen) !== JSON.stringify(expected)) throw new Error(`seat ${seat} sees ${JSON.stringify(seen)} on ${name}, expected ${JSON.stringify(expected)}`);
          });
        }
      }),
      settings,
    );
  });

  it('legal moves are exactly the moves play accepts among all straight moves of the side to move', () => {
    fc.assert(
      fc.property(games, ({ state }) => {
        if (state.phase !== 'play') return;
        const legal = new Set(stratego.legalMoves(state).map((move) => stratego.formatMove(move)));
        let accepted = 0;
        for (const from of SQUARE_NAMES) {
          const piece = pieceAt(state, from);
          if (piece === null || piece.owner !== state.toMove) continue;
          for (const to of SQUARE_NAMES) {
            if (from[0] !== to[0] && from.slice(1) !== to.slice(1)) continue;
            const ok = stratego.play(state, { kind: 'move', from, to }).ok;
            if (ok !== legal.has(`${from}-${to}`)) throw new Error(`${from}-${to}: play says ${ok}, legalMoves disagrees`);
            if (ok) accepted++;
          }
        }
        expect(accepted).toBe(legal.size);
      }),
      { seed: 12, numRuns: 15 },
    );
  });
});
