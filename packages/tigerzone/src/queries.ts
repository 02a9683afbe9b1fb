/**
 * Questions a program asks about a game: scores, supplies, what lies where, the tile to place
 * and where it may go.
 */
import type { Seat } from '@games/core';
import { tileIndexAt } from './board.js';
import { currentCode, placements } from './moves.js';
import type { Rotation, TigerZoneState } from './state.js';

/**
 * The score of each seat: running during the game, final once it is over.
 *
 * @group Queries
 */
export function scoresOf(state: TigerZoneState): number[] {
  return state.scores.slice();
}

/**
 * The tigers and crocodiles `seat` has left in supply (none for a seat that is not in the game).
 *
 * @group Queries
 */
export function supplyOf(state: TigerZoneState, seat: Seat): { tigers: number; crocodiles: number } {
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) return { tigers: 0, crocodiles: 0 };
  return { tigers: state.tigerSupply[seat] ?? 0, crocodiles: state.crocodileSupply[seat] ?? 0 };
}

/**
 * The tile at `(x, y)` with its rotation, or null for an empty cell.
 *
 * @group Queries
 */
export function tileAt(state: TigerZoneState, x: number, y: number): { code: string; rotation: Rotation } | null {
  const index = tileIndexAt(state, x, y);
  if (index < 0) return null;
  const tile = state.tiles[index]!;
  return { code: tile.code, rotation: tile.rotation };
}

/**
 * The code of the tile to place now, or null once the game is over.
 *
 * @group Queries
 */
export function currentTile(state: TigerZoneState): string | null {
  return currentCode(state);
}

/**
 * Every legal `(x, y, rotation)` for the current tile (empty when it fits nowhere or the game is over).
 *
 * @group Queries
 */
export function placementsOf(state: TigerZoneState): { x: number; y: number; rotation: Rotation }[] {
  return placements(state);
}
