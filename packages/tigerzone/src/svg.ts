/**
 * `@games/tigerzone/svg`: the tiles on the table as an SVG picture, for web pages and apps.
 *
 * `renderSvg(view, seat, options?)` returns a standalone `<svg>` string drawn from a view only:
 * every tile laid (its nine zones: jungle green, lake blue, game trails as sandy paths, dens,
 * crossroads, printed prey and crocodiles), tigers and crocodiles as seat shapes (`T` and `C`),
 * the empty cells next to the tiles where a tile may go (solid outline where the current tile
 * fits in some rotation, faint where it fits in none), the current tile, the scores and supplies,
 * and how many tiles are left by code. The deck's order is drawn only when the view shows it
 * (option `revealDeck`); otherwise the deck is a face-down pile with its size.
 *
 * Click protocol (the same in every game, see `@games/core/svg`): tokens are runs of words of
 * the tournament notation (`PLACE TLTJ- AT 0 1 90 TIGER 8`, `... NONE`, `... CROCODILE`,
 * `TILE LLLL- UNPLACEABLE PASS`, `... RETRIEVE TIGER AT 1 2`, `... ADD ANOTHER TIGER TO 1 2`):
 *
 * - each empty cell next to the tiles is `data-kind="tile-slot"` with `AT <x> <y>`;
 * - once a slot is in `options.selected`, the current tile is drawn in its four rotations,
 *   `data-kind="rotation"` with `AT <x> <y> <rotation>`;
 * - once such a rotation is in `options.selected`, the tile is drawn there and its nine zones are
 *   `data-kind="zone"` with `TIGER <zone>`, and two `data-kind="follower"` buttons carry `NONE`
 *   and `CROCODILE`;
 * - a tiger on the board is `data-kind="tiger"` with `TIGER AT <x> <y>`, each laid tile
 *   `data-kind="tile"` with `TO <x> <y>`, and when the current tile fits nowhere a
 *   `data-kind="action"` button carries `PASS`.
 *
 * Elements whose token is in `options.highlight` get `class="highlight"` and a yellow marker;
 * those in `options.selected`, `class="selected"`.
 *
 * ```ts
 * import { tigerzone } from '@games/tigerzone';
 * import { renderSvg } from '@games/tigerzone/svg';
 * const state = tigerzone.setup({ players: 2, seed: 1 });
 * const svg = state.ok ? renderSvg(tigerzone.view(state.value, 0), 0, { selected: ['AT 0 1'] }) : ''; // put it in a page: element.innerHTML = svg
 * ```
 *
 * @module @games/tigerzone/svg
 */
import { clickable, element, isSelected, label, seatMark, seatToken, stateMarks, svgDocument, title, type SvgOptions } from '@games/core/svg';
import { TILE_CODES, TILE_TYPES, tilePicture, type PlacedTile, type TigerZoneView } from './index.js';

export type { SvgOptions } from '@games/core/svg';

const TILE = 66;
const MARGIN = 16;
const MIN_WIDTH = 460;
const ROTATIONS = [0, 90, 180, 270] as const;

const KIND_OF_CHARACTER: Record<string, string> = { '.': 'jungle', '~': 'lake', '=': 'trail', X: 'den', '+': 'crossroads' };
const FILL: Record<string, string> = { jungle: '#8DB96E', lake: '#7CC3EC', trail: '#8DB96E', den: '#8DB96E', crossroads: '#8DB96E' };
const TRAIL_COLOR = '#E2C17C';
const PREY_NAMES: Record<string, string> = { B: 'buffalo', D: 'deer', P: 'boar' };

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function typeIndex(code: string): number {
  return TILE_CODES.indexOf(code);
}

/** The kinds of the nine zones of a tile type turned `rotation` degrees counter-clockwise. */
function zoneKinds(type: number, rotation: number): string[] {
  const rows = tilePicture(type, rotation);
  const kinds = rows.join('').split('').map((character) => KIND_OF_CHARACTER[character] ?? 'jungle');
  // The centre never moves under a rotation; the picture writes prey over it, so read its kind from the type.
  const centre = TILE_TYPES[type]?.segments.find((segment) => segment.zones.includes(5));
  kinds[4] = centre?.kind ?? 'jungle';
  return kinds;
}

/** The face (J, L, T) of a tile type turned `rotation` degrees counter-clockwise, on side 0 N, 1 E, 2 S, 3 W. */
function faceOf(code: string, rotation: number, side: number): string {
  return code[(side + rotation / 90) % 4] ?? 'J';
}

/** A tile's picture in the square at (`x`, `y`) of side `size`. */
function tileArt(type: number, rotation: number, x: number, y: number, size: number): string {
  const kinds = zoneKinds(type, rotation);
  const cell = size / 3;
  const parts: string[] = [element('rect', { x, y, width: size, height: size, fill: FILL['jungle'] })];
  kinds.forEach((kind, index) => {
    if (kind !== 'lake') return;
    const column = index % 3;
    const row = Math.floor(index / 3);
    parts.push(element('rect', { x: x + column * cell - 0.3, y: y + row * cell - 0.3, width: cell + 0.6, height: cell + 0.6, fill: FILL['lake'] }));
  });
  const cx = x + size / 2;
  const cy = y + size / 2;
  const trailWidth = size * 0.14;
  const edges: [number, number, number][] = [
    [1, cx, y],
    [3, x, cy],
    [5, x + size, cy],
    [7, cx, y + size],
  ];
  for (const [index, ex, ey] of edges) {
    if (kinds[index] === 'trail') parts.push(element('line', { x1: ex, y1: ey, x2: cx, y2: cy, stroke: TRAIL_COLOR, 'stroke-width': trailWidth }));
  }
  if (kinds[4] === 'trail') parts.push(element('circle', { cx, cy, r: trailWidth / 2, fill: TRAIL_COLOR }));
  const tile = TILE_TYPES[type];
  if (kinds[4] === 'den') {
    parts.push(element('rect', { x: cx - cell * 0.45, y: cy - cell * 0.45, width: cell * 0.9, height: cell * 0.9, rx: cell * 0.2, fill: '#8B5A2B', stroke: '#3B2412', 'stroke-width': 1 }));
    parts.push(element('path', { d: `M${cx - cell * 0.25} ${cy + cell * 0.2} L${cx} ${cy - cell * 0.25} L${cx + cell * 0.25} ${cy + cell * 0.2} Z`, fill: '#3B2412' }));
  } else if (kinds[4] === 'crossroads') {
    parts.push(element('circle', { cx, cy, r: cell * 0.28, fill: '#5A4A33' }));
  }
  if (tile?.prey !== null && tile?.prey !== undefined) {
    parts.push(element('circle', { cx, cy, r: cell * 0.36, fill: '#FFFFFF', stroke: '#5A4A33', 'stroke-width': 1 }));
    parts.push(label(cx, cy + 0.5, tile.prey, { 'font-size': cell * 0.5, 'font-weight': 700, fill: '#5A4A33' }));
  } else if (tile?.crocodile === true) {
    parts.push(element('circle', { cx, cy, r: cell * 0.36, fill: '#2E5E3A', stroke: '#FFFFFF', 'stroke-width': 1 }));
    parts.push(label(cx, cy + 0.5, 'c', { 'font-size': cell * 0.5, 'font-weight': 700, fill: '#FFFFFF' }));
  }
  parts.push(element('rect', { x, y, width: size, height: size, fill: 'none', stroke: '#3E5C2F', 'stroke-width': 1 }));
  return parts.join('');
}

function tileWords(code: string): string {
  const type = TILE_TYPES[typeIndex(code)];
  const faces = code
    .slice(0, 4)
    .split('')
    .map((face) => ({ J: 'jungle', L: 'lake', T: 'trail' })[face] ?? face);
  const extras = [type?.prey ? PREY_NAMES[type.prey] : '', type?.crocodile ? 'printed crocodile' : '', code[4] === 'X' ? 'den' : ''].filter((word) => word !== '');
  return `${code} (north ${faces[0]}, east ${faces[1]}, south ${faces[2]}, west ${faces[3]}${extras.length > 0 ? `; ${extras.join(', ')}` : ''})`;
}

interface Frame {
  minX: number;
  maxY: number;
  left: number;
  top: number;
}

function corner(frame: Frame, x: number, y: number): { px: number; py: number } {
  return { px: frame.left + (x - frame.minX) * TILE, py: frame.top + (frame.maxY - y) * TILE };
}

/** The empty cells next to a laid tile, in a stable order (top row first, then west to east). */
function frontier(view: TigerZoneView, laid: Map<string, PlacedTile>): { x: number; y: number }[] {
  const cells = new Map<string, { x: number; y: number }>();
  for (const tile of view.tiles) {
    for (const [dx, dy] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const) {
      const key = `${tile.x + dx},${tile.y + dy}`;
      if (!laid.has(key)) cells.set(key, { x: tile.x + dx, y: tile.y + dy });
    }
  }
  return [...cells.values()].sort((a, b) => b.y - a.y || a.x - b.x);
}

/** The rotations in which `code` matches every laid neighbour of (`x`, `y`). */
function fittingRotations(code: string, x: number, y: number, laid: Map<string, PlacedTile>): number[] {
  const neighbours = [laid.get(`${x},${y + 1}`), laid.get(`${x + 1},${y}`), laid.get(`${x},${y - 1}`), laid.get(`${x - 1},${y}`)];
  return ROTATIONS.filter((rotation) =>
    neighbours.every((neighbour, side) => neighbour === undefined || faceOf(code, rotation, side) === faceOf(neighbour.code, neighbour.rotation, (side + 2) % 4)),
  );
}

function zoneCentre(px: number, py: number, zone: number, size: number): { cx: number; cy: number } {
  const cell = size / 3;
  return { cx: px + ((zone - 1) % 3) * cell + cell / 2, cy: py + Math.floor((zone - 1) / 3) * cell + cell / 2 };
}

function button(token: string, kind: string, text: string, tooltip: string, x: number, y: number, width: number, options: SvgOptions | undefined): string {
  return element(
    'g',
    clickable(token, kind, options),
    title(tooltip),
    element('rect', { x, y, width, height: 28, rx: 14, fill: '#FFFFFF', stroke: '#000000', 'stroke-width': 1.5 }),
    label(x + width / 2, y + 14, text, { 'font-size': 14, 'font-weight': 700, fill: '#000000' }),
    stateMarks(token, options, x - 4, y - 4, width + 8, 36, 16),
  );
}

/**
 * The SVG picture of `view` as `seat` sees it (`null`: a spectator). Pure: the same view and
 * options give the same string. See the module documentation for the click protocol.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { tigerzone } from '@games/tigerzone';
 * import { renderSvg } from '@games/tigerzone/svg';
 *
 * const state = unwrap(tigerzone.setup({ seed: 1 }));
 * const svg = renderSvg(tigerzone.view(state, 0), 0, { selected: ['AT 0 1'] }); // slot chosen: its rotations offered
 * console.log(svg.startsWith('<svg'), svg.includes('data-notation="AT 0 1"')); // true true
 * ```
 */
export function renderSvg(view: TigerZoneView, seat: number | null, options?: SvgOptions): string {
  const laid = new Map<string, PlacedTile>(view.tiles.map((tile) => [`${tile.x},${tile.y}`, tile]));
  const slots = view.currentTile === null ? [] : frontier(view, laid);
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const cell of [...view.tiles, ...slots]) {
    minX = Math.min(minX, cell.x);
    maxX = Math.max(maxX, cell.x);
    minY = Math.min(minY, cell.y);
    maxY = Math.max(maxY, cell.y);
  }
  const boardWidth = (maxX - minX + 1) * TILE;
  const width = Math.max(MIN_WIDTH, boardWidth + 2 * MARGIN);
  const frame: Frame = { minX, maxY, left: (width - boardWidth) / 2, top: 40 };
  const parts: string[] = [];
  const current = view.currentTile;
  const currentType = current === null ? -1 : typeIndex(current);

  const status =
    view.outcome !== null
      ? `Game over: ${view.outcome.ranking.map((group) => group.map((each) => `seat ${each}`).join(' = ')).join(' > ')}`
      : `Seat ${view.toMove} places ${current}`;
  parts.push(label(width / 2, 18, status, { 'font-size': 17, 'font-weight': 700, fill: '#000000' }));
  parts.push(element('rect', { x: frame.left - 4, y: frame.top - 4, width: boardWidth + 8, height: (maxY - minY + 1) * TILE + 8, rx: 6, fill: '#D8D2C0' }));

  // The selected slot and rotation, if any (`AT x y` then `AT x y r`).
  let chosenSlot: { x: number; y: number } | null = null;
  let chosenRotation: number | null = null;
  for (const slot of slots) {
    if (isSelected(`AT ${slot.x} ${slot.y}`, options)) chosenSlot = slot;
  }
  if (chosenSlot !== null) for (const rotation of ROTATIONS) if (isSelected(`AT ${chosenSlot.x} ${chosenSlot.y} ${rotation}`, options)) chosenRotation = rotation;

  for (const tile of view.tiles) {
    const { px, py } = corner(frame, tile.x, tile.y);
    const token = `TO ${tile.x} ${tile.y}`;
    const croc = tile.crocodile === null ? '' : `; crocodile of seat ${tile.crocodile}`;
    parts.push(
      element(
        'g',
        { ...clickable(token, 'tile', options), 'data-x': tile.x, 'data-y': tile.y },
        title(`Tile ${tileWords(tile.code)} at ${tile.x} ${tile.y}, rotated ${tile.rotation}${croc}`),
        tileArt(tile.type, tile.rotation, px, py, TILE),
        tile.crocodile === null ? '' : seatToken(tile.crocodile, px + TILE - 13, py + TILE - 13, 9, 'C'),
        stateMarks(token, options, px, py, TILE, TILE, 2),
      ),
    );
  }
  let fitsSomewhere = false;
  for (const slot of slots) {
    const { px, py } = corner(frame, slot.x, slot.y);
    const token = `AT ${slot.x} ${slot.y}`;
    const fits = current !== null && fittingRotations(current, slot.x, slot.y, laid).length > 0;
    fitsSomewhere ||= fits;
    const ghost = chosenSlot === slot && chosenRotation !== null && currentType >= 0;
    parts.push(
      element(
        'g',
        { ...clickable(token, 'tile-slot', options), 'data-x': slot.x, 'data-y': slot.y },
        title(`Empty cell ${slot.x} ${slot.y}${fits ? `: ${current} fits here` : `: ${current} does not fit here`}`),
        element('rect', { x: px + 3, y: py + 3, width: TILE - 6, height: TILE - 6, rx: 4, fill: fits ? '#FFFFFF' : '#EEEAE0', 'fill-opacity': fits ? 0.7 : 0.4, stroke: fits ? '#000000' : '#A39E90', 'stroke-width': fits ? 1.5 : 1, 'stroke-dasharray': '5 4' }),
        ghost ? element('g', { opacity: 0.85 }, tileArt(currentType, chosenRotation ?? 0, px, py, TILE)) : label(px + TILE / 2, py + TILE / 2, `${slot.x} ${slot.y}`, { 'font-size': 12, fill: fits ? '#000000' : '#8A8578' }),
        stateMarks(token, options, px, py, TILE, TILE),
      ),
    );
  }
  for (const tiger of view.tigers) {
    const tile = laid.get(`${tiger.x},${tiger.y}`);
    if (tile === undefined) continue;
    const { px, py } = corner(frame, tiger.x, tiger.y);
    const { cx, cy } = zoneCentre(px, py, tiger.zone, TILE);
    const token = `TIGER AT ${tiger.x} ${tiger.y}`;
    parts.push(
      element(
        'g',
        { ...clickable(token, 'tiger', options), 'data-owner': tiger.seat },
        title(`Tiger of seat ${tiger.seat} (${seatMark(tiger.seat).name} ${seatMark(tiger.seat).shape}) at ${tiger.x} ${tiger.y}, zone ${tiger.zone}`),
        seatToken(tiger.seat, cx, cy, 9, 'T'),
        stateMarks(token, options, cx - 13, cy - 13, 26, 26, 6),
      ),
    );
  }

  let y = frame.top + (maxY - minY + 1) * TILE + 14;
  // The current tile, and the choices a selected slot opens.
  if (current !== null && currentType >= 0) {
    const previewSize = 96;
    const x0 = MARGIN;
    const rotation = chosenRotation ?? 0;
    const preview: string[] = [title(`Current tile ${tileWords(current)}`), tileArt(currentType, rotation, x0, y + 18, previewSize)];
    parts.push(label(x0, y + 8, 'Current tile', { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }));
    parts.push(element('g', { 'data-kind': 'current-tile' }, ...preview));
    if (chosenSlot !== null && chosenRotation !== null) {
      for (let zone = 1; zone <= 9; zone++) {
        const token = `TIGER ${zone}`;
        const cell = previewSize / 3;
        const zx = x0 + ((zone - 1) % 3) * cell;
        const zy = y + 18 + Math.floor((zone - 1) / 3) * cell;
        parts.push(
          element(
            'g',
            clickable(token, 'zone', options),
            title(`Place a tiger in zone ${zone}`),
            element('rect', { x: zx, y: zy, width: cell, height: cell, fill: '#FFFFFF', 'fill-opacity': 0.01, stroke: '#000000', 'stroke-opacity': 0.35, 'stroke-width': 1 }),
            label(zx + cell - 7, zy + 8, String(zone), { 'font-size': 10, fill: '#000000' }),
            stateMarks(token, options, zx, zy, cell, cell, 3),
          ),
        );
      }
      parts.push(button('NONE', 'follower', 'no follower', 'Place the tile without a follower', x0 + previewSize + 16, y + 24, 120, options));
      parts.push(button('CROCODILE', 'follower', 'crocodile', 'Place the tile with a crocodile', x0 + previewSize + 16, y + 62, 120, options));
    } else if (chosenSlot !== null) {
      const small = 54;
      parts.push(label(x0 + previewSize + 16, y + 8, `Rotations at ${chosenSlot.x} ${chosenSlot.y}`, { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }));
      const fitting = fittingRotations(current, chosenSlot.x, chosenSlot.y, laid);
      ROTATIONS.forEach((turn, index) => {
        const token = `AT ${chosenSlot.x} ${chosenSlot.y} ${turn}`;
        const rx = x0 + previewSize + 16 + index * (small + 14);
        const ry = y + 22;
        parts.push(
          element(
            'g',
            clickable(token, 'rotation', options),
            title(`Rotate ${current} by ${turn} degrees${fitting.includes(turn) ? '' : ' (does not fit)'}`),
            element('g', { opacity: fitting.includes(turn) ? 1 : 0.35 }, tileArt(currentType, turn, rx, ry, small)),
            label(rx + small / 2, ry + small + 11, `${turn}°`, { 'font-size': 12, fill: '#000000' }),
            stateMarks(token, options, rx - 4, ry - 4, small + 8, small + 8, 4),
          ),
        );
      });
    } else if (!fitsSomewhere) {
      parts.push(label(x0 + previewSize + 16, y + 34, `${current} fits nowhere`, { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }));
      parts.push(button('PASS', 'action', 'pass', 'Discard the tile and pass', x0 + previewSize + 16, y + 50, 90, options));
    } else {
      parts.push(label(x0 + previewSize + 16, y + 40, 'Choose an outlined cell', { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }));
    }
    y += 18 + previewSize + 16;
  }

  // Seats: score and supplies.
  for (let each = 0; each < view.players; each++) {
    const acting = view.outcome === null && view.toMove === each;
    parts.push(
      element(
        'g',
        { 'data-kind': 'seat', 'data-seat': each },
        title(`Seat ${each}: ${view.scores[each]} points, ${view.tigerSupply[each]} tigers and ${view.crocodileSupply[each]} crocodiles in supply`),
        seatToken(each, MARGIN + 11, y + 11, 10),
        label(MARGIN + 28, y + 11, `${acting ? '▶ ' : ''}Seat ${each}: ${view.scores[each]} points · ${plural(view.tigerSupply[each] ?? 0, 'tiger')} · ${plural(view.crocodileSupply[each] ?? 0, 'crocodile')}`, {
          'text-anchor': 'start',
          'font-size': 14,
          'font-weight': acting ? 700 : 400,
          fill: '#000000',
        }),
      ),
    );
    y += 26;
  }
  // The deck: face down with its size, unless the view shows its order.
  const deckText =
    view.upcoming === null
      ? `Deck: ${view.tilesLeft} tile${view.tilesLeft === 1 ? '' : 's'} face down`
      : `Deck (revealed): ${view.upcoming.slice(0, 8).join(' ')}${view.upcoming.length > 8 ? ` … (${view.upcoming.length})` : ''}`;
  parts.push(
    element(
      'g',
      { 'data-kind': 'deck' },
      title(deckText),
      element('rect', { x: MARGIN, y: y + 2, width: 22, height: 22, rx: 3, fill: '#5A4A33', stroke: '#000000' }),
      element('rect', { x: MARGIN + 3, y: y - 1, width: 22, height: 22, rx: 3, fill: '#7A6A53', stroke: '#000000' }),
      label(MARGIN + 34, y + 12, deckText, { 'text-anchor': 'start', 'font-size': 14, fill: '#000000' }),
    ),
  );
  y += 32;
  const who = seat === null ? 'a spectator' : `seat ${seat}`;
  return svgDocument({ width, height: y, game: 'tigerzone', seat, title: options?.title ?? `TigerZone, as ${who} sees it`, description: status, body: parts.join('') });
}
