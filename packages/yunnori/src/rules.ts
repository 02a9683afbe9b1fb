/**
 * The rules: who acts, the legal moves, and applying a move.
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Actor, type ChanceOutcome, type Outcome, type Result } from '@games/core';
import { ARRIVED, COW_DESTINATIONS, NORMAL_DESTINATIONS, POSITION_COUNT } from './board.js';
import { YunnoriErrorCode } from './errors.js';
import { PIECE_MOVES, THROW_MOVES, throwOutcomes } from './moves.js';
import { BACK_DO, GEOL, resultIndex, YUT } from './results.js';
import type { YunnoriMove, YunnoriState } from './state.js';

/** The outcome of a finished game: the winner first, every other seat tied behind. */
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

/**
 * The legal moves: the six throws while throws are owed; otherwise, for each result held (in
 * canonical order), `0 <result>` when a piece can enter, then one move per on-board stack
 * (ascending). Back-do moves only on-board stacks, or is `0 back-do` when there are none.
 */
export function legalMovesOf(state: YunnoriState): YunnoriMove[] {
  if (state.winner >= 0) return [];
  if (state.throws > 0) return THROW_MOVES.slice();
  const k = state.piecesPerPlayer;
  const base = state.seat * k;
  const pieces = state.pieces;
  const results = state.results;
  const hasNew = pieces[base] === 0;
  const moves: YunnoriMove[] = [];
  for (let result = 0; result < 6; result++) {
    if ((results[result] as number) === 0) continue;
    const before = moves.length;
    if (hasNew && result !== BACK_DO) moves.push(PIECE_MOVES[result] as YunnoriMove);
    let previous = 0;
    for (let i = 0; i < k; i++) {
      const position = pieces[base + i] as number;
      if (position !== previous && position !== ARRIVED) moves.push(PIECE_MOVES[position * 6 + result] as YunnoriMove);
      previous = position;
    }
    if (result === BACK_DO && moves.length === before) moves.push(PIECE_MOVES[0] as YunnoriMove);
  }
  return moves;
}

const THROW_KEYS = 2;
const MOVE_KEYS = 3;

function keyCount(value: object): number {
  let count = 0;
  for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) count++;
  return count;
}

function malformed(move: unknown, why: string): Result<never> {
  return err(ErrorCode.malformedMove, `${why}: ${describeValue(move)}`);
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

function checkPieceMove(state: YunnoriState, position: number, result: number): Result<true> {
  if ((state.results[result] as number) === 0) {
    return err(YunnoriErrorCode.resultNotHeld, `seat ${state.seat} has no ${THROW_MOVES[result]?.result} to use`);
  }
  const k = state.piecesPerPlayer;
  const base = state.seat * k;
  if (position === 0) {
    if (result === BACK_DO) {
      for (let i = base; i < base + k; i++) {
        const at = state.pieces[i] as number;
        if (at !== 0 && at !== ARRIVED) return err(YunnoriErrorCode.backDoMustMove, `back-do must move a piece on the board (seat ${state.seat} has one on ${at})`);
      }
      return ok(true);
    }
    if (state.pieces[base] !== 0) return err(YunnoriErrorCode.noPieceThere, `seat ${state.seat} has no piece left to enter from 0`);
    return ok(true);
  }
  for (let i = base; i < base + k; i++) if (state.pieces[i] === position) return ok(true);
  return err(YunnoriErrorCode.noPieceThere, `seat ${state.seat} has no piece on ${position}`);
}

/** Applies `move` when it is legal in `state`; never mutates `state`, never throws. */
export function playMove(state: YunnoriState, move: YunnoriMove): Result<YunnoriState> {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return malformed(move, 'a move is { kind: "throw", result } or { kind: "move", position, result }');
  const kind = (move as { kind?: unknown }).kind;
  const result = resultIndex((move as { result?: unknown }).result);
  if (kind === 'throw') {
    if (result < 0 || (move !== THROW_MOVES[result] && keyCount(move) !== THROW_KEYS)) return malformed(move, 'a throw is { kind: "throw", result } with a result back-do, do, gae, geol, yut or mo');
    if (state.winner >= 0) return err(ErrorCode.gameOver, 'the game is over');
    if (state.throws === 0) return err(YunnoriErrorCode.noThrowPending, `no throw is owed: seat ${state.seat} must use a result`);
    return ok(applyThrow(state, result));
  }
  if (kind === 'move') {
    const position = (move as { position?: unknown }).position;
    if (result < 0 || typeof position !== 'number' || !Number.isInteger(position) || (move !== PIECE_MOVES[position * 6 + result] && keyCount(move) !== MOVE_KEYS)) {
      return malformed(move, 'a piece move is { kind: "move", position, result } with an integer position and a result name');
    }
    if (state.winner >= 0) return err(ErrorCode.gameOver, 'the game is over');
    if (state.throws > 0) return err(YunnoriErrorCode.throwPending, 'the sticks must be thrown first');
    if (position < 0 || position >= POSITION_COUNT) return err(YunnoriErrorCode.noPieceThere, `seat ${state.seat} has no piece on ${position} (positions are 0 … 29)`);
    const check = checkPieceMove(state, position, result);
    if (!check.ok) return check;
    return ok(applyPieceMove(state, position, result));
  }
  return malformed(move, 'a move needs kind "throw" or "move"');
}
