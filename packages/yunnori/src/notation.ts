/**
 * Move notation: `throw mo` for a throw, `<position> <result>` for a piece move (`0 gae`,
 * `22 do`, `0 back-do`).
 *
 * @module
 */
import { err, ErrorCode, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { PIECE_MOVES, readMove, THROW_MOVES, type YunnoriMove } from './moves.js';
import { resultIndex } from './results.js';
import type { YunnoriState } from './state.js';

/**
 * The notation of a move: `throw <result>` or `<position> <result>`. A value that is not a move
 * is described rather than thrown on: `<not a move: …>`.
 *
 * @group Moves and notation
 */
export function formatMove(move: YunnoriMove): string {
  const read = readMove(move);
  if (!read.ok) return `<not a move: ${describeValue(move)}>`;
  const legal = read.value;
  return legal.kind === 'throw' ? `throw ${legal.result}` : `${legal.position} ${legal.result}`;
}

/**
 * The longest text {@link parseMove} reads (a move is two short words).
 *
 * @group Moves and notation
 */
export const MAX_MOVE_TEXT = 64;

/**
 * Reads a move in notation (words separated by spaces, case-insensitive). Returns the move
 * without checking that it is legal in `state` (play it to find out); `malformed-move` when the
 * text is not a move of this game (also for text over {@link MAX_MOVE_TEXT} characters, refused
 * without being read).
 *
 * @group Moves and notation
 */
export function parseMove(text: string, _state?: YunnoriState): Result<YunnoriMove> {
  if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move is text such as "0 gae" or "throw mo", got ${describeValue(text)}`);
  if (text.length > MAX_MOVE_TEXT) return err(ErrorCode.malformedMove, `a move is at most ${MAX_MOVE_TEXT} characters, got ${text.length}`);
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length !== 2) return err(ErrorCode.malformedMove, `a move is two words such as "0 gae", "22 do" or "throw mo", got ${describeValue(text)}`);
  const [first, second] = words as [string, string];
  const result = resultIndex(second);
  if (result < 0) return err(ErrorCode.malformedMove, `unknown result ${describeValue(second)} (use back-do, do, gae, geol, yut or mo) in ${describeValue(text)}`);
  if (first === 'throw') return ok(THROW_MOVES[result] as YunnoriMove);
  if (!/^\d{1,2}$/.test(first) || Number(first) > 29) {
    return err(ErrorCode.malformedMove, `the position must be a number 0 … 29 or the word "throw", got ${describeValue(first)} in ${describeValue(text)}`);
  }
  return ok(PIECE_MOVES[Number(first) * 6 + result] as YunnoriMove);
}
