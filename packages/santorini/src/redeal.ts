/**
 * Re-dealing what nobody can see: the game's `redeal`. Only Chaos hides anything (the order of his
 * deck of Simple Gods and his reshuffle seed, from every seat alike).
 *
 * @module
 */
import { type Seat } from '@games/core';
import { dealAnew } from '@games/core/authoring';
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

/**
 * The game's `reveals`: only Chaos hides anything, so a move reveals exactly when Chaos draws a
 * new Simple God from his face-down deck (his deck changes); in a game without Chaos, never.
 */
export function revealsChaosDraw(state: SantoriniState, move: unknown, play: (state: SantoriniState, move: unknown) => { ok: boolean; value?: SantoriniState }): boolean {
  if (!state.gods.includes('chaos')) return false;
  const after = play(state, move);
  if (!after.ok || after.value === undefined) return false;
  return state.gods.some((god, owner) => god === 'chaos' && JSON.stringify(deckOf(state.powers[owner])) !== JSON.stringify(deckOf(after.value!.powers[owner])));
}

function deckOf(data: JsonValue | undefined): JsonValue | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data['deck'] ?? null) : null;
}
