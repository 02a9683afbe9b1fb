/**
 * Re-dealing what nobody can see: the game's `redeal`, which search bots use so that they do not
 * know what the face-down chits show.
 *
 * @module
 */
import { type Seat } from '@games/core';
import { dealAnew } from '@games/core/authoring';
import type { FieryDragonsMove } from './moves.js';
import type { FieryDragonsState } from './state.js';

/**
 * The contents of the face-down chits shuffled anew among the face-down places (hidden from every
 * seat alike); the state itself when every chit is face up. The chit of the last flip stays
 * where it is, since the view shows it (`lastFlip`). A bot searching such states remembers
 * nothing of chits it saw turned back down before: only what the view shows.
 */
export function redealFaceDown(state: FieryDragonsState, _seat: Seat | null, draw: (max: number) => number): FieryDragonsState {
  return dealUnseen(state, new Set<number>(), draw);
}

/**
 * Deals anew every chit nobody can see now and no one saw before: all but those in `seen`, the
 * chit the last flip shows and the chits revealed for good.
 */
export function dealUnseen(state: FieryDragonsState, seen: Set<number>, draw: (max: number) => number): FieryDragonsState {
  if (state.last !== null && state.last.action === 'flip') seen.add(state.last.chit);
  for (const index of state.revealed) seen.add(index);
  const hidden = state.chits.map((_, index) => index).filter((index) => !seen.has(index));
  if (hidden.length === 0) return state;
  const contents = dealAnew(hidden.map((index) => state.chits[index]!), draw, (chit) => JSON.stringify(chit));
  const chits = state.chits.slice();
  hidden.forEach((index, position) => {
    chits[index] = contents[position]!;
  });
  return { ...state, chits };
}

/** The game's `reveals`: every flip turns a face-down chit up for everyone to see; ending a turn shows nothing. */
export function revealsFlip(_state: FieryDragonsState, move: FieryDragonsMove): boolean {
  return typeof move !== 'object' || move === null || move.kind !== 'end';
}
