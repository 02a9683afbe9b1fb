/**
 * What a seat sees: everything on the table, the current tile and how many of each tile are
 * left, but not the order of the deck (unless the option `revealDeck` is set).
 *
 * @module
 */
import type { Outcome, Seat } from '@games/core';
import { currentCode, isOver } from './moves.js';
import { outcomeOf } from './scoring.js';
import type { PlacedTile, TigerZoneState, Tiger } from './state.js';
import { TILE_CODES } from './tiles.js';

/**
 * What one seat (or a spectator) sees of a game.
 *
 * @group Views and drawing
 */
export interface TigerZoneView {
  /** Number of players. */
  players: number;
  /** The seat to move, or null once the game is over. */
  toMove: Seat | null;
  /** The tiles on the board, in the order laid. */
  tiles: PlacedTile[];
  /** The tigers on the board. */
  tigers: Tiger[];
  /** Tigers left in supply, by seat. */
  tigerSupply: number[];
  /** Crocodiles left in supply, by seat. */
  crocodileSupply: number[];
  /** Scores by seat. */
  scores: number[];
  /** The tile to place now, or null once the game is over. */
  currentTile: string | null;
  /** How many tiles come after the current one. */
  tilesLeft: number;
  /** How many of each tile code come after the current one (every code listed, in table order). */
  remaining: Record<string, number>;
  /** The order of the tiles after the current one when the deck is revealed; null when hidden. */
  upcoming: string[] | null;
  /** The outcome once the game is over, else null. */
  outcome: Outcome | null;
}

/** Every tile code with a count of 0, in table order: each view's `remaining` starts as a copy. */
const NONE_REMAINING: Readonly<Record<string, number>> = Object.fromEntries(TILE_CODES.map((code) => [code, 0]));

/** The view of `state` for `seat` (null: a spectator). Everyone sees the same. */
export function view(state: TigerZoneState, _seat: Seat | null): TigerZoneView {
  const over = isOver(state);
  const remaining: Record<string, number> = { ...NONE_REMAINING };
  const deck = state.deck;
  for (let index = state.drawn + 1; index < deck.length; index++) remaining[deck[index]!] = (remaining[deck[index]!] as number) + 1;
  const tilesLeft = Math.max(0, deck.length - state.drawn - 1);
  return {
    players: state.players,
    toMove: over ? null : state.drawn % state.players,
    tiles: state.tiles.map((tile) => ({ ...tile })),
    tigers: state.tigers.map((tiger) => ({ ...tiger })),
    tigerSupply: state.tigerSupply.slice(),
    crocodileSupply: state.crocodileSupply.slice(),
    scores: state.scores.slice(),
    currentTile: currentCode(state),
    tilesLeft,
    remaining,
    upcoming: state.revealDeck ? deck.slice(state.drawn + 1) : null,
    outcome: over ? outcomeOf(state.scores) : null,
  };
}
