/**
 * Re-dealing what nobody can see: the game's `redeal`, which search bots use so that they do not
 * know what the face-down chits show.
 *
 * @module
 */
import type { Seat } from '@games/core';
import type { FieryDragonsState } from './state.js';

/**
 * The contents of the face-down chits shuffled anew among the face-down places (hidden from every
 * seat alike); the state itself when every chit is face up. A bot searching such states remembers
 * nothing of chits it saw turned back down: only what the view shows.
 */
export function redealFaceDown(state: FieryDragonsState, _seat: Seat | null, draw: (max: number) => number): FieryDragonsState {
  const hidden = state.chits.map((_, index) => index).filter((index) => !state.revealed.includes(index));
  if (hidden.length === 0) return state;
  // Sorted first, so that the deal depends only on which chits lie face down, not on where.
  const contents = hidden
    .map((index) => state.chits[index]!)
    .map((chit) => ({ chit, key: JSON.stringify(chit) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ chit }) => chit);
  for (let last = contents.length - 1; last > 0; last--) {
    const other = draw(last);
    [contents[last], contents[other]] = [contents[other]!, contents[last]!];
  }
  const chits = state.chits.slice();
  hidden.forEach((index, position) => {
    chits[index] = contents[position]!;
  });
  return { ...state, chits };
}
