/**
 * What features are worth: completed trails, lakes and dens during the game, and every feature
 * with tigers at the end (jungles included). Majorities score in full, ties included.
 */
import type { Outcome } from '@games/core';
import { rootOf, surroundingTiles } from './board.js';
import { DEN, JUNGLE, LAKE, MAX_SEGMENTS, PREY, PRINTED_CROCODILE, SEGMENT_KIND, TOUCH_MASK, TRAIL } from './geometry.js';
import type { TigerZoneState } from './state.js';

/** Points per completed lake a jungle touches at the end. */
const JUNGLE_LAKE_POINTS = 3;
/** Points per completed den a jungle touches at the end. */
const JUNGLE_DEN_POINTS = 5;
/** Points for a completed den. */
const COMPLETED_DEN_POINTS = 9;

/**
 * The value of a lake: 2 (completed) or 1 per tile, times 1 + the species the crocodiles leave.
 *
 * @group Rules
 */
export function lakeValue(tiles: number, species: number, crocodiles: number, completed: boolean): number {
  return (completed ? 2 : 1) * tiles * (1 + Math.max(0, species - crocodiles));
}

/**
 * The value of a trail, completed or not: 1 per tile plus the prey the crocodiles leave.
 *
 * @group Rules
 */
export function trailValue(tiles: number, prey: number, crocodiles: number): number {
  return tiles + Math.max(0, prey - crocodiles);
}

/**
 * The value of a den: 9 when completed, else 1 plus its neighbouring tiles.
 *
 * @group Rules
 */
export function denValue(neighbours: number): number {
  return neighbours === 8 ? COMPLETED_DEN_POINTS : 1 + neighbours;
}

/** What a feature covers: distinct tiles, prey tiles, prey species and crocodiles. */
interface FeatureContents {
  /** Distinct tiles the feature covers. */
  tiles: number;
  /** Prey animals (one per tile with B, D or P). */
  prey: number;
  /** Distinct prey species. */
  species: number;
  /** Crocodiles, placed and printed. */
  crocodiles: number;
}

let stamps = new Int32Array(128);
let stamp = 0;

function freshStamp(tileCount: number): number {
  if (stamps.length < tileCount) stamps = new Int32Array(tileCount * 2);
  stamp++;
  if (stamp > 0x3fffffff) {
    stamps.fill(0);
    stamp = 1;
  }
  return stamp;
}

/** The contents of the feature whose root is `root` (each tile counted once). */
function contentsOf(state: TigerZoneState, root: number): FeatureContents {
  const mark = freshStamp(state.tiles.length);
  let tiles = 0;
  let prey = 0;
  let speciesMask = 0;
  let crocodiles = 0;
  const count = state.segmentTile.length;
  for (let element = 0; element < count; element++) {
    if (rootOf(state.parent, element) !== root) continue;
    const tileIndex = state.segmentTile[element] as number;
    if (stamps[tileIndex] === mark) continue;
    stamps[tileIndex] = mark;
    const tile = state.tiles[tileIndex]!;
    tiles++;
    const animal = PREY[tile.type] as number;
    if (animal !== 0) {
      prey++;
      speciesMask |= animal === 66 ? 1 : animal === 68 ? 2 : 4;
    }
    if (PRINTED_CROCODILE[tile.type] === 1) crocodiles++;
    if (tile.crocodile !== null) crocodiles++;
  }
  const species = (speciesMask & 1) + ((speciesMask >> 1) & 1) + ((speciesMask >> 2) & 1);
  return { tiles, prey, species, crocodiles };
}

/** The kind (see `geometry`) of feature element `element`. */
export function kindOf(state: TigerZoneState, element: number): number {
  const tile = state.tiles[state.segmentTile[element] as number]!;
  return SEGMENT_KIND[tile.type * MAX_SEGMENTS + element - tile.firstSegment] as number;
}

function denNeighbours(state: TigerZoneState, element: number): number {
  const tile = state.tiles[state.segmentTile[element] as number]!;
  return surroundingTiles(state, tile.x, tile.y);
}

function jungleValue(state: TigerZoneState, root: number): number {
  const lakes: number[] = [];
  const dens: number[] = [];
  const count = state.segmentTile.length;
  for (let element = 0; element < count; element++) {
    if (rootOf(state.parent, element) !== root) continue;
    const tile = state.tiles[state.segmentTile[element] as number]!;
    let mask = TOUCH_MASK[tile.type * MAX_SEGMENTS + element - tile.firstSegment] as number;
    for (let local = 0; mask !== 0; local++, mask >>= 1) {
      if ((mask & 1) === 0) continue;
      const other = tile.firstSegment + local;
      if (SEGMENT_KIND[tile.type * MAX_SEGMENTS + local] === DEN) {
        if (denNeighbours(state, other) === 8 && !dens.includes(other)) dens.push(other);
      } else {
        const lake = rootOf(state.parent, other);
        if (state.openPorts[lake] === 0 && !lakes.includes(lake)) lakes.push(lake);
      }
    }
  }
  return JUNGLE_LAKE_POINTS * lakes.length + JUNGLE_DEN_POINTS * dens.length;
}

/** True when the lake or trail with root `root` has no open port. */
function isClosed(state: TigerZoneState, root: number): boolean {
  return state.openPorts[root] === 0;
}

/**
 * The value of the feature with root `root` as it stands: completed values for closed lakes and
 * trails and surrounded dens, end-of-game values otherwise, and the jungle's lakes and dens.
 */
function featureValue(state: TigerZoneState, root: number): number {
  const kind = kindOf(state, root);
  if (kind === JUNGLE) return jungleValue(state, root);
  if (kind === DEN) return denValue(denNeighbours(state, root));
  const contents = contentsOf(state, root);
  if (kind === LAKE) return lakeValue(contents.tiles, contents.species, contents.crocodiles, isClosed(state, root));
  if (kind === TRAIL) return trailValue(contents.tiles, contents.prey, contents.crocodiles);
  return 0;
}

/**
 * Scores the feature with root `root` for the seats with the most tigers in it (ties in full)
 * and, when `returnTigers`, sends its tigers back to supply. Changes `state` in place: call it
 * on a fresh copy only.
 */
export function scoreFeature(state: TigerZoneState, root: number, returnTigers: boolean): void {
  const perSeat = new Array<number>(state.players).fill(0);
  let most = 0;
  for (const tiger of state.tigers) {
    if (rootOf(state.parent, tiger.segment) !== root) continue;
    const count = (perSeat[tiger.seat] as number) + 1;
    perSeat[tiger.seat] = count;
    if (count > most) most = count;
  }
  if (most === 0) return;
  const value = featureValue(state, root);
  for (let seat = 0; seat < state.players; seat++) {
    if (perSeat[seat] === most) state.scores[seat] = (state.scores[seat] as number) + value;
  }
  if (!returnTigers) return;
  const staying = [];
  for (const tiger of state.tigers) {
    if (rootOf(state.parent, tiger.segment) === root) state.tigerSupply[tiger.seat] = (state.tigerSupply[tiger.seat] as number) + 1;
    else staying.push(tiger);
  }
  state.tigers = staying;
  state.tigerCount[root] = 0;
}

/** Scores every feature that still holds tigers (the end of the game). Changes `state` in place. */
export function scoreEndOfGame(state: TigerZoneState): void {
  const done: number[] = [];
  for (const tiger of state.tigers) {
    const root = rootOf(state.parent, tiger.segment);
    if (done.includes(root)) continue;
    done.push(root);
    scoreFeature(state, root, false);
  }
}

/** The outcome of a finished game: ranking by score, ties grouped. */
export function outcomeOf(scores: readonly number[]): Outcome {
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const ranking = distinct.map((score) => scores.flatMap((value, seat) => (value === score ? [seat] : [])));
  return { ranking, scores: scores.slice(), reason: 'deck-exhausted' };
}
