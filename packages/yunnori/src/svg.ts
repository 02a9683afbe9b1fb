/**
 * `@games/yunnori/svg`: the Yut board as an SVG picture, for web pages and apps.
 *
 * `renderSvg(view, seat, options?)` returns a standalone `<svg>` string drawn from a view: the
 * square board of 29 positions (the outer ring and the two diagonals, the start/finish corner 29
 * at the bottom right, as on the classic console board), each seat's pieces as stacks in the
 * seat's colour and shape with its letter and the stack size, each seat's pieces waiting at the
 * start and those arrived, and the acting seat's unused results. Yut Nori hides nothing.
 *
 * Click protocol (the same in every game, see `@games/core/svg`): each position 1 … 29 is an
 * element with `data-kind="position"` and `data-notation` its number, the first word of the
 * notation `22 do`; a stack standing there is one more element, `data-kind="stack"`, with the same
 * token; the acting seat's start area is `data-kind="start"` with the token `0` (entering a
 * piece, `0 gae`); each of its unused results is `data-kind="result"` with the result's name
 * (`back-do`, `do`, `gae`, `geol`, `yut`, `mo`), the second word. Elements whose token is in
 * `options.highlight` get `class="highlight"` and a yellow marker; those in `options.selected`,
 * `class="selected"`.
 *
 * Last moves: with `options.lastMoves` (each seat's last turn in notation), each seat's row shows
 * the results it threw (`data-kind="throws"`), every position its pieces passed gets a dashed ring
 * in the seat's colour (`class="last-move-path"`) and every landing a full ring
 * (`class="last-move-landing"`; on the arrived box when a piece arrived); the titles of those
 * positions, and of a stack carried there, say so in words.
 *
 * ```ts
 * import { yunnori } from '@games/yunnori';
 * import { renderSvg } from '@games/yunnori/svg';
 * const state = yunnori.setup({ players: 2 });
 * const svg = state.ok ? renderSvg(yunnori.view(state.value, 0), 0) : ''; // put it in a page: element.innerHTML = svg
 * ```
 *
 * @module @games/yunnori/svg
 */
import { clickable, element, label, roundStateMarks, seatMark, seatToken, stateMarks, svgDocument, title, type SvgOptions } from '@games/core/svg';
import { ARRIVED, COORDINATES, FINISH_CORNER, isOnCowPath, movePath, YUT_RESULTS, type YunnoriView } from './index.js';

export type { SeatMoves, SvgOptions } from '@games/core/svg';

const STEP = 40;
const MARGIN = 34;
const TOP = 56;
const BOARD = STEP * 10;
const WIDTH = BOARD + 2 * MARGIN;
const CORNERS = [5, 10, 15, 22, FINISH_CORNER];

function centre(position: number): { x: number; y: number } {
  const [row, column] = COORDINATES[position] ?? [0, 0];
  return { x: MARGIN + column * STEP, y: TOP + row * STEP };
}

function seatName(view: YunnoriView, seat: number): string {
  const id = view.ids[seat];
  const animal = view.animals[seat];
  return `Seat ${seat}${id !== undefined && id !== '' ? ` ${id}` : ''}${animal !== undefined ? ` (${animal})` : ''}`;
}

function piecesOfSeat(view: YunnoriView, seat: number): number[] {
  return view.pieces.slice(seat * view.piecesPerPlayer, (seat + 1) * view.piecesPerPlayer);
}

/** What the seats' last turns ({@link SvgOptions.lastMoves}) left on the board: throws, the positions passed and the landings. */
interface Travels {
  /** The results each seat threw in its last turn, in order. */
  throws: Map<number, string[]>;
  /** By position (or {@link ARRIVED}): the seats whose last moves passed it. */
  passed: Map<number, number[]>;
  /** By position (or {@link ARRIVED}): the seats whose last moves landed there. */
  landed: Map<number, number[]>;
}

function addSeat(map: Map<number, number[]>, position: number, seat: number): void {
  const seats = map.get(position) ?? [];
  if (!seats.includes(seat)) seats.push(seat);
  map.set(position, seats);
}

function travelsOf(view: YunnoriView, options: SvgOptions | undefined): Travels {
  const travels: Travels = { throws: new Map(), passed: new Map(), landed: new Map() };
  for (const { seat, notations } of options?.lastMoves ?? []) {
    const throws: string[] = [];
    for (const notation of notations) {
      const [first, result] = notation.trim().toLowerCase().split(/\s+/);
      if (first === undefined || result === undefined) continue;
      if (first === 'throw') {
        throws.push(result);
        continue;
      }
      const path = movePath(Number(first), result, view.animals[seat]);
      if (!path.ok) continue;
      path.value.forEach((position, index) => addSeat(index === path.value.length - 1 ? travels.landed : travels.passed, position, seat));
    }
    if (throws.length > 0) travels.throws.set(seat, throws);
  }
  return travels;
}

/** The words and rings of the last moves at `spot`: what its title adds, and the marks drawn round it. */
function travelMarks(view: YunnoriView, travels: Travels, spot: number, x: number, y: number, r: number): { words: string; marks: string } {
  const words: string[] = [];
  const marks: string[] = [];
  for (const seat of travels.landed.get(spot) ?? []) {
    words.push(`where the last move of ${seatName(view, seat)} landed`);
    marks.push(element('circle', { cx: x, cy: y, r: r + 5, fill: 'none', stroke: seatMark(seat).color, 'stroke-width': 4, class: 'last-move-landing', 'data-seat': seat, 'pointer-events': 'none' }));
  }
  for (const seat of travels.passed.get(spot) ?? []) {
    words.push(`on the path of the last move of ${seatName(view, seat)}`);
    marks.push(element('circle', { cx: x, cy: y, r: r + 4, fill: 'none', stroke: seatMark(seat).color, 'stroke-width': 3, 'stroke-dasharray': '4 3', class: 'last-move-path', 'data-seat': seat, 'pointer-events': 'none' }));
  }
  return { words: words.length === 0 ? '' : `, ${words.join(', ')}`, marks: marks.join('') };
}

function lines(): string {
  const segments: [number, number][] = [];
  const ring = [FINISH_CORNER, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, FINISH_CORNER];
  for (let index = 1; index < ring.length; index++) segments.push([ring[index - 1]!, ring[index]!]);
  const diagonals = [
    [5, 20, 21, 22, 23, 24, 15],
    [10, 25, 26, 22, 27, 28, FINISH_CORNER],
  ];
  for (const path of diagonals) for (let index = 1; index < path.length; index++) segments.push([path[index - 1]!, path[index]!]);
  return segments
    .map(([from, to]) => {
      const a = centre(from);
      const b = centre(to);
      return element('line', { x1: a.x, y1: a.y, x2: b.x, y2: b.y, stroke: '#6B4F2A', 'stroke-width': 3 });
    })
    .join('');
}

function position(view: YunnoriView, spot: number, options: SvgOptions | undefined, travels: Travels): string {
  const { x, y } = centre(spot);
  const corner = CORNERS.includes(spot);
  const r = corner ? 17 : 13;
  const token = String(spot);
  const cowPath = view.animals.includes('cow') && isOnCowPath(spot);
  const travel = travelMarks(view, travels, spot, x, y, r);
  return element(
    'g',
    clickable(token, 'position', options),
    title(`Position ${spot}${spot === FINISH_CORNER ? ' (start and finish)' : ''}${cowPath ? ', on the cow path' : ''}${travel.words}`),
    travel.marks,
    element('circle', { cx: x, cy: y, r, fill: cowPath ? '#F0E442' : '#FFF8E7', stroke: '#6B4F2A', 'stroke-width': corner ? 3 : 2 }),
    corner ? element('circle', { cx: x, cy: y, r: r - 5, fill: 'none', stroke: '#6B4F2A', 'stroke-width': 1 }) : '',
    label(x, y + 1, token, { 'font-size': 11, fill: '#5A4A33' }),
    roundStateMarks(token, options, x, y, r),
  );
}

function stack(view: YunnoriView, spot: number, options: SvgOptions | undefined, travels: Travels): string {
  for (let seat = 0; seat < view.players; seat++) {
    const count = piecesOfSeat(view, seat).filter((piece) => piece === spot).length;
    if (count === 0) continue;
    const { x, y } = centre(spot);
    const token = String(spot);
    const mark = seatMark(seat);
    // the pieces the seat's own last move carried here (a stack moves as one)
    const carried = (travels.landed.get(spot) ?? []).includes(seat) ? `, carried here by the last move of ${seatName(view, seat)}` : '';
    return element(
      'g',
      { ...clickable(token, 'stack', options), 'data-owner': seat },
      title(`${count === 1 ? 'A piece' : `A stack of ${count} pieces`} of ${seatName(view, seat)} (${mark.name} ${mark.shape} ${mark.letter}) on position ${spot}${carried}`),
      seatToken(seat, x, y, 14),
      count > 1 ? element('circle', { cx: x + 13, cy: y - 13, r: 8, fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 1.2 }) + label(x + 13, y - 12.5, String(count), { 'font-size': 11, 'font-weight': 700, fill: '#000000' }) : '',
      roundStateMarks(token, options, x, y, 17),
    );
  }
  return '';
}

function seatRow(view: YunnoriView, seat: number, y: number, options: SvgOptions | undefined, travels: Travels): string {
  const pieces = piecesOfSeat(view, seat);
  const waiting = pieces.filter((piece) => piece === 0).length;
  const arrived = pieces.filter((piece) => piece === ARRIVED).length;
  const acting = view.winner < 0 && view.seat === seat;
  const won = view.winner === seat;
  const parts: string[] = [];
  const throws = travels.throws.get(seat);
  parts.push(label(MARGIN - 20, throws === undefined ? y + 16 : y + 9, `${acting ? '▶ ' : won ? '★ ' : ''}${seatName(view, seat)}`, { 'text-anchor': 'start', 'font-size': 15, 'font-weight': acting || won ? 700 : 400, fill: '#000000' }));
  if (throws !== undefined) {
    const text = `threw ${throws.join(' · ')}`;
    // the results thrown in the seat's last turn, under its name, in its colour
    parts.push(
      element(
        'g',
        { class: 'last-throws', 'data-kind': 'throws', 'data-owner': seat, 'data-seat': seat },
        title(`The last throws of ${seatName(view, seat)}: ${throws.join(', ')}`),
        element('rect', { x: MARGIN - 22, y: y + 19, width: Math.min(188, 12 + text.length * 6.4), height: 15, rx: 4, fill: '#FFFFFF', stroke: seatMark(seat).color, 'stroke-width': 2 }),
        label(MARGIN - 17, y + 27, text, { 'text-anchor': 'start', 'font-size': 11, fill: '#000000' }),
      ),
    );
  }
  // The start area: pieces that have not departed (clickable for the acting seat: `0 <result>`).
  const startX = MARGIN + 170;
  const startWidth = 130;
  const start = [
    title(`${seatName(view, seat)}: ${waiting} piece${waiting === 1 ? '' : 's'} at the start`),
    element('rect', { x: startX, y, width: startWidth, height: 32, rx: 6, fill: '#FFF8E7', stroke: '#6B4F2A', 'stroke-width': 1.5 }),
    label(startX + 20, y + 16, 'start', { 'font-size': 11, fill: '#5A4A33' }),
  ];
  for (let index = 0; index < waiting; index++) start.push(seatToken(seat, startX + 47 + index * 22, y + 16, 10));
  const startAttributes = acting ? clickable('0', 'start', options) : { 'data-kind': 'start' };
  if (acting) start.push(stateMarks('0', options, startX - 4, y - 4, startWidth + 8, 40, 8));
  parts.push(element('g', { ...startAttributes, 'data-owner': seat }, ...start));
  const homeX = startX + startWidth + 10;
  const landed = (travels.landed.get(ARRIVED) ?? []).includes(seat);
  parts.push(
    element(
      'g',
      { 'data-kind': 'arrived', 'data-owner': seat },
      title(`${seatName(view, seat)}: ${arrived} piece${arrived === 1 ? '' : 's'} arrived${landed ? `, the last move of ${seatName(view, seat)} arrived here` : ''}`),
      landed ? element('rect', { x: homeX - 4, y: y - 4, width: 118, height: 40, rx: 8, fill: 'none', stroke: seatMark(seat).color, 'stroke-width': 4, class: 'last-move-landing', 'data-seat': seat, 'pointer-events': 'none' }) : '',
      element('rect', { x: homeX, y, width: 110, height: 32, rx: 6, fill: '#E8F1E4', stroke: '#3E5C2F', 'stroke-width': 1.5 }),
      label(homeX + 28, y + 16, 'arrived', { 'font-size': 11, fill: '#3E5C2F' }),
      arrived > 0 ? seatToken(seat, homeX + 68, y + 16, 10) + label(homeX + 92, y + 16, `×${arrived}`, { 'font-size': 13, 'font-weight': 700, fill: '#000000' }) : '',
    ),
  );
  return parts.join('');
}

function resultsRow(view: YunnoriView, y: number, options: SvgOptions | undefined): string {
  if (view.winner >= 0) return label(WIDTH / 2, y + 16, `${seatName(view, view.winner)} wins`, { 'font-size': 17, 'font-weight': 700, fill: '#000000' });
  const parts: string[] = [label(MARGIN - 20, y + 16, view.throws > 0 ? `Throws to come: ${view.throws}` : 'Results:', { 'text-anchor': 'start', 'font-size': 15, fill: '#000000' })];
  let x = MARGIN + 100;
  YUT_RESULTS.forEach((result, index) => {
    const count = view.results[index] ?? 0;
    if (count <= 0) return;
    const width = 18 + result.length * 9 + (count > 1 ? 18 : 0);
    parts.push(
      element(
        'g',
        clickable(result, 'result', options),
        title(`${count} × ${result} to use`),
        element('rect', { x, y: y + 2, width, height: 28, rx: 14, fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 1.5 }),
        label(x + 9 + (result.length * 9) / 2, y + 16, result, { 'font-size': 14, 'font-weight': 700, fill: '#000000' }),
        count > 1 ? label(x + width - 14, y + 16, `×${count}`, { 'font-size': 12, fill: '#000000' }) : '',
        stateMarks(result, options, x - 4, y - 2, width + 8, 36, 16),
      ),
    );
    x += width + 8;
  });
  return parts.join('');
}

/**
 * The SVG picture of `view` as `seat` sees it (`null`: a spectator; Yut Nori hides nothing, so
 * every seat sees the same board). Pure: the same view and options give the same string. See
 * the module documentation for the click protocol.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { yunnori } from '@games/yunnori';
 * import { renderSvg } from '@games/yunnori/svg';
 *
 * let state = unwrap(yunnori.setup({ players: 2 }));
 * state = unwrap(yunnori.play(state, unwrap(yunnori.parseMove('throw gae', state))));
 * const svg = renderSvg(yunnori.view(state, 0), 0);   // the board, the stacks and the results to use
 * console.log(svg.includes('data-notation="gae"'));   // true: click the result, then the piece
 * ```
 */
export function renderSvg(view: YunnoriView, seat: number | null, options?: SvgOptions): string {
  const parts: string[] = [];
  const status = view.winner >= 0 ? `Game over: ${seatName(view, view.winner)} wins` : `${seatName(view, view.seat)} ${view.throws > 0 ? 'throws' : 'moves'}`;
  parts.push(label(WIDTH / 2, 16, status, { 'font-size': 17, 'font-weight': 700, fill: '#000000' }));
  parts.push(element('rect', { x: MARGIN - 22, y: TOP - 22, width: BOARD + 44, height: BOARD + 44, rx: 10, fill: '#E3C99A', stroke: '#6B4F2A', 'stroke-width': 2 }));
  parts.push(lines());
  const travels = travelsOf(view, options);
  for (let spot = 1; spot <= FINISH_CORNER; spot++) parts.push(position(view, spot, options, travels));
  for (let spot = 1; spot <= FINISH_CORNER; spot++) parts.push(stack(view, spot, options, travels));
  parts.push(label(WIDTH - 4, TOP + BOARD + 32, '29: start / finish', { 'text-anchor': 'end', 'font-size': 12, fill: '#5A4A33' }));
  let y = TOP + BOARD + 46;
  for (let each = 0; each < view.players; each++) {
    parts.push(seatRow(view, each, y, options, travels));
    y += 40;
  }
  parts.push(resultsRow(view, y, options));
  y += 40;
  const who = seat === null ? 'a spectator' : `seat ${seat}`;
  return svgDocument({ width: WIDTH, height: y, game: 'yunnori', seat, title: options?.title ?? `Yut Nori, as ${who} sees it`, description: status, body: parts.join('') });
}
