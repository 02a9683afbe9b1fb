/**
 * The move notation: `place C3`, `B3-A4` (a move step; a forced swap or push follows from the
 * rules), `build B4`, `dome B4`, `pass`, and `remove B4` for powers that remove blocks (Ares). Squares are read in either case and written upper-case.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SantoriniError } from './errors.js';
import { readSquare, SPACES } from './board.js';
import { canonicalMove, PASS, SQUARE_MOVES, STEP, type SantoriniMove } from './moves.js';
import { brief, quote } from './quote.js';

/** The longest text `parseMove` reads (a move is a few characters; blanks around it are allowed). */
const LONGEST_MOVE = 200;

/**
 * Writes a move in the notation (a value that is not a move is described, not thrown on).
 *
 * @group Moves and notation
 */
export function formatMove(move: SantoriniMove): string {
  const canonical = canonicalMove(move);
  if (!canonical.ok) return `<not a move: ${brief(move)}>`;
  const value = canonical.value;
  switch (value.kind) {
    case 'pass':
      return 'pass';
    case 'move':
      return `${value.from}-${value.to}`;
    default:
      return `${value.kind} ${value.square}`;
  }
}

function squareAt(text: string, column: number, what: string): Result<number> {
  const index = readSquare(text);
  if (index >= 0) return ok(index);
  if (/^[a-z]\d+$/i.test(text)) return err(SantoriniError.unknownSquare, `column ${column}: ${text} is not a square of the island (files A-E, ranks 1-5)`);
  return err(SantoriniError.malformedMove, `column ${column}: expected ${what} (a square such as C3), found ${quote(text)}`);
}

/**
 * Reads a move in the notation. Errors name the column (1-based) of the problem:
 * `malformed-move` for text that is not a move, `unknown-square` for a square off the island.
 * Legality is left to `play`.
 *
 * @group Moves and notation
 */
export function parseMove(text: string): Result<SantoriniMove> {
  if (typeof text !== 'string') return err(SantoriniError.malformedMove, `a move must be text such as "B3-A4": ${brief(text)}`);
  if (text.length > LONGEST_MOVE) return err(SantoriniError.malformedMove, `a move is at most ${LONGEST_MOVE} characters, found ${text.length}: ${quote(text)}`);
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  if (body === '') return err(SantoriniError.malformedMove, 'column 1: empty move (expected place C3, B3-A4, build B4, dome B4 or pass)');
  const lower = body.toLowerCase();
  if (lower === 'pass') return ok(PASS);
  const word = /^(place|build|dome|remove)\s+(\S+)$/.exec(lower);
  if (word !== null) {
    const column = lead + body.length - word[2]!.length + 1;
    const square = squareAt(word[2]!, column, `the square to ${word[1]}`);
    if (!square.ok) return square;
    return ok(SQUARE_MOVES[word[1] as keyof typeof SQUARE_MOVES][square.value]!);
  }
  const dash = body.indexOf('-');
  if (dash > 0 && !/\s/.test(body)) {
    const from = squareAt(body.slice(0, dash), lead + 1, 'the square moved from');
    if (!from.ok) return from;
    const to = squareAt(body.slice(dash + 1), lead + dash + 2, 'the square moved to');
    if (!to.ok) return to;
    if (from.value === to.value) return err(SantoriniError.malformedMove, `column ${lead + dash + 2}: a step must go to another square`);
    return ok(STEP[from.value * SPACES + to.value]!);
  }
  const first = /^\S+/.exec(lower)?.[0] ?? '';
  if (['place', 'build', 'dome', 'remove'].includes(first)) {
    return err(SantoriniError.malformedMove, `column ${lead + first.length + 1}: "${first}" needs exactly one square after it, such as "${first} C3"`);
  }
  return err(SantoriniError.malformedMove, `column ${lead + 1}: cannot read ${quote(body)} (expected place C3, B3-A4, build B4, dome B4 or pass)`);
}
