/**
 * A plain-text picture of a view for a terminal: every tile as its 3x3 zones, tigers as seat
 * digits, then scores, supplies and what is left of the deck (its order shown only when revealed).
 *
 * @module
 */
import type { Seat } from '@games/core';
import { ROTATIONS, ZONE_SEGMENT } from './geometry.js';
import type { TigerZoneView } from './view.js';
import { TILE_TYPES, tileTypeIndex } from './tiles.js';

const KIND_CHARACTERS: Record<string, string> = { jungle: '.', lake: '~', trail: '=', den: 'X', crossroads: '+' };

/**
 * The 3x3 zone picture of a tile type turned `rotation` degrees counter-clockwise (rows north first).
 *
 * @group Views and drawing
 */
export function tilePicture(type: number, rotation: number): string[] {
  const tile = TILE_TYPES[type]!;
  const orientation = type * 4 + rotation / 90;
  const cells: string[] = [];
  for (let zone = 1; zone <= 9; zone++) {
    const segment = tile.segments[ZONE_SEGMENT[orientation * 10 + zone] as number]!;
    cells.push(KIND_CHARACTERS[segment.kind] ?? '?');
  }
  const special = tile.prey?.toLowerCase() ?? (tile.crocodile ? 'c' : null);
  if (special !== null && cells[4] !== 'X') cells[4] = special;
  return [cells.slice(0, 3).join(''), cells.slice(3, 6).join(''), cells.slice(6, 9).join('')];
}

/** The zone numbers of a tile, rows north first, as tigers are placed by them. */
const ZONE_MAP = ['123', '456', '789'];

/**
 * The tile to place in each rotation (0, 90, 180, 270 degrees counter-clockwise), side by side,
 * with the zone map beside them: four lines.
 *
 * @group Views and drawing
 */
export function tileToPlaceLines(code: string | null): string[] {
  const type = tileTypeIndex(code);
  if (type < 0) return [];
  const pictures = ROTATIONS.map((rotation) => tilePicture(type, rotation));
  const lines = [`${`${code} rotated`.padEnd(16)}${[' 0 ', ' 90', '180', '270'].join('  ')}    zones`];
  for (let row = 0; row < 3; row++) lines.push(`${' '.repeat(16)}${pictures.map((picture) => picture[row]).join('  ')}    ${ZONE_MAP[row]}`);
  return lines;
}

/**
 * Legend of the characters used by {@link renderText} and {@link tilePicture}.
 *
 * @group Views and drawing
 */
export const PICTURE_LEGEND =
  '. jungle  ~ lake  = trail  X den  + crossroads  b/d/p buffalo/deer/boar  c printed crocodile  C crocodile  0-3 tiger of that seat';


/**
 * The board and the game's public facts as text: every tile as its 3x3 zones (rows north
 * first, tigers as the digit of their seat), the legend, each seat's score and supplies (seats
 * from 0), then the seat to place and the tile it places, drawn in its four rotations beside the
 * zone map ({@link tileToPlaceLines}), what is left of the deck, and its order when revealed. Every seat sees the same, so `_seat` (the viewer, `null` for a
 * spectator) changes nothing.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { renderText, tigerzone } from '@games/tigerzone';
 *
 * const state = unwrap(tigerzone.setup({ seed: 5 }));
 * console.log(renderText(tigerzone.view(state, 0), 0));    // the board, the tile to place in its rotations, the supplies
 * ```
 *
 * @group Views and drawing
 */
export function renderText(view: TigerZoneView, _seat: Seat | null = null): string {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const tile of view.tiles) {
    minX = Math.min(minX, tile.x);
    maxX = Math.max(maxX, tile.x);
    minY = Math.min(minY, tile.y);
    maxY = Math.max(maxY, tile.y);
  }
  const pictures = new Map<string, string[][]>();
  for (const tile of view.tiles) {
    const rows = tilePicture(tile.type, tile.rotation).map((row) => [...row]);
    if (tile.crocodile !== null) rows[1]![1] = 'C';
    pictures.set(`${tile.x},${tile.y}`, rows);
  }
  for (const tiger of view.tigers) {
    const rows = pictures.get(`${tiger.x},${tiger.y}`);
    if (rows !== undefined) rows[Math.floor((tiger.zone - 1) / 3)]![(tiger.zone - 1) % 3] = String(tiger.seat);
  }
  const lines: string[] = [];
  const label = (value: number): string => String(value).padStart(4);
  let header = '     ';
  for (let x = minX; x <= maxX; x++) header += label(x);
  lines.push(header);
  for (let y = maxY; y >= minY; y--) {
    for (let row = 0; row < 3; row++) {
      let line = row === 1 ? `${label(y)} ` : '     ';
      for (let x = minX; x <= maxX; x++) {
        const picture = pictures.get(`${x},${y}`);
        line += ` ${picture === undefined ? '   ' : picture[row]!.join('')}`;
      }
      lines.push(line.trimEnd());
    }
  }
  lines.push('', PICTURE_LEGEND);
  for (let seat = 0; seat < view.players; seat++) {
    lines.push(`seat ${seat}: ${view.scores[seat]} points, ${view.tigerSupply[seat]} tigers and ${view.crocodileSupply[seat]} crocodiles in supply`);
  }
  if (view.outcome !== null) {
    lines.push(`game over: ${view.outcome.ranking.map((group) => group.join('=')).join(' > ')}`);
  } else {
    lines.push(`seat ${view.toMove} to place ${view.currentTile}; ${view.tilesLeft} more tiles`);
    lines.push(...tileToPlaceLines(view.currentTile));
    const left = Object.entries(view.remaining).filter(([, count]) => count > 0);
    lines.push(`left: ${left.map(([code, count]) => `${code}x${count}`).join(' ') || 'nothing'}`);
    lines.push(`order: ${view.upcoming === null ? 'hidden' : view.upcoming.join(' ') || 'none'}`);
  }
  return lines.join('\n');
}
