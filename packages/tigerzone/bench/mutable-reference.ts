/**
 * The reference of the TigerZone benchmark: a hand-written, mutable random game (a grid of
 * tile indices, typed arrays for the segments' union-find and counters, changed in place, no
 * states kept), the kind of engine the issue's "hand-tuned mutable engine" figure speaks of. Like
 * a random playout of the engine it deals a shuffled standard deck after the start tile, and for
 * each tile lists every legal move (each fitting cell and rotation, with no follower, a tiger on
 * each feature of the tile that holds no tiger yet, or a crocodile on a tile with a lake or
 * trail), picks one uniformly, lays the tile (joining the features across its edges), scores the
 * trails, lakes and dens it completes (the seats with the most tigers take the points and the
 * tigers come back), passes a tile that fits nowhere, and at the end scores what is left.
 * Simpler than the engine where random games rarely go: two features of the new tile that meet
 * through one neighbour count as two for tigers, jungles score nothing at the end, and
 * crocodiles only take their place (they do not lower values). It reads the public tile data and
 * point formulas of `@games/tigerzone`, never its engine.
 */
import { int, shuffle, type Rng } from '@games/core';
import { CROCODILES_PER_PLAYER, denValue, lakeValue, START_TILE, standardDeck, TIGERS_PER_PLAYER, TILE_TYPES, trailValue } from '@games/tigerzone';

const GRID = 160;
const CENTRE = GRID / 2;
const KIND = { jungle: 0, lake: 1, trail: 2, den: 3, crossroads: 4 } as const;
const FACE_OF: Record<string, number> = { J: 0, L: 1, T: 2 };
const TYPES = TILE_TYPES.length;
const MAX_SEGMENTS = 9;
/** Per type and quarter turn: the face (0 J, 1 L, 2 T) on each side (N, E, S, W). */
const FACES = new Uint8Array(TYPES * 4 * 4);
/** Per type and quarter turn: the segment (local index) at each of the 12 ports. */
const PORT_SEGMENT = new Int8Array(TYPES * 4 * 12);
const SEGMENT_KIND = new Uint8Array(TYPES * MAX_SEGMENTS);
const SEGMENT_PORTS = new Uint8Array(TYPES * MAX_SEGMENTS);
const SEGMENTS = new Uint8Array(TYPES);
const HAS_LAKE_OR_TRAIL = new Uint8Array(TYPES);
const PREY = new Uint8Array(TYPES);
const TYPE_OF: Record<string, number> = {};
TILE_TYPES.forEach((type, index) => {
  TYPE_OF[type.code] = index;
  SEGMENTS[index] = type.segments.length;
  PREY[index] = type.prey === null ? 0 : type.prey === 'B' ? 1 : type.prey === 'D' ? 2 : 4;
  type.segments.forEach((segment, local) => {
    SEGMENT_KIND[index * MAX_SEGMENTS + local] = KIND[segment.kind];
    SEGMENT_PORTS[index * MAX_SEGMENTS + local] = segment.ports.length;
    if (segment.kind === 'lake' || segment.kind === 'trail') HAS_LAKE_OR_TRAIL[index] = 1;
  });
  for (let turns = 0; turns < 4; turns++) {
    // A quarter turn counter-clockwise takes the face on side s to side s - 1 (N to W), port p to p - 3.
    for (let side = 0; side < 4; side++) FACES[(index * 4 + turns) * 4 + ((side - turns + 4) % 4)] = FACE_OF[type.code[side]!]!;
    type.segments.forEach((segment, local) => {
      for (const port of segment.ports) PORT_SEGMENT[(index * 4 + turns) * 12 + ((port - 3 * turns + 48) % 12)] = local;
    });
  }
});
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

const grid = new Int16Array(GRID * GRID);
const tileType = new Uint8Array(128);
const tileTurns = new Uint8Array(128);
const tileCell = new Int32Array(128);
const tileFirst = new Int16Array(128);
const segmentTile = new Int16Array(128 * MAX_SEGMENTS);
const parent = new Int16Array(128 * MAX_SEGMENTS);
const openPorts = new Int16Array(128 * MAX_SEGMENTS);
const tigers = new Int16Array(128 * MAX_SEGMENTS * 4);
const crocodile = new Uint8Array(128);
const open = new Int32Array(512);
const moves = new Int32Array(4096);
let tiles = 0;
let segments = 0;
let openCount = 0;

function root(element: number): number {
  let current = element;
  while (parent[current] !== current) current = parent[current]!;
  return current;
}

function join(a: number, b: number, players: number): void {
  const ra = root(a);
  const rb = root(b);
  if (ra === rb) {
    openPorts[ra]! -= 2;
    return;
  }
  parent[rb] = ra;
  openPorts[ra] = openPorts[ra]! + openPorts[rb]! - 2;
  for (let seat = 0; seat < players; seat++) tigers[ra * 4 + seat]! += tigers[rb * 4 + seat]!;
}

/** Whether the tile at `cell` can lie in `orientation` (type * 4 + turns). */
function fits(cell: number, orientation: number): boolean {
  for (let side = 0; side < 4; side++) {
    const neighbour = grid[cell + DX[side]! + DY[side]! * GRID]!;
    if (neighbour < 0) continue;
    const theirs = FACES[(tileType[neighbour]! * 4 + tileTurns[neighbour]!) * 4 + ((side + 2) % 4)]!;
    if (theirs !== FACES[orientation * 4 + side]) return false;
  }
  return true;
}

/** The local segments of a tile laid at `cell` in `orientation` whose features would hold no tiger. */
function freeSegments(cell: number, orientation: number): number {
  const type = orientation >> 2;
  let mask = 0;
  for (let local = 0; local < SEGMENTS[type]!; local++) if (SEGMENT_KIND[type * MAX_SEGMENTS + local] !== KIND.crossroads) mask |= 1 << local;
  for (let side = 0; side < 4; side++) {
    const neighbour = grid[cell + DX[side]! + DY[side]! * GRID]!;
    if (neighbour < 0) continue;
    for (let k = 0; k < 3; k++) {
      const local = PORT_SEGMENT[orientation * 12 + side * 3 + k]!;
      const facing = ((side + 2) % 4) * 3 + (2 - k);
      const theirs = tileFirst[neighbour]! + PORT_SEGMENT[(tileType[neighbour]! * 4 + tileTurns[neighbour]!) * 12 + facing]!;
      const r = root(theirs);
      if (tigers[r * 4]! + tigers[r * 4 + 1]! + tigers[r * 4 + 2]! + tigers[r * 4 + 3]! > 0) mask &= ~(1 << local);
    }
  }
  return mask;
}

function lay(cell: number, type: number, turns: number, players: number): number {
  const index = tiles++;
  grid[cell] = index;
  tileType[index] = type;
  tileTurns[index] = turns;
  tileCell[index] = cell;
  tileFirst[index] = segments;
  crocodile[index] = 0;
  for (let local = 0; local < SEGMENTS[type]!; local++) {
    const element = segments++;
    segmentTile[element] = index;
    parent[element] = element;
    openPorts[element] = SEGMENT_PORTS[type * MAX_SEGMENTS + local]!;
    for (let seat = 0; seat < 4; seat++) tigers[element * 4 + seat] = 0;
  }
  const orientation = type * 4 + turns;
  for (let side = 0; side < 4; side++) {
    const next = cell + DX[side]! + DY[side]! * GRID;
    const neighbour = grid[next]!;
    if (neighbour < 0) {
      if (!open.subarray(0, openCount).includes(next)) open[openCount++] = next;
      continue;
    }
    for (let k = 0; k < 3; k++) {
      const mine = tileFirst[index]! + PORT_SEGMENT[orientation * 12 + side * 3 + k]!;
      const facing = ((side + 2) % 4) * 3 + (2 - k);
      const theirs = tileFirst[neighbour]! + PORT_SEGMENT[(tileType[neighbour]! * 4 + tileTurns[neighbour]!) * 12 + facing]!;
      join(mine, theirs, players);
    }
  }
  const at = open.subarray(0, openCount).indexOf(cell);
  if (at >= 0) open[at] = open[--openCount]!;
  return index;
}

function surrounding(cell: number): number {
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if ((dx !== 0 || dy !== 0) && grid[cell + dx + dy * GRID]! >= 0) count++;
  return count;
}

/** The points of the feature at `r` (a trail or lake: its tiles and prey; a den: its neighbours). */
function value(r: number, kind: number, den: number, completed: boolean): number {
  if (kind === KIND.den) return denValue(surrounding(tileCell[den]!));
  let count = 0;
  let prey = 0;
  let species = 0;
  let last = -1;
  for (let element = 0; element < segments; element++) {
    if (root(element) !== r) continue;
    const tile = segmentTile[element]!;
    if (tile === last) continue;
    last = tile;
    count++;
    if (PREY[tileType[tile]!]! !== 0) {
      prey++;
      species |= PREY[tileType[tile]!]!;
    }
  }
  const kinds = (species & 1) + ((species >> 1) & 1) + ((species >> 2) & 1);
  return kind === KIND.lake ? lakeValue(count, kinds, 0, completed) : trailValue(count, prey, 0);
}

function award(r: number, points: number, players: number, scores: number[], supply: number[], giveBack: boolean): void {
  let most = 0;
  for (let seat = 0; seat < players; seat++) most = Math.max(most, tigers[r * 4 + seat]!);
  if (most === 0) return;
  for (let seat = 0; seat < players; seat++) {
    if (tigers[r * 4 + seat] === most) scores[seat]! += points;
    if (giveBack) {
      supply[seat]! += tigers[r * 4 + seat]!;
      tigers[r * 4 + seat] = 0;
    }
  }
}

/** One random game of TigerZone for `players` seats; returns the decisions taken. */
export function mutableGame(rng: Rng, players = 2): number {
  grid.fill(-1);
  tiles = 0;
  segments = 0;
  openCount = 0;
  const scores = new Array<number>(players).fill(0);
  const supply = new Array<number>(players).fill(TIGERS_PER_PLAYER);
  const crocodiles = new Array<number>(players).fill(CROCODILES_PER_PLAYER);
  lay(CENTRE + CENTRE * GRID, TYPE_OF[START_TILE]!, 0, players);
  const deck = shuffle(rng, standardDeck());
  for (let drawn = 0; drawn < deck.length; drawn++) {
    const seat = drawn % players;
    const type = TYPE_OF[deck[drawn]!]!;
    let count = 0;
    for (let index = 0; index < openCount; index++) {
      const cell = open[index]!;
      for (let turns = 0; turns < 4; turns++) {
        if (!fits(cell, type * 4 + turns)) continue;
        const base = (cell * 4 + turns) * 16;
        moves[count++] = base; // no follower
        if (supply[seat]! > 0) {
          const free = freeSegments(cell, type * 4 + turns);
          for (let local = 0; local < SEGMENTS[type]!; local++) if ((free & (1 << local)) !== 0) moves[count++] = base + 1 + local;
        }
        if (crocodiles[seat]! > 0 && HAS_LAKE_OR_TRAIL[type] === 1) moves[count++] = base + 15;
      }
    }
    if (count === 0) continue; // fits nowhere: pass
    const move = moves[count === 1 ? 0 : int(rng, 0, count - 1)]!;
    const follower = move % 16;
    const turns = (move >> 4) % 4;
    const cell = move >> 6;
    const index = lay(cell, type, turns, players);
    if (follower === 15) {
      crocodile[index] = 1;
      crocodiles[seat]!--;
    } else if (follower > 0) {
      tigers[root(tileFirst[index]! + follower - 1) * 4 + seat]!++;
      supply[seat]!--;
    }
    // completed trails and lakes of the new tile, and dens around it
    for (let local = 0; local < SEGMENTS[type]!; local++) {
      const kind = SEGMENT_KIND[type * MAX_SEGMENTS + local]!;
      const r = root(tileFirst[index]! + local);
      if ((kind === KIND.lake || kind === KIND.trail) && openPorts[r] === 0) award(r, value(r, kind, index, true), players, scores, supply, true);
    }
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const other = grid[cell + dx + dy * GRID]!;
        if (other < 0) continue;
        const t = tileType[other]!;
        for (let local = 0; local < SEGMENTS[t]!; local++) {
          if (SEGMENT_KIND[t * MAX_SEGMENTS + local] !== KIND.den) continue;
          const r = root(tileFirst[other]! + local);
          if (surrounding(tileCell[other]!) === 8) award(r, denValue(8), players, scores, supply, true);
        }
      }
    }
  }
  // the end: every feature still holding tigers scores as it stands (jungles: nothing here)
  for (let element = 0; element < segments; element++) {
    if (root(element) !== element) continue;
    if (tigers[element * 4]! + tigers[element * 4 + 1]! + tigers[element * 4 + 2]! + tigers[element * 4 + 3]! === 0) continue;
    const tile = segmentTile[element]!;
    const kind = SEGMENT_KIND[tileType[tile]! * MAX_SEGMENTS + element - tileFirst[tile]!]!;
    if (kind === KIND.jungle) continue;
    award(element, value(element, kind, tile, false), players, scores, supply, false);
  }
  return deck.length;
}
