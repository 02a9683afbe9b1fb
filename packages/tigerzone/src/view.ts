/**
 * What a seat sees: everything on the table, the current tile and how many of each tile are
 * left, but not the order of the deck (unless the option `revealDeck` is set).
 */
import type { Seat } from '@games/core';
import { currentCode, isOver } from './moves.js';
import { outcomeOf } from './scoring.js';
import type { TigerZoneState, TigerZoneView } from './state.js';
import { TILE_CODES } from './tiles.js';

/** The view of `state` for `seat` (null: a spectator). Everyone sees the same. */
export function view(state: TigerZoneState, _seat: Seat | null): TigerZoneView {
  const over = isOver(state);
  const remaining: Record<string, number> = {};
  for (const code of TILE_CODES) remaining[code] = 0;
  const upcoming = state.deck.slice(state.drawn + 1);
  for (const code of upcoming) remaining[code] = (remaining[code] as number) + 1;
  return {
    players: state.players,
    toMove: over ? null : state.drawn % state.players,
    tiles: state.tiles.map((tile) => ({ ...tile })),
    tigers: state.tigers.map((tiger) => ({ ...tiger })),
    tigerSupply: state.tigerSupply.slice(),
    crocodileSupply: state.crocodileSupply.slice(),
    scores: state.scores.slice(),
    currentTile: currentCode(state),
    tilesLeft: upcoming.length,
    remaining,
    upcoming: state.revealDeck ? upcoming : null,
    outcome: over ? outcomeOf(state.scores) : null,
  };
}
