/**
 * What one seat may see: its own pieces, enemy ranks only once revealed (whether a piece moved is
 * public), nothing of the opponent's setup while it is being placed; and the `pieceAt` query on
 * the full state.
 *
 * @module
 */
import type { Outcome, Seat } from '@games/core';
import { SQUARES, squareIndex } from './board.js';
import { ARMIES, MOVED_BIT, OWNER_BIT, RANK_COUNT, RANK_MASK, REVEALED_BIT, type PieceRank } from './pieces.js';
import type { Combat, PieceMove, StrategoRules, StrategoState } from './state.js';

/**
 * A piece as one seat sees it.
 *
 * @group Views and drawing
 */
export interface VisiblePiece {
  /** The owning seat: 0 Red, 1 Blue. */
  owner: Seat;
  /** Its rank, or `null` for an enemy piece not yet revealed. */
  rank: PieceRank | null;
  /** Whether it has moved (unmoved pieces may be Bombs or the Flag). */
  moved: boolean;
  /** Whether its rank is known to the opponent. */
  revealed: boolean;
}

/**
 * What one seat (or a spectator) may see of a Stratego state.
 *
 * @group Views and drawing
 */
export interface StrategoView {
  /** The seat this view is for, `null` for a spectator (who sees only revealed ranks). */
  viewer: Seat | null;
  /** The rules in force. */
  rules: StrategoRules;
  /** `setup`, `play`, or `over` once the game has ended. */
  phase: 'setup' | 'play' | 'over';
  /** The seat that acts now, `null` when the game is over. */
  toMove: Seat | null;
  /** The 100 squares (index `10 * row + column`, A1 first); `null` for empty squares and lakes. */
  squares: (VisiblePiece | null)[];
  /** The viewer's pieces still to place, by rank (index 0 unused); `null` for a spectator. */
  reserve: number[] | null;
  /**
   * The captured pieces: `lost[seat][rank]` is how many pieces of that rank `seat` has lost (index
   * 0 unused). The same for every viewer, since every battle reveals both pieces; all zero during
   * the setup phase.
   */
  lost: number[][];
  /** Movement plies played. */
  ply: number;
  /** Movement plies since the last attack. */
  pliesWithoutAttack: number;
  /** The last piece move (a fresh object), or `null`. */
  lastMove: PieceMove | null;
  /** The seat that made {@link StrategoView.lastMove}, or `null` when there is none. */
  lastMover: Seat | null;
  /**
   * The battle of the last move when it was an attack, `null` otherwise: the attacker's and the
   * defender's ranks and the result (`attacker-wins`, `defender-wins`, `both-removed`,
   * `flag-captured`). Every seat and the spectator see it, since the rules reveal both pieces of
   * a battle; the attacking side is {@link StrategoView.lastMover}, the squares are
   * `lastMove.from` and `lastMove.to`.
   */
  lastCombat: Combat | null;
  /** How the game ended, or `null` while it goes on. */
  outcome: Outcome | null;
}

/**
 * A piece as stored in the state, with its rank whether hidden or not.
 *
 * @group Views and drawing
 */
export interface PieceInfo {
  /** The owning seat: 0 Red, 1 Blue. */
  owner: Seat;
  /** Its rank (see `Rank`). */
  rank: PieceRank;
  /** Whether the opponent knows its rank. */
  revealed: boolean;
  /** Whether it has moved. */
  moved: boolean;
}

/**
 * The piece on `square` (a name such as `E4`, or an index 0..99) in the full state, or `null` for
 * an empty square, a lake, or a square that does not exist.
 *
 * @group Views and drawing
 */
export function pieceAt(state: StrategoState, square: string | number): PieceInfo | null {
  const index = typeof square === 'number' ? (Number.isInteger(square) && square >= 0 && square < SQUARES ? square : -1) : squareIndex(square);
  if (index < 0) return null;
  const cell = state.board[index] ?? 0;
  if (cell <= 0) return null;
  return {
    owner: (cell & OWNER_BIT) >> 4,
    rank: (cell & RANK_MASK) as PieceRank,
    revealed: (cell & REVEALED_BIT) !== 0,
    moved: (cell & MOVED_BIT) !== 0,
  };
}

/** A copy of an outcome that shares nothing with the state. */
function copyOutcome(outcome: Outcome): Outcome {
  const copy: Outcome = { ranking: outcome.ranking.map((group) => group.slice()), reason: outcome.reason };
  if (outcome.scores !== undefined) copy.scores = outcome.scores.slice();
  return copy;
}

/**
 * The view of `state` for `viewer`, given the outcome `actor` reports (`null` while the game goes
 * on). The view is fresh data: editing it never edits the state.
 */
export function viewOf(state: StrategoState, viewer: Seat | null, outcome: Outcome | null): StrategoView {
  const squares: (VisiblePiece | null)[] = [];
  const onBoard = [new Array<number>(RANK_COUNT + 1).fill(0), new Array<number>(RANK_COUNT + 1).fill(0)];
  for (let square = 0; square < SQUARES; square++) {
    const cell = state.board[square]!;
    if (cell <= 0) {
      squares.push(null);
      continue;
    }
    const owner = (cell & OWNER_BIT) >> 4;
    const rank = cell & RANK_MASK;
    onBoard[owner]![rank]!++;
    const revealed = (cell & REVEALED_BIT) !== 0;
    if (state.phase === 'setup' && owner !== viewer) {
      squares.push(null);
      continue;
    }
    squares.push({ owner, rank: owner === viewer || revealed ? (rank as PieceRank) : null, moved: (cell & MOVED_BIT) !== 0, revealed });
  }
  const lastMove = state.lastMove;
  const combat = state.lastCombat;
  const army = ARMIES[state.rules.variant];
  const lost = onBoard.map((counts, seat) =>
    counts.map((count, rank) => (state.phase === 'setup' || rank === 0 ? 0 : (army[rank] ?? 0) - count - (state.reserve[seat]![rank] ?? 0))),
  );
  return {
    viewer,
    rules: { ...state.rules },
    phase: outcome !== null ? 'over' : state.phase,
    toMove: outcome !== null ? null : state.toMove,
    squares,
    reserve: viewer === 0 || viewer === 1 ? state.reserve[viewer]!.slice() : null,
    lost,
    ply: state.ply,
    pliesWithoutAttack: state.pliesWithoutAttack,
    lastMove: lastMove === null ? null : { kind: 'move', from: lastMove.from, to: lastMove.to },
    lastMover: lastMove === null ? null : (state.ply - 1) % 2,
    lastCombat: combat === null ? null : { attacker: combat.attacker, defender: combat.defender, result: combat.result },
    outcome: outcome === null ? null : copyOutcome(outcome),
  };
}
