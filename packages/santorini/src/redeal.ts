/**
 * Re-dealing what nobody can see: the game's `redeal`. Only Chaos hides anything (the order of his
 * deck of Simple Gods and his reshuffle seed, from every seat alike).
 *
 * @module
 */
import { dealAnew, type Seat } from '@games/core';
import type { JsonValue, SantoriniState } from './state.js';

/**
 * Chaos' deck shuffled anew and a new reshuffle seed drawn; the state itself in a game without
 * Chaos, where nothing is hidden.
 */
export function redealChaos(state: SantoriniState, _seat: Seat | null, draw: (max: number) => number): SantoriniState {
  if (!state.gods.includes('chaos')) return state;
  const powers = state.powers.map((data, owner): JsonValue => {
    if (state.gods[owner] !== 'chaos' || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
    return { ...data, deck: dealAnew(data['deck'] as string[], draw), seed: draw(1_000_000) };
  });
  return { ...state, powers };
}
