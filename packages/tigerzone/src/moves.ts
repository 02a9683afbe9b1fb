/**
 * The moves of a turn: checking the shape of a move, and listing every legal move (each
 * placement of the current tile with each follower choice, or the three unplaceable-tile moves).
 */
import { describeValue, err, ErrorCode, ok, type Result } from '@games/core';
import { cellX, cellY } from '@games/core/board';
import { examinePlacement, needOf } from './board.js';
import { FITS, ROTATIONS } from './geometry.js';
import type { PlaceMove, Rotation, TigerZoneMove, TigerZoneState, UnplaceableMove } from './state.js';
import { tileTypeIndex } from './tiles.js';

/** The seat to move in a state that is not over. */
export function seatToMove(state: TigerZoneState): number {
  return state.drawn % state.players;
}

/** True once every tile of the deck has been handled. */
export function isOver(state: TigerZoneState): boolean {
  return state.drawn >= state.deck.length;
}

/** The code of the tile to place now, or null once the game is over. */
export function currentCode(state: TigerZoneState): string | null {
  return state.deck[state.drawn] ?? null;
}

function malformed(message: string): Result<TigerZoneMove> {
  return err(ErrorCode.malformedMove, message);
}

function hasExactKeys(value: object, keys: readonly string[]): boolean {
  const own = Object.keys(value);
  return own.length === keys.length && keys.every((key) => Object.hasOwn(value, key));
}

function isCoordinate(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0);
}

const PLACE_KEYS = ['kind', 'tile', 'x', 'y', 'rotation', 'follower'];
const TIGER_KEYS = [...PLACE_KEYS, 'zone'];
const PASS_KEYS = ['kind', 'tile', 'action'];
const AT_KEYS = [...PASS_KEYS, 'x', 'y'];

/** Checks that `value` has the shape of a TigerZone move (not whether it is legal). */
export function readMove(value: unknown): Result<TigerZoneMove> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return malformed(`not a move: ${describeValue(value)}`);
  const move = value as Record<string, unknown>;
  if (typeof move.tile !== 'string') return malformed(`a move names its tile as a string: ${describeValue(value)}`);
  if (move.kind === 'place') {
    const keys = move.follower === 'tiger' ? TIGER_KEYS : PLACE_KEYS;
    if (!hasExactKeys(move, keys)) return malformed(`a ${String(move.follower)} placement has exactly the fields ${keys.join(', ')}: ${describeValue(value)}`);
    if (!isCoordinate(move.x) || !isCoordinate(move.y)) return malformed(`x and y must be integers: ${describeValue(value)}`);
    if (!ROTATIONS.includes(move.rotation as number)) return malformed(`rotation must be 0, 90, 180 or 270: ${describeValue(move.rotation)}`);
    if (move.follower !== 'none' && move.follower !== 'tiger' && move.follower !== 'crocodile') {
      return malformed(`follower must be none, tiger or crocodile: ${describeValue(move.follower)}`);
    }
    if (move.follower === 'tiger' && !isCoordinate(move.zone)) return malformed(`a tiger's zone must be an integer: ${describeValue(move.zone)}`);
    return ok(move as unknown as PlaceMove);
  }
  if (move.kind === 'unplaceable') {
    if (move.action === 'pass') {
      if (!hasExactKeys(move, PASS_KEYS)) return malformed(`a pass has exactly the fields ${PASS_KEYS.join(', ')}: ${describeValue(value)}`);
      return ok(move as unknown as UnplaceableMove);
    }
    if (move.action === 'retrieve' || move.action === 'add') {
      if (!hasExactKeys(move, AT_KEYS)) return malformed(`a ${move.action} move has exactly the fields ${AT_KEYS.join(', ')}: ${describeValue(value)}`);
      if (!isCoordinate(move.x) || !isCoordinate(move.y)) return malformed(`x and y must be integers: ${describeValue(value)}`);
      return ok(move as unknown as UnplaceableMove);
    }
    return malformed(`action must be pass, retrieve or add: ${describeValue(move.action)}`);
  }
  return malformed(`kind must be place or unplaceable: ${describeValue(move.kind)}`);
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
  if ((state.tigerSupply[seat] as number) > 0) {
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
  const tigers = (state.tigerSupply[seat] as number) > 0;
  const crocodiles = (state.crocodileSupply[seat] as number) > 0;
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
      if (crocodiles && choices.crocodile) moves.push({ kind: 'place', tile, x, y, rotation, follower: 'crocodile' });
    }
  }
  return moves.length === 0 ? unplaceableMoves(state, tile) : moves;
}
