import { err, ok, type Result } from '@games/core';
import { SantoriniError } from '../errors.js';
import { neighbouring } from '../board.js';
import { setPower, type Draft } from '../draft.js';
import type { GodPower } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import type { JsonValue } from '../state.js';
import { SIMPLE_GODS } from './simple.js';
import { quote } from '../quote.js';

/**
 * Finds a god's power by name (the registry's `godNamed`).
 *
 * @group Gods
 */
export type GodLookup = (name: string) => GodPower | undefined;

/** Circe's data while she holds a power: its name and its data. */
interface Borrowed {
  [key: string]: JsonValue;
  /** The power she holds. */
  god: string;
  /** Its data. */
  data: JsonValue;
}

function isBorrowed(data: JsonValue): data is Borrowed {
  return typeof data === 'object' && data !== null && !Array.isArray(data) && typeof data['god'] === 'string';
}

function handOver(godNamed: GodLookup, name: string, data: JsonValue): JsonValue {
  const power = godNamed(name);
  return power?.handedOver !== undefined ? power.handedOver(data) : data;
}

/** The opponent's power as it stands, not counting Circe's taking (Chaos: the god he holds), or null. */
function opponentPower(godNamed: GodLookup, draft: Draft, opponent: number): string | null {
  const god = godNamed(draft.gods[opponent] ?? 'mortal');
  if (god === undefined || god.name === 'mortal') return null;
  return god.heldPower !== undefined ? god.heldPower(draft.powers[opponent] ?? null) : god.name;
}

/**
 * Circe: at the start of her turn, if her opponent's workers are not next to each other (fewer
 * than two on the board counts as apart), she alone holds the opponent's power until her next
 * turn, and the opponent plays as a mortal; otherwise a power she holds goes back. Against Chaos
 * she takes the Simple God he holds (his deck does not turn meanwhile). The power keeps its data
 * as it changes hands (Morpheus' stored builds go with it), except what speaks of the last holder's
 * turn (Athena's flag is cleared). Her data is `{ god, data }` while she holds one, written
 * `circe[athena^]`. Plays with 2 players only, never against Eros.
 *
 * She can hold any god's power, so she is made with the lookup of the registry that lists her
 * (`circeWith(godNamed)` in `gods/index.ts`); this module reads no registry itself.
 *
 * @group Gods
 */
export function circeWith(godNamed: GodLookup): GodPower {
  const circe: GodPower = {
    name: 'circe',
    title: 'Circe',
    summary: 'At the start of her turn, if the opponent\'s workers are not next to each other, she alone has their power until her next turn.',
    playerCounts: [2],
    bannedWith: ['eros'],
    takesPower: true,
    initialData: () => null,
    heldPower: (data) => (isBorrowed(data) ? data.god : null),
    beforeTurn(draft) {
      const seat = draft.seat;
      const opponent = 1 - seat;
      if (draft.players !== 2 || opponent < 0) return;
      const mine = draft.powers[seat] ?? null;
      const target = opponentPower(godNamed, draft, opponent);
      const a = draft.workers[2 * opponent] ?? -1;
      const b = draft.workers[2 * opponent + 1] ?? -1;
      const apart = a < 0 || b < 0 || !neighbouring(a, b);
      const holds = isBorrowed(mine) ? mine.god : null;
      const wanted = apart ? target : null;
      if (holds === wanted) return;
      if (isBorrowed(mine)) {
        if (holds === target) setPowerData(draft, opponent, handOver(godNamed, mine.god, mine.data));
        setPower(draft, seat, null);
      }
      if (wanted !== null) {
        const theirs = powerData(draft, opponent);
        const fresh = godNamed(wanted)?.initialData?.({ players: draft.players, seat: opponent, gods: draft.gods, seed: 0 }) ?? null;
        setPowerData(draft, opponent, fresh);
        setPower(draft, seat, { god: wanted, data: handOver(godNamed, wanted, theirs) });
      }
    },
    encodeData(data) {
      if (!isBorrowed(data)) return '';
      return `[${data.god}${godNamed(data.god)?.encodeData?.(data.data) ?? ''}]`;
    },
    decodeData(text, setup): Result<JsonValue> {
      if (text === '') return ok(null);
      const fail = (why: string): Result<never> => err(SantoriniError.malformedRecord, `circe is written circe[god] while she holds a power (${why}): ${quote(text)}`);
      if (!text.startsWith('[') || !text.endsWith(']')) return fail('brackets');
      const inner = text.slice(1, -1);
      const name = /^[a-z]+/.exec(inner)?.[0] ?? '';
      const opponent = setup.gods[1 - setup.seat] ?? 'mortal';
      const allowed = opponent === 'chaos' ? SIMPLE_GODS.some((god) => god.name === name) : name === opponent && name !== 'mortal';
      if (!allowed) return fail(`she can only hold her opponent's power, not ${quote(name)}`);
      const held = godNamed(name)!;
      const rest = inner.slice(name.length);
      const data = held.decodeData !== undefined ? held.decodeData(rest, setup) : rest === '' ? ok(held.initialData?.(setup) ?? null) : fail(`${name} keeps no data`);
      if (!data.ok) return data;
      return ok({ god: name, data: data.value as JsonValue });
    },
  };
  return circe;
}
