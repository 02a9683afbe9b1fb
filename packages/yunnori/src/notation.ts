/**
 * Move notation: `throw mo` for a throw, `<position> <result>` for a piece move (`0 gae`,
 * `22 do`, `0 back-do`).
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Result } from '@games/core';
import { PIECE_MOVES, THROW_MOVES } from './moves.js';
import { resultIndex } from './results.js';
import type { YunnoriMove, YunnoriState } from './state.js';

/** The notation of a move: `throw <result>` or `<position> <result>`. */
export function formatMove(move: YunnoriMove): string {
  if (typeof move !== 'object' || move === null) return String(move);
  return move.kind === 'throw' ? `throw ${move.result}` : `${move.position} ${move.result}`;
}

/**
 * Reads a move in notation (words separated by spaces, case-insensitive). Returns the move
 * without checking that it is legal in `state` (play it to find out); `malformed-move` when the
 * text is not a move of this game.
 */
export function parseMove(text: string, _state?: YunnoriState): Result<YunnoriMove> {
  if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move is text such as "0 gae" or "throw mo", got ${describeValue(text)}`);
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length !== 2) return err(ErrorCode.malformedMove, `a move is two words such as "0 gae", "22 do" or "throw mo", got ${JSON.stringify(text)}`);
  const [first, second] = words as [string, string];
  const result = resultIndex(second);
  if (result < 0) return err(ErrorCode.malformedMove, `unknown result ${JSON.stringify(second)} (use back-do, do, gae, geol, yut or mo) in ${JSON.stringify(text)}`);
  if (first === 'throw') return ok(THROW_MOVES[result] as YunnoriMove);
  if (!/^\d{1,2}$/.test(first) || Number(first) > 29) {
    return err(ErrorCode.malformedMove, `the position must be a number 0 … 29 or the word "throw", got ${JSON.stringify(first)} in ${JSON.stringify(text)}`);
  }
  return ok(PIECE_MOVES[Number(first) * 6 + result] as YunnoriMove);
}
