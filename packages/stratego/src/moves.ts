/**
 * Moves: the move types, the shared move objects, reading an outside value as a move, legal
 * move generation for the side to move, and the check of one move with an error code naming
 * what is wrong.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { inSetupArea, LINE, RAY_LENGTH, RAY_OFFSET, RAY_SQUARES, SQUARE_NAMES, SQUARES, squareIndex, STEP } from './board.js';
import { describeInput, StrategoError } from './errors.js';
import { OWNER_BIT, RANK_COUNT, RANK_LETTERS, RANK_MASK, RANK_NAMES, Rank, type PieceRank } from './pieces.js';
import { crossesBar, NO_BAR, repeatsChase, twoSquaresBar } from './repetition.js';
import type { PieceMove, PlacementMove, StrategoState } from './state.js';

// The move types are declared with the rest of the data in state.ts (the state holds the last
// move) and re-exported here, beside their validation.
export type { PieceMove, PlacementMove, StrategoMove } from './state.js';

/** A move read from an outside value: squares as indices, the rank as a number. */
export type DecodedMove = { kind: 'move'; from: number; to: number } | { kind: 'place'; rank: number; square: number };

/** What is known of a shared move object at load: searches read and name moves at every node. */
interface Shared {
  /** `from * 100 + to` for a piece move, -1 for a placement. */
  readonly moveId: number;
  readonly decoded: Result<DecodedMove>;
  readonly notation: string;
}

/** Every shared move object (piece moves and placements) and what is known of it. */
const SHARED = new Map<object, Shared>();

/** The shared move object of every straight move, indexed by `from * 100 + to` (null when none). */
const MOVES: (PieceMove | null)[] = [];
for (let from = 0; from < SQUARES; from++) {
  for (let to = 0; to < SQUARES; to++) {
    if (LINE[from * SQUARES + to]! < 0) {
      MOVES.push(null);
      continue;
    }
    const move: PieceMove = Object.freeze({ kind: 'move', from: SQUARE_NAMES[from]!, to: SQUARE_NAMES[to]! }) as PieceMove;
    MOVES.push(move);
    SHARED.set(move, { moveId: from * SQUARES + to, decoded: Object.freeze(ok(Object.freeze({ kind: 'move', from, to }))), notation: `${move.from}-${move.to}` });
  }
}

/** The shared move object from `from` to `to` (square indices), or null when no piece could make it. */
export function pieceMove(from: number, to: number): PieceMove | null {
  return MOVES[from * SQUARES + to] ?? null;
}

/** `from * 100 + to` when `move` is one of the shared piece move objects, otherwise -1. */
export function sharedMoveId(move: unknown): number {
  return SHARED.get(move as object)?.moveId ?? -1;
}

/** The shared placement move objects, indexed by `rank * 100 + square`. */
const PLACEMENTS: PlacementMove[] = [];
for (let rank = 1; rank <= RANK_COUNT; rank++) {
  for (let square = 0; square < SQUARES; square++) {
    const move = Object.freeze({ kind: 'place', rank: rank as PieceRank, square: SQUARE_NAMES[square]! }) as PlacementMove;
    PLACEMENTS[rank * SQUARES + square] = move;
    SHARED.set(move, { moveId: -1, decoded: Object.freeze(ok(Object.freeze({ kind: 'place', rank, square }))), notation: `place ${RANK_LETTERS[rank]} ${move.square}` });
  }
}

/** The shared placement move of `rank` (1..12) on `square` (a square index). */
export function placementMove(rank: number, square: number): PlacementMove {
  return PLACEMENTS[rank * SQUARES + square]!;
}

/** The notation of a shared move object (`E4-E5`, `place F K10`), or undefined for any other value. */
export function sharedNotation(move: unknown): string | undefined {
  return SHARED.get(move as object)?.notation;
}

/** Why a square field is not a square name, or its index. */
function readSquare(name: unknown, field: string): Result<number> {
  if (typeof name !== 'string') return err(StrategoError.malformedMove, `${field} must be a square name such as 'E4', got ${describeInput(name)}`);
  const square = squareIndex(name);
  if (square < 0) return err(StrategoError.offBoard, `${field} ${describeInput(name)} is not a square of the board (columns A-K without J, rows 1-10)`);
  if (SQUARE_NAMES[square] !== name) return err(StrategoError.malformedMove, `${field} '${name}' must be written as '${SQUARE_NAMES[square]}'`);
  return ok(square);
}

/** The own enumerable keys of `value` when they are exactly `expected` (any order); reads each at most once. */
function hasExactly(value: object, expected: readonly string[]): boolean {
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (!expected.includes(key)) return false;
    count++;
  }
  return count === expected.length && Object.getOwnPropertySymbols(value).length === 0;
}

const MOVE_FIELDS = ['kind', 'from', 'to'];
const PLACE_FIELDS = ['kind', 'rank', 'square'];

/**
 * Reads an outside value as a move: a shared move object at once, otherwise a plain object
 * `{ kind: 'move', from, to }` or `{ kind: 'place', rank, square }` with exactly those fields,
 * each read once (a getter that changes between reads cannot slip past the checks). Never
 * throws; `malformed-move` or `off-board` for anything else. Whether the move is legal is for
 * {@link moveError} to say.
 */
export function decodeMove(move: unknown): Result<DecodedMove> {
  const shared = SHARED.get(move as object);
  if (shared !== undefined) return shared.decoded;
  if (typeof move !== 'object' || move === null || Array.isArray(move)) {
    return err(StrategoError.malformedMove, `a move must be an object such as {kind:'move',from:'E4',to:'E5'}, got ${describeInput(move)}`);
  }
  try {
    const kind: unknown = (move as { kind?: unknown }).kind;
    if (kind === 'move') {
      if (!hasExactly(move, MOVE_FIELDS)) return err(StrategoError.malformedMove, 'a piece move has exactly the fields kind, from and to');
      const fromName: unknown = (move as { from?: unknown }).from;
      const toName: unknown = (move as { to?: unknown }).to;
      const from = readSquare(fromName, 'from');
      if (!from.ok) return from;
      const to = readSquare(toName, 'to');
      if (!to.ok) return to;
      return ok({ kind: 'move', from: from.value, to: to.value });
    }
    if (kind === 'place') {
      if (!hasExactly(move, PLACE_FIELDS)) return err(StrategoError.malformedMove, 'a placement has exactly the fields kind, rank and square');
      const rank: unknown = (move as { rank?: unknown }).rank;
      const squareName: unknown = (move as { square?: unknown }).square;
      if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1 || rank > RANK_COUNT) {
        return err(StrategoError.malformedMove, `rank must be a whole number 1..12 (Spy 1 .. Marshal 10, Bomb 11, Flag 12), got ${describeInput(rank)}`);
      }
      const square = readSquare(squareName, 'square');
      if (!square.ok) return square;
      return ok({ kind: 'place', rank, square: square.value });
    }
    return err(StrategoError.malformedMove, `a move has kind 'move' or 'place', got kind ${describeInput(kind)}`);
  } catch {
    return err(StrategoError.malformedMove, 'the move could not be read (a field threw when read)');
  }
}

/** The shared move object of a decoded move (the value `legalMoves` lists for it). */
export function sharedMove(move: DecodedMove): PieceMove | PlacementMove | null {
  return move.kind === 'move' ? pieceMove(move.from, move.to) : placementMove(move.rank, move.square);
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

/** A refusal: an error code and its message. */
export interface Refusal {
  /** One of {@link StrategoError}. */
  code: string;
  /** What is wrong, for a person. */
  message: string;
}

const SEAT_NAMES = ['Red', 'Blue'] as const;

/** The legal placements of the seat setting up: every rank it still holds on every empty square of its area. */
export function collectPlacements(state: StrategoState): PlacementMove[] {
  const seat = state.toMove;
  const reserve = state.reserve[seat]!;
  const first = seat === 0 ? 0 : 60;
  const moves: PlacementMove[] = [];
  for (let rank = 1; rank <= RANK_COUNT; rank++) {
    if (reserve[rank] === 0) continue;
    for (let square = first; square < first + 40; square++) {
      if (state.board[square] === 0) moves.push(PLACEMENTS[rank * SQUARES + square]!);
    }
  }
  return moves;
}

/** Why placing `rank` on `square` is refused (setup phase), or null when it is legal. */
export function placementError(state: StrategoState, rank: number, square: number): Refusal | null {
  const seat = state.toMove;
  const side = SEAT_NAMES[seat]!;
  if (!inSetupArea(seat, square)) {
    return { code: StrategoError.outsideSetupArea, message: `${SQUARE_NAMES[square]} is outside ${side}'s setup area (${seat === 0 ? 'rows 1-4' : 'rows 7-10'})` };
  }
  if (state.reserve[seat]![rank] === 0) return { code: StrategoError.noPieceLeft, message: `${side} has no ${RANK_NAMES[rank]} left to place` };
  if (state.board[square] !== 0) return { code: StrategoError.squareOccupied, message: `${SQUARE_NAMES[square]} already holds a piece` };
  return null;
}

/**
 * Why a decoded move is refused in `state`, or null when it is legal: `game-over` once the game
 * has ended (as `over` says), `wrong-phase`, then the rule it breaks.
 */
export function moveError(state: StrategoState, move: DecodedMove, over: boolean): Refusal | null {
  if (over) return { code: StrategoError.gameOver, message: 'the game is over' };
  if (move.kind === 'move') {
    if (state.phase !== 'play') return { code: StrategoError.wrongPhase, message: `${SQUARE_NAMES[move.from]}-${SQUARE_NAMES[move.to]} is a piece move, but pieces are still being placed` };
    return pieceMoveError(state, move.from, move.to);
  }
  if (state.phase !== 'setup') return { code: StrategoError.wrongPhase, message: `a placement (${SQUARE_NAMES[move.square]}) is not allowed: the setup phase is over` };
  return placementError(state, move.rank, move.square);
}

/** Why the piece move `from`-`to` is refused in `state` (play phase), or null when it is legal. */
export function pieceMoveError(state: StrategoState, from: number, to: number): Refusal | null {
  const board = state.board;
  const seat = state.toMove;
  const ownerBits = seat === 0 ? 0 : OWNER_BIT;
  const fromName = SQUARE_NAMES[from]!;
  const toName = SQUARE_NAMES[to]!;
  const piece = board[from]!;
  if (piece < 0) return { code: StrategoError.lakeSquare, message: `${fromName} is a lake` };
  if (piece === 0) return { code: StrategoError.emptySquare, message: `there is no piece on ${fromName}` };
  if ((piece & OWNER_BIT) !== ownerBits) return { code: StrategoError.notYourPiece, message: `the piece on ${fromName} belongs to the opponent` };
  const rank = piece & RANK_MASK;
  if (rank >= Rank.bomb) return { code: StrategoError.immovablePiece, message: `the ${RANK_NAMES[rank]} on ${fromName} never moves` };
  const target = board[to]!;
  if (target < 0) return { code: StrategoError.lakeSquare, message: `${toName} is a lake: no piece enters it` };
  if (from === to) return { code: StrategoError.notAMove, message: `a piece must leave its square (${fromName}-${toName})` };
  const line = LINE[from * SQUARES + to]!;
  if (line < 0) return { code: StrategoError.unreachableSquare, message: `${fromName}-${toName} is not a straight move along a row or column clear of the lakes` };
  const distance = line & 15;
  if (distance > 1 && rank !== Rank.scout) return { code: StrategoError.tooFar, message: `only a Scout moves more than one square; the ${RANK_NAMES[rank]} on ${fromName} cannot reach ${toName}` };
  if (target !== 0 && (target & OWNER_BIT) === ownerBits) return { code: StrategoError.ownPiece, message: `${toName} holds one of your own pieces` };
  if (distance > 1) {
    const slot = from * 4 + (line >> 4);
    const offset = RAY_OFFSET[slot]!;
    for (let step = 0; step < distance - 1; step++) {
      const square = RAY_SQUARES[offset + step]!;
      if (board[square] !== 0) return { code: StrategoError.pathBlocked, message: `the Scout's path from ${fromName} to ${toName} is blocked at ${SQUARE_NAMES[square]}` };
    }
    if (target !== 0 && !state.rules.scoutMoveAndAttack) {
      return { code: StrategoError.scoutAttackNotAllowed, message: `a Scout may only attack the square next to it under these rules (${fromName}-${toName})` };
    }
  }
  const rules = state.rules;
  const bar = twoSquaresBar(state.twoSquares[seat]!, rules.twoSquareLimit);
  if (bar !== NO_BAR && crossesBar(bar, from, to)) {
    return { code: StrategoError.twoSquaresRule, message: `${fromName}-${toName} would cross the same square boundary a ${rules.twoSquareLimit! + 1}th time in a row (two-squares rule)` };
  }
  const chase = rules.moreSquaresRule ? state.chase[seat]! : 0;
  if (target === 0 && !permitted(state, piece, from, to, false, NO_BAR, chase)) {
    return { code: StrategoError.moreSquaresRule, message: `${fromName}-${toName} would repeat a position of the chase (more-squares rule)` };
  }
  return null;
}
