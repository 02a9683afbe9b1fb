/**
 * What follows a decision: wins, the end of a finished turn, the start of the next one (with the
 * look-ahead hooks, which need move generation), and the rule that a seat which cannot complete a
 * turn loses, and the outcomes it ends the game with. Above `turn.ts` (applying one decision)
 * and `generate.ts` (legal decisions).
 *
 * @module
 */
import type { Outcome } from '@games/core';
import { addOut, type Draft } from './draft.js';
import { generateMoves, SEARCH } from './generate.js';
import { actionWin, anyTurnEnds, lineupOf, othersReadyTurn } from './lineup.js';
import { teamOf, type SantoriniState } from './state.js';
import { beginTurn } from './turn.js';

/**
 * Runs the look-ahead hooks of a turn just begun ({@link GodPower.otherTurnReady}: Persephone looks
 * for a turn that moves up), after every other start-of-turn hook.
 */
export function readyTurn(draft: Draft): void {
  othersReadyTurn(lineupOf(draft), draft, SEARCH);
}

/** Begins the turn of `seat` ({@link beginTurn}) and runs its look-ahead hooks ({@link readyTurn}). */
export function startTurn(draft: Draft, seat: number, extra = false): void {
  beginTurn(draft, seat, extra);
  readyTurn(draft);
}

/** Ends the game with `outcome`; `seat` is recorded as the acting seat (the winner's). */
export function endGame(draft: Draft, outcome: Outcome, seat: number): SantoriniState {
  draft.phase = 'over';
  draft.optional = false;
  draft.seat = seat;
  draft.outcome = outcome;
  return draft;
}

function checkActionWins(draft: Draft): void {
  const won = actionWin(lineupOf(draft), draft);
  if (won === null) return;
  draft.phase = 'end';
  draft.outcome = { ranking: [[won.owner]], reason: won.reason };
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
    if (power.endTurn !== undefined) power.endTurn(draft, SEARCH);
    anyTurnEnds(lineup, draft);
    draft.turns++;
    if (draft.turns >= draft.rules.maxTurns) return endGame(draft, drawOutcome(draft, 'max-turns'), draft.seat);
    const acting = lineupOf(draft).powers[draft.seat]!;
    if (acting.extraTurn !== undefined && acting.extraTurn(draft, draft.seat)) startTurn(draft, draft.seat, true);
    else startTurn(draft, nextActiveSeat(draft, draft.seat));
    return checkCanPlay(draft);
  }
  if (base.phase === 'place' && draft.phase !== 'place') {
    // The last placement began the first turn (`beginTurn`); the look-ahead hooks run now.
    readyTurn(draft);
    return checkCanPlay(draft);
  }
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
    // The moves are kept for the first `legalMoves` or `play` of the new state.
    if (generateMoves(draft).length > 0) return draft;
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
      startTurn(draft, nextActiveSeat(draft, loser));
      continue;
    }
    const winner = nextActiveSeat(draft, loser);
    return endGame(draft, winOutcome(draft, winner, 'no-legal-turn'), winner);
  }
}

/** The next seat after `seat` that is still playing. */
export function nextActiveSeat(state: SantoriniState, seat: number): number {
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

