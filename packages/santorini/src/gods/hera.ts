import { PERIMETER_MASK } from '../board.js';
import type { GodPower } from '../power.js';
import { areOpponents } from '../state.js';

/** Hera: an opponent cannot win by moving onto a perimeter space (by any win condition of a step). */
export const hera: GodPower = {
  name: 'hera',
  title: 'Hera',
  summary: 'An opponent cannot win by moving into a perimeter space.',
  playerCounts: [2, 3, 4],
  // Judged by the worker's owner (nobody wins in Dionysus' extra turn anyway).
  vetoesWin: (state, owner, worker, _from, to) => areOpponents(state, owner, worker >> 1) && (PERIMETER_MASK & (1 << to)) !== 0,
};
