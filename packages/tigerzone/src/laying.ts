/**
 * Laying a tile: its segments join the features of its neighbours (core `UnionFind`), the open
 * frontier grows around it, and what it completed is scored. These functions change a fresh
 * copy of the state in place; `play` makes that copy.
 */
import { cellX, cellY, find, neighbourKey, union, type UnionFind } from '@games/core/board';
import { orientationOf, rootOf, surroundingTiles } from './board.js';
import {
  DEN,
  FACE,
  LAKE,
  NO_NEED,
  MAX_SEGMENTS,
  PORT_SEGMENT,
  PRINTED_CROCODILE,
  ROTATIONS,
  SEGMENT_COUNT,
  SEGMENT_KIND,
  SEGMENT_PORTS,
  TRAIL,
  facingPort,
} from './geometry.js';
import { kindOf, scoreFeature } from './scoring.js';
import type { Rotation, TigerZoneState } from './state.js';
import { TILE_CODES } from './tiles.js';

/**
 * A shallow copy of `state` whose arrays may be changed without touching `state`. The arrays
 * over segments are shared when `withSegments` is false: {@link layTile} replaces them.
 */
export function copyForPlay(state: TigerZoneState, withSegments = true): TigerZoneState {
  if (!withSegments) {
    return {
      ...state,
      tiles: state.tiles.slice(),
      open: state.open.slice(),
      openNeighbours: state.openNeighbours.slice(),
      openNeeds: state.openNeeds.slice(),
      tigers: state.tigers.slice(),
      tigerSupply: state.tigerSupply.slice(),
      crocodileSupply: state.crocodileSupply.slice(),
      scores: state.scores.slice(),
    };
  }
  return {
    players: state.players,
    revealDeck: state.revealDeck,
    ...(state.serverRulings === undefined ? {} : { serverRulings: state.serverRulings }),
    deck: state.deck,
    drawn: state.drawn,
    tiles: state.tiles.slice(),
    open: state.open.slice(),
    openNeighbours: state.openNeighbours.slice(),
    openNeeds: state.openNeeds.slice(),
    parent: state.parent.slice(),
    size: state.size.slice(),
    segmentTile: state.segmentTile.slice(),
    openPorts: state.openPorts.slice(),
    tigerCount: state.tigerCount.slice(),
    crocodileCount: state.crocodileCount.slice(),
    tigers: state.tigers.slice(),
    tigerSupply: state.tigerSupply.slice(),
    crocodileSupply: state.crocodileSupply.slice(),
    scores: state.scores.slice(),
  };
}

function join(state: TigerZoneState, features: UnionFind, a: number, b: number): void {
  const rootA = find(features, a);
  const rootB = find(features, b);
  if (rootA === rootB) {
    state.openPorts[rootA] = (state.openPorts[rootA] as number) - 2;
    return;
  }
  const root = union(features, rootA, rootB);
  const other = root === rootA ? rootB : rootA;
  state.openPorts[root] = (state.openPorts[rootA] as number) + (state.openPorts[rootB] as number) - 2;
  state.tigerCount[root] = (state.tigerCount[root] as number) + (state.tigerCount[other] as number);
  state.crocodileCount[root] = (state.crocodileCount[root] as number) + (state.crocodileCount[other] as number);
}

/**
 * Lays a tile of type `type` turned `turns` quarter turns at open cell number `openIndex`,
 * joining its segments to the neighbours' features and updating the frontier. The arrays over
 * segments are replaced by longer copies (each copied once); the others are changed in place.
 * Returns the new tile's index in `state.tiles`.
 */
export function layTile(state: TigerZoneState, openIndex: number, type: number, turns: number): number {
  const key = state.open[openIndex] as number;
  const tileIndex = state.tiles.length;
  const first = state.segmentTile.length;
  state.tiles.push({
    code: TILE_CODES[type]!,
    x: cellX(key),
    y: cellY(key),
    rotation: ROTATIONS[turns] as Rotation,
    type,
    firstSegment: first,
    crocodile: null,
  });
  const segmentCount = SEGMENT_COUNT[type] as number;
  const printed = PRINTED_CROCODILE[type] === 1;
  const elements: number[] = [];
  const ones: number[] = [];
  const owners: number[] = [];
  const ports: number[] = [];
  const zeros: number[] = [];
  const crocodiles: number[] = [];
  for (let s = 0; s < segmentCount; s++) {
    const kind = SEGMENT_KIND[type * MAX_SEGMENTS + s];
    elements.push(first + s);
    ones.push(1);
    owners.push(tileIndex);
    ports.push(SEGMENT_PORTS[type * MAX_SEGMENTS + s] as number);
    zeros.push(0);
    crocodiles.push(printed && (kind === LAKE || kind === TRAIL) ? 1 : 0);
  }
  state.parent = state.parent.concat(elements);
  state.size = state.size.concat(ones);
  state.segmentTile = state.segmentTile.concat(owners);
  state.openPorts = state.openPorts.concat(ports);
  state.tigerCount = state.tigerCount.concat(zeros);
  state.crocodileCount = state.crocodileCount.concat(crocodiles);
  const orientation = type * 4 + turns;
  const features: UnionFind = { parent: state.parent, size: state.size };
  const neighbours = state.openNeighbours.slice(openIndex * 4, openIndex * 4 + 4);
  for (let side = 0; side < 4; side++) {
    const neighbourIndex = neighbours[side] as number;
    if (neighbourIndex < 0) continue;
    const neighbour = state.tiles[neighbourIndex]!;
    const neighbourOrientation = orientationOf(neighbour);
    for (let j = 0; j < 3; j++) {
      const port = 3 * side + j;
      const mine = first + (PORT_SEGMENT[orientation * 12 + port] as number);
      const theirs = neighbour.firstSegment + (PORT_SEGMENT[neighbourOrientation * 12 + facingPort(port)] as number);
      join(state, features, mine, theirs);
    }
  }
  state.open.splice(openIndex, 1);
  state.openNeighbours.splice(openIndex * 4, 4);
  state.openNeeds.splice(openIndex, 1);
  for (let side = 0; side < 4; side++) {
    if ((neighbours[side] as number) >= 0) continue;
    const next = neighbourKey(key, side);
    const facing = (side + 2) & 3;
    const face = FACE[orientation * 4 + side] as number;
    let index = state.open.indexOf(next);
    if (index < 0) {
      index = state.open.length;
      state.open.push(next);
      state.openNeighbours.push(-1, -1, -1, -1);
      state.openNeeds.push(NO_NEED);
    }
    state.openNeighbours[index * 4 + facing] = tileIndex;
    state.openNeeds[index] = ((state.openNeeds[index] as number) & ~(3 << (2 * facing))) | (face << (2 * facing));
  }
  return tileIndex;
}

/** Puts a tiger of `seat` on feature element `segment` of tile `tileIndex`, addressed by `zone`. */
export function putTiger(state: TigerZoneState, seat: number, tileIndex: number, segment: number, zone: number): void {
  const tile = state.tiles[tileIndex]!;
  state.tigers.push({ seat, x: tile.x, y: tile.y, zone, segment });
  const root = rootOf(state.parent, segment);
  state.tigerCount[root] = (state.tigerCount[root] as number) + 1;
  state.tigerSupply[seat] = (state.tigerSupply[seat] as number) - 1;
}

/** Puts a crocodile of `seat` on the (just laid) tile `tileIndex`: it joins every lake and trail there. */
export function putCrocodile(state: TigerZoneState, seat: number, tileIndex: number): void {
  const tile = state.tiles[tileIndex]!;
  state.tiles[tileIndex] = { ...tile, crocodile: seat };
  const counted: number[] = [];
  for (let s = 0; s < (SEGMENT_COUNT[tile.type] as number); s++) {
    const kind = SEGMENT_KIND[tile.type * MAX_SEGMENTS + s];
    if (kind !== LAKE && kind !== TRAIL) continue;
    const root = rootOf(state.parent, tile.firstSegment + s);
    if (counted.includes(root)) continue;
    counted.push(root);
    state.crocodileCount[root] = (state.crocodileCount[root] as number) + 1;
  }
  state.crocodileSupply[seat] = (state.crocodileSupply[seat] as number) - 1;
}

/**
 * Scores what laying tile `tileIndex` completed: its closed lakes and trails with tigers, and
 * surrounded dens with tigers on it or around it. Their tigers go back to supply.
 */
export function scoreCompleted(state: TigerZoneState, tileIndex: number): void {
  const tile = state.tiles[tileIndex]!;
  const segmentCount = SEGMENT_COUNT[tile.type] as number;
  for (let s = 0; s < segmentCount; s++) {
    const kind = SEGMENT_KIND[tile.type * MAX_SEGMENTS + s];
    if (kind !== LAKE && kind !== TRAIL) continue;
    const root = rootOf(state.parent, tile.firstSegment + s);
    if (state.openPorts[root] === 0 && (state.tigerCount[root] as number) > 0) scoreFeature(state, root, true);
  }
  for (let index = 0; index < state.tigers.length; index++) {
    const tiger = state.tigers[index]!;
    const dx = tiger.x - tile.x;
    const dy = tiger.y - tile.y;
    if (dx < -1 || dx > 1 || dy < -1 || dy > 1) continue;
    if (kindOf(state, tiger.segment) !== DEN || surroundingTiles(state, tiger.x, tiger.y) !== 8) continue;
    scoreFeature(state, tiger.segment, true);
    index = -1;
  }
}

