import { err, ok } from '@games/core';
import { SantoriniError } from '../errors.js';
import type { GodPower, TurnSearch } from '../power.js';
import { powerData, setPowerData } from '../power-data.js';
import { areOpponents, type SantoriniState } from '../state.js';
import { quote } from '../quote.js';

/**
 * True when the acting seat may still step up in this turn: no step follows a build (but
 * Prometheus'), and Hermes' walk stays on its level.
 */
function mayStillStep(state: SantoriniState, search: TurnSearch): boolean {
  const power = search.powerOf(state, state.seat);
  if (power.staysLevel !== undefined && power.staysLevel(state)) return false;
  return state.phase === 'move' || (state.turn.steps === 0 && power.stepsAfterBuilding === true);
}

/**
 * True when the acting seat has a legal turn that moves up at least once: a search over its
 * decisions (each mid-turn position once) for one after which `turn.movedUp` holds and the turn
 * can still be completed (moving up stays recorded for the rest of the turn). The decisions of a
 * state are all looked at before any is followed further, so an up-move at hand is found first.
 */
function upTurnExists(state: SantoriniState, search: TurnSearch, seen: Set<string>): boolean {
  const later: SantoriniState[] = [];
  for (const move of search.decisions(state)) {
    const next = search.apply(state, move);
    if (next.turn.movedUp) {
      if (search.finishable(state, next)) return true;
    } else if (next.phase !== 'end' && mayStillStep(next, search)) later.push(next);
  }
  for (const next of later) {
    const key = search.key(next);
    if (seen.has(key)) continue;
    seen.add(key);
    if (upTurnExists(next, search, seen)) return true;
  }
  return false;
}

/**
 * Persephone: if an opponent has any legal turn that moves up at least once, they must take such a
 * turn. At the start of each opponent turn she looks for one with the machine's own look-ahead
 * (the {@link TurnSearch} it lends her: this module never imports the machine)
 * (every other restriction applies: Athena, Hypnus, Aphrodite ...); her data is then `true` and the
 * turn is legal only when it moves up. She restricts the opponent's turn, not the opponent's
 * workers: Dionysus' extra turn is bound too, even when he moves one of her own workers (unlike
 * Athena's and Limus' restrictions, which bind opponent workers). Declining an optional extra turn
 * (Dionysus) stays allowed.
 * The data follows from the position at the start of the turn, so positions do not write it.
 */
export const persephone: GodPower = {
  name: 'persephone',
  title: 'Persephone',
  summary: 'If possible, at least one worker of each opponent must move up this turn.',
  playerCounts: [2, 3, 4],
  initialData: () => false,
  beginTurn(draft) {
    if (powerData(draft, draft.seat) !== false) setPowerData(draft, draft.seat, false);
  },
  otherTurnReady(draft, owner, search) {
    if (powerData(draft, owner) !== false) setPowerData(draft, owner, false);
    if (!areOpponents(draft, owner, draft.seat)) return;
    if (upTurnExists(draft, search, new Set())) setPowerData(draft, owner, true);
  },
  cannotAllow: (draft, owner, search) =>
    powerData(draft, owner) === true &&
    !draft.turn.movedUp &&
    !(draft.turn.extra && draft.turn.steps === 0) &&
    !mayStillStep(draft, search) &&
    areOpponents(draft, owner, draft.seat),
  allowsTurn(draft, owner) {
    if (powerData(draft, owner) !== true || !areOpponents(draft, owner, draft.seat)) return true;
    if (draft.turn.extra && draft.turn.steps === 0) return true;
    return draft.turn.movedUp;
  },
  encodeData: () => '',
  decodeData: (text) => (text === '' ? ok(false) : err(SantoriniError.malformedRecord, `persephone keeps no data in positions, found ${quote(text)}`)),
};
