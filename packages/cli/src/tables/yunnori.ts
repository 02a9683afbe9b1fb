import { ARRIVED, COORDINATES, type YunnoriView } from '@games/yunnori';
import type { Style } from '../style.js';
import type { Presenter } from './presenter.js';

const MARKS = 'ABCD';
const mark = (seat: number): string => MARKS[seat] ?? String(seat);

/** Where each seat's pieces are: waiting (0), on the board (1..29), arrived. */
function piecesOf(view: YunnoriView, seat: number): number[] {
  return view.pieces.slice(seat * view.piecesPerPlayer, (seat + 1) * view.piecesPerPlayer);
}

/**
 * The board with every position numbered as moves name them (`22 do`), each stack as its
 * owner's letter and size (`A2`).
 */
function numberedBoard(view: YunnoriView, style: Style): string[] {
  const rows = Array.from({ length: 11 }, () => Array.from({ length: 11 }, () => '     '));
  const stacks = new Map<number, { seat: number; count: number }>();
  for (let seat = 0; seat < view.players; seat++) {
    for (const position of piecesOf(view, seat)) {
      if (position <= 0 || position === ARRIVED) continue;
      const stack = stacks.get(position) ?? { seat, count: 0 };
      stack.count++;
      stacks.set(position, stack);
    }
  }
  COORDINATES.forEach(([row, column], position) => {
    if (position === 0 || row < 0) return;
    const stack = stacks.get(position);
    const number = style.dim(String(position).padStart(2, '0'));
    rows[row]![column] = stack === undefined ? `${number}   ` : `${number} ${style.seat(stack.seat, style.bold(`${mark(stack.seat)}${stack.count}`))}`;
  });
  return rows.map((cells) => `  ${cells.join(' ')}`.trimEnd());
}

/** Yut Nori at the table: numbered positions, and each player's pieces by letter and colour. */
export const yunnoriPresenter: Presenter = {
  seatName: (seat) => `seat ${seat}`,
  paint: (text, style) => text.replace(/^Player (\d)/gm, (line, seat: string) => style.seat(Number(seat), line)),
  panel({ view, style }) {
    const yut = view as YunnoriView;
    const lines = ['Positions as moves name them (start at 00, finish after 29):', ...numberedBoard(yut, style)];
    for (let seat = 0; seat < yut.players; seat++) {
      const pieces = piecesOf(yut, seat);
      const waiting = pieces.filter((position) => position === 0).length;
      const arrived = pieces.filter((position) => position === ARRIVED).length;
      const board = pieces.filter((position) => position > 0 && position !== ARRIVED).sort((a, b) => a - b);
      lines.push(
        `${style.seat(seat, style.bold(mark(seat)))} = seat ${seat}: ${waiting} waiting, ${board.length === 0 ? 'none on the board' : `on ${board.join(', ')}`}, ${arrived} arrived`,
      );
    }
    return lines;
  },
  help: ['  22 do         move the stack on position 22 by the do you threw (positions are numbered on the board)'],
};
