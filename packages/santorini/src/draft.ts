/**
 * Drafts: the state being produced while the turn machine applies one decision.
 *
 * A draft is itself a fresh {@link SantoriniState} object (with a private copy of the turn
 * record) that the machine and the god hooks change in place; when the decision is done it is the
 * new state, with no further copy. Its arrays (`levels`, `workers`, `powers`, `out`) may still be
 * shared with the previous state, so hooks change them only through the functions below, which
 * copy first. While a decision is being applied the phase may also be `end` (the turn is complete;
 * the machine then runs the end of the turn), and a win is recorded with {@link win}.
 *
 * @module
 */
import type { JsonValue, SantoriniState, TurnRecord } from './state.js';

/**
 * A state under construction (see the module description).
 *
 * @group Draft helpers
 */
export type Draft = SantoriniState;

/**
 * Sets the block level of `square` (copying the levels).
 *
 * @group Draft helpers
 */
export function setLevel(draft: Draft, square: number, level: number): void {
  const levels = draft.levels.slice();
  levels[square] = level;
  draft.levels = levels;
}

/**
 * Puts a dome on `square` and notes it in the turn record.
 *
 * @group Draft helpers
 */
export function addDome(draft: Draft, square: number): void {
  draft.domes |= 1 << square;
  draft.turn.domed = true;
}

/**
 * Takes the dome off `square` (for powers that remove pieces).
 *
 * @group Draft helpers
 */
export function removeDome(draft: Draft, square: number): void {
  draft.domes &= ~(1 << square);
}

/**
 * Puts `worker` on `square`, or takes it off the board with -1 (copying the workers).
 *
 * @group Draft helpers
 */
export function setWorker(draft: Draft, worker: number, square: number): void {
  const workers = draft.workers.slice();
  workers[worker] = square;
  draft.workers = workers;
}

/**
 * Replaces the power data of `seat` (copying the power data list).
 *
 * @group Draft helpers
 */
export function setPower(draft: Draft, seat: number, data: JsonValue): void {
  const powers = draft.powers.slice();
  powers[seat] = data;
  draft.powers = powers;
}

/**
 * Records that `seat` left the game.
 *
 * @group Draft helpers
 */
export function addOut(draft: Draft, seat: number): void {
  draft.out = [...draft.out, seat];
}

/**
 * Ends the current turn after this decision (the machine then runs the end-of-turn hooks).
 *
 * @group Draft helpers
 */
export function endTurn(draft: Draft): void {
  draft.phase = 'end';
  draft.optional = false;
}

/**
 * Makes `seat` win at once for `reason` (the machine completes the outcome's ranking).
 *
 * @group Draft helpers
 */
export function win(draft: Draft, seat: number, reason: string): void {
  draft.phase = 'end';
  draft.outcome = { ranking: [[seat]], reason };
}

/**
 * True when the decision ended the turn (or won the game).
 *
 * @group Draft helpers
 */
export function turnEnded(draft: Draft): boolean {
  return draft.phase === 'end';
}
