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
  | { kind: 'play'; notation: string }
  | { kind: 'choose'; chosen: string[]; moves: string[]; next: string[] }
  | { kind: 'none'; token: string };

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

/**
 * Adds a clicked token to the selection: one move left is played; several wait for the next
 * click; a token no remaining move mentions starts a new selection with it alone, and a token no
 * legal move mentions is refused.
 */
export function click(legal: readonly string[], chosen: readonly string[], token: string, board: readonly string[]): ClickResult {
  const attempt = (tokens: string[]): ClickResult | null => {
    const moves = narrowMoves(legal, tokens);
    if (moves.length === 0) return null;
    if (moves.length === 1) return { kind: 'play', notation: moves[0]! };
    // a move whose every board token is chosen, while the others need more, is still ambiguous: keep choosing
    return { kind: 'choose', chosen: tokens, moves, next: nextTokens(moves, tokens, board) };
  };
  if (chosen.includes(token)) {
    const without = chosen.filter((other) => other !== token);
    return without.length === 0 ? { kind: 'choose', chosen: [], moves: [...legal], next: nextTokens(legal, [], board) } : (attempt(without) ?? { kind: 'none', token });
  }
  return attempt([...chosen, token]) ?? attempt([token]) ?? { kind: 'none', token };
}
