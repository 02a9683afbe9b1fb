/**
 * Precomputed tables over tile orientations (a tile type in one of its four rotations), so the
 * hot paths look numbers up instead of rotating shapes. An orientation index is
 * `type * 4 + turns`, where `turns` is the rotation in quarter turns counter-clockwise.
 */
import { TILE_TYPES, type SegmentKind } from './tiles.js';

/** Segment kinds as numbers, for the flat tables. */
export const JUNGLE = 0;
/** A lake segment. */
export const LAKE = 1;
/** A game-trail segment. */
export const TRAIL = 2;
/** A den (always zone 5, never joined to anything). */
export const DEN = 3;
/** A crossroads centre: ends trails, never holds a tiger. */
export const CROSSROADS = 4;

/** The segment kinds by number. */
const KIND_NAMES: readonly SegmentKind[] = ['jungle', 'lake', 'trail', 'den', 'crossroads'];

/** Faces as numbers: jungle, lake, trail. */
const FACE_CODES: Record<string, number> = { J: 0, L: 1, T: 2 };
/** The face letters by number. */
export const FACE_LETTERS = 'JLT';

/** At most this many segments on one tile (TTTT- has 9). */
export const MAX_SEGMENTS = 9;

/** The rotations in degrees counter-clockwise, by quarter turns. */
export const ROTATIONS: readonly number[] = [0, 90, 180, 270];

/** Where each zone goes under a 90-degree counter-clockwise turn (index 0 unused). */
const ZONE_TURN = [0, 7, 4, 1, 8, 5, 2, 9, 6, 3];

/** The port a neighbour on side `side` presents to port `3 * side + j`. */
export function facingPort(port: number): number {
  const side = (port / 3) | 0;
  const j = port % 3;
  return 3 * ((side + 2) % 4) + (2 - j);
}

const typeCount = TILE_TYPES.length;

/** Number of segments of each type. */
export const SEGMENT_COUNT = new Uint8Array(typeCount);
/** `SEGMENT_KIND[type * 9 + s]`: the kind of segment `s` of a type. */
export const SEGMENT_KIND = new Uint8Array(typeCount * MAX_SEGMENTS);
/** `SEGMENT_PORTS[type * 9 + s]`: how many ports segment `s` touches. */
export const SEGMENT_PORTS = new Uint8Array(typeCount * MAX_SEGMENTS);
/**
 * `TOUCH_MASK[type * 9 + s]`: for a jungle segment, a bit per lake or den segment of the same
 * tile that it touches (a lake port next to one of its ports, or the den it surrounds).
 */
export const TOUCH_MASK = new Uint16Array(typeCount * MAX_SEGMENTS);
/** `PREY[type]`: 0 none, else the character code of B, D or P. */
export const PREY = new Uint8Array(typeCount);
/** `PRINTED_CROCODILE[type]`: 1 when a crocodile is printed on the tile. */
export const PRINTED_CROCODILE = new Uint8Array(typeCount);
/** `HAS_LAKE_OR_TRAIL[type]`: 1 when the tile has a lake or trail segment (a crocodile may go there). */
export const HAS_LAKE_OR_TRAIL = new Uint8Array(typeCount);

/** `PORT_SEGMENT[orientation * 12 + port]`: the local segment at a port of the tile as laid. */
export const PORT_SEGMENT = new Uint8Array(typeCount * 4 * 12);
/** `MIN_ZONE[orientation * 9 + s]`: the smallest zone of segment `s` as laid. */
export const MIN_ZONE = new Uint8Array(typeCount * 4 * MAX_SEGMENTS);
/** `ZONE_SEGMENT[orientation * 10 + zone]`: the segment covering a zone as laid. */
export const ZONE_SEGMENT = new Uint8Array(typeCount * 4 * 10);
/** `FACE[orientation * 4 + side]`: the face (0 J, 1 L, 2 T) shown on side N, E, S, W. */
export const FACE = new Uint8Array(typeCount * 4 * 4);
/**
 * `FITS[orientation * 256 + need]`: 1 when the orientation satisfies the requirement `need`,
 * two bits per side (side s at bits 2s): the face required there, or 3 for no neighbour.
 */
export const FITS = new Uint8Array(typeCount * 4 * 256);

/** The requirement code of a cell with no neighbours at all. */
export const NO_NEED = 255;

/** Rotates a zone by `turns` quarter turns counter-clockwise. */
function turnZone(zone: number, turns: number): number {
  let result = zone;
  for (let turn = 0; turn < turns; turn++) result = ZONE_TURN[result] as number;
  return result;
}

for (let type = 0; type < typeCount; type++) {
  const tile = TILE_TYPES[type]!;
  SEGMENT_COUNT[type] = tile.segments.length;
  PREY[type] = tile.prey === null ? 0 : tile.prey.charCodeAt(0);
  PRINTED_CROCODILE[type] = tile.crocodile ? 1 : 0;
  const basePortSegment = new Array<number>(12).fill(-1);
  tile.segments.forEach((segment, s) => {
    const kind = KIND_NAMES.indexOf(segment.kind);
    SEGMENT_KIND[type * MAX_SEGMENTS + s] = kind;
    SEGMENT_PORTS[type * MAX_SEGMENTS + s] = segment.ports.length;
    if (kind === LAKE || kind === TRAIL) HAS_LAKE_OR_TRAIL[type] = 1;
    for (const port of segment.ports) basePortSegment[port] = s;
  });
  tile.segments.forEach((segment, s) => {
    if (segment.kind !== 'jungle') return;
    let mask = 0;
    tile.segments.forEach((other, o) => {
      if (other.kind === 'den') mask |= 1 << o;
      if (other.kind !== 'lake') return;
      const touches = segment.ports.some((port) => other.ports.includes((port + 1) % 12) || other.ports.includes((port + 11) % 12));
      if (touches) mask |= 1 << o;
    });
    TOUCH_MASK[type * MAX_SEGMENTS + s] = mask;
  });
  for (let turns = 0; turns < 4; turns++) {
    const orientation = type * 4 + turns;
    for (let port = 0; port < 12; port++) {
      PORT_SEGMENT[orientation * 12 + ((port - 3 * turns + 12) % 12)] = basePortSegment[port]!;
    }
    tile.segments.forEach((segment, s) => {
      let least = 10;
      for (const zone of segment.zones) {
        const turned = turnZone(zone, turns);
        least = Math.min(least, turned);
        ZONE_SEGMENT[orientation * 10 + turned] = s;
      }
      MIN_ZONE[orientation * MAX_SEGMENTS + s] = least;
    });
    let faces = 0;
    for (let side = 0; side < 4; side++) {
      const face = FACE_CODES[tile.code[(side + turns) % 4]!]!;
      FACE[orientation * 4 + side] = face;
      faces |= face << (2 * side);
    }
    for (let need = 0; need < 256; need++) {
      let fits = 1;
      for (let side = 0; side < 4; side++) {
        const required = (need >> (2 * side)) & 3;
        if (required !== 3 && required !== ((faces >> (2 * side)) & 3)) fits = 0;
      }
      FITS[orientation * 256 + need] = fits;
    }
  }
}
