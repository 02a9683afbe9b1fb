import { NEIGHBOUR_MASK } from '../board.js';
import type { GodPower } from '../power.js';
import { areOpponents, nextToTeam } from '../state.js';

/** Limus: opponents cannot build on spaces next to his workers, unless they build a dome (at any level they may dome). */
export const limus: GodPower = {
  name: 'limus',
  title: 'Limus',
  summary: 'Opponent workers cannot build on spaces neighbouring his workers, unless building a dome.',
  playerCounts: [2, 3, 4],
  restrictsBuild: (state, owner, square, dome) => !dome && areOpponents(state, owner, state.seat) && (nextToTeam(state, owner, NEIGHBOUR_MASK) & (1 << square)) !== 0,
};
