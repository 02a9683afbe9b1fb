import { err, ok } from '@games/core';
import { SantoriniError } from '../errors.js';
import type { GodPower } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import { areOpponents } from '../state.js';
import { quote } from '../quote.js';

/**
 * Athena: when one of her workers moved up during her last turn, opponent workers cannot move up
 * until her next turn (her own workers are never bound, even moved by Dionysus in his extra turn).
 * Her power data is that flag (`true`/`false`), written `athena^` when set.
 */
export const athena: GodPower = {
  name: 'athena',
  title: 'Athena',
  summary: 'If one of her workers moved up on her last turn, opponent workers cannot move up this turn.',
  playerCounts: [2, 3, 4],
  initialData: () => false,
  // The flag speaks of the last turn of whoever held the power: it does not change hands.
  handedOver: () => false,
  endTurn(draft) {
    if (powerData(draft, draft.seat) !== draft.turn.movedUp) setPowerData(draft, draft.seat, draft.turn.movedUp);
  },
  // Binds the workers of her opponents, whoever moves them: not her own moved by Dionysus.
  forbidsMovingUp: (state, owner, mover) => powerData(state, owner) === true && areOpponents(state, owner, mover),
  encodeData: (data) => (data === true ? '^' : ''),
  decodeData(text) {
    if (text === '') return ok(false);
    if (text === '^' || text === '[^]') return ok(true);
    return err(SantoriniError.malformedRecord, `athena takes "^" for her moved-up flag, not ${quote(text)}`);
  },
};
