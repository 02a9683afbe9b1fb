/**
 * Re-dealing what a seat cannot see: the game's `redeal`, which search bots use to play without
 * peeking at unrevealed ranks.
 *
 * @module
 */
import { type Seat } from '@games/core';
import { dealAnew } from '@games/core/authoring';
import { inSetupArea, squareIndex } from './board.js';
import { MOVED_BIT, OWNER_BIT, RANK_MASK, REVEALED_BIT, type HASH_MASK } from './pieces.js';
import { movablePieces } from './rules.js';
import type { StrategoMove, StrategoState } from './state.js';

/**
 * Deals the ranks of the other side's unrevealed pieces anew (both sides' for a spectator): during
 * setup, whose placement the other side does not see at all, its placed pieces onto squares of
 * its setup area drawn anew; in play moved pieces among moved ones and unmoved among unmoved, since
 * whether a piece moved is public (a piece that moved is no Bomb or Flag). Nothing else a player
 * could infer from past play (a long Scout slide) is kept. The deal depends only on what `seat`
 * sees, never on the real ranks (bots cannot peek through it). The position hashes stay as they were:
 * they key pieces by side, not rank ({@link HASH_MASK}), so they hold nothing hidden.
 */
export function redealHiddenRanks(state: StrategoState, seat: Seat | null, draw: (max: number) => number): StrategoState {
  const board = state.board.slice();
  if (state.phase === 'setup') {
    // During setup nothing of the other side's placement is shown, not even its squares: its
    // placed pieces are dealt anew, ranks and squares, within its setup area.
    for (const owner of [0, 1]) {
      if (owner === seat) continue;
      const placed: number[] = [];
      const area: number[] = [];
      board.forEach((cell, square) => {
        if (!inSetupArea(owner, square)) return;
        area.push(square);
        if (cell > 0) {
          placed.push(cell);
          board[square] = 0;
        }
      });
      const squares = dealAnew(area, draw).slice(0, placed.length);
      dealAnew(placed, draw).forEach((cell, index) => {
        board[squares[index]!] = cell;
      });
    }
    return { ...state, board };
  }
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
    }
  }
  if (state.phase !== 'play') return { ...state, board };
  // Which of the other side's pieces can move follows their new ranks; the seat's own list stays as it was.
  const movable = movablePieces(board);
  return { ...state, board, movable: seat === 0 || seat === 1 ? movable.map((list, owner) => (owner === seat ? state.movable[owner]! : list)) : movable };
}

/**
 * The game's `reveals`: an attack shows both pieces' ranks to everyone; no other move shows a
 * rank (placements are hidden, a move only shows that a piece moves).
 */
export function revealsBattle(state: StrategoState, move: StrategoMove): boolean {
  if (state.phase !== 'play' || typeof move !== 'object' || move === null || move.kind !== 'move') return false;
  const to = squareIndex(move.to);
  return to >= 0 && state.board[to]! > 0;
}
