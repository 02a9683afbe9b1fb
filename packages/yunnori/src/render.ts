/**
 * The plain-text picture of a view for terminals (the game's `renderText`).
 *
 * @module
 */
import type { Seat } from '@games/core';
import { winLine } from './messages.js';
import { gameScreen, pieceLine, turnHeader, yutLine } from './screens.js';
import type { YunnoriView } from './view.js';

/**
 * A plain-text (colourless) picture of a view: the console's board, animal line and piece
 * state; then, since without colour the board cannot show whose pieces stand where, one
 * `Player <i> : <positions>` line per seat (ascending, 100 for arrived); then `Player <i> win`
 * once the game is over, or else the turn header, `Piece : …` and `Yut : …` lines, plus
 * `Throws to come : <n>` while the sticks are still to be thrown. Seats are numbered from 0.
 * Everyone sees the same, so `_seat` (the viewer, `null` for a spectator) changes nothing.
 */
export function renderText(view: YunnoriView, _seat: Seat | null = null): string {
  let text = gameScreen(view, { color: false });
  for (let seat = 0; seat < view.players; seat++) {
    const own = view.pieces.slice(seat * view.piecesPerPlayer, (seat + 1) * view.piecesPerPlayer).sort((a, b) => a - b);
    text += `Player ${seat} : ${own.join(' ')}\n`;
  }
  if (view.winner >= 0) return `${text}${winLine(view.winner)}\n`;
  text += `${turnHeader(view)}\n${pieceLine(view)}\n${yutLine(view)}\n`;
  if (view.throws > 0) text += `Throws to come : ${view.throws}\n`;
  return text;
}
