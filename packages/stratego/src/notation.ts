/**
 * Move notation: `place F A1` for a placement, `E4-E5` for a move or attack (row 10 written
 * `10`; the Gravon form `K:` is read too).
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Result } from '@games/core';
import { SQUARE_NAMES, squareIndex } from './board.js';
import { pieceMove } from './moves.js';
import { RANK_LETTERS, rankOfLetter } from './pieces.js';
import { placementMove } from './setup.js';
import type { StrategoMove } from './state.js';

/** The notation of a move: `place M E4` or `E4-E5`. */
export function formatMove(move: StrategoMove): string {
  if (move !== null && typeof move === 'object') {
    if (move.kind === 'place') return `place ${RANK_LETTERS[move.rank] ?? '?'} ${move.square}`;
    if (move.kind === 'move') return `${move.from}-${move.to}`;
  }
  return `<not a move: ${describeValue(move)}>`;
}

/** The square named inside a move text, or `off-board` naming the text and its column. */
function squareProblem(name: string, column: number): Result<number> {
  const square = squareIndex(name);
  if (square >= 0) return ok(square);
  return err('off-board', `'${name}' (column ${column}) is not a square: columns A-K without J, rows 1-10`);
}

/**
 * Reads a move in notation (letters in any case). Returns the move object; whether it is legal
 * in `state` is for `play` to judge.
 */
export function parseMove(text: unknown): Result<StrategoMove> {
  if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move must be text, got ${describeValue(text)}`);
  const trimmed = text.trim();
  const placement = /^place\s+(\S+)\s+(\S+)$/i.exec(trimmed);
  if (placement) {
    const letter = placement[1]!;
    const rank = letter.length === 1 ? rankOfLetter(letter) : 0;
    if (rank === 0) return err(ErrorCode.malformedMove, `'${letter}' is not a piece letter (M 9 8 7 6 5 4 3 2 S B F)`);
    const square = squareProblem(placement[2]!, trimmed.lastIndexOf(placement[2]!) + 1);
    if (!square.ok) return square;
    return ok(placementMove(rank, square.value));
  }
  const step = /^(\S+?)\s*[-x]\s*(\S+)$/i.exec(trimmed);
  if (!step) return err(ErrorCode.malformedMove, `cannot read ${describeValue(text)}: expected 'E4-E5' or 'place M E4'`);
  const from = squareProblem(step[1]!, 1);
  if (!from.ok) return from;
  const to = squareProblem(step[2]!, trimmed.length - step[2]!.length + 1);
  if (!to.ok) return to;
  const shared = pieceMove(from.value, to.value);
  return ok(shared ?? { kind: 'move', from: SQUARE_NAMES[from.value]!, to: SQUARE_NAMES[to.value]! });
}
