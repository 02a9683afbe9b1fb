/**
 * What a seat sees. Nothing in the base game is hidden; a god with hidden data (Chaos' deck order
 * and reshuffle seed) filters it through its `hideData` hook. A view is fresh data: editing it
 * never edits the state it was taken from.
 *
 * @module
 */
import { type Outcome } from '@games/core';
import { asView, type Viewed } from '@games/core/authoring';
import { godNamed } from './gods/index.js';
import type { JsonValue, SantoriniState } from './state.js';

/**
 * A seat's view of a state: the state's fields, with power data a power hides from that seat
 * filtered out (only Chaos hides anything, and from every seat alike, so every seat's view equals
 * the spectator's). Its arrays and objects are its own, shared with no state.
 *
 * @group Views and drawing
 */
export type SantoriniView = Viewed<SantoriniState>;

/** A deep copy of plain JSON data. */
function copyJson(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(copyJson);
  if (typeof value === 'object' && value !== null) {
    const copy: { [key: string]: JsonValue } = {};
    for (const key of Object.keys(value)) copy[key] = copyJson(value[key]!);
    return copy;
  }
  return value;
}

function copyOutcome(outcome: Outcome | null): Outcome | null {
  if (outcome === null) return null;
  const copy: Outcome = { ranking: outcome.ranking.map((group) => group.slice()), reason: outcome.reason };
  if (outcome.scores !== undefined) copy.scores = outcome.scores.slice();
  return copy;
}

/** The view of `state` for `viewer` (`null`: a spectator), as fresh data. */
export function viewOf(state: SantoriniState, viewer: number | null): SantoriniView {
  // The seat's own god decides what its data hides, whatever power it plays with now.
  const powers = state.powers.map((data, owner) => {
    const power = godNamed(state.gods[owner] ?? 'mortal');
    return copyJson(power?.hideData !== undefined ? power.hideData(data, owner, viewer) : data);
  });
  return asView({
    players: state.players,
    gods: state.gods.slice(),
    levels: state.levels.slice(),
    domes: state.domes,
    workers: state.workers.slice(),
    seat: state.seat,
    phase: state.phase,
    optional: state.optional,
    turn: { ...state.turn, notes: state.turn.notes.slice() },
    turns: state.turns,
    out: state.out.slice(),
    powers,
    rules: { ...state.rules },
    outcome: copyOutcome(state.outcome),
  });
}
