import { err, ok } from '@games/core';
import { SantoriniError } from '../errors.js';
import type { GodPower } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import { areOpponents, teamOf } from '../state.js';
import { quote } from '../quote.js';

/**
 * Hypnus: at the start of an opponent's turn, if one of their workers stands strictly higher than
 * all their others, that worker cannot move this turn (tied heights hold nobody). A lone worker is
 * higher than all its (no) others, so it is held: a seat left with one worker (Bia, Medusa) cannot
 * move and loses for having no legal turn. His data is the held worker's id (-1 for none), which follows from
 * the board at the start of the turn, so positions do not write it.
 */
export const hypnus: GodPower = {
  name: 'hypnus',
  title: 'Hypnus',
  summary: 'If one of an opponent\'s workers is higher than all of their others, it cannot move.',
  playerCounts: [2, 3, 4],
  initialData: () => -1,
  beginTurn(draft) {
    if (powerData(draft, draft.seat) !== -1) setPowerData(draft, draft.seat, -1);
  },
  otherTurnBegins(draft, owner) {
    let held = -1;
    if (areOpponents(draft, owner, draft.seat)) {
      const first = 2 * teamOf(draft, draft.seat);
      const a = draft.workers[first] ?? -1;
      const b = draft.workers[first + 1] ?? -1;
      if (a >= 0 && b >= 0) {
        const difference = draft.levels[a]! - draft.levels[b]!;
        held = difference > 0 ? first : difference < 0 ? first + 1 : -1;
      } else if (a >= 0) held = first;
      else if (b >= 0) held = first + 1;
    }
    if (powerData(draft, owner) !== held) setPowerData(draft, owner, held);
  },
  restrictsStep: (state, owner, worker) => powerData(state, owner) === worker && areOpponents(state, owner, worker >> 1),
  encodeData: () => '',
  decodeData: (text) => (text === '' ? ok(-1) : err(SantoriniError.malformedRecord, `hypnus keeps no data in positions, found ${quote(text)}`)),
};
