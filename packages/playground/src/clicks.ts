/**
 * Board clicks to moves, by the click protocol of `@games/core/svg`: every clickable element names
 * a token (`data-notation`), a word (or a few) of the game's move notation. The moves still
 * possible are the legal moves whose notation mentions every token clicked so far. The next
 * choices offered are, for each of those moves, the first token on the board it mentions (by word
 * position) that was not clicked yet: a piece before the square it goes to. Pure functions.
 */

import { mentions, narrowMoves, notationWords } from '@games/core/svg';

export { mentions, narrowMoves, notationWords };

/** Where the words of `token` first occur consecutively among the words of `notation`, or -1. */
export function tokenIndex(notation: string, token: string): number {
  const words = notationWords(notation);
  const wanted = notationWords(token);
  if (wanted.length === 0) return -1;
  for (let start = 0; start + wanted.length <= words.length; start++) {
    if (wanted.every((word, offset) => words[start + offset] === word)) return start;
  }
  return -1;
}

/** Where a selection stands after a click. */
export type ClickResult =
  /** The click completed a move: play it. */
  | { kind: 'play'; notation: string }
  /** The selection is now `chosen` (possibly empty); `moves` are the moves it still allows and `next` the tokens to highlight. */
  | { kind: 'choose'; chosen: string[]; moves: string[]; next: string[] };

/**
 * The next choices for moves `remaining`, given the tokens on the board: for each move, the
 * board token it mentions first (by word position) among those not chosen yet.
 */
export function nextTokens(remaining: readonly string[], chosen: readonly string[], board: readonly string[]): string[] {
  const open = board.filter((token) => !chosen.includes(token));
  const next = new Set<string>();
  for (const notation of remaining) {
    let best: string | null = null;
    let bestIndex = Number.POSITIVE_INFINITY;
    for (const token of open) {
      const index = tokenIndex(notation, token);
      // the earliest word wins; at the same word, the longer token ("AT 0 1" over "0")
      if (index >= 0 && (index < bestIndex || (index === bestIndex && best !== null && token.length > best.length))) {
        best = token;
        bestIndex = index;
      }
    }
    if (best !== null) next.add(best);
  }
  return [...next];
}

/** The tokens to highlight for a selection: the next choices of the moves it still allows (the first choices when nothing is chosen). */
export function highlightFor(legal: readonly string[], chosen: readonly string[], board: readonly string[]): string[] {
  return nextTokens(narrowMoves(legal, chosen), chosen, board);
}

/** The selection `tokens` as a click result. */
function choose(legal: readonly string[], tokens: string[], board: readonly string[]): ClickResult {
  return { kind: 'choose', chosen: tokens, moves: narrowMoves(legal, tokens), next: highlightFor(legal, tokens, board) };
}

/**
 * Safe clicks: what a click on the board element `token` does to the selection `chosen`.
 *
 * - A highlighted token (a next choice of the selection) is added to it; the move is played only
 *   when exactly one move is left and every board token it names has been clicked, so a piece is
 *   always selected before the square it goes to, and nothing is played by a click that only
 *   picks a piece.
 * - A token already chosen takes the selection back to before it (the last click is taken back
 *   by clicking it again).
 * - Any other token only changes the selection: to that token alone when it starts some legal
 *   move (another piece), else to nothing. It never plays a move.
 */
export function click(legal: readonly string[], chosen: readonly string[], token: string, board: readonly string[]): ClickResult {
  const at = chosen.indexOf(token);
  if (at >= 0) return choose(legal, chosen.slice(0, at), board);
  if (highlightFor(legal, chosen, board).includes(token)) {
    const tokens = [...chosen, token];
    const moves = narrowMoves(legal, tokens);
    const further = nextTokens(moves, tokens, board);
    if (moves.length === 1 && further.length === 0) return { kind: 'play', notation: moves[0]! };
    return { kind: 'choose', chosen: tokens, moves, next: further };
  }
  if (chosen.length > 0 && highlightFor(legal, [], board).includes(token)) return choose(legal, [token], board);
  return choose(legal, [], board);
}

/** The selection after taking back its last click (`Back`, Backspace). */
export function takeBack(chosen: readonly string[]): string[] {
  return chosen.slice(0, -1);
}
