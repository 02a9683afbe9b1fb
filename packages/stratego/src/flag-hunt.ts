/**
 * Where the other side's Flag likely stands, from what a seat sees: players hide the Flag at the
 * back of their setup area (the deeper, the likelier) inside a shell of Bombs, so an unmoved hidden
 * piece is a likelier Flag the more of its neighbours are unmoved hidden pieces, revealed Bombs
 * or the board's edge. The beliefs ({@link strategoBeliefs}) start from these odds, and the move
 * heuristics send expendable movers (Miners first) at the likeliest square when a side is far
 * ahead, so that a won game ends with the Flag taken rather than at the turn limit.
 *
 * @module
 */
import { AROUND, rowOf, SIDE, SQUARES } from './board.js';
import { MOVED_BIT, OWNER_BIT, RANK_MASK, REVEALED_BIT, Rank } from './pieces.js';

/**
 * Prior odds of a Flag on a hidden piece that never moved, by its depth in its owner's setup
 * area (0: the back rank .. 3: the front row).
 */
export const FLAG_BY_DEPTH: readonly number[] = [6, 1.5, 0.4, 0.15];
/**
 * Prior weight of a Bomb on a hidden piece that never moved, by its depth in its owner's setup
 * area (0: the back rank .. 3: the front row): players guard the Flag with Bombs at the back (the
 * beliefs start from it, and the move heuristics read a Bomb's risk from it).
 */
export const BOMB_BY_DEPTH: readonly number[] = [1.6, 1.5, 1, 0.6];
/** How much each shell-like neighbour (unmoved hidden piece, revealed Bomb, board edge) multiplies the odds, as a share. */
const SHELL = 0.5;

/** Rows from `owner`'s back rank to `square`. */
export const depthOf = (square: number, owner: number): number => (owner === 0 ? rowOf(square) : SIDE - 1 - rowOf(square));

/** True when `cell` is a piece of `owner` that never moved and is not revealed. */
const hiddenStill = (cell: number, owner: number): boolean => cell > 0 && (cell & OWNER_BIT) >> 4 === owner && (cell & (MOVED_BIT | REVEALED_BIT)) === 0;

/**
 * The odds (unnormalised) that `owner`'s piece on `square` is its Flag, as the other side sees
 * it: 0 for a piece that moved or is revealed (unless a revealed Flag), else the depth prior times
 * one plus half the count of shell-like neighbours.
 */
export function flagOdds(board: readonly number[], square: number, owner: number): number {
  const cell = board[square]!;
  if (cell <= 0 || (cell & OWNER_BIT) >> 4 !== owner) return 0;
  if ((cell & REVEALED_BIT) !== 0) return (cell & RANK_MASK) === Rank.flag ? 1000 : 0;
  if ((cell & MOVED_BIT) !== 0) return 0;
  let shell = 0;
  for (let slot = square * 4; slot < square * 4 + 4; slot++) {
    const next = AROUND[slot]!;
    if (next < 0) {
      shell++;
      continue;
    }
    const neighbour = board[next]!;
    if (hiddenStill(neighbour, owner)) shell++;
    else if (neighbour > 0 && (neighbour & OWNER_BIT) >> 4 === owner && (neighbour & REVEALED_BIT) !== 0 && (neighbour & RANK_MASK) === Rank.bomb) shell++;
  }
  return (FLAG_BY_DEPTH[depthOf(square, owner)] ?? 0.05) * (1 + SHELL * shell);
}

/**
 * The square of `owner`'s likeliest Flag as the other side sees it (see {@link flagOdds}), or -1
 * when `owner` has no hidden piece that never moved.
 */
export function likelyFlag(board: readonly number[], owner: number): number {
  let best = -1;
  let bestOdds = 0;
  for (let square = 0; square < SQUARES; square++) {
    const odds = flagOdds(board, square, owner);
    if (odds > bestOdds) {
      bestOdds = odds;
      best = square;
    }
  }
  return best;
}
