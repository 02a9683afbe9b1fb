import { NEIGHBOUR_MASK } from '../board.js';
import type { GodPower } from '../power.js';
import { areOpponents, nextToTeam, type SantoriniState } from '../state.js';

/**
 * True when the builders (a mask of worker ids; none: the acting seat's) belong to an opponent of
 * `owner`: a restriction binds by the workers' owner, so Dionysus building with a Limus worker in
 * his extra turn is not bound by Limus.
 */
function opponentsBuild(state: SantoriniState, owner: number, builders: number): boolean {
  if (builders === 0) return areOpponents(state, owner, state.seat);
  const worker = 31 - Math.clz32(builders & -builders);
  return areOpponents(state, owner, worker >> 1);
}

/**
 * Limus: opponent workers cannot build on spaces next to his workers, unless they build a dome (at
 * any level they may dome). His own workers are never bound (Dionysus may build with them next to
 * Limus), and builds of a power (Medusa's petrifying blocks) obey him too.
 */
export const limus: GodPower = {
  name: 'limus',
  title: 'Limus',
  summary: 'Opponent workers cannot build on spaces neighbouring his workers, unless building a dome.',
  playerCounts: [2, 3, 4],
  restrictsBuild: (state, owner, square, dome, builders) =>
    !dome && (nextToTeam(state, owner, NEIGHBOUR_MASK) & (1 << square)) !== 0 && opponentsBuild(state, owner, builders),
};
