/**
 * The moves of a turn: checking the shape of a move, and listing every legal move (each
 * placement of the current tile with each follower choice, or the three unplaceable-tile moves).
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { cellX, cellY } from '@games/core/board';
import { examinePlacement, needOf } from './board.js';
import { FITS, HAS_LAKE_OR_TRAIL, ROTATIONS } from './geometry.js';
import { TigerZoneError } from './errors.js';
import type { Rotation, TigerZoneState } from './state.js';
import { tileTypeIndex } from './tiles.js';

/**
 * What may go on the tile just placed.
 *
 * @group Moves and notation
 */
export type Follower = 'none' | 'tiger' | 'crocodile';

/**
 * Placing the current tile, with an optional tiger (by zone) or crocodile.
 *
 * @group Moves and notation
 */
export type PlaceMove =
  | { kind: 'place'; tile: string; x: number; y: number; rotation: Rotation; follower: 'none' }
  | { kind: 'place'; tile: string; x: number; y: number; rotation: Rotation; follower: 'tiger'; zone: number }
  | { kind: 'place'; tile: string; x: number; y: number; rotation: Rotation; follower: 'crocodile' };

/**
 * The current tile fits nowhere: it is discarded, and the player passes or uses a tiger.
 *
 * @group Moves and notation
 */
export type UnplaceableMove =
  | { kind: 'unplaceable'; tile: string; action: 'pass' }
  | { kind: 'unplaceable'; tile: string; action: 'retrieve'; x: number; y: number }
  | { kind: 'unplaceable'; tile: string; action: 'add'; x: number; y: number };

/**
 * A move of TigerZone.
 *
 * @group Moves and notation
 */
export type TigerZoneMove = PlaceMove | UnplaceableMove;

/** The seat to move in a state that is not over. */
export function seatToMove(state: TigerZoneState): number {
  return state.drawn % state.players;
}

/** True once every tile of the deck has been handled. */
export function isOver(state: TigerZoneState): boolean {
  return state.drawn >= state.deck.length;
}

/** Whether a server ruled the current move (option `serverRulings`): followers beyond supply, a second crocodile. */
export function isRuledMove(state: TigerZoneState): boolean {
  return state.serverRulings !== undefined && state.serverRulings.includes(state.drawn + 1);
}

/** The code of the tile to place now, or null once the game is over. */
export function currentCode(state: TigerZoneState): string | null {
  return state.deck[state.drawn] ?? null;
}

function malformed(message: string): Result<TigerZoneMove> {
  return err(TigerZoneError.malformedMove, message);
}

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0);
}

/** The own enumerable keys of `value`, if there are at most `max` of them (else `null`). */
function ownKeys(value: object, max: number): string[] | null {
  const keys: string[] = [];
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (keys.length === max) return null;
    keys.push(key);
  }
  return keys;
}

function sameKeys(keys: readonly string[], expected: readonly string[]): boolean {
  return keys.length === expected.length && expected.every((key) => keys.includes(key));
}

const PLACE_KEYS = ['kind', 'tile', 'x', 'y', 'rotation', 'follower'];
const TIGER_KEYS = [...PLACE_KEYS, 'zone'];
const PASS_KEYS = ['kind', 'tile', 'action'];
const AT_KEYS = [...PASS_KEYS, 'x', 'y'];

/**
 * Checks that `value` has the shape of a TigerZone move (not whether it is legal) and returns a
 * fresh copy of it. Each field is read once, into a local, then checked; `malformed-move`
 * otherwise.
 *
 * @group Moves and notation
 */
export function readMove(value: unknown): Result<TigerZoneMove> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return malformed(`not a move: ${describeValue(value)}`);
  let keys: string[] | null;
  let fields: Record<string, unknown>;
  try {
    keys = ownKeys(value, TIGER_KEYS.length);
    const move = value as Record<string, unknown>;
    // Every field a move may have, each read once (absent ones read as undefined).
    fields = { kind: move.kind, tile: move.tile, x: move.x, y: move.y, rotation: move.rotation, follower: move.follower, zone: move.zone, action: move.action };
  } catch {
    return malformed(`a move whose fields cannot be read: ${describeValue(value)}`);
  }
  if (keys === null) return malformed(`a move has at most ${TIGER_KEYS.length} fields: ${describeValue(value)}`);
  const { kind, tile, x, y, rotation, follower, zone, action } = fields;
  if (typeof tile !== 'string') return malformed(`a move names its tile as a string: ${describeValue(value)}`);
  if (kind === 'place') {
    const expected = follower === 'tiger' ? TIGER_KEYS : PLACE_KEYS;
    if (!sameKeys(keys, expected)) return malformed(`a ${typeof follower === 'string' ? follower : 'follower'} placement has exactly the fields ${expected.join(', ')}: ${describeValue(value)}`);
    if (!isCoordinate(x) || !isCoordinate(y)) return malformed(`x and y must be integers: ${describeValue(value)}`);
    if (typeof rotation !== 'number' || !ROTATIONS.includes(rotation)) return malformed(`rotation must be 0, 90, 180 or 270: ${describeValue(rotation)}`);
    const turned = rotation as Rotation;
    if (follower === 'tiger') {
      if (!isCoordinate(zone)) return malformed(`a tiger's zone must be an integer: ${describeValue(zone)}`);
      return ok({ kind: 'place', tile, x, y, rotation: turned, follower: 'tiger', zone });
    }
    if (follower === 'none' || follower === 'crocodile') return ok({ kind: 'place', tile, x, y, rotation: turned, follower });
    return malformed(`follower must be none, tiger or crocodile: ${describeValue(follower)}`);
  }
  if (kind === 'unplaceable') {
    if (action === 'pass') {
      if (!sameKeys(keys, PASS_KEYS)) return malformed(`a pass has exactly the fields ${PASS_KEYS.join(', ')}: ${describeValue(value)}`);
      return ok({ kind: 'unplaceable', tile, action: 'pass' });
    }
    if (action === 'retrieve' || action === 'add') {
      if (!sameKeys(keys, AT_KEYS)) return malformed(`a ${action} move has exactly the fields ${AT_KEYS.join(', ')}: ${describeValue(value)}`);
      if (!isCoordinate(x) || !isCoordinate(y)) return malformed(`x and y must be integers: ${describeValue(value)}`);
      return ok({ kind: 'unplaceable', tile, action, x, y });
    }
    return malformed(`action must be pass, retrieve or add: ${describeValue(action)}`);
  }
  return malformed(`kind must be place or unplaceable: ${describeValue(kind)}`);
}

/** Every `(x, y, rotation)` where the current tile may be laid, in frontier order. */
export function placements(state: TigerZoneState): { x: number; y: number; rotation: Rotation }[] {
  const code = currentCode(state);
  if (code === null) return [];
  const type = tileTypeIndex(code);
  const result: { x: number; y: number; rotation: Rotation }[] = [];
  for (let index = 0; index < state.open.length; index++) {
    const need = needOf(state, index);
    const key = state.open[index] as number;
    for (let turns = 0; turns < 4; turns++) {
      if (FITS[(type * 4 + turns) * 256 + need] === 1) result.push({ x: cellX(key), y: cellY(key), rotation: ROTATIONS[turns] as Rotation });
    }
  }
  return result;
}

function unplaceableMoves(state: TigerZoneState, tile: string): TigerZoneMove[] {
  const seat = seatToMove(state);
  const moves: TigerZoneMove[] = [{ kind: 'unplaceable', tile, action: 'pass' }];
  const seen: string[] = [];
  for (const tiger of state.tigers) {
    const at = `${tiger.x},${tiger.y}`;
    if (tiger.seat !== seat || seen.includes(at)) continue;
    seen.push(at);
    moves.push({ kind: 'unplaceable', tile, action: 'retrieve', x: tiger.x, y: tiger.y });
  }
  if ((state.tigerSupply[seat] as number) > 0 || isRuledMove(state)) {
    for (const at of seen) {
      const [x, y] = at.split(',').map(Number) as [number, number];
      moves.push({ kind: 'unplaceable', tile, action: 'add', x, y });
    }
  }
  return moves;
}

/** Every legal move of the seat to move; empty once the game is over. */
export function legalMoves(state: TigerZoneState): TigerZoneMove[] {
  const tile = currentCode(state);
  if (tile === null) return [];
  const type = tileTypeIndex(tile);
  const seat = seatToMove(state);
  const ruled = isRuledMove(state);
  const tigers = ruled || (state.tigerSupply[seat] as number) > 0;
  const crocodiles = ruled || (state.crocodileSupply[seat] as number) > 0;
  const lakeOrTrail = HAS_LAKE_OR_TRAIL[type] === 1;
  const moves: TigerZoneMove[] = [];
  for (let index = 0; index < state.open.length; index++) {
    const need = needOf(state, index);
    const key = state.open[index] as number;
    const x = cellX(key);
    const y = cellY(key);
    for (let turns = 0; turns < 4; turns++) {
      const orientation = type * 4 + turns;
      if (FITS[orientation * 256 + need] !== 1) continue;
      const rotation = ROTATIONS[turns] as Rotation;
      moves.push({ kind: 'place', tile, x, y, rotation, follower: 'none' });
      if (!tigers && !crocodiles) continue;
      const choices = examinePlacement(state, index, orientation);
      if (tigers) {
        for (let z = 0; z < choices.zoneCount; z++) {
          moves.push({ kind: 'place', tile, x, y, rotation, follower: 'tiger', zone: choices.zones[z] as number });
        }
      }
      if (crocodiles && (choices.crocodile || (ruled && lakeOrTrail))) moves.push({ kind: 'place', tile, x, y, rotation, follower: 'crocodile' });
    }
  }
  return moves.length === 0 ? unplaceableMoves(state, tile) : moves;
}
