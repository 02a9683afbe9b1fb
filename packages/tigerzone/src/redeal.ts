/**
 * Re-dealing what nobody can see: the game's `redeal`, which search bots use so that they do not
 * know the order of the tiles to come.
 *
 * @module
 */
import { type Seat } from '@games/core';
import { dealAnew } from '@games/core/authoring';
import type { TigerZoneMove } from './moves.js';
import type { TigerZoneState } from './state.js';

/**
 * The tiles after the current one shuffled anew (hidden from every seat alike); the state itself
 * when the deck is revealed (`revealDeck`) and nothing is hidden.
 */
export function redealDeck(state: TigerZoneState, _seat: Seat | null, draw: (max: number) => number): TigerZoneState {
  if (state.revealDeck) return state;
  return { ...state, deck: [...state.deck.slice(0, state.drawn + 1), ...dealAnew(state.deck.slice(state.drawn + 1), draw)] };
}

/**
 * The game's `reveals`: each move brings the next tile of the hidden deck face up (unless the
 * deck is revealed from the start, or no tile is left to draw).
 */
export function revealsNextTile(state: TigerZoneState, _move: TigerZoneMove): boolean {
  return !state.revealDeck && state.drawn + 1 < state.deck.length;
}
