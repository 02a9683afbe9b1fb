import { ARRIVED, type YunnoriView } from '@games/yunnori';
import type { Style } from '../style.js';
import type { Presenter } from './presenter.js';

/** Where each seat's pieces are: waiting (0), on the board (1..29), arrived. */
function piecesOf(view: YunnoriView, seat: number): number[] {
  return view.pieces.slice(seat * view.piecesPerPlayer, (seat + 1) * view.piecesPerPlayer);
}

/**
 * Yut Nori at the table: the engine's board numbers the positions (`22 do`); each player's
 * stacks and pieces in their colour, and where each player's pieces are.
 */
export const yunnoriPresenter: Presenter = {
  seatName: (seat) => `seat ${seat}`,
  paint: (text, style) =>
    text
      .replace(/^Player (\d)/gm, (line, seat: string) => style.seat(Number(seat), line))
      .replace(/(?<= )(\d)x(\d)\b/g, (stack, seat: string) => style.seat(Number(seat), style.bold(stack))),
  panel({ view, style }) {
    const yut = view as YunnoriView;
    const lines: string[] = [];
    for (let seat = 0; seat < yut.players; seat++) {
      const pieces = piecesOf(yut, seat);
      const waiting = pieces.filter((position) => position === 0).length;
      const arrived = pieces.filter((position) => position === ARRIVED).length;
      const board = pieces.filter((position) => position > 0 && position !== ARRIVED).sort((a, b) => a - b);
      lines.push(
        `${style.seat(seat, style.bold(`seat ${seat}`))} (stacks ${seat}xN): ${waiting} waiting, ${board.length === 0 ? 'none on the board' : `on ${board.join(', ')}`}, ${arrived} arrived`,
      );
    }
    return lines;
  },
  help: ['  22 do         move the stack on position 22 by the do you threw (positions are numbered on the board)'],
};
