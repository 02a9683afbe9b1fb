/**
 * Move notation: `flip <i>` and `end`.
 *
 * @module
 */
import { err, ErrorCode, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { checkMove, END_MOVE, flipMove, readMove, type FieryDragonsMove } from './moves.js';
import type { FieryDragonsState } from './state.js';

/**
 * The notation of a move: `flip <i>` (chit position, 0-based) or `end`. A value that is not a
 * move is described rather than thrown on: `<not a move: …>`.
 *
 * @group Moves and notation
 */
export function formatMove(move: FieryDragonsMove): string {
  const read = readMove(move);
  if (!read.ok) return `<not a move: ${describeValue(move)}>`;
  const legal = read.value;
  return legal.kind === 'end' ? 'end' : `flip ${legal.chit}`;
}

/**
 * The longest text {@link parseMove} reads (a move is one or two short words).
 *
 * @group Moves and notation
 */
export const MAX_MOVE_TEXT = 64;

const FLIP = /^flip\s+(\d{1,6})$/i;

/**
 * Reads `flip <i>` or `end` (case and surrounding spaces ignored) and checks the move against
 * `state`: a `malformed-move` error (with the column) for unreadable text, otherwise the rule
 * errors of `play` (`chit-out-of-range`, `chit-face-up`, `end-before-move`, ...). Text over
 * {@link MAX_MOVE_TEXT} characters is refused without being read.
 *
 * @group Moves and notation
 */
export function parseMove(text: string, state: FieryDragonsState): Result<FieryDragonsMove> {
  if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move must be text such as 'flip 3' or 'end', got ${describeValue(text)}`);
  if (text.length > MAX_MOVE_TEXT) return err(ErrorCode.malformedMove, `a move is at most ${MAX_MOVE_TEXT} characters, got ${text.length}`);
  const trimmed = text.trim();
  const column = text.length - text.trimStart().length + 1;
  if (trimmed.toLowerCase() === 'end') return checkMove(state, END_MOVE);
  const match = FLIP.exec(trimmed);
  if (match === null) {
    const word = trimmed.split(/\s+/)[0] ?? '';
    if (word.toLowerCase() === 'flip') {
      return err(ErrorCode.malformedMove, `column ${column + 4}: 'flip' needs a chit number (0-based), as in 'flip 3'; got ${describeValue(text)}`);
    }
    return err(ErrorCode.malformedMove, `column ${column}: expected 'flip <chit>' or 'end', got ${describeValue(text)}`);
  }
  return checkMove(state, flipMove(Number(match[1])));
}
