/**
 * Move notation: `place F A1` for a placement, `E4-E5` for a move or attack (row 10 written
 * `10`; the Gravon form `K:` is read too).
 *
 * @module
 */
import { err, ok, type Result, type Seat } from '@games/core';
import { SQUARE_NAMES, squareIndex } from './board.js';
import { describeInput, StrategoError } from './errors.js';
import { decodeMove, pieceMove, placementMove, sharedNotation } from './moves.js';
import { RANK_LETTERS, rankOfLetter } from './pieces.js';
import type { StrategoMove, StrategoState } from './state.js';

/**
 * The notation of a move: `place M E4` or `E4-E5`.
 *
 * Given a value that is not a move (the same answer in every `@games` engine), it never throws:
 * it returns a description in angle brackets, `<not a move: ...>`, which `parseMove` refuses, so
 * it can be logged or shown but never played.
 */
export function formatMove(move: StrategoMove): string {
  const shared = sharedNotation(move);
  if (shared !== undefined) return shared;
  const decoded = decodeMove(move);
  if (!decoded.ok) return `<not a move: ${decoded.error.message}>`;
  const value = decoded.value;
  if (value.kind === 'place') return `place ${RANK_LETTERS[value.rank]} ${SQUARE_NAMES[value.square]}`;
  return `${SQUARE_NAMES[value.from]}-${SQUARE_NAMES[value.to]}`;
}

/** The longest move text read at all (`place F K10` with generous spacing). */
const MAX_MOVE_TEXT = 64;

/** The square named inside a move text, or `off-board` naming the text and its column. */
function squareProblem(name: string, column: number): Result<number> {
  const square = squareIndex(name);
  if (square >= 0) return ok(square);
  return err(StrategoError.offBoard, `${describeInput(name)} (column ${column}) is not a square: columns A-K without J, rows 1-10`);
}

/**
 * Reads a move in notation (letters in any case; `x` is read as `-`). Returns the move object;
 * whether it is legal in `state` is for `play` to judge. `malformed-move` for text that is no
 * move (or longer than 64 characters), `off-board` for a square that does not exist.
 */
export function parseMove(text: unknown): Result<StrategoMove> {
  if (typeof text !== 'string') return err(StrategoError.malformedMove, `a move must be text, got ${describeInput(text)}`);
  if (text.length > MAX_MOVE_TEXT) return err(StrategoError.malformedMove, `a move is a few characters such as 'E4-E5', got ${describeInput(text)}`);
  const trimmed = text.trim();
  const placement = /^place\s+(\S+)\s+(\S+)$/i.exec(trimmed);
  if (placement) {
    const letter = placement[1]!;
    const rank = letter.length === 1 ? rankOfLetter(letter) : 0;
    if (rank === 0) return err(StrategoError.malformedMove, `${describeInput(letter)} is not a piece letter (M 9 8 7 6 5 4 3 2 S B F)`);
    const square = squareProblem(placement[2]!, trimmed.lastIndexOf(placement[2]!) + 1);
    if (!square.ok) return square;
    return ok(placementMove(rank, square.value));
  }
  const step = /^(\S+?)\s*[-x]\s*(\S+)$/i.exec(trimmed);
  if (!step) return err(StrategoError.malformedMove, `cannot read ${describeInput(text)}: expected 'E4-E5' or 'place M E4'`);
  const from = squareProblem(step[1]!, 1);
  if (!from.ok) return from;
  const to = squareProblem(step[2]!, trimmed.length - step[2]!.length + 1);
  if (!to.ok) return to;
  const shared = pieceMove(from.value, to.value);
  return ok(shared ?? { kind: 'move', from: SQUARE_NAMES[from.value]!, to: SQUARE_NAMES[to.value]! });
}

/**
 * The game's `notationFor`: a placement reads `place ?` for everyone but the placing seat (the
 * other side sees nothing of a setup, not even its squares); every other move reads as
 * {@link formatMove} for everyone.
 */
export function notationFor(state: StrategoState, move: StrategoMove, seat: Seat | null): string {
  if (move.kind === 'place' && seat !== state.toMove) return 'place ?';
  return formatMove(move);
}
