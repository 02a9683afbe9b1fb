/**
 * The game object `stratego`: the `Game` contract over the setup and play phases.
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Actor, type Game, type Outcome, type Result, type Seat } from '@games/core';
import { SQUARE_NAMES, SQUARES, squareIndex } from './board.js';
import { canMoveAnyPiece, collectPieceMoves, hasPieceMove, pieceMoveError, sharedMoveId } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealHiddenRanks } from './redeal.js';
import { RANK_COUNT } from './pieces.js';
import { applyPlacement, collectPlacements, initialState, placementError } from './setup.js';
import type { PieceMove, StrategoMove, StrategoOptions, StrategoState } from './state.js';
import { applyPieceMove } from './turn.js';
import { viewOf, type StrategoView } from './view.js';

/** How the game ended, or null while it goes on (a side without legal moves ends it here). */
export function outcomeOf(state: StrategoState): Outcome | null {
  if (state.outcome !== null) return state.outcome;
  if (state.phase === 'setup' || hasPieceMove(state)) return null;
  const mover = state.toMove;
  if (canMoveAnyPiece(state.board, 1 - mover)) return { ranking: [[1 - mover], [mover]], reason: 'no-moves' };
  return { ranking: [[0, 1]], reason: 'both-no-moves' };
}

function actor(state: StrategoState): Actor<StrategoMove> {
  const outcome = outcomeOf(state);
  return outcome === null ? { kind: 'player', seat: state.toMove } : { kind: 'over', outcome };
}

function legalMoves(state: StrategoState): StrategoMove[] {
  if (state.outcome !== null) return [];
  if (state.phase === 'setup') return collectPlacements(state);
  const moves: PieceMove[] = [];
  collectPieceMoves(state, moves);
  return moves;
}

const PLACE_KEYS = ['kind', 'rank', 'square'];
const MOVE_KEYS = ['kind', 'from', 'to'];

function hasExactly(value: object, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => own.includes(key));
}

function squareOf(name: unknown, field: string): Result<number> {
  if (typeof name !== 'string') return err(ErrorCode.malformedMove, `${field} must be a square name such as 'E4', got ${describeValue(name)}`);
  const square = squareIndex(name);
  if (square < 0) return err('off-board', `${field} '${name}' is not a square of the board (columns A-K without J, rows 1-10)`);
  if (SQUARE_NAMES[square] !== name) return err(ErrorCode.malformedMove, `${field} '${name}' must be written as '${SQUARE_NAMES[square]}'`);
  return ok(square);
}

function refuse(state: StrategoState, code: string, message: string): Result<StrategoState> {
  if (outcomeOf(state) !== null) return err(ErrorCode.gameOver, `the game is over; ${message}`);
  return err(code, message);
}

function play(state: StrategoState, move: StrategoMove): Result<StrategoState> {
  const id = sharedMoveId(move);
  if (id >= 0) {
    if (state.outcome !== null) return err(ErrorCode.gameOver, 'the game is over');
    if (state.phase !== 'play') return err('wrong-phase', `${formatMove(move)} is a piece move, but pieces are still being placed`);
    const from = Math.floor(id / SQUARES);
    const to = id % SQUARES;
    const problem = pieceMoveError(state, from, to);
    if (problem !== null) return refuse(state, problem.code, problem.message);
    return ok(applyPieceMove(state, from, to));
  }
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    return err(ErrorCode.malformedMove, `a move must be an object such as {kind:'move',from:'E4',to:'E5'}, got ${describeValue(move)}`);
  }
  if (state.outcome !== null) return err(ErrorCode.gameOver, 'the game is over');
  const kind = (move as { kind?: unknown }).kind;
  if (kind === 'move') {
    if (!hasExactly(move, MOVE_KEYS)) return err(ErrorCode.malformedMove, `a piece move has exactly the fields kind, from and to: ${describeValue(move)}`);
    const from = squareOf((move as { from: unknown }).from, 'from');
    if (!from.ok) return from;
    const to = squareOf((move as { to: unknown }).to, 'to');
    if (!to.ok) return to;
    if (state.phase !== 'play') return err('wrong-phase', `${formatMove(move)} is a piece move, but pieces are still being placed`);
    const problem = pieceMoveError(state, from.value, to.value);
    if (problem !== null) return refuse(state, problem.code, problem.message);
    return ok(applyPieceMove(state, from.value, to.value));
  }
  if (kind === 'place') {
    if (!hasExactly(move, PLACE_KEYS)) return err(ErrorCode.malformedMove, `a placement has exactly the fields kind, rank and square: ${describeValue(move)}`);
    const rank = (move as { rank: unknown }).rank;
    if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1 || rank > RANK_COUNT) {
      return err(ErrorCode.malformedMove, `rank must be a whole number 1..12 (Spy 1 .. Marshal 10, Bomb 11, Flag 12), got ${describeValue(rank)}`);
    }
    const square = squareOf((move as { square: unknown }).square, 'square');
    if (!square.ok) return square;
    if (state.phase !== 'setup') return refuse(state, 'wrong-phase', `${formatMove(move)} is a placement, but the setup phase is over`);
    const problem = placementError(state, rank, square.value);
    if (problem !== null) return err(problem.code, problem.message);
    return ok(applyPlacement(state, rank, square.value));
  }
  return err(ErrorCode.malformedMove, `a move has kind 'move' or 'place', got ${describeValue(move)}`);
}

/**
 * Stratego under the ISF rules for two players (seat 0 Red, seat 1 Blue): a setup phase of
 * placement moves, then piece moves with Scout slides, combat with revealing, the two-squares and
 * more-squares repetition rules and the move limits. Variants classic, barrage, duel and
 * ultimate-lightning.
 */
export const stratego: Game<StrategoState, StrategoMove, StrategoOptions, StrategoView> = {
  id: 'stratego',
  title: 'Stratego',
  players: { min: 2, max: 2 },
  setup: (options) => initialState(options),
  actor,
  legalMoves,
  play,
  view: (state: StrategoState, seat: Seat | null) => viewOf(state, seat, outcomeOf(state)),
  redeal: redealHiddenRanks,
  formatMove,
  parseMove: (text: string) => parseMove(text),
};
