import type { Seat, SeatUpdate } from '@games/core';
import type { TigerZoneView } from '@games/tigerzone';
import type { Style } from '../style.js';
import type { PlayedStep, Presenter } from './presenter.js';

/** The ways to lay the tile on one spot, by rotation. */
interface Spot {
  letter: string;
  x: number;
  y: number;
  rotations: Map<number, { none: boolean; tigers: number[]; crocodile: boolean }>;
}

const PLACE = /^PLACE (\S+) AT (-?\d+) (-?\d+) (\d+) (NONE|CROCODILE|TIGER (\d+))$/;
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The legal placements grouped by spot (lettered a, b, ... in board order: north first, then west first). */
export function spotsOf(moves: readonly string[]): Spot[] {
  const byKey = new Map<string, Spot>();
  for (const move of moves) {
    const match = PLACE.exec(move);
    if (match === null) continue;
    const [x, y, rotation] = [Number(match[2]), Number(match[3]), Number(match[4])];
    const key = `${x},${y}`;
    let spot = byKey.get(key);
    if (spot === undefined) {
      spot = { letter: '', x, y, rotations: new Map() };
      byKey.set(key, spot);
    }
    let ways = spot.rotations.get(rotation);
    if (ways === undefined) {
      ways = { none: false, tigers: [], crocodile: false };
      spot.rotations.set(rotation, ways);
    }
    if (match[5] === 'NONE') ways.none = true;
    else if (match[5] === 'CROCODILE') ways.crocodile = true;
    else ways.tigers.push(Number(match[6]));
  }
  const spots = [...byKey.values()].sort((a, b) => b.y - a.y || a.x - b.x);
  spots.forEach((spot, index) => {
    spot.letter = LETTERS[index] ?? `#${index}`;
    spot.rotations = new Map([...spot.rotations.entries()].sort(([a], [b]) => a - b));
  });
  return spots;
}

/** The panel lists at most this many spots (`moves` lists them all). */
const MAX_SPOTS = 12;
/** The board as one character per tile (`#`), the spots where the tile fits as their letters. */
function spotMap(view: TigerZoneView, spots: Spot[], style: Style): string[] {
  const cells = new Map<string, string>();
  for (const tile of view.tiles) cells.set(`${tile.x},${tile.y}`, style.dim('#'));
  for (const spot of spots) cells.set(`${spot.x},${spot.y}`, style.bold(spot.letter));
  const xs = [...view.tiles.map((tile) => tile.x), ...spots.map((spot) => spot.x)];
  const ys = [...view.tiles.map((tile) => tile.y), ...spots.map((spot) => spot.y)];
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const lines = [`Where it fits (# a tile, letters the spots; x ${minX}..${maxX} left to right, y ${maxY}..${minY} top to bottom):`];
  for (let y = maxY; y >= minY; y--) {
    let line = `  ${String(y).padStart(3)} `;
    for (let x = minX; x <= maxX; x++) line += ` ${cells.get(`${x},${y}`) ?? ' '}`;
    lines.push(line.trimEnd());
  }
  return lines;
}

function spotLines(spots: Spot[]): string[] {
  return spots.map((spot) => {
    const ways = [...spot.rotations.entries()].map(([rotation, way]) => {
      const parts = [...(way.none ? ['none'] : []), ...(way.tigers.length > 0 ? [`tiger ${way.tigers.join(',')}`] : []), ...(way.crocodile ? ['croc'] : [])];
      return `${rotation}: ${parts.join(' ')}`;
    });
    return `  ${spot.letter} (${spot.x} ${spot.y})  ${ways.join(' | ')}`;
  });
}

/** TigerZone at the table: where the tile in hand fits, the zones for a tiger, moves by spot. */
export const tigerzonePresenter: Presenter = {
  seatName: (seat) => `seat ${seat}`,
  paint(text, style) {
    const lines = text.split('\n');
    const blank = lines.indexOf('');
    return lines
      .map((line, index) => (index === 0 || (blank >= 0 && index >= blank) ? line : `${line.slice(0, 5)}${line.slice(5).replace(/[0-3]/g, (seat) => style.seat(Number(seat), style.bold(seat)))}`))
      .join('\n');
  },
  panel({ view, toAct, style }) {
    const zone = view as TigerZoneView;
    if (zone.outcome !== null || zone.currentTile === null) return [];
    // The engine's board already draws the tile in hand at each rotation beside the zone numbers.
    const lines: string[] = [];
    if (toAct === null) return lines;
    const spots = spotsOf(toAct.map((move) => move.notation.toUpperCase()));
    if (spots.length === 0) return [...lines, 'The tile fits nowhere: type moves for what you may do instead.'];
    const listed = spotLines(spots);
    const shown = listed.length > MAX_SPOTS ? [...listed.slice(0, MAX_SPOTS), `  ... ${listed.length - MAX_SPOTS} more spots: type moves`] : listed;
    return [
      ...lines,
      ...spotMap(zone, spots, style),
      'Spots, rotations and what may go on the tile (tiger zones as numbered above):',
      ...shown,
      'Type a spot, a rotation and what to put on it: a 90 tiger 5 / a 90 croc / a 90 (nothing).',
    ];
  },
  listMoves(update) {
    const moves = update.legalMoves ?? [];
    const spots = spotsOf(moves);
    const other = moves.filter((move) => !PLACE.test(move));
    return [...spotLines(spots), ...other.map((move) => `  ${move}`)].join('\n');
  },
  expand(text, update: SeatUpdate<unknown>) {
    const match = /^([a-zA-Z])\s+(\d+)(?:\s+(none|croc|crocodile|tiger\s+\d+|\d))?$/i.exec(text.trim());
    const view = update.view as TigerZoneView;
    if (match === null || view.currentTile === null) return text;
    const spot = spotsOf(update.legalMoves ?? []).find((candidate) => candidate.letter === match[1]);
    if (spot === undefined) return text;
    const what = (match[3] ?? 'none').toLowerCase();
    const follower = what === 'none' ? 'NONE' : what.startsWith('croc') ? 'CROCODILE' : `TIGER ${what.replace(/\D+/g, '')}`;
    return `PLACE ${view.currentTile} AT ${spot.x} ${spot.y} ${match[2]} ${follower}`;
  },
  help: ['  a 90 tiger 5  lay the tile on spot a turned 90, a tiger on zone 5 (also: a 90 croc, a 90)'],
  movesHelp: 'list the spots, rotations and zones where the tile fits',
};
