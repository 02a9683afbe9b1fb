/**
 * Applying a move: placements and the start of play, piece moves with combat and revealing, the
 * repetition memories, and the end of the game (flag captured, move limits, a side without legal
 * moves); `playMove` checks a move and applies it.
 *
 * @module
 */
import { err, ok, type Outcome, type Result } from '@games/core';
import { HASH_KEYS_HIGH, HASH_KEYS_LOW, LINE, SQUARES } from './board.js';
import { resolveCombat } from './combat.js';
import { StrategoError } from './errors.js';
import { canMoveAnyPiece, decodeMove, hasPieceMove, moveError, pieceMove, pieceMoveError, sharedMoveId } from './moves.js';
import { HASH_MASK, MOVED_BIT, OWNER_BIT, packPiece, RANK_MASK, Rank, REVEALED_BIT, type PieceRank } from './pieces.js';
import { areNeighbours, extendTwoSquares, hashBoard, touchesEnemy } from './repetition.js';
import type { Combat, StrategoState } from './state.js';

/** How the game ended, or null while it goes on (a side without legal moves ends it here). */
export function outcomeOf(state: StrategoState): Outcome | null {
  if (state.outcome !== null) return state.outcome;
  if (state.phase === 'setup' || hasPieceMove(state)) return null;
  const mover = state.toMove;
  if (canMoveAnyPiece(state.board, 1 - mover)) return { ranking: [[1 - mover], [mover]], reason: 'no-moves' };
  return { ranking: [[0, 1]], reason: 'both-no-moves' };
}

/**
 * Checks an outside value as a move in `state` and applies it: `malformed-move` (or `off-board`)
 * for what is not a move, `game-over` once the game has ended, otherwise the rule it breaks.
 * `state` is never changed.
 */
export function playMove(state: StrategoState, move: unknown): Result<StrategoState> {
  // The fast path: one of the shared move objects legalMoves hands out (what bots play).
  const id = sharedMoveId(move);
  if (id >= 0 && state.outcome === null && state.phase === 'play') {
    const from = Math.floor(id / SQUARES);
    const to = id % SQUARES;
    if (pieceMoveError(state, from, to) === null) return ok(applyPieceMove(state, from, to));
  }
  const decoded = decodeMove(move);
  if (!decoded.ok) return decoded;
  const problem = moveError(state, decoded.value, state.outcome !== null);
  if (problem !== null) {
    // A side without legal moves has lost (or drawn): every move is refused as after the game.
    if (state.outcome === null && outcomeOf(state) !== null) return err(StrategoError.gameOver, `the game is over; ${problem.message}`);
    return err(problem.code, problem.message);
  }
  const chosen = decoded.value;
  return ok(chosen.kind === 'move' ? applyPieceMove(state, chosen.from, chosen.to) : applyPlacement(state, chosen.rank, chosen.square));
}

/** The state after a legal placement of `rank` on `square` by the seat setting up. */
export function applyPlacement(state: StrategoState, rank: number, square: number): StrategoState {
  const seat = state.toMove;
  const board = state.board.slice();
  board[square] = packPiece(seat, rank);
  const reserve = state.reserve.slice();
  const mine = reserve[seat]!.slice();
  mine[rank]!--;
  reserve[seat] = mine;
  return advanceSetup({ ...state, board, reserve });
}

/** Hands the setup to the next seat with pieces to place, or starts the play phase. */
export function advanceSetup(state: StrategoState): StrategoState {
  const pending = (seat: number): boolean => state.reserve[seat]!.some((count) => count > 0);
  if (pending(0)) return state.toMove === 0 ? state : { ...state, toMove: 0 };
  if (pending(1)) return state.toMove === 1 ? state : { ...state, toMove: 1 };
  const hash = hashBoard(state.board);
  return { ...state, phase: 'play', toMove: 0, movable: movablePieces(state.board), hash, positions: hash.slice() };
}

/**
 * The squares of each seat's movable pieces on `board`, front rows first (Red from row 10 down,
 * Blue from row 1 up), so that a search for any legal move meets unblocked pieces early.
 */
export function movablePieces(board: readonly number[]): number[][] {
  const movable: number[][] = [[], []];
  for (let square = 0; square < SQUARES; square++) {
    const red = board[SQUARES - 1 - square]!;
    if (red > 0 && (red & OWNER_BIT) === 0 && (red & RANK_MASK) < Rank.bomb) movable[0]!.push(SQUARES - 1 - square);
    const blue = board[square]!;
    if (blue > 0 && (blue & OWNER_BIT) !== 0 && (blue & RANK_MASK) < Rank.bomb) movable[1]!.push(square);
  }
  return movable;
}

/** The state after the legal piece move `from`-`to` of the side to move. */
export function applyPieceMove(state: StrategoState, from: number, to: number): StrategoState {
  const seat = state.toMove;
  const rules = state.rules;
  const board = state.board.slice();
  const piece = board[from]!;
  const kind = piece & HASH_MASK;
  const rank = piece & RANK_MASK;
  const target = board[to]!;
  let low = state.hash[0]!;
  let high = state.hash[1]!;
  low ^= HASH_KEYS_LOW[from * 32 + kind]!;
  high ^= HASH_KEYS_HIGH[from * 32 + kind]!;
  board[from] = 0;
  let moved = piece | MOVED_BIT;
  if (rank === Rank.scout && (LINE[from * SQUARES + to]! & 15) > 1) moved |= REVEALED_BIT;
  let combat: Combat | null = null;
  let survived = true;
  if (target === 0) {
    board[to] = moved;
    low ^= HASH_KEYS_LOW[to * 32 + kind]!;
    high ^= HASH_KEYS_HIGH[to * 32 + kind]!;
  } else {
    const defenderKind = target & HASH_MASK;
    const defender = target & RANK_MASK;
    const result = resolveCombat(rank, defender);
    combat = { attacker: rank as PieceRank, defender: defender as PieceRank, result };
    if (result === 'attacker-wins' || result === 'flag-captured') {
      board[to] = moved | REVEALED_BIT;
      low ^= HASH_KEYS_LOW[to * 32 + defenderKind]! ^ HASH_KEYS_LOW[to * 32 + kind]!;
      high ^= HASH_KEYS_HIGH[to * 32 + defenderKind]! ^ HASH_KEYS_HIGH[to * 32 + kind]!;
    } else if (result === 'defender-wins') {
      board[to] = target | REVEALED_BIT;
      survived = false;
    } else {
      board[to] = 0;
      low ^= HASH_KEYS_LOW[to * 32 + defenderKind]!;
      high ^= HASH_KEYS_HIGH[to * 32 + defenderKind]!;
      survived = false;
    }
  }
  const opponent = 1 - seat;
  const movable = state.movable.slice();
  const mine = movable[seat]!.slice();
  const index = mine.indexOf(from);
  if (survived) mine[index] = to;
  else mine.splice(index, 1);
  movable[seat] = mine;
  if (combat !== null && combat.result !== 'defender-wins' && combat.defender < Rank.bomb) {
    const theirs = movable[opponent]!.slice();
    theirs.splice(theirs.indexOf(to), 1);
    movable[opponent] = theirs;
  }
  const previousMoves = state.previousMoves.slice();
  previousMoves[seat * 2] = from;
  previousMoves[seat * 2 + 1] = to;
  let twoSquares = state.twoSquares;
  if (rules.twoSquareLimit !== null) {
    twoSquares = seat === 0 ? [extendTwoSquares(twoSquares[0]!, rules.twoSquareLimit, from, to, survived), twoSquares[1]!] : [twoSquares[0]!, extendTwoSquares(twoSquares[1]!, rules.twoSquareLimit, from, to, survived)];
  }
  const hash = [low, high];
  let chase = state.chase;
  let positions = state.positions;
  if (rules.moreSquaresRule) {
    const threatens = survived && touchesEnemy(board, to, piece & OWNER_BIT);
    const counts = [0, 0];
    if (combat !== null) {
      counts[seat] = threatens ? 1 : 0;
      positions = [low, high];
    } else {
      counts[seat] = threatens ? state.chase[seat]! + 1 : 0;
      const lastDestination = state.previousMoves[opponent * 2 + 1]!;
      counts[opponent] = lastDestination >= 0 && areNeighbours(from, lastDestination) ? state.chase[opponent]! + 1 : 0;
      const keep = Math.max(counts[0]!, counts[1]!, 1);
      const start = positions.length + 2 - keep * 2;
      positions = start > 0 ? positions.slice(start) : positions.slice();
      positions.push(low, high);
    }
    chase = counts;
  }
  const ply = state.ply + 1;
  const pliesWithoutAttack = combat === null ? state.pliesWithoutAttack + 1 : 0;
  let outcome: Outcome | null = null;
  if (combat !== null && combat.result === 'flag-captured') outcome = { ranking: [[seat], [opponent]], reason: 'flag-captured' };
  else if (rules.maxPlies !== null && ply >= rules.maxPlies) outcome = { ranking: [[0, 1]], reason: 'move-limit' };
  else if (rules.maxPliesWithoutAttack !== null && pliesWithoutAttack >= rules.maxPliesWithoutAttack) outcome = { ranking: [[0, 1]], reason: 'move-limit' };
  return {
    rules,
    phase: 'play',
    toMove: opponent,
    board,
    movable,
    reserve: state.reserve,
    ply,
    pliesWithoutAttack,
    lastMove: pieceMove(from, to),
    lastCombat: combat,
    previousMoves,
    twoSquares,
    chase,
    positions,
    hash,
    outcome,
  };
}
