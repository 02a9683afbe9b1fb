/**
 * The turn machine: applies one decision to a state (through the god-power hooks), finishes
 * turns, starts the next one and decides who won or lost. See `power.ts` for the hook order.
 *
 * @module
 */
import type { Outcome } from '@games/core';
import { addOut, copyTurn, endTurn, startDraft, type Draft } from './draft.js';
import { generate, rememberMoves } from './generate.js';
import { lineupOf } from './gods/index.js';
import type { SantoriniMove } from './moves.js';
import { placingSeat } from './placement.js';
import { defaultAfterPass, type GodPower } from './power.js';
import { teamOf, teamWorkersOnBoard, type SantoriniState, type TurnRecord } from './state.js';

const NO_NOTES: number[] = [];

/** The square index of a name of the shared move constants (already validated). */
function at(name: string): number {
  return name.charCodeAt(0) - 65 + (name.charCodeAt(1) - 49) * 5;
}

/**
 * Applies one legal decision (a shared move constant) and returns the draft: mid-turn, or with
 * phase `end` when the decision completed the turn (a win is recorded in its outcome). Turn
 * endings are processed by {@link settle}; generation looks at the draft as it is to see whether
 * a turn can be completed.
 */
export function applyDecision(state: SantoriniState, move: SantoriniMove): Draft {
  const draft = startDraft(state);
  const power = lineupOf(state).powers[state.seat]!;
  if (power.applyMove !== undefined) {
    draft.turn = copyTurn(state.turn);
    if (power.applyMove(draft, move, state)) return draft;
    draft.turn = state.turn;
  }
  switch (move.kind) {
    case 'move':
      step(draft, state, power, at(move.from), at(move.to));
      break;
    case 'build':
      build(draft, state, power, at(move.square), false);
      break;
    case 'dome':
      build(draft, state, power, at(move.square), true);
      break;
    case 'pass':
      draft.turn = copyTurn(state.turn);
      if (power.afterPass !== undefined) power.afterPass(draft);
      else defaultAfterPass(draft);
      break;
    case 'place':
      place(draft, at(move.square));
      break;
    default:
      // Decisions only powers define (remove) are applied by their applyMove.
      break;
  }
  return draft;
}

function place(draft: Draft, square: number): void {
  const first = 2 * teamOf(draft, draft.seat);
  const workers = draft.workers.slice();
  workers[workers[first]! < 0 ? first : first + 1] = square;
  draft.workers = workers;
  if (workers[first]! >= 0 && workers[first + 1]! >= 0) {
    const next = placingSeat(draft);
    if (next >= 0) draft.seat = next;
    else beginTurn(draft, 0);
  }
}

function step(draft: Draft, state: SantoriniState, power: GodPower, from: number, to: number): void {
  const seat = state.seat;
  const workers = state.workers.slice();
  const worker = workers.indexOf(from);
  const victim = workers.indexOf(to);
  const fromLevel = state.levels[from]!;
  const toLevel = state.levels[to]!;
  // Nobody wins during an extra turn (Dionysus).
  let reason: string | null = fromLevel < 3 && toLevel === 3 && !state.turn.extra ? 'reached-level-3' : null;
  if (reason === null && power.winsByStep !== undefined && !state.turn.extra) reason = power.winsByStep(state, worker, from, to);
  if (reason !== null && lineupOf(state).vetoesWin && winVetoed(state, worker, from, to)) reason = null;
  if (victim >= 0) workers[victim] = power.forcedTo!(state, worker, from, to, victim);
  workers[worker] = to;
  draft.workers = workers;
  const turn = copyTurn(state.turn);
  draft.turn = turn;
  if (turn.worker !== worker) turn.start = from;
  turn.worker = worker;
  turn.steps++;
  if (toLevel > fromLevel) turn.movedUp = true;
  if (reason !== null) {
    draft.phase = 'end';
    draft.outcome = { ranking: [[seat]], reason };
    return;
  }
  draft.phase = 'build';
  draft.optional = false;
  turn.builders = 1 << worker;
  turn.movers = 0;
  if (power.afterStep !== undefined) power.afterStep(draft, worker, from, to);
}

function winVetoed(state: SantoriniState, worker: number, from: number, to: number): boolean {
  const powers = lineupOf(state).powers;
  for (let owner = 0; owner < state.players; owner++) {
    if (owner === state.seat || state.out.includes(owner)) continue;
    const power = powers[owner]!;
    if (power.vetoesWin !== undefined && power.vetoesWin(state, owner, worker, from, to)) return true;
  }
  return false;
}

function build(draft: Draft, state: SantoriniState, power: GodPower, square: number, dome: boolean): void {
  if (dome) draft.domes |= 1 << square;
  else {
    const levels = state.levels.slice();
    levels[square]!++;
    draft.levels = levels;
  }
  endTurn(draft);
  const lineup = lineupOf(state);
  // The record only matters to hooks: when none will read it, the next turn replaces it anyway.
  const read = power.afterBuild !== undefined || power.endTurn !== undefined || lineup.anyTurnEnds || lineup.allowsTurn || lineup.winsAfterAction;
  if (!read) return;
  const turn = copyTurn(state.turn);
  draft.turn = turn;
  if (dome) turn.domed = true;
  turn.builds++;
  turn.lastBuild = square;
  if (power.afterBuild !== undefined) power.afterBuild(draft, square, dome);
}

/** True when no other seat's power forbids the turn finished in `draft` ({@link GodPower.allowsTurn}). */
export function turnAllowed(draft: Draft): boolean {
  const lineup = lineupOf(draft);
  if (!lineup.allowsTurn) return true;
  for (let owner = 0; owner < draft.players; owner++) {
    if (owner === draft.seat || draft.out.includes(owner)) continue;
    const power = lineup.powers[owner]!;
    if (power.allowsTurn !== undefined && !power.allowsTurn(draft, owner)) return false;
  }
  return true;
}

/**
 * True when another seat's power rules out every way of finishing the turn in progress in `draft`
 * ({@link GodPower.cannotAllow}).
 */
export function turnRuledOut(draft: Draft): boolean {
  const lineup = lineupOf(draft);
  for (let owner = 0; owner < draft.players; owner++) {
    if (owner === draft.seat || draft.out.includes(owner)) continue;
    const power = lineup.powers[owner]!;
    if (power.cannotAllow !== undefined && power.cannotAllow(draft, owner)) return true;
  }
  return false;
}

/**
 * Resets the turn record and hands the turn to `seat`, running the start-of-turn hooks; `extra`
 * begins an extra turn ({@link GodPower.extraTurn}).
 */
export function beginTurn(draft: Draft, seat: number, extra = false): void {
  draft.seat = seat;
  draft.phase = 'move';
  draft.optional = false;
  const turn: TurnRecord = {
    movers: teamWorkersOnBoard(draft, seat),
    builders: 0,
    worker: -1,
    start: -1,
    steps: 0,
    builds: 0,
    lastBuild: -1,
    movedUp: false,
    domed: false,
    mode: 0,
    notes: NO_NOTES,
    extra,
  };
  draft.turn = turn;
  let lineup = lineupOf(draft);
  if (!extra) {
    const own = lineup.base[seat]!;
    if (own.beforeTurn !== undefined) {
      own.beforeTurn(draft);
      lineup = lineupOf(draft);
    }
  }
  const power = lineup.powers[seat]!;
  if (power.beginTurn !== undefined) power.beginTurn(draft);
  if (lineup.otherTurnBegins) {
    for (let owner = 0; owner < draft.players; owner++) {
      if (owner === seat || draft.out.includes(owner)) continue;
      const other = lineup.powers[owner]!;
      if (other.otherTurnBegins !== undefined) other.otherTurnBegins(draft, owner);
    }
  }
  if (lineup.otherTurnReady) {
    for (let owner = 0; owner < draft.players; owner++) {
      if (owner === seat || draft.out.includes(owner)) continue;
      const other = lineup.powers[owner]!;
      if (other.otherTurnReady !== undefined) other.otherTurnReady(draft, owner);
    }
  }
}

function nextActiveSeat(state: SantoriniState, seat: number): number {
  for (let step = 1; step <= state.players; step++) {
    const candidate = (seat + step) % state.players;
    if (state.out.length === 0 || !state.out.includes(candidate)) return candidate;
  }
  return seat;
}

/** Seats still playing, in seat order. */
export function activeSeats(state: SantoriniState): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < state.players; seat++) if (!state.out.includes(seat)) seats.push(seat);
  return seats;
}

/** The outcome of a win by `winner` (and their team) for `reason`. */
export function winOutcome(state: SantoriniState, winner: number, reason: string): Outcome {
  const ranking: number[][] = [];
  if (state.players === 4) {
    const team = teamOf(state, winner);
    ranking.push([team, team + 2], [1 - team, 3 - team]);
  } else {
    ranking.push([winner]);
    const others = activeSeats(state).filter((seat) => seat !== winner);
    if (others.length > 0) ranking.push(others);
    for (let index = state.out.length - 1; index >= 0; index--) ranking.push([state.out[index]!]);
  }
  return { ranking, reason };
}

/** The outcome of a draw among the seats still playing. */
export function drawOutcome(state: SantoriniState, reason: string): Outcome {
  const ranking: number[][] = [activeSeats(state)];
  for (let index = state.out.length - 1; index >= 0; index--) ranking.push([state.out[index]!]);
  return { ranking, reason };
}

function endGame(draft: Draft, outcome: Outcome, seat: number): SantoriniState {
  draft.phase = 'over';
  draft.optional = false;
  draft.seat = seat;
  draft.outcome = outcome;
  return draft;
}

function checkActionWins(draft: Draft): void {
  const lineup = lineupOf(draft);
  if (!lineup.winsAfterAction || draft.turn.extra) return;
  for (let offset = 0; offset < draft.players; offset++) {
    const owner = (draft.seat + offset) % draft.players;
    if (draft.out.includes(owner)) continue;
    const power = lineup.powers[owner]!;
    if (power.winsAfterAction === undefined) continue;
    const reason = power.winsAfterAction(draft, owner);
    if (reason !== null) {
      draft.phase = 'end';
      draft.outcome = { ranking: [[owner]], reason };
      return;
    }
  }
}

/**
 * Completes a decision applied to `base`: wins, the end of a finished turn, the start of the next
 * one, and the rule that a seat which cannot complete a turn loses (with 3 players it leaves the
 * board and play goes on). Returns the state the next decision is taken from.
 */
export function settle(draft: Draft, base: SantoriniState): SantoriniState {
  if (draft.outcome === null) checkActionWins(draft);
  if (draft.outcome !== null) {
    const [[winner = draft.seat] = []] = draft.outcome.ranking;
    return endGame(draft, winOutcome(draft, winner, draft.outcome.reason), winner);
  }
  if (draft.phase === 'end') {
    const lineup = lineupOf(draft);
    const power = lineup.powers[draft.seat]!;
    if (power.endTurn !== undefined) power.endTurn(draft);
    if (lineup.anyTurnEnds) {
      for (let owner = 0; owner < draft.players; owner++) {
        if (draft.out.includes(owner)) continue;
        const other = lineup.powers[owner]!;
        if (other.anyTurnEnds !== undefined) other.anyTurnEnds(draft, owner);
      }
    }
    draft.turns++;
    if (draft.turns >= draft.rules.maxTurns) return endGame(draft, drawOutcome(draft, 'max-turns'), draft.seat);
    const acting = lineupOf(draft).powers[draft.seat]!;
    if (acting.extraTurn !== undefined && acting.extraTurn(draft, draft.seat)) beginTurn(draft, draft.seat, true);
    else beginTurn(draft, nextActiveSeat(draft, draft.seat));
    return checkCanPlay(draft);
  }
  if (base.phase === 'place' && draft.phase !== 'place') return checkCanPlay(draft);
  return draft;
}

/**
 * Makes the acting seat of a freshly begun turn lose while it cannot complete a turn; returns the
 * playable (or final) state.
 */
export function checkCanPlay(draft: Draft): SantoriniState {
  // Conditions checked after every action also hold at a turn start (after extra turns, in a position read).
  if (draft.outcome === null) checkActionWins(draft);
  if (draft.outcome !== null) {
    const [[winner = draft.seat] = []] = draft.outcome.ranking;
    return endGame(draft, winOutcome(draft, winner, draft.outcome.reason), winner);
  }
  for (;;) {
    const moves: SantoriniMove[] = [];
    generate(draft, moves, Infinity);
    if (moves.length > 0) {
      rememberMoves(draft, moves);
      return draft;
    }
    const loser = draft.seat;
    if (draft.players === 3) {
      addOut(draft, loser);
      const team = teamOf(draft, loser);
      const workers = draft.workers.slice();
      workers[2 * team] = -1;
      workers[2 * team + 1] = -1;
      draft.workers = workers;
      const left = activeSeats(draft);
      if (left.length === 1) return endGame(draft, winOutcome(draft, left[0]!, 'last-standing'), left[0]!);
      beginTurn(draft, nextActiveSeat(draft, loser));
      continue;
    }
    const winner = nextActiveSeat(draft, loser);
    return endGame(draft, winOutcome(draft, winner, 'no-legal-turn'), winner);
  }
}
