/**
 * `@games/fiery-dragons/svg`: the volcano ring and the dragon chits as an SVG picture, for web
 * pages and apps.
 *
 * `renderSvg(view, seat, options?)` returns a standalone `<svg>` string drawn from a view only:
 * the ring of volcano squares clockwise from the top (each with its animal's initials and a
 * tint), the caves outside it (with the owner's shape), the dragon tokens as seat shapes with
 * their letters, and the chits in the middle, numbered as in the notation. A chit the view shows
 * face down is drawn face down: its content is not in the picture.
 *
 * Click protocol (the same in every game, see `@games/core/svg`): each chit is an element with
 * `data-kind="chit"` and `data-notation` its number, the second word of `flip 3`; when the acting
 * seat may end its turn, a `data-kind="action"` button carries `end`. Squares (`square`), caves
 * (`cave`) and tokens (`token`) carry `data-kind` only: no move names them. Elements whose token
 * is in `options.highlight` get `class="highlight"` and a yellow marker; those in
 * `options.selected`, `class="selected"`.
 *
 * ```ts
 * import { fieryDragons } from '@games/fiery-dragons';
 * import { renderSvg } from '@games/fiery-dragons/svg';
 * const state = fieryDragons.setup({ players: 2, seed: 1 });
 * const svg = state.ok ? renderSvg(fieryDragons.view(state.value, 0), 0, { highlight: ['0', '1'] }) : ''; // put it in a page: element.innerHTML = svg
 * ```
 *
 * @module @games/fiery-dragons/svg
 */
import { clickable, element, label, roundStateMarks, seatMark, seatToken, stateMarks, svgDocument, title, type SvgOptions } from '@games/core/svg';
import { chitLabel, type Animal, type ChitView, type FieryDragonsView } from './index.js';

export type { SvgOptions } from '@games/core/svg';

const SIZE = 560;
const TOP = 36;
const CX = SIZE / 2;
const CY = TOP + SIZE / 2;
const INNER = 178;
const OUTER = 228;
const CAVE_RING = 252;

const ANIMAL_TINT: Record<Animal, string> = { spider: '#D3D3D3', bat: '#B9D7EA', salamander: '#F6C98B', 'baby-dragon': '#EFE88F' };
const ANIMAL_SHORT: Record<Animal, string> = { spider: 'SP', bat: 'BA', salamander: 'SA', 'baby-dragon': 'DR' };

function polar(radius: number, angle: number): { x: number; y: number } {
  return { x: CX + radius * Math.cos(angle), y: CY + radius * Math.sin(angle) };
}

function angleOf(square: number, count: number, offset = 0): number {
  return -Math.PI / 2 + ((square + offset) * 2 * Math.PI) / count;
}

function sector(square: number, count: number): string {
  const a0 = angleOf(square, count, -0.5);
  const a1 = angleOf(square, count, 0.5);
  const p0 = polar(OUTER, a0);
  const p1 = polar(OUTER, a1);
  const p2 = polar(INNER, a1);
  const p3 = polar(INNER, a0);
  const f = (value: number): string => (Math.round(value * 100) / 100).toString();
  return `M${f(p0.x)} ${f(p0.y)} A${OUTER} ${OUTER} 0 0 1 ${f(p1.x)} ${f(p1.y)} L${f(p2.x)} ${f(p2.y)} A${INNER} ${INNER} 0 0 0 ${f(p3.x)} ${f(p3.y)} Z`;
}

function chitFace(chit: ChitView, cx: number, cy: number, r: number): string {
  if (chit === 'face-down') {
    return (
      element('circle', { cx, cy, r, fill: '#4A3B5C', stroke: '#000000', 'stroke-width': 2 }) +
      element('circle', { cx, cy, r: r * 0.72, fill: 'none', stroke: '#8E7BA6', 'stroke-width': 1.5, 'stroke-dasharray': '3 3' })
    );
  }
  const parts = [element('circle', { cx, cy, r, fill: '#FFFDF5', stroke: '#000000', 'stroke-width': 2 })];
  if (chit.kind === 'animal') {
    parts.push(element('circle', { cx, cy, r: r * 0.82, fill: ANIMAL_TINT[chit.animal] }));
    parts.push(label(cx, cy - r * 0.25, String(chit.count), { 'font-size': r * 0.8, 'font-weight': 700, fill: '#000000' }));
    parts.push(label(cx, cy + r * 0.42, ANIMAL_SHORT[chit.animal], { 'font-size': r * 0.5, 'font-weight': 700, fill: '#000000' }));
  } else if (chit.kind === 'pirate') {
    parts.push(element('circle', { cx, cy, r: r * 0.82, fill: '#222222' }));
    parts.push(label(cx, cy - r * 0.25, `−${chit.count}`, { 'font-size': r * 0.75, 'font-weight': 700, fill: '#FFFFFF' }));
    parts.push(label(cx, cy + r * 0.42, 'pirate', { 'font-size': r * 0.38, fill: '#FFFFFF' }));
  } else {
    parts.push(label(cx, cy, chit.kind === 'free-cave' ? 'cave' : 'swap', { 'font-size': r * 0.45, 'font-weight': 700, fill: '#000000' }));
  }
  return parts.join('');
}

function statusLine(view: FieryDragonsView): string {
  if (view.outcome !== null) {
    return `Game over: ${view.outcome.ranking.map((group) => group.map((each) => `seat ${each}`).join(' = ')).join(' > ')}`;
  }
  return `Turn ${view.turn + 1}: seat ${view.seat} flips a chit${view.moved && view.rules.voluntaryEndTurn ? ' or ends the turn' : ''}`;
}

/**
 * The SVG picture of `view` as `seat` sees it (`null`: a spectator). Pure: the same view and
 * options give the same string. See the module documentation for the click protocol.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { fieryDragons } from '@games/fiery-dragons';
 * import { renderSvg } from '@games/fiery-dragons/svg';
 *
 * const state = unwrap(fieryDragons.setup({ players: 2, seed: 1 }));
 * const svg = renderSvg(fieryDragons.view(state, 0), 0);   // the ring, the caves and the chits face down
 * console.log(svg.includes('data-notation="3"'));          // true: click a chit to flip it
 * ```
 */
export function renderSvg(view: FieryDragonsView, seat: number | null, options?: SvgOptions): string {
  const { board } = view;
  const count = board.squares.length;
  const parts: string[] = [];
  parts.push(label(SIZE / 2, 18, statusLine(view), { 'font-size': 17, 'font-weight': 700, fill: '#000000' }));
  parts.push(element('circle', { cx: CX, cy: CY, r: OUTER + 4, fill: '#7A4E2D' }));
  parts.push(element('circle', { cx: CX, cy: CY, r: INNER - 4, fill: '#C9622F' }));
  parts.push(element('circle', { cx: CX, cy: CY, r: INNER - 14, fill: '#E9B872' }));
  // Card boundaries, then the squares.
  board.squares.forEach((animal, square) => {
    const angle = angleOf(square, count);
    // The animal above its number, on the inner half of the square (tokens stand on the outer half).
    const middle = polar(INNER + 17, angle);
    const card = board.cards.find((each) => square >= each.first && square < each.first + each.size);
    const fontSize = Math.max(8, Math.min(14, (2 * Math.PI * INNER) / count / 3));
    parts.push(
      element(
        'g',
        { 'data-kind': 'square', 'data-square': square },
        title(`Square ${square}: ${animal}${card !== undefined ? ` (card ${card.name})` : ''}`),
        element('path', { d: sector(square, count), fill: ANIMAL_TINT[animal], stroke: '#5A3A1F', 'stroke-width': 1 }),
        label(middle.x, middle.y - fontSize * 0.45, ANIMAL_SHORT[animal], { 'font-size': fontSize, 'font-weight': 700, fill: '#000000' }),
        label(middle.x, middle.y + fontSize * 0.6, String(square), { 'font-size': fontSize * 0.75, fill: '#5A3A1F' }),
      ),
    );
  });
  for (const card of board.cards) {
    const a = angleOf(card.first, count, -0.5);
    const p0 = polar(INNER - 4, a);
    const p1 = polar(OUTER + 4, a);
    parts.push(element('line', { x1: p0.x, y1: p0.y, x2: p1.x, y2: p1.y, stroke: '#3B2412', 'stroke-width': 3 }));
  }
  // Caves outside the ring.
  board.caves.forEach((cave, index) => {
    const { x, y } = polar(CAVE_RING, angleOf(cave.square, count));
    const inside = view.tokens.flatMap((token, each) => (token.cave === index ? [each] : []));
    const owner = cave.owner;
    parts.push(
      element(
        'g',
        { 'data-kind': 'cave', 'data-cave': index },
        title(`Cave ${index} at square ${cave.square}: ${cave.animal}${owner === null ? '' : `, home of seat ${owner}`}`),
        element('circle', { cx: x, cy: y, r: 22, fill: ANIMAL_TINT[cave.animal], stroke: owner === null ? '#5A3A1F' : seatMark(owner).color, 'stroke-width': owner === null ? 2 : 5 }),
        inside.length === 0 ? label(x, y, ANIMAL_SHORT[cave.animal], { 'font-size': 12, 'font-weight': 700, fill: '#000000' }) : '',
      ),
    );
    inside.forEach((each, position) => {
      const dx = inside.length === 1 ? 0 : (position - (inside.length - 1) / 2) * 14;
      parts.push(element('g', { 'data-kind': 'token', 'data-owner': each }, title(`Dragon of seat ${each} in cave ${index}`), seatToken(each, x + dx, y, 10)));
    });
  });
  // Tokens on the ring.
  for (let square = 0; square < count; square++) {
    const here = view.tokens.flatMap((token, each) => (token.cave === null && token.square === square ? [each] : []));
    if (here.length === 0) continue;
    const angle = angleOf(square, count);
    here.forEach((each, position) => {
      // On the outer half of the square, side by side along the ring.
      const { x, y } = polar(OUTER - 10, angle + ((position - (here.length - 1) / 2) * 16) / (OUTER - 10));
      parts.push(element('g', { 'data-kind': 'token', 'data-owner': each }, title(`Dragon of seat ${each} on square ${square}`), seatToken(each, x, y, 10)));
    });
  }
  // The chits in the middle.
  const chits = view.chits.length;
  const columns = Math.max(1, Math.ceil(Math.sqrt(chits)));
  const rows = Math.ceil(chits / columns);
  const spacing = Math.min(64, 240 / Math.max(columns, rows));
  const r = spacing * 0.4;
  view.chits.forEach((chit, index) => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const x = CX + (column - (columns - 1) / 2) * spacing;
    const y = CY + (row - (rows - 1) / 2) * spacing;
    const token = String(index);
    const faceDown = chit === 'face-down';
    parts.push(
      element(
        'g',
        { ...clickable(token, 'chit', options), 'data-face': faceDown ? 'down' : 'up' },
        title(faceDown ? `Chit ${index}, face down` : `Chit ${index}: ${chitLabel(chit)}`),
        chitFace(chit, x, y, r),
        faceDown ? label(x, y, token, { 'font-size': r * 0.75, 'font-weight': 700, fill: '#FFFFFF' }) : element('circle', { cx: x + r * 0.8, cy: y - r * 0.8, r: r * 0.38, fill: '#FFFFFF', stroke: '#000000' }) + label(x + r * 0.8, y - r * 0.78, token, { 'font-size': r * 0.42, fill: '#000000' }),
        roundStateMarks(token, options, x, y, r),
      ),
    );
  });
  let y = TOP + SIZE + 4;
  if (view.outcome === null && view.moved && view.rules.voluntaryEndTurn) {
    parts.push(
      element(
        'g',
        clickable('end', 'action', options),
        title('End the turn'),
        element('rect', { x: SIZE - 150, y, width: 130, height: 30, rx: 15, fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 1.5 }),
        label(SIZE - 85, y + 15, 'end turn', { 'font-size': 15, 'font-weight': 700, fill: '#000000' }),
        stateMarks('end', options, SIZE - 154, y - 4, 138, 38, 17),
      ),
    );
  }
  for (let each = 0; each < view.players; each++) {
    const token = view.tokens[each];
    const home = view.home.indexOf(each);
    const acting = view.outcome === null && view.seat === each;
    const where = token === undefined ? '' : token.cave !== null ? `cave ${token.cave}` : `square ${token.square}`;
    parts.push(
      element(
        'g',
        { 'data-kind': 'seat', 'data-seat': each },
        seatToken(each, 24, y + 13, 10),
        label(40, y + 13, `${acting ? '▶ ' : ''}Seat ${each}: ${where}, ${token?.progress ?? 0}/${board.lap}${home >= 0 ? ` · home #${home + 1}` : ''}`, {
          'text-anchor': 'start',
          'font-size': 14,
          'font-weight': acting ? 700 : 400,
          fill: '#000000',
        }),
      ),
    );
    y += 26;
  }
  y += 8;
  const who = seat === null ? 'a spectator' : `seat ${seat}`;
  return svgDocument({ width: SIZE, height: y, game: 'fiery-dragons', seat, title: options?.title ?? `Fiery Dragons, as ${who} sees it`, description: statusLine(view), body: parts.join('') });
}
