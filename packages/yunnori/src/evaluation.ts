/**
 * Yut Nori's leaf evaluation for search bots (part of the game's `knowledge`), written from the
 * rules. Yut Nori is a race decided mostly by the sticks, so the evaluation counts in **results** (one
 * result moves one piece or stack): each seat's *work* is the expected number of results its
 * pieces still need to arrive, from a table solved once per stick probability and board (a lone
 * piece's expected results from each position, the shortcuts at the corners and the centre taken
 * where the rules take them; a stack needs them once for all its pieces). To that it adds, for
 * each stack an opponent's next throw can land on (entering pieces included), the probability of
 * that throw times what a capture costs (the stack's pieces back to the start, and a bonus throw
 * for the catcher). The seat to move is credited with the results it holds (by their steps) and
 * the throws it is owed. The lead in results becomes a value in [0, 1] by a logistic whose scale
 * grows with the square root of the results still to go (a race's spread does): a lead of `d`
 * results with `w` results to go for both seats together is worth `σ(0.64 · d / √w)`, fitted to
 * the outcomes of 4,000 self-play games (a fixed scale fitted worse). Early on (about 90 results
 * to go) a lead of 3 results is worth 55%; near the end (10 to go) 65%.
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { ARRIVED, COW_DESTINATIONS, NORMAL_DESTINATIONS, POSITION_COUNT } from './board.js';
import { RESULT_STEPS, throwWeights } from './results.js';
import type { YunnoriState } from './state.js';

/** A lead of `d` results with `w` results to go for both seats together is worth `σ(LEAD_SHARPNESS · d / √w)`. */
const LEAD_SHARPNESS = 0.64;
/** Results a throw brings on average: one, and another with probability 1/8 (yut or mo) at p = ½. */
const RESULTS_PER_THROW = 8 / 7;

/** What the evaluation needs of one stick probability and board: results to go and throw probabilities. */
export interface WorkTable {
  /** Expected results a lone piece needs to arrive, by position 0 … 29. */
  readonly work: Float64Array;
  /** The probability of each result of one throw, canonical order. */
  readonly probability: readonly number[];
  /** Average steps of one result (back-do counts -1). */
  readonly stepsPerResult: number;
}

const tables = new Map<string, WorkTable>();

/**
 * The work table for stick probability `p` on the board of `destinations` (normal or cow),
 * solved by value iteration of `work(x) = 1 + Σ P(r) · work(destination(x, r))` (a back-do from 0
 * uses the result up and stays). Cached.
 */
export function workTable(p: number, destinations: readonly number[]): WorkTable {
  const key = `${p}:${destinations === COW_DESTINATIONS ? 'cow' : 'normal'}`;
  let table = tables.get(key);
  if (table !== undefined) return table;
  const weights = throwWeights(p);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const probability = weights.map((weight) => weight / total);
  const work = new Float64Array(POSITION_COUNT).fill(10);
  for (let sweep = 0; sweep < 400; sweep++) {
    for (let position = 0; position < POSITION_COUNT; position++) {
      let value = 1;
      for (let result = 0; result < 6; result++) {
        const to = destinations[position * 6 + result]!;
        value += probability[result]! * (to === ARRIVED ? 0 : work[to < 0 ? position : to]!);
      }
      work[position] = value;
    }
  }
  const stepsPerResult = probability.reduce((sum, share, result) => sum + share * RESULT_STEPS[result]!, 0);
  table = { work, probability, stepsPerResult };
  if (tables.size > 64) tables.clear();
  tables.set(key, table);
  return table;
}

/** The destinations table of `seat`'s pieces (a cow follows its own path). */
export function destinationsOf(state: YunnoriState, seat: number): readonly number[] {
  return state.animals.length > 0 && state.animals[seat] === 'cow' ? COW_DESTINATIONS : NORMAL_DESTINATIONS;
}

/**
 * The probability (at most 1) that one throw of some opponent of `seat` lands one of their pieces
 * on `position` (an entering piece too).
 */
export function threat(state: YunnoriState, seat: number, position: number, probability: readonly number[]): number {
  const k = state.piecesPerPlayer;
  let total = 0;
  for (let other = 0; other < state.players; other++) {
    if (other === seat) continue;
    const destinations = destinationsOf(state, other);
    for (let result = 0; result < 6; result++) {
      for (let index = 0; index < k; index++) {
        const from = state.pieces[other * k + index]!;
        if (from === ARRIVED || (from === 0 && result === 0)) continue;
        if (destinations[from * 6 + result] === position) {
          total += probability[result]!;
          break;
        }
      }
    }
  }
  return Math.min(1, total);
}

/** The expected results `seat` still needs, with the expected cost of the captures its stacks risk. */
function workOf(state: YunnoriState, seat: number, table: WorkTable, entry: number): number {
  const { work, probability } = table;
  const k = state.piecesPerPlayer;
  const base = seat * k;
  let total = 0;
  for (let index = 0; index < k; index++) {
    const position = state.pieces[base + index]!;
    if (position === ARRIVED) continue;
    if (position === 0) {
      total += entry;
      continue;
    }
    if (index > 0 && state.pieces[base + index - 1] === position) continue; // the rest of a stack
    let size = 1;
    while (index + size < k && state.pieces[base + index + size] === position) size++;
    total += work[position]!;
    const risk = threat(state, seat, position, probability);
    if (risk > 0) total += risk * (size * entry - work[position]! + RESULTS_PER_THROW);
  }
  return total;
}

/**
 * The evaluation: each seat's expected results to go (with capture risks), the mover credited
 * with its held results and owed throws, the lead scaled by the square root of the results to go; values in [0, 1] by seat (the winner 1 and the others 0
 * once the game is over).
 */
export function evaluate(state: YunnoriState): number[] {
  const { players } = state;
  if (state.winner >= 0) return Array.from({ length: players }, (_, seat) => (seat === state.winner ? 1 : 0));
  const scores: number[] = [];
  let toGo = 0;
  for (let seat = 0; seat < players; seat++) {
    const table = workTable(state.stickFrontProbability, destinationsOf(state, seat));
    const work = workOf(state, seat, table, table.work[0]!);
    toGo += work;
    scores.push(-work);
  }
  const { stepsPerResult } = workTable(state.stickFrontProbability, NORMAL_DESTINATIONS);
  let held = state.throws * RESULTS_PER_THROW;
  for (let result = 0; result < 6; result++) held += (state.results[result]! * RESULT_STEPS[result]!) / stepsPerResult;
  scores[state.seat]! += held;
  // as if two seats: the spread of one seat's lead over the others' mean
  return leafValues(scores, Math.sqrt(Math.max(1, (2 * toGo) / players)) / LEAD_SHARPNESS);
}
