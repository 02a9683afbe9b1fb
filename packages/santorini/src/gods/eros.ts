import { neighbouring, PERIMETER_MASK } from '../board.js';
import type { GodPower } from '../power.js';
import { teamOf, type SantoriniState } from '../state.js';

/** The four edges of the island as square masks: rank 1, rank 5, file A, file E. */
const EDGES: readonly number[] = [0x1f, 0x1f << 20, 0x108421, 0x108421 << 4];
/** The edge opposite each edge. */
const OPPOSITE: readonly number[] = [1, 0, 3, 2];

/** The squares on an edge opposite to an edge of `square`. */
function oppositeEdges(square: number): number {
  let mask = 0;
  for (let edge = 0; edge < 4; edge++) if ((EDGES[edge]! & (1 << square)) !== 0) mask |= EDGES[OPPOSITE[edge]!]!;
  return mask;
}

function free(state: SantoriniState): number {
  let mask = ~state.domes;
  for (const at of state.workers) if (at >= 0) mask &= ~(1 << at);
  return mask;
}

/**
 * Eros: places his workers on opposite edges (the second on an edge opposite an edge of the first;
 * a corner lies on two edges). Also wins when one of his workers moves next to his other worker and
 * both stand on level 1 (with 3 players: on the same level, whatever it is). Never in the same game
 * as Circe.
 */
export const eros: GodPower = {
  name: 'eros',
  title: 'Eros',
  summary: 'Places his workers on opposite edges; also wins when a worker moves next to his other worker with both on level 1 (3 players: on the same level).',
  playerCounts: [2, 3, 4],
  bannedWith: ['circe'],
  canPlace(state, seat, square) {
    if ((PERIMETER_MASK & (1 << square)) === 0) return false;
    const team = teamOf(state, seat);
    const first = state.workers[2 * team] ?? -1;
    // The first worker must leave a free space on an opposite edge for the second.
    if (first < 0) return (oppositeEdges(square) & free(state) & ~(1 << square)) !== 0;
    return (oppositeEdges(first) & (1 << square)) !== 0;
  },
  winsByStep(state, worker, _from, to) {
    const other = state.workers[worker ^ 1] ?? -1;
    if (other < 0 || !neighbouring(to, other)) return null;
    const level = state.levels[to]!;
    if (level !== state.levels[other]) return null;
    return state.players === 3 || level === 1 ? 'workers-together' : null;
  },
};
