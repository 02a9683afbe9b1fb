/**
 * The view of a state (Yut Nori hides nothing) and a plain-text rendering for terminals.
 *
 * @module
 */
import type { Seat } from '@games/core';
import { winLine } from './messages.js';
import { gameScreen, pieceLine, turnHeader, yutLine } from './screens.js';
import type { YunnoriState, YunnoriView } from './state.js';

/** What any seat (or a spectator) sees: the whole state, copied. */
export function viewOf(state: YunnoriState, _seat: Seat | null): YunnoriView {
  return {
    version: state.version,
    players: state.players,
    piecesPerPlayer: state.piecesPerPlayer,
    ids: state.ids.slice(),
    animals: state.animals.slice(),
    pieces: state.pieces.slice(),
    seat: state.seat,
    results: state.results.slice(),
    throws: state.throws,
    turnStart: state.turnStart,
    winner: state.winner,
    stickFrontProbability: state.stickFrontProbability,
  };
}

/**
 * A plain-text (colourless) picture of a view: the console's board, animal line and piece
 * state; then, since without colour the board cannot show whose pieces stand where, one
 * `Player <i> : <positions>` line per seat (ascending, 100 for arrived); then `Player <i> win`
 * once the game is over, or else the turn header, `Piece : …` and `Yut : …` lines, plus
 * `Throws to come : <n>` while the sticks are still to be thrown.
 */
export function renderText(view: YunnoriView): string {
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
