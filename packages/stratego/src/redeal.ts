/**
 * Re-dealing what a seat cannot see: the game's `redeal`, which search bots use to play without
 * peeking at unrevealed ranks.
 *
 * @module
 */
import { dealAnew, type Seat } from '@games/core';
import { MOVED_BIT, OWNER_BIT, RANK_MASK, REVEALED_BIT } from './pieces.js';
import { movablePieces } from './rules.js';
import type { StrategoState } from './state.js';

/**
 * Deals the ranks of the other side's unrevealed pieces anew (both sides' for a spectator): during
 * setup among all of them, in play moved pieces among moved ones and unmoved among unmoved, since
 * whether a piece moved is public (a piece that moved is no Bomb or Flag). Nothing else a player
 * could infer from past play (a long Scout slide) is kept. The deal depends only on what `seat`
 * sees, never on the real ranks (bots cannot peek through it). The position hashes stay as they were:
 * they still match the history for the moves of the seat re-dealt for, whose pieces keep their ranks.
 */
export function redealHiddenRanks(state: StrategoState, seat: Seat | null, draw: (max: number) => number): StrategoState {
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
      const ranks = dealAnew(squares.map((square) => board[square]! & RANK_MASK), draw);
      squares.forEach((square, index) => {
        board[square] = (board[square]! & ~RANK_MASK) | ranks[index]!;
      });
      if (state.phase === 'setup') break;
    }
  }
  if (state.phase !== 'play') return { ...state, board };
  // Which of the other side's pieces can move follows their new ranks; the seat's own list stays as it was.
  const movable = movablePieces(board);
  return { ...state, board, movable: seat === 0 || seat === 1 ? movable.map((list, owner) => (owner === seat ? state.movable[owner]! : list)) : movable };
}
