/**
 * Playing a move: placing the current tile with its follower, or one of the three moves for a
 * tile that fits nowhere; then scoring what was completed and, after the last tile, the end.
 * Refusals use the tournament server's words as codes.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { cellKey, isCell } from '@games/core/board';
import { TigerZoneError } from './errors.js';
import { addressOfZone, examinePlacement, fitsAnywhere, needOf, orientationOf, rootOf, tileIndexAt } from './board.js';
import { FACE, FACE_LETTERS, FITS, HAS_LAKE_OR_TRAIL, ZONE_SEGMENT } from './geometry.js';
import { copyForPlay, layTile, putCrocodile, putTiger, scoreCompleted } from './laying.js';
import { currentCode, isOver, isRuledMove, readMove, seatToMove, type PlaceMove, type UnplaceableMove } from './moves.js';
import { scoreEndOfGame } from './scoring.js';
import type { TigerZoneState } from './state.js';
import { tileTypeIndex } from './tiles.js';

const SIDE_NAMES = ['north', 'east', 'south', 'west'];

function refuse(code: string, message: string): Result<TigerZoneState> {
  return err(code, message);
}

function finishTurn(next: TigerZoneState): TigerZoneState {
  next.drawn++;
  if (isOver(next)) scoreEndOfGame(next);
  return next;
}

function edgeMismatch(state: TigerZoneState, openIndex: number, orientation: number): string {
  const need = needOf(state, openIndex);
  for (let side = 0; side < 4; side++) {
    const required = (need >> (2 * side)) & 3;
    const face = FACE[orientation * 4 + side] as number;
    if (required !== 3 && required !== face) {
      return `its ${SIDE_NAMES[side]} face ${FACE_LETTERS[face]} meets ${FACE_LETTERS[required]}`;
    }
  }
  return 'an edge does not match';
}

function playPlace(state: TigerZoneState, move: PlaceMove): Result<TigerZoneState> {
  const { illegalTilePlacement, invalidMeeplePlacement, illegalMeeplePlacement } = TigerZoneError;
  const where = `(${move.x}, ${move.y})`;
  const type = tileTypeIndex(move.tile);
  // A cell outside the key range would alias an open cell's key: refuse it before looking it up.
  const openIndex = isCell(move.x, move.y) ? state.open.indexOf(cellKey(move.x, move.y)) : -1;
  if (openIndex < 0) {
    if (tileIndexAt(state, move.x, move.y) >= 0) return refuse(illegalTilePlacement, `cell ${where} already holds a tile`);
    return refuse(illegalTilePlacement, `cell ${where} is not next to any tile`);
  }
  const turns = move.rotation / 90;
  const orientation = type * 4 + turns;
  if (FITS[orientation * 256 + needOf(state, openIndex)] !== 1) {
    if (!fitsAnywhere(state, type)) return refuse(illegalTilePlacement, `${move.tile} fits nowhere: play one of the unplaceable-tile moves`);
    return refuse(illegalTilePlacement, `${move.tile} at ${where} rotated ${move.rotation}: ${edgeMismatch(state, openIndex, orientation)}`);
  }
  const seat = seatToMove(state);
  const ruled = isRuledMove(state);
  if (move.follower === 'tiger') {
    if (move.zone < 1 || move.zone > 9) return refuse(invalidMeeplePlacement, `zone ${move.zone} is not a zone (1 to 9)`);
    const choices = examinePlacement(state, openIndex, orientation);
    let allowed = false;
    for (let z = 0; z < choices.zoneCount; z++) if (choices.zones[z] === move.zone) allowed = true;
    if (!allowed) {
      const address = addressOfZone(orientation, move.zone);
      if (address === 0) return refuse(invalidMeeplePlacement, `zone ${move.zone} is a crossroads, which holds no tiger`);
      if (address !== move.zone) {
        return refuse(invalidMeeplePlacement, `zone ${move.zone} is not the lowest zone of its feature on this tile (that is zone ${address})`);
      }
      return refuse(illegalMeeplePlacement, `the feature of zone ${move.zone} already holds a tiger`);
    }
    if ((state.tigerSupply[seat] as number) <= 0 && !ruled) return refuse(illegalMeeplePlacement, `seat ${seat} has no tigers left`);
  } else if (move.follower === 'crocodile') {
    const choices = examinePlacement(state, openIndex, orientation);
    if (!choices.crocodile) {
      if (HAS_LAKE_OR_TRAIL[type] !== 1) return refuse(invalidMeeplePlacement, `${move.tile} has no lake or trail for a crocodile`);
      if (!ruled) return refuse(illegalMeeplePlacement, `a lake or trail of this tile already holds a crocodile`);
    }
    if ((state.crocodileSupply[seat] as number) <= 0 && !ruled) return refuse(illegalMeeplePlacement, `seat ${seat} has no crocodiles left`);
  }
  const next = copyForPlay(state, false);
  const tileIndex = layTile(next, openIndex, type, turns);
  if (move.follower === 'tiger') {
    const tile = next.tiles[tileIndex]!;
    const segment = tile.firstSegment + (ZONE_SEGMENT[orientationOf(tile) * 10 + move.zone] as number);
    putTiger(next, seat, tileIndex, segment, move.zone);
  } else if (move.follower === 'crocodile') {
    putCrocodile(next, seat, tileIndex);
  }
  scoreCompleted(next, tileIndex);
  return ok(finishTurn(next));
}

function playUnplaceable(state: TigerZoneState, move: UnplaceableMove): Result<TigerZoneState> {
  if (fitsAnywhere(state, tileTypeIndex(move.tile))) {
    return refuse(TigerZoneError.tileIsPlaceable, `${move.tile} fits on the board, so it must be placed`);
  }
  const seat = seatToMove(state);
  if (move.action === 'pass') return ok(finishTurn(copyForPlay(state)));
  const own = state.tigers.findIndex((tiger) => tiger.seat === seat && tiger.x === move.x && tiger.y === move.y);
  if (own < 0) return refuse(TigerZoneError.illegalMeeplePlacement, `seat ${seat} has no tiger on the tile at (${move.x}, ${move.y})`);
  const tiger = state.tigers[own]!;
  const next = copyForPlay(state);
  const root = rootOf(next.parent, tiger.segment);
  if (move.action === 'retrieve') {
    next.tigers.splice(own, 1);
    next.tigerCount[root] = (next.tigerCount[root] as number) - 1;
    next.tigerSupply[seat] = (next.tigerSupply[seat] as number) + 1;
  } else {
    if ((state.tigerSupply[seat] as number) <= 0 && !isRuledMove(state)) return refuse(TigerZoneError.illegalMeeplePlacement, `seat ${seat} has no tigers left`);
    putTiger(next, seat, tileIndexAt(next, tiger.x, tiger.y), tiger.segment, tiger.zone);
  }
  return ok(finishTurn(next));
}

/** Applies `move` to `state` (which is not changed); refuses anything that is not a legal move. Each field of `move` is read once. */
export function play(state: TigerZoneState, move: unknown): Result<TigerZoneState> {
  if (isOver(state)) return err(TigerZoneError.gameOver, 'the game is over: every tile has been handled');
  const read = readMove(move);
  if (!read.ok) return read as Result<never>;
  const legal = read.value;
  const current = currentCode(state) as string;
  if (legal.tile !== current) {
    return refuse(TigerZoneError.illegalTilePlacement, `the current tile is ${current}, not ${legal.tile}`);
  }
  return legal.kind === 'place' ? playPlace(state, legal) : playUnplaceable(state, legal);
}
