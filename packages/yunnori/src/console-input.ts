/**
 * Reading the answers typed at the console's prompts. Each reader returns the value, or an
 * `invalid-choice` (or rule) error whose message is the one-line reason to print before asking
 * again; none of them throws.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { ANIMALS, type Animal } from './animals.js';
import { ARRIVED, POSITION_COUNT } from './board.js';
import { YunnoriError } from './errors.js';
import { PIECE_MOVES, type PieceMove } from './moves.js';
import { BACK_DO, resultIndex, YUT_RESULTS } from './results.js';
import type { YunnoriState, YunnoriVersion } from './state.js';

/**
 * What the menu answer asks for.
 *
 * @group Console program
 */
export type MenuAction = 'start' | 'login' | 'end';

function choice(text: unknown, count: number, first: number, what: string): Result<number> {
  const answer = typeof text === 'string' ? text.trim() : '';
  const allowed = Array.from({ length: count }, (_, index) => String(first + index));
  const index = allowed.indexOf(answer);
  if (index < 0) {
    const list = allowed.length === 2 ? `${allowed[0]} or ${allowed[1]}` : `${allowed.slice(0, -1).join(', ')} or ${allowed[allowed.length - 1]}`;
    return err(YunnoriError.invalidChoice, `Please enter ${list} (${what}).`);
  }
  return ok(first + index);
}

/**
 * `Choose a game to play (1, 2) : ` → `basic` for 1, `advanced` for 2.
 *
 * @group Console program
 */
export function readGameChoice(text: string): Result<YunnoriVersion> {
  const answer = choice(text, 2, 1, '1 Yunnori Basic, 2 Yunnori Extension');
  return answer.ok ? ok(answer.value === 1 ? 'basic' : 'advanced') : answer;
}

/**
 * `Select the function you want : ` → basic 1 start / 2 end; advanced 1 start / 2 login / 3 end.
 *
 * @group Console program
 */
export function readMenuChoice(text: string, version: YunnoriVersion): Result<MenuAction> {
  if (version === 'basic') {
    const answer = choice(text, 2, 1, '1 game start, 2 end program');
    return answer.ok ? ok(answer.value === 1 ? 'start' : 'end') : answer;
  }
  const answer = choice(text, 3, 1, '1 game start, 2 login, 3 end program');
  return answer.ok ? ok((['start', 'login', 'end'] as const)[answer.value - 1] as MenuAction) : answer;
}

/**
 * `number of players (2, 3, 4) : ` → 2, 3 or 4.
 *
 * @group Console program
 */
export function readPlayerCount(text: string): Result<number> {
  return choice(text, 3, 2, 'the number of players');
}

/**
 * `number of pieces per player (1, 2, 3, 4) : ` → 1 … 4.
 *
 * @group Console program
 */
export function readPieceCount(text: string): Result<number> {
  return choice(text, 4, 1, 'the number of pieces per player');
}

/**
 * `(0: pig, 1: dog, 2: sheep, 3:cow) : ` → the animal.
 *
 * @group Console program
 */
export function readAnimal(text: string): Result<Animal> {
  const answer = choice(text, 4, 0, '0 pig, 1 dog, 2 sheep, 3 cow');
  return answer.ok ? ok(ANIMALS[answer.value] as Animal) : answer;
}

/**
 * `Start a new game (0) / Resume (1) : ` → `new` or `resume`.
 *
 * @group Console program
 */
export function readResumeChoice(text: string): Result<'new' | 'resume'> {
  const answer = choice(text, 2, 0, '0 start a new game, 1 resume');
  return answer.ok ? ok(answer.value === 0 ? 'new' : 'resume') : answer;
}

/**
 * `Continue (0) / Save and Exit the game (1) : ` → `continue` or `save`.
 *
 * @group Console program
 */
export function readContinueChoice(text: string): Result<'continue' | 'save'> {
  const answer = choice(text, 2, 0, '0 continue, 1 save and exit');
  return answer.ok ? ok(answer.value === 0 ? 'continue' : 'save') : answer;
}

function canMove(state: YunnoriState, position: number, result: number): string | null {
  const k = state.piecesPerPlayer;
  const base = state.seat * k;
  let onBoard = -1;
  let waiting = false;
  let here = false;
  for (let i = base; i < base + k; i++) {
    const at = state.pieces[i] as number;
    if (at === 0) waiting = true;
    else if (at !== ARRIVED) onBoard = at;
    if (at === position) here = true;
  }
  if (position === 0) {
    if (result === BACK_DO) return onBoard >= 0 ? `back-do must move a piece on the board (you have one on ${onBoard})` : null;
    return waiting ? null : 'You have no piece left at 0 to enter';
  }
  return here ? null : `You have no piece on ${position}`;
}

/**
 * `>> position : ` → the start position, when the acting seat can move from it with one of its
 * results (0 to enter a piece, or `0` with back-do when nothing is on the board).
 *
 * @group Console program
 */
export function readPosition(text: string, state: YunnoriState): Result<number> {
  const answer = typeof text === 'string' ? text.trim() : '';
  if (!/^\d{1,3}$/.test(answer)) return err(YunnoriError.unknownPosition, 'Enter a position number such as 0 or 22.');
  const position = Number(answer);
  if (position >= POSITION_COUNT) return err(YunnoriError.noPieceThere, position === ARRIVED ? 'Arrived pieces do not move.' : 'Positions are 0 … 29.');
  if (state.throws > 0 || state.winner >= 0) return err(YunnoriError.throwPending, 'There is nothing to move now.');
  let reason = 'You have no result to use.';
  for (let result = 0; result < 6; result++) {
    if ((state.results[result] as number) === 0) continue;
    const why = canMove(state, position, result);
    if (why === null) return ok(position);
    reason = why;
  }
  return err(YunnoriError.noPieceThere, reason.endsWith('.') ? reason : `${reason}.`);
}

/**
 * `>> yut : ` → the piece move using that result from `position` (see {@link readPosition}).
 *
 * @group Console program
 */
export function readYut(text: string, state: YunnoriState, position: number): Result<PieceMove> {
  const answer = typeof text === 'string' ? text.trim().toLowerCase() : '';
  const result = resultIndex(answer);
  if (result < 0) return err(YunnoriError.unknownResult, 'Enter one of back-do, do, gae, geol, yut, mo.');
  if (!Number.isInteger(position) || position < 0 || position >= POSITION_COUNT) return err(YunnoriError.noPieceThere, 'Positions are 0 … 29.');
  if (state.throws > 0 || state.winner >= 0) return err(YunnoriError.throwPending, 'There is nothing to move now.');
  if ((state.results[result] as number) === 0) return err(YunnoriError.resultNotHeld, `You have no ${YUT_RESULTS[result]}.`);
  const why = canMove(state, position, result);
  if (why !== null) return err(result === BACK_DO && position === 0 ? YunnoriError.backDoMustMove : YunnoriError.noPieceThere, `${why}.`);
  return ok(PIECE_MOVES[position * 6 + result] as PieceMove);
}
