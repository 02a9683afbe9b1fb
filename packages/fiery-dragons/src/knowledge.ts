/**
 * What search bots know of Fiery Dragons (the game's `knowledge`): a leaf evaluation written from
 * the rules, and memory. The race is won by the first token home, so a seat's prospects are its
 * distance covered (net progress; home counts in full, a token still in its cave at the start has
 * made none). What matters most is remembering the chits: every flip shows a chit to the whole
 * table and the chits never move, so a seat that saw chit 5 turned back down still knows what it
 * shows. `redealRemembering` re-deals only the chits the match history never showed.
 *
 * @module
 */
import { type GameKnowledge, type Seat, type SeenMove } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { dealUnseen } from './redeal.js';
import type { FieryDragonsState } from './state.js';

/** A lead of this many steps is worth about 73%. */
const SCALE = 3;
/** Steps a token home is worth beyond the lap (the game is won). */
const HOME_BONUS = 4;

/**
 * The evaluation: each seat's net progress round the volcano; values in [0, 1] by seat. It reads
 * no chit, so it is the same in every re-deal.
 */
export function evaluate(state: FieryDragonsState): number[] {
  const lap = state.board.lap;
  const scores = state.tokens.map((token, seat) => {
    const home = state.home.includes(seat);
    return home ? lap + HOME_BONUS : Math.min(token.progress, lap);
  });
  return leafValues(scores, SCALE);
}

const FLIP = /^flip (\d+)$/;

/**
 * The chit positions a history showed: every `flip <i>` in it (a flipped chit is seen by the
 * whole table), as a set.
 */
export function chitsSeen(history: readonly SeenMove[]): Set<number> {
  const seen = new Set<number>();
  for (const entry of history) {
    const match = FLIP.exec(entry.notation);
    if (match !== null) seen.add(Number(match[1]));
  }
  return seen;
}

/**
 * The game's re-deal with memory: the face-down chits that the history never showed are dealt
 * anew among their places; those it showed, the face-up ones and the last flipped one stay.
 */
export function redealRemembering(state: FieryDragonsState, _seat: Seat, history: readonly SeenMove[], draw: (max: number) => number): FieryDragonsState {
  return dealUnseen(state, chitsSeen(history), draw);
}

/**
 * Fiery Dragons' `GameKnowledge` (from `@games/core`): the evaluation and the re-deal with memory above.
 *
 * @group Game
 */
export const fieryDragonsKnowledge: GameKnowledge<FieryDragonsState> = { evaluate, rolloutPlies: 2, redealRemembering };
