import { err, ok } from '@games/core';
import { SantoriniError } from '../errors.js';
import { endTurn } from '../draft.js';
import { defaultAfterPass, type GodPower } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import { opponentWorkersOnBoard } from '../state.js';
import { quote } from '../quote.js';

/**
 * Dionysus: each time his worker builds a dome on level 3, after that turn he may take an extra
 * turn, moving and building with an opponent worker of his choice by the normal rules; a dome on
 * level 3 built in an extra turn earns another, so they chain. Nobody wins during an extra turn
 * (no win by moving, no win condition, Chronus' towers are counted again once it is over); `pass`
 * before its step declines it. His data is `true` while an extra turn is due or under way, written
 * `dionysus[+]`.
 */
export const dionysus: GodPower = {
  name: 'dionysus',
  title: 'Dionysus',
  summary: 'Each time his worker builds a dome on level 3, he may take an extra turn using an opponent worker; nobody wins during it.',
  playerCounts: [2, 3, 4],
  initialData: () => false,
  beginTurn(draft) {
    if (!draft.turn.extra) return;
    draft.optional = true;
    draft.turn.movers = opponentWorkersOnBoard(draft, draft.seat);
  },
  afterPass(draft) {
    if (draft.turn.extra && draft.phase === 'move' && draft.turn.steps === 0) endTurn(draft);
    else defaultAfterPass(draft);
  },
  endTurn(draft) {
    const last = draft.turn.lastBuild;
    const due = draft.turn.domed && last >= 0 && (draft.domes & (1 << last)) !== 0 && draft.levels[last] === 3;
    if (powerData(draft, draft.seat) !== due) setPowerData(draft, draft.seat, due);
  },
  extraTurn: (state, owner) => powerData(state, owner) === true,
  encodeData: (data) => (data === true ? '[+]' : ''),
  decodeData(text) {
    if (text === '') return ok(false);
    if (text === '[+]') return ok(true);
    return err(SantoriniError.malformedRecord, `dionysus takes [+] when an extra turn is due, not ${quote(text)}`);
  },
};
