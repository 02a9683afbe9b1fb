/**
 * `@games/santorini/svg`: the island as an SVG picture, for web pages and apps.
 *
 * `renderSvg(view, seat, options?)` returns a standalone `<svg>` string drawn from a view only:
 * the 5 x 5 island (rank 5 at the top, file A on the left), each space's level as stacked
 * blocks with its number, domes, the workers as seat shapes with their team letter, the gods of
 * the seats and whose turn it is.
 *
 * Click protocol (the same in every game, see `@games/core/svg`): every space is an element with
 * `data-kind="square"` and `data-notation` its name (`A1` … `E5`), the words of the notation
 * `place C3`, `B3-A4`, `build B4`, `dome B4` and `remove B4`; a worker is one more element with
 * `data-kind="worker"` and its space's name; when the current step may be declined a
 * `data-kind="action"` button carries `pass`. Elements whose token is in `options.highlight`
 * get `class="highlight"` and a yellow marker; those in `options.selected`, `class="selected"`.
 *
 * ```ts
 * import { santorini } from '@games/santorini';
 * import { renderSvg } from '@games/santorini/svg';
 * const state = santorini.setup({}); // a Result
 * const svg = state.ok ? renderSvg(santorini.view(state.value, 0), 0, { highlight: ['C3'] }) : ''; // put it in a page: element.innerHTML = svg
 * ```
 *
 * @module @games/santorini/svg
 */
import { clickable, element, label, outcomeReason, roundStateMarks, seatMark, seatToken, stateMarks, svgDocument, title, type SvgOptions } from '@games/core/svg';
import type { SantoriniView } from './index.js';

export type { SvgOptions } from '@games/core/svg';

/** Square names by index: `A1` is 0, `B1` 1, ... `E5` 24 (the notation's names). */
const SQUARE_NAMES: readonly string[] = Array.from({ length: 25 }, (_, square) => `${'ABCDE'[square % 5]}${Math.floor(square / 5) + 1}`);

const CELL = 84;
const MARGIN = 26;
const TOP = 58;
const BOARD = CELL * 5;
const WIDTH = BOARD + 2 * MARGIN;

/** Block colours by level (1 to 3): pale stone getting lighter upwards. */
const BLOCK_FILL = ['', '#D9D4C7', '#ECE8DD', '#FFFFFF'];
const DOME_FILL = '#1F3A68';

/** A god's name as a title: `apollo` is `Apollo`. */
function capitalised(name: string): string {
  return name.length === 0 ? name : `${name[0]!.toUpperCase()}${name.slice(1)}`;
}

function godTitle(view: SantoriniView, seat: number): string {
  const name = view.gods[seat] ?? 'mortal';
  const data = view.powers[seat];
  let text = capitalised(name);
  // Chaos shows the Simple God he holds (public); the rest of his data stays out of the picture.
  if (name === 'chaos' && typeof data === 'object' && data !== null && !Array.isArray(data) && typeof data['god'] === 'string') {
    text += ` (holds ${capitalised(data['god'])})`;
  }
  return text;
}

function teamOfSeat(view: SantoriniView, seat: number): number {
  return view.players === 4 ? seat & 1 : seat;
}

function statusLine(view: SantoriniView): string {
  if (view.outcome !== null) {
    const ranking = view.outcome.ranking;
    if (ranking.length === 1) return `Game over: a draw (${outcomeReason(view.outcome.reason)})`;
    return `Game over: seat ${(ranking[0] ?? []).join(' and ')} won (${outcomeReason(view.outcome.reason)})`;
  }
  const what = view.phase === 'place' ? 'places a worker' : view.phase === 'move' ? 'moves' : view.phase === 'build' ? 'builds' : 'uses a power';
  return `Turn ${view.turns + 1}: seat ${view.seat} ${what}${view.optional ? ' or passes' : ''}`;
}

function space(view: SantoriniView, square: number, options: SvgOptions | undefined): string {
  const name = SQUARE_NAMES[square] ?? '?';
  const file = square % 5;
  const rank = Math.floor(square / 5);
  const x = MARGIN + file * CELL;
  const y = TOP + (4 - rank) * CELL;
  const level = view.levels[square] ?? 0;
  const dome = (view.domes & (1 << square)) !== 0;
  const parts: string[] = [];
  parts.push(title(`${name}: level ${level}${dome ? ' with a dome' : ''}`));
  parts.push(element('rect', { x, y, width: CELL, height: CELL, fill: (file + rank) % 2 === 0 ? '#7FB069' : '#8CBB75', stroke: '#3E5C2F', 'stroke-width': 1 }));
  for (let block = 1; block <= level; block++) {
    const inset = 6 + (block - 1) * 9;
    parts.push(element('rect', { x: x + inset, y: y + inset, width: CELL - 2 * inset, height: CELL - 2 * inset, rx: 3, fill: BLOCK_FILL[block], stroke: '#5B5546', 'stroke-width': 1.5 }));
  }
  if (dome) {
    parts.push(element('circle', { cx: x + CELL / 2, cy: y + CELL / 2, r: CELL * 0.3, fill: DOME_FILL, stroke: '#FFFFFF', 'stroke-width': 2 }));
    parts.push(label(x + CELL / 2, y + CELL / 2, 'D', { 'font-size': 16, 'font-weight': 700, fill: '#FFFFFF' }));
  }
  if (level > 0) {
    parts.push(element('circle', { cx: x + 13, cy: y + 13, r: 9, fill: '#FFFFFF', stroke: '#5B5546', 'stroke-width': 1 }));
    parts.push(label(x + 13, y + 13.5, String(level), { 'font-size': 12, 'font-weight': 700, fill: '#000000' }));
  }
  parts.push(stateMarks(name, options, x, y, CELL, CELL));
  return element('g', clickable(name, 'square', options), ...parts);
}

function worker(view: SantoriniView, id: number, options: SvgOptions | undefined): string {
  const square = view.workers[id] ?? -1;
  if (square < 0) return '';
  const name = SQUARE_NAMES[square] ?? '?';
  const team = id >> 1;
  const cx = MARGIN + (square % 5) * CELL + CELL / 2;
  const cy = TOP + (4 - Math.floor(square / 5)) * CELL + CELL / 2;
  const seats = Array.from({ length: view.players }, (_, seat) => seat).filter((seat) => teamOfSeat(view, seat) === team);
  const owner = seats.map((seat) => `seat ${seat} (${godTitle(view, seat)})`).join(' and ');
  const mark = seatMark(team);
  return element(
    'g',
    clickable(name, 'worker', options),
    title(`Worker ${mark.letter} of ${owner} on ${name}, level ${view.levels[square] ?? 0}`),
    seatToken(team, cx, cy, CELL * 0.24),
    roundStateMarks(name, options, cx, cy, CELL * 0.3),
  );
}

function legend(view: SantoriniView, y: number): string {
  const parts: string[] = [];
  for (let seat = 0; seat < view.players; seat++) {
    const x = MARGIN;
    const row = y + seat * 28;
    const team = teamOfSeat(view, seat);
    const out = view.out.includes(seat);
    const acting = view.outcome === null && view.seat === seat;
    parts.push(
      element(
        'g',
        { 'data-kind': 'seat', 'data-seat': seat },
        title(`Seat ${seat}: team ${seatMark(team).letter}, ${godTitle(view, seat)}${out ? ', out' : ''}${acting ? ', to act' : ''}`),
        seatToken(team, x + 12, row + 12, 10),
        label(x + 28, row + 12, `${acting ? '▶ ' : ''}Seat ${seat}: ${godTitle(view, seat)}${out ? ' (out)' : ''}`, { 'text-anchor': 'start', 'font-size': 15, fill: '#000000', 'font-weight': acting ? 700 : 400 }),
      ),
    );
  }
  return parts.join('');
}

/**
 * The SVG picture of `view` as `seat` sees it (`null`: a spectator). Pure: the same view and
 * options give the same string. See the module documentation for the click protocol.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { santorini } from '@games/santorini';
 * import { renderSvg } from '@games/santorini/svg';
 *
 * const state = unwrap(santorini.setup({ gods: ['apollo', 'atlas'] }));
 * const svg = renderSvg(santorini.view(state, 0), 0, { highlight: ['C3'] }); // towers, domes, workers, the god cards
 * console.log(svg.includes('data-notation="C3"'));   // true: a click on a space names it
 * ```
 */
export function renderSvg(view: SantoriniView, seat: number | null, options?: SvgOptions): string {
  const parts: string[] = [];
  parts.push(label(WIDTH / 2, 20, statusLine(view), { 'font-size': 17, 'font-weight': 700, fill: '#000000' }));
  if (view.outcome === null && view.optional) {
    const x = WIDTH - MARGIN - 70;
    parts.push(
      element(
        'g',
        clickable('pass', 'action', options),
        title('Pass: decline this optional step'),
        element('rect', { x, y: 32, width: 70, height: 22, rx: 11, fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 1.5 }),
        label(x + 35, 43, 'pass', { 'font-size': 14, fill: '#000000' }),
        stateMarks('pass', options, x - 4, 28, 78, 30, 13),
      ),
    );
  }
  for (let file = 0; file < 5; file++) parts.push(label(MARGIN + file * CELL + CELL / 2, TOP - 10, 'ABCDE'[file] ?? '', { 'font-size': 14, fill: '#333333' }));
  for (let rank = 0; rank < 5; rank++) parts.push(label(MARGIN / 2, TOP + (4 - rank) * CELL + CELL / 2, String(rank + 1), { 'font-size': 14, fill: '#333333' }));
  parts.push(element('rect', { x: MARGIN - 3, y: TOP - 3, width: BOARD + 6, height: BOARD + 6, fill: '#3E6FA3', rx: 4 }));
  for (let square = 0; square < 25; square++) parts.push(space(view, square, options));
  for (let id = 0; id < view.workers.length; id++) parts.push(worker(view, id, options));
  const legendTop = TOP + BOARD + 14;
  parts.push(legend(view, legendTop));
  const height = legendTop + view.players * 28 + 4;
  const who = seat === null ? 'a spectator' : `seat ${seat}`;
  return svgDocument({
    width: WIDTH,
    height,
    game: 'santorini',
    seat,
    title: options?.title ?? `Santorini, as ${who} sees it`,
    description: statusLine(view),
    body: parts.join(''),
  });
}
