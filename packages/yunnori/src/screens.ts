/**
 * The console screens of the classic program, as pure functions returning text: the board,
 * the animal line, the piece-state block and the turn block. Every line of a returned block
 * ends with `\n`; prompts (see `messages.ts`) have none, because the answer follows on the
 * same line. Colour is on by default; pass `{ color: false }` for the `--no-color` output. Each
 * takes a state or a view alike (Yut Nori hides nothing; a view is a state marked as one).
 *
 * @module
 */
import { ARRIVED, COORDINATES, POSITION_COUNT } from './board.js';
import { YUT_RESULTS } from './results.js';
import type { YunnoriState } from './state.js';

/**
 * Whether screens use ANSI colours.
 *
 * @group Console program
 */
export interface ScreenOptions {
  /** Colour the stack digits and the piece marks by seat (default true). */
  color?: boolean;
}

/**
 * The ANSI colour escape of each seat: red, bright blue, green, yellow.
 *
 * @group Console program
 */
export const SEAT_COLORS: readonly string[] = Object.freeze(['\u001b[31m', '\u001b[94m', '\u001b[32m', '\u001b[33m']);
/**
 * The ANSI escape that resets the colour.
 *
 * @group Console program
 */
export const COLOR_RESET = '\u001b[0m';
/**
 * The separator line of the piece-state block: 41 `-`.
 *
 * @group Console program
 */
export const DASH_LINE = '-'.repeat(41);

/**
 * The empty board, eleven lines; the cell of grid square (row, col) starts at character
 * `3 * col` of line `row`, and its middle character shows the stack size.
 *
 * @group Console program
 */
export const EMPTY_BOARD: readonly string[] = Object.freeze([
  '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]',
  ' | [ ]                     [ ] |',
  '[ ]    .                 .    [ ]',
  ' |       [ ]         [ ]       |',
  '[ ]          .     .          [ ]',
  ' |             [ ]             |',
  '[ ]          .     .          [ ]',
  ' |       [ ]         [ ]       |',
  '[ ]    .                 .    [ ]',
  ' | [ ]                     [ ] |',
  '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
]);

function paint(text: string, seat: number, color: boolean): string {
  return color ? `${SEAT_COLORS[seat] ?? ''}${text}${COLOR_RESET}` : text;
}

/**
 * The board: eleven lines, each on-board stack shown as its size in its owner's colour inside
 * its cell (`[2]`), empty cells as `[ ]`.
 *
 * @group Console program
 */
export function boardText(view: YunnoriState, options: ScreenOptions = {}): string {
  const color = options.color ?? true;
  const count = new Array<number>(POSITION_COUNT).fill(0);
  const owner = new Array<number>(POSITION_COUNT).fill(-1);
  for (let index = 0; index < view.pieces.length; index++) {
    const position = view.pieces[index] as number;
    if (position <= 0 || position >= POSITION_COUNT) continue;
    count[position] = (count[position] as number) + 1;
    owner[position] = Math.floor(index / view.piecesPerPlayer);
  }
  const rows = EMPTY_BOARD.slice();
  // Fill from the right of each row, so earlier cells' character offsets stay valid.
  const cells: { row: number; col: number; text: string }[] = [];
  for (let position = 1; position < POSITION_COUNT; position++) {
    if (count[position] === 0) continue;
    const [row, col] = COORDINATES[position] as readonly [number, number];
    cells.push({ row, col, text: paint(String(count[position]), owner[position] as number, color) });
  }
  cells.sort((a, b) => b.col - a.col);
  for (const { row, col, text } of cells) {
    const line = rows[row] as string;
    rows[row] = line.slice(0, 3 * col + 1) + text + line.slice(3 * col + 2);
  }
  return rows.map((line) => `${line}\n`).join('');
}

/**
 * Advanced game only (empty text in the basic game): 41 `-`, then each player's
 * `<ID>(<animal>) ` on one line.
 *
 * @group Console program
 */
export function animalText(view: YunnoriState): string {
  if (view.version !== 'advanced') return '';
  let line = '';
  for (let seat = 0; seat < view.players; seat++) line += `${view.ids[seat] ?? `Player${seat}`}(${view.animals[seat] ?? '?'}) `;
  return `${DASH_LINE}\n${line}\n`;
}

/**
 * The piece-state block: 41 `-`, `Not started : `, a line with ` □ ` per piece on 0, `Arrived : `,
 * a line with ` ■ ` per arrived piece (seat by seat, each mark in its owner's colour), 41 `-`.
 *
 * @group Console program
 */
export function pieceStateText(view: YunnoriState, options: ScreenOptions = {}): string {
  const color = options.color ?? true;
  let waiting = '';
  let arrived = '';
  for (let index = 0; index < view.pieces.length; index++) {
    const seat = Math.floor(index / view.piecesPerPlayer);
    const position = view.pieces[index] as number;
    if (position === 0) waiting += ` ${paint('□', seat, color)} `;
    else if (position === ARRIVED) arrived += ` ${paint('■', seat, color)} `;
  }
  return `${DASH_LINE}\nNot started : \n${waiting}\nArrived : \n${arrived}\n${DASH_LINE}\n`;
}

/** The positions of a seat's pieces that have not arrived, ascending. */
function unarrived(view: YunnoriState, seat: number): number[] {
  const positions: number[] = [];
  for (let i = 0; i < view.piecesPerPlayer; i++) {
    const position = view.pieces[seat * view.piecesPerPlayer + i] as number;
    if (position !== ARRIVED) positions.push(position);
  }
  return positions.sort((a, b) => a - b);
}

/**
 * `Player <i> turn`, or in the advanced game `Player <i> <ID> turn`.
 *
 * @group Console program
 */
export function turnHeader(view: YunnoriState): string {
  return view.version === 'advanced' ? `Player ${view.seat} ${view.ids[view.seat] ?? ''} turn` : `Player ${view.seat} turn`;
}

/**
 * `Piece : ` then each of the acting seat's unarrived positions, ascending, each followed by a space.
 *
 * @group Console program
 */
export function pieceLine(view: YunnoriState): string {
  return `Piece : ${unarrived(view, view.seat)
    .map((position) => `${position} `)
    .join('')}`;
}

/**
 * `Yut : ` then each held result in canonical order (repeated as held), each followed by a space.
 *
 * @group Console program
 */
export function yutLine(view: YunnoriState): string {
  let line = 'Yut : ';
  for (let result = 0; result < 6; result++) {
    for (let n = 0; n < (view.results[result] ?? 0); n++) line += `${YUT_RESULTS[result]} `;
  }
  return line;
}

/**
 * The line asking for a move.
 *
 * @group Console program
 */
export const MOVE_REQUEST = 'Write down the position of the player to move and yut';
/**
 * The line listing the result names.
 *
 * @group Console program
 */
export const RESULT_NAMES_LINE = '(back-do, do, gae, geol, yut, and mo)';
/**
 * The prompt for the start position of a move (no newline: the answer follows).
 *
 * @group Console program
 */
export const POSITION_PROMPT = '>> position : ';
/**
 * The prompt for the result to use (no newline: the answer follows).
 *
 * @group Console program
 */
export const YUT_PROMPT = '>> yut : ';

/**
 * The turn block up to the prompts: `Player <i> turn`, `Piece : …`, `Yut : …`, the move request
 * and the result names. Follow it with {@link POSITION_PROMPT} and {@link YUT_PROMPT}.
 *
 * @group Console program
 */
export function turnText(view: YunnoriState): string {
  return `${turnHeader(view)}\n${pieceLine(view)}\n${yutLine(view)}\n${MOVE_REQUEST}\n${RESULT_NAMES_LINE}\n`;
}

/**
 * The board, the animal line (advanced game) and the piece-state block, as printed each time.
 *
 * @group Console program
 */
export function gameScreen(view: YunnoriState, options: ScreenOptions = {}): string {
  return boardText(view, options) + animalText(view) + pieceStateText(view, options);
}

/**
 * {@link gameScreen} followed by {@link turnText}: what is printed before asking for a move.
 *
 * @group Console program
 */
export function turnScreen(view: YunnoriState, options: ScreenOptions = {}): string {
  return gameScreen(view, options) + turnText(view);
}
