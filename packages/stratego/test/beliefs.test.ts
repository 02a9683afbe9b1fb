import { createRng, int, unwrap, type Seat, type SeenMove } from '@games/core';
import { namedSetup, stratego, strategoBeliefs, strategoKnowledge, type StrategoMove, type StrategoState } from '@games/stratego';
import { conformanceLaws, LawFailure } from '@games/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { position } from './helpers.js';

const MOVED = 32;
const REVEALED = 64;
const owner = (cell: number): number => (cell >> 4) & 1;
const distance = (a: number, b: number): number => Math.abs(Math.floor(a / 10) - Math.floor(b / 10)) + Math.abs((a % 10) - (b % 10));
const squareOf = (name: string): number => (Number(name.slice(1)) - 1) * 10 + 'ABCDEFGHIK'.indexOf(name[0]!);

/** A random game of `plies` moves: the states, each seat's history as a host passes it, and the real Scouts that slid (tracked on the real board). */
function playOut(seed: number, plies: number): { state: StrategoState; histories: SeenMove[][]; slid: Set<number> } {
  let state = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed }));
  const rng = createRng(seed);
  const histories: SeenMove[][] = [[], []];
  let slid = new Set<number>();
  for (let ply = 0; ply < plies && stratego.actor(state).kind === 'player'; ply++) {
    const moves = stratego.legalMoves(state);
    const move = moves[int(rng, 0, moves.length - 1)]! as Extract<StrategoMove, { kind: 'move' }>;
    for (const seat of [0, 1] as const) histories[seat]!.push({ seat: state.toMove, notation: stratego.notationFor!(state, move, seat) });
    const mover = state.toMove;
    const from = squareOf(move.from);
    const to = squareOf(move.to);
    state = unwrap(stratego.play(state, move));
    const next = new Set<number>();
    for (const square of slid) if (square !== from && square !== to) next.add(square);
    const arrived = state.board[to]!;
    if (arrived > 0 && owner(arrived) === mover && (slid.has(from) || distance(from, to) > 1)) next.add(to);
    slid = next;
  }
  return { state, histories, slid };
}

const hiddenRanks = (state: StrategoState, side: number): number[] =>
  state.board.filter((cell) => cell > 0 && owner(cell) === side && (cell & REVEALED) === 0).map((cell) => cell & 15).sort((a, b) => a - b);

const drawFrom = (seed: number): ((max: number) => number) => {
  const rng = createRng(seed);
  return (max) => int(rng, 0, max);
};

describe('stratego beliefs and re-deals from them', () => {
  it('re-deals never contradict what the seat saw, and beliefs agree with it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 160 }), fc.integer(), (seed, plies, drawSeed) => {
        const { state, histories, slid } = playOut(seed, plies);
        for (const seat of [0, 1] as Seat[]) {
          const enemy = 1 - seat;
          const history = histories[seat]!;
          const dealt = strategoKnowledge.redealRemembering!(state, seat, history, drawFrom(drawSeed));
          // the seat sees the same: its view, its own pieces, revealed enemy ranks, which pieces moved
          expect(stratego.view(dealt, seat)).toEqual(stratego.view(state, seat));
          expect(hiddenRanks(dealt, enemy)).toEqual(hiddenRanks(state, enemy));
          if (seat === state.toMove) expect(stratego.legalMoves(dealt).map(stratego.formatMove).sort()).toEqual(stratego.legalMoves(state).map(stratego.formatMove).sort());
          dealt.board.forEach((cell, square) => {
            if (cell <= 0) return;
            if (owner(cell) === seat || (cell & REVEALED) !== 0) expect(cell).toBe(state.board[square]);
            else {
              if ((cell & MOVED) !== 0) expect(cell & 15).toBeLessThan(11); // a piece that moved is no Bomb or Flag
              if (slid.has(square)) expect(cell & 15).toBe(2); // a piece seen sliding is a Scout
            }
          });
          for (const belief of strategoBeliefs(state, seat)) {
            const cell = state.board[belief.square]!;
            expect(owner(cell)).toBe(enemy);
            expect(belief.probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 6);
            if ((cell & REVEALED) !== 0) expect(belief.probabilities[cell & 15]).toBe(1); // a revealed piece's belief is its rank
            if ((cell & MOVED) !== 0) expect(belief.probabilities[11]! + belief.probabilities[12]!).toBe(0);
            if (slid.has(belief.square)) expect(belief.probabilities[2]).toBe(1); // a piece seen sliding is a Scout
          }
        }
      }),
      { seed: 34, numRuns: 25 },
    );
  });

  it('reads nothing the seat did not see: two games the seat cannot tell apart re-deal alike', () => {
    // Blue's ranks swapped between two unmoved pieces: Red sees the same board and the same history.
    const { state, histories } = playOut(11, 40);
    const board = state.board.slice();
    const hidden = board.flatMap((cell, square) => (cell > 0 && owner(cell) === 1 && (cell & (MOVED | REVEALED)) === 0 ? [square] : []));
    const [a, b] = [hidden.find((square) => (board[square]! & 15) === 12)!, hidden.find((square) => (board[square]! & 15) === 3)!];
    [board[a], board[b]] = [board[b]!, board[a]!];
    const other = { ...state, board };
    expect(stratego.view(other, 0)).toEqual(stratego.view(state, 0));
    for (const drawSeed of [1, 2, 3]) {
      expect(strategoKnowledge.redealRemembering!(other, 0, histories[0]!, drawFrom(drawSeed))).toEqual(strategoKnowledge.redealRemembering!(state, 0, histories[0]!, drawFrom(drawSeed)));
    }
    expect(strategoBeliefs(other, 0)).toEqual(strategoBeliefs(state, 0));
  });

  it('draws from the belief, not uniformly: the Flag lands on the back rank far more often than by chance', () => {
    const state = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 8 }));
    let backRank = 0;
    for (let seed = 0; seed < 200; seed++) {
      const dealt = strategoKnowledge.redealRemembering!(state, 0, [], drawFrom(seed));
      const flag = dealt.board.findIndex((cell) => cell > 0 && owner(cell) === 1 && (cell & 15) === 12);
      if (flag >= 90) backRank++;
    }
    // A uniform deal puts it there 1 time in 4 (10 of 40 squares).
    expect(backRank / 200).toBeGreaterThan(0.5);
  });

  it('knows a Scout by its slide', () => {
    const corner = namedSetup('corner-fortress')!.setup;
    const state = unwrap(stratego.setup({ redSetup: corner, blueSetup: corner, seed: 1 }));
    // Red steps its Major B4-B5; Blue's Scout on K7 (Blue's left, first in its front row) slides two squares.
    let current = unwrap(stratego.play(state, unwrap(stratego.parseMove('B4-B5', state))));
    current = unwrap(stratego.play(current, unwrap(stratego.parseMove('K7-K5', current))));
    const belief = strategoBeliefs(current, 0).find((piece) => piece.square === squareOf('K5'))!;
    expect(belief.clue).toBe('revealed');
    expect(belief.probabilities[2]).toBe(1);
    const stepped = strategoBeliefs(current, 1).find((piece) => piece.square === squareOf('B5'))!;
    expect(stepped.clue).toBe('moved');
    expect(stepped.probabilities[11]! + stepped.probabilities[12]!).toBe(0);
    expect(stepped.probabilities[2]).toBeGreaterThan(0);
  });
});

describe('the kit law for redealRemembering', () => {
  const law = (game: typeof stratego): (() => void) =>
    // Red's army fixed and Blue's dealt from the seed: other seeds give matches Red cannot tell apart.
    conformanceLaws(game, { name: 'stratego', options: [{ seed: 1, redSetup: namedSetup('corner-fortress')!.setup, blueSetup: 'random' }], maxPlies: 30, numRuns: 6, seed: 3 }).find((candidate) => candidate.name.startsWith('a re-deal that remembers'))!.check;

  it('holds for the game knowledge: re-deals use only what the seat saw', () => {
    expect(law(stratego)).not.toThrow();
  });

  it('catches a re-deal that peeks (returns the real ranks)', () => {
    const peeking = { ...stratego, knowledge: { ...strategoKnowledge, redealRemembering: (state: StrategoState) => state } };
    expect(law(peeking)).toThrow(LawFailure);
  });
});

describe('stratego beliefs: what the last move tells', () => {
  // Red's revealed Captain on E4; Blue's hidden Marshal, which moved, on `at`, and a hidden General
  // that moved on K7; Blue's back rank never moved. The last move (Blue's, `from` to `at`) either
  // stepped next to the Captain, stepped away from it, or is not known (`null`).
  const board = (at: 'E5' | 'E6', from: string | null): StrategoState => {
    const state = position(`
      bF bB b2 b3 b4 b5 b6 b7 b8 b4
      bB . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . b9+
      . . ~ ~ ${at === 'E6' ? 'bM+' : '.'} . ~ ~ . .
      . . ~ ~ ${at === 'E5' ? 'bM+' : '.'} . ~ ~ . .
      . . . . r6+! . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF rB . . . . . . . r2
    `);
    return { ...state, ply: 40, toMove: 0, lastMove: from === null ? null : { kind: 'move', from, to: at }, lastCombat: null };
  };
  /** The belief that the piece on `square` takes a Captain (a Major or better). */
  const takesCaptain = (state: StrategoState, square: string): number => {
    const belief = strategoBeliefs(state, 0).find((piece) => piece.square === squareOf(square))!;
    expect(belief.clue).toBe('moved');
    expect(belief.probabilities.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 6);
    return belief.probabilities.slice(7, 11).reduce((sum, p) => sum + p, 0);
  };

  it('makes a piece that just stepped next to a revealed Captain likelier a rank that takes it', () => {
    // Unknown last move: the two movers share the movers' ranks; stepping up to the Captain
    // makes this one likelier the General or Marshal, not the Scout or Sergeant.
    expect(takesCaptain(board('E5', 'E6'), 'E5')).toBeGreaterThan(takesCaptain(board('E5', null), 'E5') + 0.1);
  });

  it('makes a piece that just stepped away from a revealed Captain likelier a rank the Captain takes', () => {
    expect(takesCaptain(board('E6', 'E5'), 'E6')).toBeLessThan(takesCaptain(board('E6', null), 'E6') - 0.05);
  });

  it('reads nothing from a move of its own side', () => {
    const own = { ...board('E5', 'E6'), ply: 41, toMove: 1 as const };
    expect(takesCaptain(own, 'E5')).toBeCloseTo(takesCaptain(board('E5', null), 'E5'), 9);
  });
});
