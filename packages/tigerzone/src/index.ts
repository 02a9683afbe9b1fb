/**
 * `@games/tigerzone`: the TigerZone tile-laying game (a Carcassonne variant with tigers,
 * crocodiles and prey) and the tournament protocol's notation.
 *
 * @packageDocumentation
 */
export { tigerzone } from './game.js';
export { currentTile, placementsOf, scoresOf, supplyOf, tileAt } from './queries.js';
export { renderText, tilePicture, PICTURE_LEGEND } from './render.js';
export { TigerZoneError } from './rules.js';
export { CROCODILES_PER_PLAYER, TIGERS_PER_PLAYER } from './setup.js';
export { denValue, lakeValue, trailValue } from './scoring.js';
export { START_TILE, standardDeck, TILE_CODES, TILE_TYPES, type SegmentKind, type SegmentShape, type TileType } from './tiles.js';
export type {
  Follower,
  PlacedTile,
  PlaceMove,
  Rotation,
  Tiger,
  TigerZoneMove,
  TigerZoneOptions,
  TigerZoneState,
  TigerZoneView,
  UnplaceableMove,
} from './state.js';
