/**
 * Piece moves: the shared move objects, legal move generation for the side to move, and the
 * check of one move with an error code naming what is wrong.
 *
 * @module
 */
import { LINE, RAY_LENGTH, RAY_OFFSET, RAY_SQUARES, SQUARE_NAMES, SQUARES, STEP } from './board.js';
import { OWNER_BIT, RANK_MASK, RANK_NAMES, Rank } from './pieces.js';
import { crossesBar, NO_BAR, repeatsChase, twoSquaresBar } from './repetition.js';
import type { PieceMove, StrategoState } from './state.js';

/** The shared move object of every straight move, indexed by `from * 100 + to` (null when none). */
const MOVES: (PieceMove | null)[] = [];
/** The `from * 100 + to` of each shared move object. */
const MOVE_IDS = new Map<PieceMove, number>();
for (let from = 0; from < SQUARES; from++) {
  for (let to = 0; to < SQUARES; to++) {
    if (LINE[from * SQUARES + to]! < 0) {
      MOVES.push(null);
      continue;
    }
    const move: PieceMove = Object.freeze({ kind: 'move', from: SQUARE_NAMES[from]!, to: SQUARE_NAMES[to]! }) as PieceMove;
    MOVES.push(move);
    MOVE_IDS.set(move, from * SQUARES + to);
  }
}

/** The shared move object from `from` to `to` (square indices), or null when no piece could make it. */
export function pieceMove(from: number, to: number): PieceMove | null {
  return MOVES[from * SQUARES + to] ?? null;
}

/** `from * 100 + to` when `move` is one of the shared move objects, otherwise -1. */
export function sharedMoveId(move: unknown): number {
  return MOVE_IDS.get(move as PieceMove) ?? -1;
}

const BOMB = Rank.bomb;
const SCOUT = Rank.scout;

/**
 * Appends the legal piece moves of the side to move to `out` and returns how many there are.
 * `state` must be in the play phase.
 */
export function collectPieceMoves(state: StrategoState, out: PieceMove[]): number {
  return scan(state, out);
}

/** True when the side to move has at least one legal piece move (play phase). */
export function hasPieceMove(state: StrategoState): boolean {
  return scan(state, null) > 0;
}

/** The move generator; with `out` null it stops at the first legal move. */
function scan(state: StrategoState, out: PieceMove[] | null): number {
  const board = state.board;
  const seat = state.toMove;
  const ownerBits = seat === 0 ? 0 : OWNER_BIT;
  const rules = state.rules;
  const bar = twoSquaresBar(state.twoSquares[seat]!, rules.twoSquareLimit);
  const chase = rules.moreSquaresRule ? state.chase[seat]! : 0;
  const checked = bar !== NO_BAR || chase >= 2;
  const scoutAttacks = rules.scoutMoveAndAttack;
  const pieces = state.movable[seat]!;
  let count = 0;
  for (let next = 0; next < pieces.length; next++) {
    const from = pieces[next]!;
    const piece = board[from]!;
    const rank = piece & RANK_MASK;
    if (piece <= 0 || (piece & OWNER_BIT) !== ownerBits || rank >= BOMB) continue;
    const base = from * 4;
    if (rank === SCOUT) {
      for (let direction = 0; direction < 4; direction++) {
        const offset = RAY_OFFSET[base + direction]!;
        const end = offset + RAY_LENGTH[base + direction]!;
        for (let index = offset; index < end; index++) {
          const to = RAY_SQUARES[index]!;
          const target = board[to]!;
          if (target !== 0) {
            if ((target & OWNER_BIT) !== ownerBits && (index === offset || scoutAttacks) && (!checked || permitted(state, piece, from, to, true, bar, chase))) {
              if (out === null) return 1;
              out.push(MOVES[from * SQUARES + to]!);
              count++;
            }
            break;
          }
          if (checked && !permitted(state, piece, from, to, false, bar, chase)) continue;
          if (out === null) return 1;
          out.push(MOVES[from * SQUARES + to]!);
          count++;
        }
      }
      continue;
    }
    for (let direction = 0; direction < 4; direction++) {
      const to = STEP[base + direction]!;
      if (to < 0) continue;
      const target = board[to]!;
      if (target !== 0 && (target & OWNER_BIT) === ownerBits) continue;
      if (checked && !permitted(state, piece, from, to, target !== 0, bar, chase)) continue;
      if (out === null) return 1;
      out.push(MOVES[from * SQUARES + to]!);
      count++;
    }
  }
  return count;
}

/** The repetition rules' verdict on a move that is otherwise legal. */
function permitted(state: StrategoState, piece: number, from: number, to: number, attack: boolean, bar: number, chase: number): boolean {
  if (bar !== NO_BAR && crossesBar(bar, from, to)) return false;
  if (chase < 2 || attack) return true;
  const seat = state.toMove;
  const previous = state.previousMoves;
  return !repeatsChase(
    state.board,
    piece,
    from,
    to,
    chase,
    previous[seat * 2]!,
    previous[seat * 2 + 1]!,
    state.positions,
    state.hash[0]!,
    state.hash[1]!,
  );
}

/** True when `seat` has a piece that could move, ignoring the repetition rules. */
export function canMoveAnyPiece(board: readonly number[], seat: number): boolean {
  const ownerBits = seat === 0 ? 0 : OWNER_BIT;
  for (let from = 0; from < SQUARES; from++) {
    const piece = board[from]!;
    if (piece <= 0 || (piece & OWNER_BIT) !== ownerBits || (piece & RANK_MASK) >= Rank.bomb) continue;
    for (let direction = 0; direction < 4; direction++) {
      const to = STEP[from * 4 + direction]!;
      if (to < 0) continue;
      const target = board[to]!;
      if (target === 0 || (target & OWNER_BIT) !== ownerBits) return true;
    }
  }
  return false;
}

/** Why the piece move `from`-`to` is refused in `state` (play phase), or null when it is legal. */
export function pieceMoveError(state: StrategoState, from: number, to: number): { code: string; message: string } | null {
  const board = state.board;
  const seat = state.toMove;
  const ownerBits = seat === 0 ? 0 : OWNER_BIT;
  const fromName = SQUARE_NAMES[from]!;
  const toName = SQUARE_NAMES[to]!;
  const piece = board[from]!;
  if (piece < 0) return { code: 'lake-square', message: `${fromName} is a lake` };
  if (piece === 0) return { code: 'empty-square', message: `there is no piece on ${fromName}` };
  if ((piece & OWNER_BIT) !== ownerBits) return { code: 'not-your-piece', message: `the piece on ${fromName} belongs to the opponent` };
  const rank = piece & RANK_MASK;
  if (rank >= Rank.bomb) return { code: 'immovable-piece', message: `the ${RANK_NAMES[rank]} on ${fromName} never moves` };
  const target = board[to]!;
  if (target < 0) return { code: 'lake-square', message: `${toName} is a lake: no piece enters it` };
  if (from === to) return { code: 'not-a-move', message: `a piece must leave its square (${fromName}-${toName})` };
  const line = LINE[from * SQUARES + to]!;
  if (line < 0) return { code: 'unreachable-square', message: `${fromName}-${toName} is not a straight move along a row or column clear of the lakes` };
  const distance = line & 15;
  if (distance > 1 && rank !== Rank.scout) return { code: 'too-far', message: `only a Scout moves more than one square; the ${RANK_NAMES[rank]} on ${fromName} cannot reach ${toName}` };
  if (target !== 0 && (target & OWNER_BIT) === ownerBits) return { code: 'own-piece', message: `${toName} holds one of your own pieces` };
  if (distance > 1) {
    const slot = from * 4 + (line >> 4);
    const offset = RAY_OFFSET[slot]!;
    for (let step = 0; step < distance - 1; step++) {
      const square = RAY_SQUARES[offset + step]!;
      if (board[square] !== 0) return { code: 'path-blocked', message: `the Scout's path from ${fromName} to ${toName} is blocked at ${SQUARE_NAMES[square]}` };
    }
    if (target !== 0 && !state.rules.scoutMoveAndAttack) {
      return { code: 'scout-attack-not-allowed', message: `a Scout may only attack the square next to it under these rules (${fromName}-${toName})` };
    }
  }
  const rules = state.rules;
  const bar = twoSquaresBar(state.twoSquares[seat]!, rules.twoSquareLimit);
  if (bar !== NO_BAR && crossesBar(bar, from, to)) {
    return { code: 'two-squares-rule', message: `${fromName}-${toName} would cross the same square boundary a ${rules.twoSquareLimit! + 1}th time in a row (two-squares rule)` };
  }
  const chase = rules.moreSquaresRule ? state.chase[seat]! : 0;
  if (target === 0 && !permitted(state, piece, from, to, false, NO_BAR, chase)) {
    return { code: 'more-squares-rule', message: `${fromName}-${toName} would repeat a position of the chase (more-squares rule)` };
  }
  return null;
}
