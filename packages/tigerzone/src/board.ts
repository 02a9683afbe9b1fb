/**
 * Reading the board without changing it: roots of features, the open frontier's requirements,
 * tiles by coordinates, and what a placement would join (for follower choices).
 */
import {
  CROSSROADS,
  FITS,
  HAS_LAKE_OR_TRAIL,
  LAKE,
  MAX_SEGMENTS,
  MIN_ZONE,
  PORT_SEGMENT,
  PRINTED_CROCODILE,
  SEGMENT_COUNT,
  SEGMENT_KIND,
  TRAIL,
  ZONE_SEGMENT,
  facingPort,
} from './geometry.js';
import type { PlacedTile, TigerZoneState } from './state.js';

/** The orientation index (`type * 4 + quarter turns`) of a placed tile. */
export function orientationOf(tile: PlacedTile): number {
  return tile.type * 4 + tile.rotation / 90;
}

/** The root of a feature element, without path compression (the state stays untouched). */
export function rootOf(parent: readonly number[], element: number): number {
  let current = element;
  let next = parent[current] as number;
  while (next !== current) {
    current = next;
    next = parent[current] as number;
  }
  return current;
}

/** The requirement code (see `FITS`) of open cell number `openIndex`. */
export function needOf(state: TigerZoneState, openIndex: number): number {
  return state.openNeeds[openIndex] as number;
}

/** True when the tile type fits somewhere on the board in some rotation. */
export function fitsAnywhere(state: TigerZoneState, type: number): boolean {
  const count = state.open.length;
  for (let index = 0; index < count; index++) {
    const need = needOf(state, index);
    const base = type * 4 * 256 + need;
    if (FITS[base] === 1 || FITS[base + 256] === 1 || FITS[base + 512] === 1 || FITS[base + 768] === 1) return true;
  }
  return false;
}

/** The index in `state.tiles` of the tile at `(x, y)`, or -1. */
export function tileIndexAt(state: { tiles: readonly PlacedTile[] }, x: number, y: number): number {
  const tiles = state.tiles;
  for (let index = 0; index < tiles.length; index++) {
    const tile = tiles[index]!;
    if (tile.x === x && tile.y === y) return index;
  }
  return -1;
}

/** How many of the 8 cells around `(x, y)` hold tiles. */
export function surroundingTiles(state: { tiles: readonly PlacedTile[] }, x: number, y: number): number {
  let count = 0;
  for (const tile of state.tiles) {
    const dx = tile.x - x;
    const dy = tile.y - y;
    if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx !== 0 || dy !== 0)) count++;
  }
  return count;
}

/** What a placement allows on the new tile, filled in by {@link examinePlacement}. */
export interface PlacementChoices {
  /** The zones where a tiger may go (feature without tigers), ascending; `zoneCount` are valid. */
  zones: Int8Array;
  /** How many entries of `zones` are valid. */
  zoneCount: number;
  /** Whether the tile can take a crocodile (it has a lake or trail and none of those features holds one). */
  crocodile: boolean;
}

const choices: PlacementChoices = { zones: new Int8Array(MAX_SEGMENTS), zoneCount: 0, crocodile: false };
const localParent = new Int8Array(MAX_SEGMENTS);
const groupTigers = new Uint8Array(MAX_SEGMENTS);
const groupCrocodiles = new Uint8Array(MAX_SEGMENTS);
const groupZone = new Int8Array(MAX_SEGMENTS);
const touchedRoots = new Int32Array(12);
const touchedBy = new Int8Array(12);

function localFind(segment: number): number {
  let current = segment;
  while (localParent[current] !== current) current = localParent[current] as number;
  return current;
}

/**
 * Works out, without changing `state`, which features the new tile's segments would belong to
 * if `orientation` were laid at open cell `openIndex`, and so where a tiger (by zone) or a
 * crocodile could go. Returns a shared object overwritten by the next call.
 */
export function examinePlacement(state: TigerZoneState, openIndex: number, orientation: number): PlacementChoices {
  const type = orientation >> 2;
  const segmentCount = SEGMENT_COUNT[type] as number;
  const kindBase = type * MAX_SEGMENTS;
  const zoneBase = orientation * MAX_SEGMENTS;
  for (let s = 0; s < segmentCount; s++) {
    localParent[s] = s;
    groupTigers[s] = 0;
    groupCrocodiles[s] = 0;
  }
  let touched = 0;
  const parent = state.parent;
  for (let side = 0; side < 4; side++) {
    const neighbourIndex = state.openNeighbours[openIndex * 4 + side] as number;
    if (neighbourIndex < 0) continue;
    const neighbour = state.tiles[neighbourIndex]!;
    const neighbourOrientation = orientationOf(neighbour);
    for (let j = 0; j < 3; j++) {
      const port = 3 * side + j;
      const mine = PORT_SEGMENT[orientation * 12 + port] as number;
      const theirs = neighbour.firstSegment + (PORT_SEGMENT[neighbourOrientation * 12 + facingPort(port)] as number);
      const root = rootOf(parent, theirs);
      let found = -1;
      for (let t = 0; t < touched; t++) {
        if (touchedRoots[t] === root) {
          found = t;
          break;
        }
      }
      if (found < 0) {
        touchedRoots[touched] = root;
        touchedBy[touched] = mine;
        touched++;
      } else {
        const a = localFind(mine);
        const b = localFind(touchedBy[found] as number);
        if (a !== b) localParent[Math.max(a, b)] = Math.min(a, b);
      }
    }
  }
  for (let t = 0; t < touched; t++) {
    const group = localFind(touchedBy[t] as number);
    const root = touchedRoots[t] as number;
    if ((state.tigerCount[root] as number) > 0) groupTigers[group] = 1;
    if ((state.crocodileCount[root] as number) > 0) groupCrocodiles[group] = 1;
  }
  const printed = PRINTED_CROCODILE[type] === 1;
  for (let s = 0; s < segmentCount; s++) groupZone[s] = 10;
  for (let s = 0; s < segmentCount; s++) {
    const group = localFind(s);
    const kind = SEGMENT_KIND[kindBase + s];
    if (printed && (kind === LAKE || kind === TRAIL)) groupCrocodiles[group] = 1;
    const zone = MIN_ZONE[zoneBase + s] as number;
    if (zone < (groupZone[group] as number)) groupZone[group] = zone;
  }
  let zoneCount = 0;
  let crocodile = HAS_LAKE_OR_TRAIL[type] === 1;
  for (let s = 0; s < segmentCount; s++) {
    const group = localFind(s);
    const kind = SEGMENT_KIND[kindBase + s];
    if ((kind === LAKE || kind === TRAIL) && groupCrocodiles[group] === 1) crocodile = false;
    if (kind === CROSSROADS || groupTigers[group] === 1) continue;
    if (group !== s) continue;
    const zone = groupZone[group] as number;
    let at = zoneCount++;
    while (at > 0 && (choices.zones[at - 1] as number) > zone) {
      choices.zones[at] = choices.zones[at - 1] as number;
      at--;
    }
    choices.zones[at] = zone;
  }
  choices.zoneCount = zoneCount;
  choices.crocodile = crocodile;
  return choices;
}

/**
 * After {@link examinePlacement}: the zone that addresses the feature covering `zone` on the
 * examined tile (the lowest zone of that feature on the tile), or 0 when `zone` lies on a
 * crossroads. For error messages.
 */
export function addressOfZone(orientation: number, zone: number): number {
  const segment = ZONE_SEGMENT[orientation * 10 + zone] as number;
  if (SEGMENT_KIND[(orientation >> 2) * MAX_SEGMENTS + segment] === CROSSROADS) return 0;
  return groupZone[localFind(segment)] as number;
}
