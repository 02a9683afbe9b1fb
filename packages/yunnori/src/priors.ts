/**
 * What search bots know of Yut Nori's moves before searching them (the game's `knowledge` priors
 * and rollout policy). A move's prior grows with the evaluation of the position it leads to, so
 * that everything the evaluation counts shows in the priors: a capture (the opponent's pieces
 * back to the start and a bonus throw), a piece or stack reaching home, stopping on a corner or
 * the centre (a shortcut next move), stacking (one move for several pieces), and, against it,
 * landing where an opponent's likely throws capture. The rollout policy plays the move that saves
 * the most results at once (captures counted), with a little noise between near-equal moves.
 *
 * @module
 */
import { ARRIVED } from './board.js';
import { destinationsOf, evaluate, workTable } from './evaluation.js';
import type { YunnoriMove } from './moves.js';
import { BACK_DO, resultIndex } from './results.js';
import { playMove } from './rules.js';
import type { YunnoriState } from './state.js';

/** How sharply the priors follow the evaluation: a move worth 0.1 more (of a win) is e^0.8 ≈ 2.2 times as likely. */
const SHARPNESS = 8;
/** A bonus throw's worth in results (one result, and another with probability 1/8). */
const BONUS_THROW = 8 / 7;

/**
 * The priors of `moves` in `state`: `exp(8 × the evaluation after the move)` for the mover, each
 * move alike while throws are owed (the throws are chance, not the seat's choice).
 */
export function priors(state: YunnoriState, moves: readonly YunnoriMove[]): number[] {
  if (state.throws > 0 || state.winner >= 0) return moves.map(() => 1);
  const seat = state.seat;
  return moves.map((move) => {
    const after = playMove(state, move);
    return after.ok ? Math.exp(SHARPNESS * (evaluate(after.value)[seat]! - 0.5)) : 0;
  });
}

/**
 * The results a piece move saves the mover at once: the expected results to go of the moved
 * piece or stack before minus after, plus for a capture what the caught pieces lose and the bonus
 * throw. 0 for a throw and for a back-do that uses a result up.
 */
export function moveGain(state: YunnoriState, move: YunnoriMove): number {
  if (move.kind !== 'move') return 0;
  const result = resultIndex(move.result);
  if (move.position === 0 && result === BACK_DO) return 0;
  const seat = state.seat;
  const k = state.piecesPerPlayer;
  const { work } = workTable(state.stickFrontProbability, destinationsOf(state, seat));
  const to = destinationsOf(state, seat)[move.position * 6 + result]!;
  let size = move.position === 0 ? 1 : 0;
  for (let index = seat * k; move.position !== 0 && index < seat * k + k; index++) if (state.pieces[index] === move.position) size++;
  let gain = size * (work[move.position]! - (to === ARRIVED ? 0 : work[to]!));
  if (to !== ARRIVED && to > 0) {
    let caught = 0;
    for (let index = 0; index < state.players * k; index++) if (state.pieces[index] === to && Math.floor(index / k) !== seat) caught++;
    if (caught > 0) gain += caught * work[0]! - work[to]! + BONUS_THROW;
  }
  return gain;
}

/**
 * The rollout policy: the piece move that saves the most results ({@link moveGain}), noise of up
 * to half a result breaking near-ties; a uniformly random throw (never asked: throws are chance).
 */
export function rolloutMove(state: YunnoriState, moves: readonly YunnoriMove[], draw: (max: number) => number): number {
  if (moves.length < 2 || moves[0]!.kind !== 'move') return moves.length < 2 ? 0 : draw(moves.length - 1);
  let best = 0;
  let bestGain = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < moves.length; index++) {
    const gain = moveGain(state, moves[index]!) + draw(100) / 200;
    if (gain > bestGain) {
      bestGain = gain;
      best = index;
    }
  }
  return best;
}

