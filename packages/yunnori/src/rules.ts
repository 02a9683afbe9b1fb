/**
 * The rules: who acts, how a game ends, and applying a move (see `moves.ts` for the legal moves).
 *
 * @module
 */
import { err, ok, type Actor, type ChanceOutcome, type Outcome, type Result } from '@games/core';
import { ARRIVED, COW_DESTINATIONS, NORMAL_DESTINATIONS, POSITION_COUNT } from './board.js';
import { YunnoriError } from './errors.js';
import { checkPieceMove, readMove, throwOutcomes, type YunnoriMove } from './moves.js';
import { BACK_DO, GEOL, resultIndex, YUT } from './results.js';
import type { YunnoriState } from './state.js';

/**
 * The outcome of a finished game: the winner first, every other seat tied behind.
 *
 * @group Rules
 */
export function outcomeOf(state: YunnoriState): Outcome {
  const others: number[] = [];
  for (let seat = 0; seat < state.players; seat++) if (seat !== state.winner) others.push(seat);
  return { ranking: others.length > 0 ? [[state.winner], others] : [[state.winner]], reason: 'all-pieces-arrived' };
}

/** The actor objects of the four seats, shared (frozen) so that `actor` allocates nothing. */
const PLAYER_ACTORS: readonly Actor<YunnoriMove>[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'player', seat }) as Actor<YunnoriMove>);
/** The chance actor of the last stick probability seen (0.5 almost always), shared and frozen. */
let chanceActor = chanceActorFor(0.5);
let chanceProbability = 0.5;

function chanceActorFor(p: number): Actor<YunnoriMove> {
  const outcomes = Object.freeze(throwOutcomes(p).slice()) as unknown as ChanceOutcome<YunnoriMove>[];
  return Object.freeze({ kind: 'chance', outcomes }) as Actor<YunnoriMove>;
}

/**
 * Who acts: nobody once someone has won, chance while throws are owed, else the seat. The
 * returned actor is shared and frozen (copy it to change it).
 */
export function actorOf(state: YunnoriState): Actor<YunnoriMove> {
  if (state.winner >= 0) return { kind: 'over', outcome: outcomeOf(state) };
  if (state.throws > 0) {
    if (state.stickFrontProbability !== chanceProbability) {
      chanceProbability = state.stickFrontProbability;
      chanceActor = chanceActorFor(chanceProbability);
    }
    return chanceActor;
  }
  return PLAYER_ACTORS[state.seat] as Actor<YunnoriMove>;
}

function nextState(state: YunnoriState, pieces: number[], results: number[], throws: number, winner: number): YunnoriState {
  let seat = state.seat;
  let turnStart = false;
  if (winner < 0 && throws === 0 && results[0] === 0 && results[1] === 0 && results[2] === 0 && results[3] === 0 && results[4] === 0 && results[5] === 0) {
    seat = seat + 1 === state.players ? 0 : seat + 1;
    throws = 1;
    turnStart = true;
  }
  return {
    version: state.version,
    players: state.players,
    piecesPerPlayer: state.piecesPerPlayer,
    ids: state.ids,
    animals: state.animals,
    pieces,
    seat,
    results,
    throws,
    turnStart,
    winner,
    stickFrontProbability: state.stickFrontProbability,
  };
}

function applyThrow(state: YunnoriState, result: number): YunnoriState {
  const results = state.results.slice();
  results[result] = (results[result] as number) + 1;
  const again = result >= YUT || (result === GEOL && state.animals[state.seat] === 'dog');
  return nextState(state, state.pieces, results, state.throws - 1 + (again ? 1 : 0), -1);
}

function sortBlock(pieces: number[], base: number, k: number): void {
  for (let i = base + 1; i < base + k; i++) {
    const value = pieces[i] as number;
    let j = i - 1;
    while (j >= base && (pieces[j] as number) > value) {
      pieces[j + 1] = pieces[j] as number;
      j--;
    }
    pieces[j + 1] = value;
  }
}

function applyPieceMove(state: YunnoriState, position: number, result: number): YunnoriState {
  const k = state.piecesPerPlayer;
  const seat = state.seat;
  const base = seat * k;
  const results = state.results.slice();
  results[result] = (results[result] as number) - 1;
  if (position === 0 && result === BACK_DO) return nextState(state, state.pieces, results, 0, -1);
  const pieces = state.pieces.slice();
  const animals = state.animals;
  const destination = ((animals.length > 0 && animals[seat] === 'cow' ? COW_DESTINATIONS : NORMAL_DESTINATIONS)[position * 6 + result]) as number;
  if (position === 0) pieces[base] = destination;
  else for (let i = base; i < base + k; i++) if (pieces[i] === position) pieces[i] = destination;
  sortBlock(pieces, base, k);
  let throws = 0;
  let winner = -1;
  if (destination === ARRIVED) {
    if (pieces[base] === ARRIVED) {
      winner = seat;
      results.fill(0);
    }
  } else {
    const total = state.players * k;
    let caught = -1;
    for (let i = 0; i < total; i++) {
      if (pieces[i] === destination && (i < base || i >= base + k)) {
        pieces[i] = 0;
        caught = Math.floor(i / k);
      }
    }
    if (caught >= 0) {
      sortBlock(pieces, caught * k, k);
      if (animals.length > 0 && animals[caught] === 'pig') results.fill(0);
      else throws = animals.length > 0 && animals[seat] === 'sheep' ? 2 : 1;
    }
  }
  return nextState(state, pieces, results, throws, winner);
}

/**
 * Applies `move` when it is legal in `state`; never mutates `state`, never throws. Refusals:
 * `malformed-move`, `game-over`, `no-throw-pending`, `throw-pending`, `no-piece-there`,
 * `result-not-held`, `back-do-must-move`.
 */
export function playMove(state: YunnoriState, move: YunnoriMove): Result<YunnoriState> {
  const read = readMove(move);
  if (!read.ok) return read;
  const legal = read.value;
  const result = resultIndex(legal.result);
  if (state.winner >= 0) return err(YunnoriError.gameOver, 'the game is over');
  if (legal.kind === 'throw') {
    if (state.throws === 0) return err(YunnoriError.noThrowPending, `no throw is owed: seat ${state.seat} must use a result`);
    return ok(applyThrow(state, result));
  }
  if (state.throws > 0) return err(YunnoriError.throwPending, 'the sticks must be thrown first');
  const position = legal.position;
  if (position < 0 || position >= POSITION_COUNT) return err(YunnoriError.noPieceThere, `seat ${state.seat} has no piece on ${position} (positions are 0 … 29)`);
  const check = checkPieceMove(state, position, result);
  if (!check.ok) return check;
  return ok(applyPieceMove(state, position, result));
}
