/**
 * What search bots know of Santorini (the game's `knowledge`): a leaf evaluation written from
 * the rules. A worker wins by moving up to the third level, so height counts, and more than
 * height a worker on the second level next to a free third-level space (a climbing threat);
 * a worker needs spaces it can step to (mobility: a worker that cannot move loses its owner the
 * game when its partner is stuck too); and a dome next to an opponent's worker blocks it.
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { NEIGHBOURS, SPACES, TOP_LEVEL } from './board.js';
import { occupiedMask, teamOf, type SantoriniState } from './state.js';

/** Weights of the evaluation, in "levels" of one worker's height. */
const HEIGHT = 1;
const CLIMB = 0.4;
const THREAT = 3;
const MOBILITY = 0.15;
const STUCK = 2;
const DOME_NEAR = 0.25;
/** A lead of this many points is worth about 73%. */
const SCALE = 3;

/** The score of one worker on `square` for the team owning it. */
function workerScore(state: SantoriniState, square: number, occupied: number): { score: number; opponentsDomes: number } {
  const height = state.levels[square]!;
  let score = HEIGHT * height;
  let steps = 0;
  let domes = 0;
  for (let k = 0; k < 8; k++) {
    const next = NEIGHBOURS[square * 8 + k]!;
    if (next < 0) break;
    const bit = 1 << next;
    if ((state.domes & bit) !== 0) {
      domes++;
      continue;
    }
    if ((occupied & bit) !== 0) continue;
    const level = state.levels[next]!;
    if (level > height + 1) continue;
    steps++;
    if (level === height + 1) score += level === TOP_LEVEL ? THREAT : CLIMB * level;
  }
  score += steps === 0 ? -STUCK : MOBILITY * steps;
  return { score, opponentsDomes: domes };
}

/**
 * The evaluation: per team, the height of its workers, climbing threats and options, mobility,
 * and domes around the opponents' workers; turned into values in [0, 1] by seat (a team's seats
 * share its value; seats out of the game get 0).
 */
export function evaluate(state: SantoriniState): number[] {
  const seats = state.players;
  if (state.outcome !== null) {
    const values = new Array<number>(seats).fill(0);
    for (const seat of state.outcome.ranking[0] ?? []) values[seat] = 1;
    return values;
  }
  const teams = seats === 4 ? 2 : seats;
  const scores = new Array<number>(teams).fill(0);
  const occupied = occupiedMask(state);
  for (let worker = 0; worker < state.workers.length; worker++) {
    const square = state.workers[worker]!;
    if (square < 0 || square >= SPACES) continue;
    const team = worker >> 1;
    const { score, opponentsDomes } = workerScore(state, square, occupied);
    scores[team]! += score;
    // domes around this worker are the other teams' gain
    for (let other = 0; other < teams; other++) if (other !== team) scores[other]! += (DOME_NEAR * opponentsDomes) / (teams - 1);
  }
  const out = state.out.map((seat) => teamOf(state, seat));
  const byTeam = leafValues(scores, SCALE, teams === seats ? out : []);
  return Array.from({ length: seats }, (_, seat) => byTeam[teamOf(state, seat)]!);
}

/**
 * Santorini's `GameKnowledge` (from `@games/core`): the evaluation above, after a few random plies.
 *
 * @group Game
 */
export const santoriniKnowledge: GameKnowledge<SantoriniState> = { evaluate, rolloutPlies: 4 };
