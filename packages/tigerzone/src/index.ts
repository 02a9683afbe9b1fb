/**
 * `@games/tigerzone`: the TigerZone tile-laying game (a Carcassonne variant with tigers,
 * crocodiles and prey), the tournament notation and the 2016 tournament protocol (messages,
 * line splitting, moves between protocol and game).
 *
 * @module @games/tigerzone
 */
export { TigerZoneError, type TigerZoneErrorCode } from './errors.js';
export { tigerzone } from './game.js';
export { readMove, type Follower, type PlaceMove, type TigerZoneMove, type UnplaceableMove } from './moves.js';
export { formatMove, MAX_MOVE_TEXT, parseMove } from './notation.js';
export { currentTile, placementsOf, scoresOf, supplyOf, tileAt } from './queries.js';
export { PICTURE_LEGEND, renderText, tilePicture, tileToPlaceLines } from './render.js';
export { CROCODILES_PER_PLAYER, MAX_DECK_LENGTH, TIGERS_PER_PLAYER } from './setup.js';
export { denValue, lakeValue, trailValue } from './scoring.js';
export { START_TILE, standardDeck, TILE_CODES, TILE_TYPES, type SegmentKind, type SegmentShape, type TileType } from './tiles.js';
export type { PlacedTile, Rotation, Tiger, TigerZoneOptions, TigerZoneState } from './state.js';
export type { TigerZoneView } from './view.js';
export {
  ForfeitReason,
  MAX_LINE_LENGTH,
  ProtocolError,
  type ClientMessage,
  type ForfeitReasonText,
  type PlayerScore,
  type ServerMessage,
} from './protocol/messages.js';
export { formatServerMessage, parseServerLine } from './protocol/server-lines.js';
export { formatClientMessage, parseClientLine } from './protocol/client-lines.js';
export { echoOf, forfeitReasonFor, moveNotation, protocolMove, readAnswer, type MovePrompt } from './protocol/conversion.js';
export { LineSplitter } from './protocol/line-splitter.js';
export { tigerzoneActions } from './actions.js';
export { tigerzoneObservation } from './observation.js';
