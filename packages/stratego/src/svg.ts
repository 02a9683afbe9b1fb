/**
 * `@games/stratego/svg`: the battlefield as an SVG picture, for web pages and apps.
 *
 * `renderSvg(view, seat, options?)` returns a standalone `<svg>` string drawn from a view only,
 * so what the seat may not see is not in it: an enemy piece whose rank is hidden is drawn face
 * down (a blank piece while it has never moved, `?` once it has), and during the setup the
 * opponent's placements are not drawn at all. The board is seen from the seat's side (Red's rows
 * 1-4 at the bottom for Red and spectators, Blue's rows 7-10 at the bottom for Blue). Red pieces
 * are vermillion circles, Blue pieces blue squares (Okabe–Ito colours), each with its rank
 * letter (`M 9 8 7 6 5 4 3 2 S B F`) when known.
 *
 * Click protocol (the same in every game, see `@games/core/svg`): each of the 92 land squares
 * is an element with `data-kind="square"` and `data-notation` its name (`A1` … `K10`, no `J`),
 * the words of the notation `E4-E5`; each visible piece is one more element with
 * `data-kind="piece"` and its square's name; during the setup each rank the seat still has to
 * place is a `data-kind="reserve"` element whose token is the rank letter of `place M E4`.
 * Lakes (`data-kind="lake"`) have no token. Elements whose token is in `options.highlight` get
 * `class="highlight"` and a yellow marker; those in `options.selected`, `class="selected"`.
 *
 * ```ts
 * import { stratego } from '@games/stratego';
 * import { renderSvg } from '@games/stratego/svg';
 * const state = stratego.setup({ redSetup: 'random', blueSetup: 'random' });
 * const svg = state.ok ? renderSvg(stratego.view(state.value, 0), 0) : ''; // put it in a page: element.innerHTML = svg
 * ```
 *
 * @module @games/stratego/svg
 */
import { clickable, element, label, outcomeReason, seatMark, shape, stateMarks, svgDocument, title, type SvgOptions } from '@games/core/svg';
import { LAKE_SQUARES, RANK_LETTERS, RANK_NAMES, SQUARE_NAMES, type StrategoView, type VisiblePiece } from './index.js';

export type { SvgOptions } from '@games/core/svg';

const CELL = 50;
const MARGIN = 22;
const TOP = 34;
const BOARD = CELL * 10;
const WIDTH = BOARD + 2 * MARGIN;
const SIDES = ['Red', 'Blue'] as const;
const COLUMN_LETTERS = 'ABCDEFGHIK';

/** Where a square is drawn: column and row on the screen (0 = left, top). */
function screenOf(square: number, flipped: boolean): { x: number; y: number } {
  const column = square % 10;
  const row = Math.floor(square / 10);
  const screenColumn = flipped ? 9 - column : column;
  const screenRow = flipped ? row : 9 - row;
  return { x: MARGIN + screenColumn * CELL, y: TOP + screenRow * CELL };
}

function sideName(seat: number): string {
  return SIDES[seat] ?? `seat ${seat}`;
}

function pieceTitle(piece: VisiblePiece, name: string): string {
  const side = sideName(piece.owner);
  if (piece.rank === null) return `${side} piece on ${name}, rank unknown, ${piece.moved ? 'has moved' : 'has not moved'}`;
  const rank = RANK_NAMES[piece.rank] ?? '?';
  const letter = RANK_LETTERS[piece.rank] ?? '?';
  return `${side} ${rank} (${letter}) on ${name}${piece.revealed ? ', revealed' : ''}${piece.moved ? ', has moved' : ''}`;
}

function pieceShape(owner: number, x: number, y: number, hidden: boolean): string {
  const mark = seatMark(owner);
  const cx = x + CELL / 2;
  const cy = y + CELL / 2;
  const attributes = { fill: mark.color, stroke: '#000000', 'stroke-width': 2 };
  let drawn = shape(mark.shape, cx, cy, CELL * 0.4, attributes);
  if (hidden) drawn += shape(mark.shape, cx, cy, CELL * 0.27, { fill: 'none', stroke: mark.ink, 'stroke-width': 1.5, 'stroke-opacity': 0.7 });
  return drawn;
}

function piece(view: StrategoView, square: number, flipped: boolean, options: SvgOptions | undefined): string {
  const visible = view.squares[square];
  if (visible === null || visible === undefined) return '';
  const name = SQUARE_NAMES[square] ?? '?';
  const { x, y } = screenOf(square, flipped);
  const mark = seatMark(visible.owner);
  const parts = [title(pieceTitle(visible, name)), pieceShape(visible.owner, x, y, visible.rank === null)];
  if (visible.rank !== null) {
    parts.push(label(x + CELL / 2, y + CELL / 2 + 1, RANK_LETTERS[visible.rank] ?? '?', { 'font-size': 22, 'font-weight': 700, fill: mark.ink }));
    if (visible.revealed && visible.owner === view.viewer) {
      // The opponent knows this one: a small eye-like dot in the corner.
      parts.push(element('circle', { cx: x + CELL - 9, cy: y + 9, r: 5, fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 1.5 }));
    }
  } else if (visible.moved) {
    parts.push(label(x + CELL / 2, y + CELL / 2 + 1, '?', { 'font-size': 20, 'font-weight': 700, fill: mark.ink }));
  }
  parts.push(stateMarks(name, options, x, y, CELL, CELL));
  return element('g', { ...clickable(name, 'piece', options), 'data-owner': visible.owner }, ...parts);
}

function squareElement(view: StrategoView, square: number, flipped: boolean, options: SvgOptions | undefined): string {
  const name = SQUARE_NAMES[square] ?? '?';
  const { x, y } = screenOf(square, flipped);
  if (LAKE_SQUARES.includes(square)) {
    return element(
      'g',
      { 'data-kind': 'lake' },
      title(`${name}: lake`),
      element('rect', { x, y, width: CELL, height: CELL, fill: '#9CC9E3' }),
      element('path', { d: `M${x + 8} ${y + 20} q 8 -6 17 0 t 17 0 M${x + 8} ${y + 32} q 8 -6 17 0 t 17 0`, fill: 'none', stroke: '#3B7EA1', 'stroke-width': 2 }),
    );
  }
  const row = Math.floor(square / 10);
  const setupArea = view.phase === 'setup' && view.viewer !== null && (view.viewer === 0 ? row < 4 : row >= 6);
  const dark = (square % 10) + row;
  const fill = setupArea ? (dark % 2 === 0 ? '#E9D8A6' : '#F1E3B8') : dark % 2 === 0 ? '#B9CF8F' : '#C6D89F';
  const last = view.lastMove !== null && (view.lastMove.from === name || view.lastMove.to === name);
  return element(
    'g',
    clickable(name, 'square', options),
    title(view.squares[square] ? name : `${name}: empty`),
    element('rect', { x, y, width: CELL, height: CELL, fill, stroke: '#6B7F4A', 'stroke-width': 0.8 }),
    last ? element('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, fill: 'none', stroke: '#E69F00', 'stroke-width': 3, 'stroke-dasharray': '6 3' }) : '',
    stateMarks(name, options, x, y, CELL, CELL),
  );
}

function statusLine(view: StrategoView): string {
  if (view.outcome !== null) {
    const ranking = view.outcome.ranking;
    const reason = outcomeReason(view.outcome.reason);
    return ranking.length === 1 ? `Game over: a draw (${reason})` : `Game over: ${sideName(ranking[0]?.[0] ?? 0)} wins (${reason})`;
  }
  if (view.toMove === null) return '';
  return `${sideName(view.toMove)} ${view.phase === 'setup' ? 'places a piece' : 'to move'} · ply ${view.ply}`;
}

function combatLine(view: StrategoView): string {
  const combat = view.lastCombat;
  if (combat === null || view.lastMove === null) return '';
  const result = { 'attacker-wins': 'attacker wins', 'defender-wins': 'defender wins', 'both-removed': 'both removed', 'flag-captured': 'Flag captured' }[combat.result];
  return `Last: ${view.lastMove.from}-${view.lastMove.to}, ${RANK_NAMES[combat.attacker]} attacked ${RANK_NAMES[combat.defender]}: ${result}`;
}

function reserve(view: StrategoView, top: number, options: SvgOptions | undefined): { body: string; height: number } {
  if (view.phase !== 'setup' || view.reserve === null || view.viewer === null) return { body: '', height: 0 };
  const owner = view.viewer;
  const mark = seatMark(owner);
  const chips: string[] = [label(MARGIN, top + 12, 'To place:', { 'text-anchor': 'start', 'font-size': 15, fill: '#000000' })];
  const size = 42;
  let index = 0;
  // Strongest first, as players lay out their army.
  for (const rank of [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 11, 12]) {
    const count = view.reserve[rank] ?? 0;
    if (count <= 0) continue;
    const letter = RANK_LETTERS[rank] ?? '?';
    const x = MARGIN + (index % 10) * (size + 8);
    const y = top + 26 + Math.floor(index / 10) * (size + 8);
    chips.push(
      element(
        'g',
        clickable(letter, 'reserve', options),
        title(`${count} ${RANK_NAMES[rank]}${count > 1 ? 's' : ''} (${letter}) to place`),
        shape(mark.shape, x + size / 2, y + size / 2, size * 0.42, { fill: mark.color, stroke: '#000000', 'stroke-width': 2 }),
        label(x + size / 2, y + size / 2, letter, { 'font-size': 19, 'font-weight': 700, fill: mark.ink }),
        element('circle', { cx: x + size - 4, cy: y + 5, r: 9, fill: '#FFFFFF', stroke: '#000000' }),
        label(x + size - 4, y + 5.5, String(count), { 'font-size': 11, 'font-weight': 700, fill: '#000000' }),
        stateMarks(letter, options, x - 3, y - 3, size + 6, size + 6),
      ),
    );
    index++;
  }
  return { body: chips.join(''), height: 26 + Math.ceil(index / 10) * (size + 8) + 4 };
}

/**
 * The SVG picture of `view` as `seat` sees it (`null`: a spectator). Pure: the same view and
 * options give the same string. See the module documentation for the click protocol.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { stratego } from '@games/stratego';
 * import { renderSvg } from '@games/stratego/svg';
 *
 * const state = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 1 }));
 * const svg = renderSvg(stratego.view(state, 0), 0);  // Red's picture: Blue's pieces face down
 * console.log(svg.startsWith('<svg'), svg.includes('data-notation="E4"')); // true true: clicks name squares
 * ```
 */
export function renderSvg(view: StrategoView, seat: number | null, options?: SvgOptions): string {
  const flipped = view.viewer === 1;
  const parts: string[] = [];
  parts.push(label(WIDTH / 2, 17, statusLine(view), { 'font-size': 17, 'font-weight': 700, fill: '#000000' }));
  for (let column = 0; column < 10; column++) {
    const x = MARGIN + (flipped ? 9 - column : column) * CELL + CELL / 2;
    parts.push(label(x, TOP + BOARD + 11, COLUMN_LETTERS[column] ?? '', { 'font-size': 13, fill: '#333333' }));
  }
  for (let row = 0; row < 10; row++) {
    const y = TOP + (flipped ? row : 9 - row) * CELL + CELL / 2;
    parts.push(label(MARGIN / 2, y, String(row + 1), { 'font-size': 12, fill: '#333333' }));
  }
  for (let square = 0; square < 100; square++) parts.push(squareElement(view, square, flipped, options));
  for (let square = 0; square < 100; square++) parts.push(piece(view, square, flipped, options));
  let y = TOP + BOARD + 24;
  const combat = combatLine(view);
  if (combat !== '') {
    parts.push(label(MARGIN, y + 8, combat, { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }));
    y += 22;
  }
  const lost = [0, 1]
    .map((side) => {
      const letters = (view.lost[side] ?? []).flatMap((count, rank) => (count > 0 ? [`${RANK_LETTERS[rank]}${count > 1 ? `×${count}` : ''}`] : []));
      return letters.length > 0 ? `${sideName(side)} lost ${letters.join(' ')}` : '';
    })
    .filter((text) => text !== '');
  if (lost.length > 0) {
    parts.push(label(MARGIN, y + 8, lost.join(' · '), { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }));
    y += 22;
  }
  const tray = reserve(view, y, options);
  parts.push(tray.body);
  y += tray.height;
  const who = seat === null ? 'a spectator' : sideName(seat);
  return svgDocument({
    width: WIDTH,
    height: y + 4,
    game: 'stratego',
    seat,
    title: options?.title ?? `Stratego, as ${who} sees it`,
    description: statusLine(view),
    body: parts.join(''),
  });
}
