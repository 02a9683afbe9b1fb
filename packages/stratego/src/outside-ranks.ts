/**
 * Keeping a position in step with a game played elsewhere (a tournament manager that knows both
 * armies and tells each side only the battles' results): the other side's pieces stand on the
 * board with stand-in ranks, and what the manager reports is written in before the move is
 * played here, so that this engine resolves every battle as the manager did.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SQUARES } from './board.js';
import { StrategoError } from './errors.js';
import { MOVED_BIT, OWNER_BIT, RANK_MASK, REVEALED_BIT, Rank } from './pieces.js';
import { movablePieces } from './rules.js';
import type { StrategoState } from './state.js';

/**
 * `state` with the hidden piece on `square` given `rank` (1 Spy .. 12 Flag), for a host that
 * learned the rank from outside (a manager's battle report, a Scout's slide). Its side's army
 * stays whole: the piece swaps ranks with another hidden piece of that side that has `rank`,
 * one that never moved when the old rank is a Bomb or the Flag (if every such piece has moved, the
 * stand-in first trades with a hidden unmoved mover). `rank` 0 asks only for a rank
 * that moves (the piece is about to move): a Bomb or Flag stand-in swaps with a hidden unmoved
 * piece of a moving rank. Errors: `invalid-options` for a square without a hidden piece, or
 * when no hidden piece of that side can swap (the reports contradict the army).
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { stratego, withHiddenRank } from '@games/stratego';
 *
 * const state = unwrap(stratego.setup({ redSetup: 'policy', blueSetup: 'random', seed: 1 }));
 * const told = unwrap(withHiddenRank(state, 65, 10)); // the manager says Blue's piece on F7 is its Marshal
 * console.log(told.board[65]! & 15);                   // 10
 * ```
 *
 * @group Setup
 */
export function withHiddenRank(state: StrategoState, square: number, rank: number): Result<StrategoState> {
  const board = state.board;
  const cell = board[square] ?? 0;
  if (!Number.isInteger(square) || cell <= 0 || (cell & REVEALED_BIT) !== 0) return err(StrategoError.invalidOptions, `no hidden piece stands on square ${String(square)}`);
  const current = cell & RANK_MASK;
  if (rank === 0 ? current < Rank.bomb : current === rank) return ok(state);
  const side = cell & OWNER_BIT;
  const fixed = current >= Rank.bomb;
  let partner = -1;
  for (let other = 0; other < SQUARES && partner < 0; other++) {
    const candidate = board[other]!;
    if (other === square || candidate <= 0 || (candidate & OWNER_BIT) !== side || (candidate & REVEALED_BIT) !== 0) continue;
    const theirs = candidate & RANK_MASK;
    if (rank === 0 ? theirs >= Rank.bomb : theirs !== rank) continue;
    if (fixed && (candidate & MOVED_BIT) !== 0) continue;
    partner = other;
  }
  if (partner < 0 && fixed && rank !== 0 && rank < Rank.bomb) {
    // A Bomb or Flag stand-in on a piece that proves to be a mover, when every hidden piece of
    // that rank has moved: first trade the stand-in with an unmoved hidden mover, then take the rank.
    const moving = withHiddenRank(state, square, 0);
    if (moving.ok) return withHiddenRank(moving.value, square, rank);
  }
  if (partner < 0) return err(StrategoError.invalidOptions, `no hidden piece of that side can give square ${square} the rank ${rank === 0 ? 'of a mover' : rank}`);
  const next = board.slice();
  const given = board[partner]! & RANK_MASK;
  next[square] = (cell & ~RANK_MASK) | given;
  next[partner] = (board[partner]! & ~RANK_MASK) | current;
  return ok({ ...state, board: next, movable: state.phase === 'play' ? movablePieces(next) : state.movable });
}
