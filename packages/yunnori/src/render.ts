/**
 * The plain-text picture of a view for terminals (the game's `renderText`).
 *
 * @module
 */
import type { Seat } from '@games/core';
import { COORDINATES, POSITION_COUNT } from './board.js';
import { winLine } from './messages.js';
import { gameScreen, pieceLine, turnHeader, yutLine } from './screens.js';
import type { YunnoriState } from './state.js';
import type { YunnoriView } from './view.js';

/**
 * The board with its positions numbered, eleven lines: each position 1 … 29 shows its number,
 * or, when a stack stands on it, `<seat>x<size>` (`1x2`: two pieces of Player 1), so the players
 * can be told apart without colour and moves (`22 do`) can be typed from it. Takes a state or a
 * view alike.
 *
 * @group Views and drawing
 */
export function numberedBoardText(view: YunnoriState): string {
  const grid: string[][] = Array.from({ length: 11 }, () => new Array<string>(11).fill('    '));
  const count = new Array<number>(POSITION_COUNT).fill(0);
  const owner = new Array<number>(POSITION_COUNT).fill(-1);
  for (let index = 0; index < view.pieces.length; index++) {
    const position = view.pieces[index] as number;
    if (position <= 0 || position >= POSITION_COUNT) continue;
    count[position] = (count[position] as number) + 1;
    owner[position] = Math.floor(index / view.piecesPerPlayer);
  }
  for (let position = 1; position < POSITION_COUNT; position++) {
    const [row, col] = COORDINATES[position] as readonly [number, number];
    const label = count[position] === 0 ? String(position) : `${owner[position]}x${count[position]}`;
    (grid[row] as string[])[col] = label.padStart(3).padEnd(4);
  }
  return grid.map((cells) => `${cells.join('').trimEnd()}\n`).join('');
}

/**
 * A plain-text (colourless) picture of a view: the console's board, animal line and piece
 * state; then, since without colour the board cannot show whose pieces stand where, the board
 * again with its positions numbered and each stack as `<seat>x<size>` ({@link numberedBoardText}),
 * and one `Player <i> : <positions>` line per seat (ascending, 100 for arrived; with the ID and
 * animal in the advanced game); then `Player <i> win` once the game is over, or else the turn
 * header, `Piece : …` and `Yut : …` lines, plus `Throws to come : <n>` while the sticks are still
 * to be thrown. Seats are numbered from 0. Everyone sees the same, so `_seat` (the viewer,
 * `null` for a spectator) changes nothing.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { renderText, yunnori } from '@games/yunnori';
 *
 * const state = unwrap(yunnori.setup({ players: 3 }));
 * console.log(renderText(yunnori.view(state, null), null)); // the board, each seat's pieces, whose turn
 * ```
 *
 * @group Views and drawing
 */
export function renderText(view: YunnoriView, _seat: Seat | null = null): string {
  let text = gameScreen(view, { color: false });
  text += `Positions (a stack shows <player>x<pieces>):\n${numberedBoardText(view)}`;
  for (let seat = 0; seat < view.players; seat++) {
    const own = view.pieces.slice(seat * view.piecesPerPlayer, (seat + 1) * view.piecesPerPlayer).sort((a, b) => a - b);
    const who = view.version === 'advanced' ? ` (${view.ids[seat] ?? ''} ${view.animals[seat] ?? ''})` : '';
    text += `Player ${seat}${who} : ${own.join(' ')}\n`;
  }
  if (view.winner >= 0) return `${text}${winLine(view.winner)}\n`;
  text += `${turnHeader(view)}\n${pieceLine(view)}\n${yutLine(view)}\n`;
  if (view.throws > 0) text += `Throws to come : ${view.throws}\n`;
  return text;
}
