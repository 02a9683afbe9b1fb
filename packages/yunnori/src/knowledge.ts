/**
 * What search bots know of Yut Nori (the game's `knowledge`): a leaf evaluation written from the
 * rules. Progress is the steps a seat's pieces have made towards home (on the shortest way, the
 * shortcuts taken), pieces home count in full; a stack moves together (a small bonus, since it
 * saves throws); a piece that an opponent's next throw can land on may be captured and sent back,
 * weighed by the probability of that throw (from the sticks' front-face probability).
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { ARRIVED, NORMAL_DESTINATIONS, POSITION_COUNT } from './board.js';
import { throwWeights } from './results.js';
import type { YunnoriState } from './state.js';

/** Steps home from each position when every move is a single `do` (taking each shortcut). */
const STEPS_HOME: readonly number[] = (() => {
  const steps = new Array<number>(POSITION_COUNT).fill(-1);
  const walk = (position: number, seen: number): number => {
    if (position === ARRIVED) return 0;
    if (steps[position]! >= 0) return steps[position]!;
    if (seen > POSITION_COUNT) return POSITION_COUNT;
    const next = NORMAL_DESTINATIONS[position * 6 + 1]!;
    const result = next < 0 ? POSITION_COUNT : 1 + walk(next, seen + 1);
    steps[position] = result;
    return result;
  };
  for (let position = 0; position < POSITION_COUNT; position++) walk(position, 0);
  return steps;
})();

/** Steps home from the start: what a piece home has made. */
const FULL = STEPS_HOME[0]!;
const HOME_BONUS = 3;
const STACK_BONUS = 0.6;
/** Share of a threatened piece's progress counted as lost (times the probability of the throw). */
const RISK = 0.8;
/** A lead of this many steps is worth about 73%. */
const SCALE = 8;

/** The steps a piece on `position` has made (0 not departed, all of them home). */
const progressOf = (position: number): number => (position === ARRIVED ? FULL + HOME_BONUS : position === 0 ? 0 : FULL - (STEPS_HOME[position] ?? FULL));

/**
 * The evaluation: progress, stacks and the risk of capture by the next throws; values in [0, 1]
 * by seat (the winner 1 and the others 0 once the game is over).
 */
export function evaluate(state: YunnoriState): number[] {
  const { players, piecesPerPlayer, pieces } = state;
  if (state.winner >= 0) return Array.from({ length: players }, (_, seat) => (seat === state.winner ? 1 : 0));
  const weights = throwWeights(state.stickFrontProbability);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const scores = new Array<number>(players).fill(0);
  for (let seat = 0; seat < players; seat++) {
    const base = seat * piecesPerPlayer;
    for (let index = 0; index < piecesPerPlayer; index++) {
      const position = pieces[base + index]!;
      scores[seat]! += progressOf(position);
      if (position === 0 || position === ARRIVED) continue;
      // a stack: pieces of this seat on the same position (pieces are in ascending order)
      if (index > 0 && pieces[base + index - 1] === position) scores[seat]! += STACK_BONUS;
      else scores[seat]! -= RISK * progressOf(position) * stackSize(state, seat, position) * threat(state, seat, position, weights, total);
    }
  }
  return leafValues(scores, SCALE);
}

/** How many pieces of `seat` stand on `position`. */
function stackSize(state: YunnoriState, seat: number, position: number): number {
  let count = 0;
  for (let index = 0; index < state.piecesPerPlayer; index++) if (state.pieces[seat * state.piecesPerPlayer + index] === position) count++;
  return count;
}

/** The probability (at most 1) that an opponent's single throw lands a piece of theirs on `position`. */
function threat(state: YunnoriState, seat: number, position: number, weights: readonly number[], total: number): number {
  let probability = 0;
  for (let other = 0; other < state.players; other++) {
    if (other === seat) continue;
    let reach = 0;
    for (let result = 0; result < 6; result++) {
      for (let index = 0; index < state.piecesPerPlayer; index++) {
        const from = state.pieces[other * state.piecesPerPlayer + index]!;
        if (from === ARRIVED) continue;
        if (NORMAL_DESTINATIONS[from * 6 + result] === position) {
          reach += weights[result]! / total;
          break;
        }
      }
    }
    probability += reach;
  }
  return Math.min(1, probability);
}

/**
 * Yut Nori's `GameKnowledge` (from `@games/core`): the evaluation above, after a few random plies.
 *
 * @group Game
 */
export const yunnoriKnowledge: GameKnowledge<YunnoriState> = { evaluate, rolloutPlies: 6 };
