/**
 * Reading and writing a power's own data. A seat's entry of `state.powers` is the data of its god;
 * a god that holds another's power (Chaos, Circe) keeps the held power's data in the field `data`
 * of its own entry. Hooks go through these two functions so that the same code works whether the
 * power is played by its own god or held by another.
 *
 * @module
 */
import { setPower, type Draft } from './draft.js';
import { godNamed } from './gods/index.js';
import type { JsonValue, SantoriniState } from './state.js';

type Holding = { [key: string]: JsonValue };

/** The holder's entry when `seat`'s god holds another power now, else `null`. */
function holdingOf(state: SantoriniState, seat: number): Holding | null {
  const raw = state.powers[seat] ?? null;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const holder = godNamed(state.gods[seat] ?? 'mortal');
  if (holder?.heldPower === undefined || holder.heldPower(raw) === null) return null;
  return raw;
}

/** The data of the power `seat` plays with now (`null` when it keeps none). */
export function powerData(state: SantoriniState, seat: number): JsonValue {
  const holding = holdingOf(state, seat);
  if (holding !== null) return holding['data'] ?? null;
  return state.powers[seat] ?? null;
}

/** Replaces the data of the power `seat` plays with now (copying what it changes). */
export function setPowerData(draft: Draft, seat: number, data: JsonValue): void {
  const holding = holdingOf(draft, seat);
  if (holding !== null) setPower(draft, seat, { ...holding, data });
  else setPower(draft, seat, data);
}
