import { err, ok } from '@games/core';
import { SantoriniError } from '../errors.js';
import { NEIGHBOUR_MASK } from '../board.js';
import type { GodPower } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import { areOpponents, nextToTeam, teamOf } from '../state.js';
import { quote } from '../quote.js';

const NONE: number[] = [];

/**
 * Aphrodite: an opponent worker that starts its turn next to one of her workers must, if it moves,
 * end its movement next to one of her workers (the steps in between are free). Her data, during an
 * opponent's turn, lists the held workers and the squares they started on (`[worker, square, ...]`);
 * it follows from the board at the start of the turn, so positions do not write it. Judged on the
 * finished turn, so a worker swapped or pushed by the acting seat's own power still counts from
 * where it started. Plays with 2 or 4 players only.
 */
export const aphrodite: GodPower = {
  name: 'aphrodite',
  title: 'Aphrodite',
  summary: 'An opponent worker starting its turn next to one of her workers must end its movement next to one of her workers.',
  playerCounts: [2, 4],
  initialData: () => NONE,
  beginTurn(draft) {
    const held = powerData(draft, draft.seat);
    if (Array.isArray(held) && held.length > 0) setPowerData(draft, draft.seat, NONE);
  },
  otherTurnBegins(draft, owner) {
    const held: number[] = [];
    if (areOpponents(draft, owner, draft.seat)) {
      const near = nextToTeam(draft, owner, NEIGHBOUR_MASK);
      const first = 2 * teamOf(draft, draft.seat);
      for (const worker of [first, first + 1]) {
        const at = draft.workers[worker] ?? -1;
        if (at >= 0 && (near & (1 << at)) !== 0) held.push(worker, at);
      }
    }
    const before = powerData(draft, owner);
    if (!Array.isArray(before) || before.join() !== held.join()) setPowerData(draft, owner, held.length === 0 ? NONE : held);
  },
  allowsTurn(draft, owner) {
    const held = powerData(draft, owner);
    if (!Array.isArray(held) || held.length === 0 || !areOpponents(draft, owner, draft.seat)) return true;
    const near = nextToTeam(draft, owner, NEIGHBOUR_MASK);
    for (let index = 0; index < held.length; index += 2) {
      const at = draft.workers[held[index] as number] ?? -1;
      if (at >= 0 && at !== held[index + 1] && (near & (1 << at)) === 0) return false;
    }
    return true;
  },
  encodeData: () => '',
  decodeData: (text) => (text === '' ? ok(NONE) : err(SantoriniError.malformedRecord, `aphrodite keeps no data in positions, found ${quote(text)}`)),
};
