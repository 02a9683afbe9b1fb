import { err, ok } from '@games/core';
import { SantoriniError } from '../errors.js';
import type { GodPower } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import type { SantoriniState } from '../state.js';
import { quote } from '../quote.js';

/** Stored builds banked before this turn (Morpheus' data). */
function banked(state: SantoriniState, seat: number): number {
  const data = powerData(state, seat);
  return typeof data === 'number' ? data : 0;
}

/**
 * Morpheus: gains one stored build at the start of each of his turns (starting from none). Instead
 * of the normal build, his moved worker spends any number of stored builds, none included, each a
 * normal build (the same space again is fine); `pass` stops. So he never loses for lack of a build,
 * only for lack of a move. His data is the stock banked between turns (the one gained as his turn
 * starts is not in it), written `morpheus[2]`.
 */
export const morpheus: GodPower = {
  name: 'morpheus',
  title: 'Morpheus',
  summary: 'Gains a stored build at the start of each turn; instead of the normal build he may spend any number of stored builds.',
  playerCounts: [2, 3, 4],
  initialData: () => 0,
  afterStep(draft) {
    draft.optional = true;
  },
  afterBuild(draft) {
    if (banked(draft, draft.seat) + 1 - draft.turn.builds <= 0) return;
    draft.phase = 'build';
    draft.optional = true;
  },
  endTurn(draft) {
    const stock = banked(draft, draft.seat) + 1 - draft.turn.builds;
    if (stock !== banked(draft, draft.seat)) setPowerData(draft, draft.seat, stock);
  },
  turnKey: (state) => `${state.turn.builds},${state.turn.worker},${state.turn.builders},${state.turn.movedUp},${state.turn.steps}`,
  encodeData: (data) => (typeof data === 'number' && data > 0 ? `[${data}]` : ''),
  decodeData(text) {
    if (text === '') return ok(0);
    const match = /^\[(\d{1,6})\]$/.exec(text);
    if (match !== null) return ok(Number(match[1]));
    return err(SantoriniError.malformedRecord, `morpheus takes his stored builds as [2], not ${quote(text)}`);
  },
};
