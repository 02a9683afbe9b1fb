/**
 * What search bots know of Santorini's moves before searching them (the game's `knowledge`
 * priors and rollout policy): a step that wins (by the rules or by the god's own win, Pan's drop)
 * comes first; climbing, and stepping next to a square the opponents threaten to climb to, are
 * likely; dropping down is not. A dome on a square an opponent would climb to next is nearly
 * forced; building a third level next to an opponent on the second is nearly never right; raising
 * a square one level above an own worker (a climb for next turn) is likely, a dome that stops
 * nothing is not. Placement prefers the middle of the island.
 *
 * @module
 */
import { NEIGHBOUR_COUNT, NEIGHBOUR_MASK, SPACES, TOP_LEVEL } from './board.js';
import { lineupOf } from './lineup.js';
import type { SantoriniMove } from './moves.js';
import { occupiedMask, teamOf, type SantoriniState } from './state.js';

/** The square index of a shared move constant's square name (`C3`: 12). */
function squareAt(name: string): number {
  return name.charCodeAt(0) - 65 + (name.charCodeAt(1) - 49) * 5;
}

/** What the weights of one position need: whose workers stand where and the squares each side threatens. */
interface Reading {
  /** Mask of squares holding a worker. */
  occupied: number;
  /** Mask of free level-3 squares next to an opponent's worker on level 2: where an opponent wins next turn. */
  theirThreats: number;
  /** Mask of squares next to an opponent's worker on level 2 (a third level there is a gift). */
  nearTheirSecond: number;
  /** Mask of free squares next to the acting team's workers on the worker's own level (one build there makes a climb). */
  ownClimbTargets: number;
}

/** The one reading (priors and the rollout policy never run inside each other): no allocation per call. */
const reading: Reading = { occupied: 0, theirThreats: 0, nearTheirSecond: 0, ownClimbTargets: 0 };

function read(state: SantoriniState): Reading {
  const occupied = occupiedMask(state);
  const free = ~(occupied | state.domes);
  const team = teamOf(state, state.seat);
  let theirThreats = 0;
  let nearTheirSecond = 0;
  let ownClimbTargets = 0;
  const workers = state.workers;
  for (let worker = 0; worker < workers.length; worker++) {
    const square = workers[worker]!;
    if (square < 0 || square >= SPACES) continue;
    const height = state.levels[square]!;
    const around = NEIGHBOUR_MASK[square]! & free;
    if (worker >> 1 === team) {
      for (let bits = around; bits !== 0; bits &= bits - 1) {
        const next = 31 - Math.clz32(bits & -bits);
        if (state.levels[next] === height) ownClimbTargets |= 1 << next;
      }
    } else if (height === 2) {
      nearTheirSecond |= around;
      for (let bits = around; bits !== 0; bits &= bits - 1) {
        const next = 31 - Math.clz32(bits & -bits);
        if (state.levels[next] === TOP_LEVEL) theirThreats |= 1 << next;
      }
    }
  }
  reading.occupied = occupied;
  reading.theirThreats = theirThreats;
  reading.nearTheirSecond = nearTheirSecond;
  reading.ownClimbTargets = ownClimbTargets;
  return reading;
}

/** True when the step from `from` to `to` wins: up to the third level, or by the god's own win (Pan). */
function winningStep(state: SantoriniState, from: number, to: number): boolean {
  if (state.turn.extra) return false;
  if (state.levels[from]! < TOP_LEVEL && state.levels[to] === TOP_LEVEL) return true;
  const power = lineupOf(state).powers[state.seat];
  return power?.winsByStep !== undefined && power.winsByStep(state, state.workers.indexOf(from), from, to) !== null;
}

/** The weight of a step of the worker on `from` to `to`. */
function stepWeight(state: SantoriniState, reading: Reading, from: number, to: number): number {
  if (winningStep(state, from, to)) return 1000;
  const fromLevel = state.levels[from]!;
  const toLevel = state.levels[to]!;
  let weight = 1;
  if (toLevel > fromLevel) weight *= 3;
  else if (toLevel < fromLevel) weight *= 0.5 ** (fromLevel - toLevel);
  const around = NEIGHBOUR_MASK[to]!;
  // a second-level worker next to a free third level threatens to win
  if (toLevel === 2) {
    for (let bits = around & ~(reading.occupied | state.domes); bits !== 0; bits &= bits - 1) {
      if (state.levels[31 - Math.clz32(bits & -bits)] === TOP_LEVEL) {
        weight *= 3;
        break;
      }
    }
  }
  // next to a square an opponent would climb to: the build that follows can dome it
  if ((around & reading.theirThreats) !== 0) weight *= 4;
  return weight * (0.75 + NEIGHBOUR_COUNT[to]! / 16);
}

/** The weight of a build (a block, or a dome when `dome`) on `square`. */
function buildWeight(state: SantoriniState, reading: Reading, square: number, dome: boolean): number {
  const bit = 1 << square;
  const level = state.levels[square]!;
  if (dome) return (reading.theirThreats & bit) !== 0 ? 200 : (reading.nearTheirSecond & bit) !== 0 ? 2 : 0.3;
  const raised = level + 1;
  // a third level next to an opponent on the second: the opponent climbs it and wins
  if (raised === TOP_LEVEL && (reading.nearTheirSecond & bit) !== 0) return 0.02;
  return (reading.ownClimbTargets & bit) !== 0 ? (raised === TOP_LEVEL ? 3 : 2) : 1;
}

/**
 * The priors of Santorini's moves in `state` for the acting seat: one weight per move (see the
 * module's description), a cheap reading of the board that gods' moves share (a god's step,
 * build or dome is weighed like anyone's; `pass` and Ares' `remove` get 1).
 */
export function priors(state: SantoriniState, moves: readonly SantoriniMove[]): number[] {
  const board = read(state);
  const weights = new Array<number>(moves.length);
  for (let index = 0; index < moves.length; index++) weights[index] = weightOf(state, board, moves[index]!);
  return weights;
}

function weightOf(state: SantoriniState, reading: Reading, move: SantoriniMove): number {
  switch (move.kind) {
    case 'move':
      return stepWeight(state, reading, squareAt(move.from), squareAt(move.to));
    case 'build':
      return buildWeight(state, reading, squareAt(move.square), false);
    case 'dome':
      return buildWeight(state, reading, squareAt(move.square), true);
    case 'place':
      return 0.5 + NEIGHBOUR_COUNT[squareAt(move.square)]! / 8;
    default:
      return 1;
  }
}

/**
 * The rollout policy: a winning step when there is one, a dome on a square an opponent would
 * climb to next when there is one, else a random move, drawn again (up to twice) when it builds
 * a third level next to an opponent on the second.
 */
export function rolloutMove(state: SantoriniState, moves: readonly SantoriniMove[], draw: (max: number) => number): number {
  if (state.phase === 'move') {
    for (let index = 0; index < moves.length; index++) {
      const move = moves[index]!;
      if (move.kind === 'move' && winningStep(state, squareAt(move.from), squareAt(move.to))) return index;
    }
  } else if (state.phase === 'build') {
    const board = read(state);
    if (board.theirThreats !== 0) {
      for (let index = 0; index < moves.length; index++) if (weightOf(state, board, moves[index]!) >= 200) return index;
    }
    let pick = draw(moves.length - 1);
    for (let again = 0; again < 2 && weightOf(state, board, moves[pick]!) < 0.1; again++) pick = draw(moves.length - 1);
    return pick;
  }
  return draw(moves.length - 1);
}
