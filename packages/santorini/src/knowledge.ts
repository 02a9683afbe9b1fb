/**
 * What search bots know of Santorini (the game's `knowledge`): a leaf evaluation written from
 * the rules, the move priors and the rollout policy of `priors.ts`. A worker wins by moving up to
 * the third level, so height counts, and more than height a worker on the second level next to a
 * free third-level space (a climbing threat): decisive for the side about to move, and for the
 * other side when it has more than one (a build domes only one); a worker needs spaces it can
 * step to (mobility: a worker that cannot move loses its owner the game when its partner is stuck
 * too); a dome next to an opponent's worker blocks it; and a worker in the middle of the island,
 * near the opponents' workers, can block them (worker distance).
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { NEIGHBOUR_COUNT, NEIGHBOURS, SPACES, TOP_LEVEL } from './board.js';
import type { SantoriniMove } from './moves.js';
import { priors, rolloutMove } from './priors.js';
import { occupiedMask, teamOf, type SantoriniState } from './state.js';

/** Weights of the evaluation, in "levels" of one worker's height. */
const HEIGHT = 1;
const CLIMB = 0.4;
const THREAT = 3;
/** A threat of the team about to step is a win next step. */
const THREAT_TO_MOVE = 8;
/** Each threat square beyond the first of a team not about to step (one build blocks one). */
const EXTRA_THREAT = 3;
const MOBILITY = 0.15;
const STUCK = 2;
const DOME_NEAR = 0.25;
/** Per neighbour of a worker's square (3 in a corner, 8 in the middle). */
const CENTRE = 0.05;
/** Per square of (Chebyshev) distance beyond 1 from the nearest opponent worker. */
const DISTANCE = 0.1;
/** A lead of this many points is worth about 73%. */
const SCALE = 3;

const teamScores = new Float64Array(4);
const threatSquares = new Int32Array(4);

/** Domes next to the worker {@link workerScore} scored last. */
let domesNear = 0;

/** The score of one worker on `square` (of team `team`) for that team; adds its threat squares, counts the domes next to it in `domesNear`. */
function workerScore(state: SantoriniState, square: number, occupied: number, team: number): number {
  const height = state.levels[square]!;
  let score = HEIGHT * height + CENTRE * NEIGHBOUR_COUNT[square]!;
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
    if (level === height + 1) {
      if (level === TOP_LEVEL) {
        score += THREAT;
        threatSquares[team]! |= bit;
      } else score += CLIMB * level;
    }
  }
  domesNear = domes;
  return score + (steps === 0 ? -STUCK : MOBILITY * steps);
}

function distance(a: number, b: number): number {
  return Math.max(Math.abs((a % 5) - (b % 5)), Math.abs(Math.floor(a / 5) - Math.floor(b / 5)));
}

function bitCount(mask: number): number {
  let count = 0;
  for (let bits = mask; bits !== 0; bits &= bits - 1) count++;
  return count;
}

/**
 * The evaluation: per team, the height of its workers, climbing threats (weighed by who steps
 * next) and options, mobility, domes around the opponents' workers, and where its workers stand
 * (the middle, near the opponents); turned into values in [0, 1] by seat (a team's seats share
 * its value; seats out of the game get 0).
 */
export function evaluate(state: SantoriniState): number[] {
  const seats = state.players;
  if (state.outcome !== null) {
    const values = new Array<number>(seats).fill(0);
    for (const seat of state.outcome.ranking[0] ?? []) values[seat] = 1;
    return values;
  }
  const teams = seats === 4 ? 2 : seats;
  teamScores.fill(0);
  threatSquares.fill(0);
  const occupied = occupiedMask(state);
  const workers = state.workers;
  for (let worker = 0; worker < workers.length; worker++) {
    const square = workers[worker]!;
    if (square < 0 || square >= SPACES) continue;
    const team = worker >> 1;
    teamScores[team]! += workerScore(state, square, occupied, team);
    const domes = domesNear;
    // domes around this worker are the other teams' gain
    for (let other = 0; other < teams; other++) if (other !== team) teamScores[other]! += (DOME_NEAR * domes) / (teams - 1);
    let nearest = 5;
    for (let other = 0; other < workers.length; other++) if (other >> 1 !== team && workers[other]! >= 0) nearest = Math.min(nearest, distance(square, workers[other]!));
    if (nearest < 5) teamScores[team]! -= DISTANCE * Math.max(0, nearest - 1);
  }
  // who steps next: the acting team in its move phase, else the next team
  const acting = teamOf(state, state.seat);
  const stepping = state.phase === 'move' ? acting : (acting + 1) % teams;
  for (let team = 0; team < teams; team++) {
    const threats = threatSquares[team]!;
    if (threats === 0) continue;
    teamScores[team]! += team === stepping ? THREAT_TO_MOVE : EXTRA_THREAT * (bitCount(threats) - 1);
  }
  if (seats === 2) {
    // leafValues of two seats, without its arrays
    const first = 1 / (1 + Math.exp(-(teamScores[0]! - teamScores[1]!) / SCALE));
    return [first, 1 - first];
  }
  const scores = Array.from(teamScores.subarray(0, teams));
  const out = state.out.map((seat) => teamOf(state, seat));
  const byTeam = leafValues(scores, SCALE, teams === seats ? out : []);
  return Array.from({ length: seats }, (_, seat) => byTeam[teamOf(state, seat)]!);
}

/**
 * Santorini's `GameKnowledge` (from `@games/core`): the evaluation above after a few rollout
 * plies, the move priors and the rollout policy (see `priors.ts`).
 *
 * @group Game
 */
export const santoriniKnowledge: GameKnowledge<SantoriniState, SantoriniMove> = { evaluate, priors, rolloutMove, rolloutPlies: 4 };
