import { conformance } from '@games/core/testing';
import { stratego, VARIANTS, type StrategoOptions, type StrategoState } from '@games/stratego';
import { REVEALED_BIT, MOVED_BIT, OWNER_BIT, RANK_MASK } from '../src/pieces.js';
import { movablePieces } from '../src/setup.js';

/**
 * Re-deals what `seat` may not see: the ranks of the other side's unrevealed pieces (all of them
 * during setup; in play, moved pieces among moved ones and unmoved among unmoved, since whether a
 * piece moved is public). A spectator gets both sides re-dealt.
 */
function redeal(state: StrategoState, seat: number | null, draw: (max: number) => number): StrategoState {
  const board = state.board.slice();
  for (const owner of [0, 1]) {
    if (owner === seat) continue;
    for (const moved of [0, MOVED_BIT]) {
      const squares: number[] = [];
      board.forEach((cell, square) => {
        if (cell <= 0 || (cell & OWNER_BIT) >> 4 !== owner || (cell & REVEALED_BIT) !== 0) return;
        if (state.phase === 'play' && (cell & MOVED_BIT) !== moved) return;
        squares.push(square);
      });
      const ranks = squares.map((square) => board[square]! & RANK_MASK);
      for (let index = ranks.length - 1; index > 0; index--) {
        const other = draw(index);
        [ranks[index], ranks[other]] = [ranks[other]!, ranks[index]!];
      }
      squares.forEach((square, index) => {
        board[square] = (board[square]! & ~RANK_MASK) | ranks[index]!;
      });
      if (state.phase === 'setup') break;
    }
  }
  return { ...state, board, movable: state.phase === 'play' ? movablePieces(board) : state.movable };
}

for (const variant of VARIANTS) {
  const options: StrategoOptions[] = [
    { variant, seed: 1, redSetup: 'random', blueSetup: 'random' },
    { variant, seed: 2, redSetup: 'random', blueSetup: 'random', twoSquareLimit: 5, maxPliesWithoutAttack: 12 },
    { variant, seed: 3, redSetup: 'random', blueSetup: 'random', twoSquareLimit: null, moreSquaresRule: false, scoutMoveAndAttack: false, maxPlies: 40 },
    { variant, seed: 4, redSetup: 'random' },
    { variant },
  ];
  conformance(stratego, { name: `stratego (${variant})`, options, maxPlies: 120, numRuns: 25, seed: 5, hidden: redeal });
}
