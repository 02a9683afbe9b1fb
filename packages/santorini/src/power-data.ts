/**
 * Reading and writing a power's own data. A seat's entry of `state.powers` is the data of its god;
 * a god that holds another's power (Chaos, Circe) keeps the held power's data in the field `data`
 * of its own entry, which is then a *holding*: a plain object with a string field `god` (the held
 * power's name) and a field `data` (see {@link GodPower.heldPower}). Hooks go through these two
 * functions so that the same code works whether the power is played by its own god or held by
 * another. They read the data's shape only, never the registry of gods, so every god can use them.
 *
 * @module
 */
import { setPower, type Draft } from './draft.js';
import type { GodPower } from './power.js';
import type { JsonValue, SantoriniState } from './state.js';

/**
 * True when `data` is a holding: a plain object with a string `god` and an own `data` field (the
 * shape {@link GodPower.heldPower} asks of a holder's data, and that no other power's data takes).
 *
 * @group Gods
 */
export function isHolding(data: JsonValue | undefined): data is { [key: string]: JsonValue } {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && typeof data['god'] === 'string' && Object.hasOwn(data, 'data');
}

/**
 * The data of the power `seat` plays with now (`null` when it keeps none).
 *
 * @group Gods
 */
export function powerData(state: SantoriniState, seat: number): JsonValue {
  const raw = state.powers[seat] ?? null;
  if (isHolding(raw)) return raw['data'] ?? null;
  return raw;
}

/**
 * Replaces the data of the power `seat` plays with now (copying what it changes).
 *
 * @group Gods
 */
export function setPowerData(draft: Draft, seat: number, data: JsonValue): void {
  const raw = draft.powers[seat] ?? null;
  if (isHolding(raw)) setPower(draft, seat, { ...raw, data });
  else setPower(draft, seat, data);
}
