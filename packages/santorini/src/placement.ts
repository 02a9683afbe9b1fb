/**
 * Worker placement: who places next. Seats place in seat order, each both of their workers; with
 * 4 players only the first seat of each team places (the team shares its two workers). A power
 * that places first (Bia) moves its seat to the front.
 *
 * @module
 */
import { lineupOf, powerOf } from './gods/index.js';
import { teamOf, type SantoriniState } from './state.js';

/** The seats that place workers, in placing order. */
export function placementOrder(state: SantoriniState): number[] {
  const placers: number[] = [];
  const teams = state.players === 4 ? 2 : state.players;
  for (let team = 0; team < teams; team++) {
    let placer = team;
    if (state.players === 4 && powerOf(state, team + 2).placesFirst === true && powerOf(state, team).placesFirst !== true) placer = team + 2;
    placers.push(placer);
  }
  return [...placers.filter((seat) => powerOf(state, seat).placesFirst === true), ...placers.filter((seat) => powerOf(state, seat).placesFirst !== true)];
}

/** The seat that places the next worker, or -1 when every worker is placed. */
export function placingSeat(state: SantoriniState): number {
  if (!lineupOf(state).placesFirst) {
    const workers = state.workers;
    for (let worker = 0; worker < workers.length; worker++) if (workers[worker]! < 0) return worker >> 1;
    return -1;
  }
  for (const seat of placementOrder(state)) {
    const team = teamOf(state, seat);
    if (state.workers[2 * team]! < 0 || state.workers[2 * team + 1]! < 0) return seat;
  }
  return -1;
}
