/**
 * What follows a decision: wins, the end of a finished turn, the start of the next one (with the
 * look-ahead hooks, which need move generation), and the rule that a seat which cannot complete a
 * turn loses. Above `turn.ts` (applying one decision) and `generate.ts` (legal decisions).
 *
 * @module
 */
import type { Outcome } from '@games/core';
import { addOut, type Draft } from './draft.js';
import { generate, rememberMoves, SEARCH } from './generate.js';
import { lineupOf } from './gods/index.js';
import type { SantoriniMove } from './moves.js';
import { teamOf, type SantoriniState } from './state.js';
import { activeSeats, beginTurn, drawOutcome, nextActiveSeat, winOutcome } from './turn.js';

/**
 * Runs the look-ahead hooks of a turn just begun ({@link GodPower.otherTurnReady}: Persephone looks
 * for a turn that moves up), after every other start-of-turn hook.
 */
export function readyTurn(draft: Draft): void {
  const lineup = lineupOf(draft);
  if (!lineup.otherTurnReady) return;
  for (let owner = 0; owner < draft.players; owner++) {
    if (owner === draft.seat || draft.out.includes(owner)) continue;
    const other = lineup.powers[owner]!;
    if (other.otherTurnReady !== undefined) other.otherTurnReady(draft, owner, SEARCH);
  }
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

/**
 * True when a win condition checked after every decision ({@link GodPower.winsAfterAction}:
 * Chronus' five complete towers) holds in `draft`: the game ends with this decision, even in the
 * middle of a turn, so a complete turn ends there too ({@link settle} ends it).
 */
export function actionWins(draft: Draft): boolean {
  const lineup = lineupOf(draft);
  if (!lineup.winsAfterAction || draft.turn.extra) return false;
  for (let owner = 0; owner < draft.players; owner++) {
    if (draft.out.includes(owner)) continue;
    const power = lineup.powers[owner]!;
    if (power.winsAfterAction !== undefined && power.winsAfterAction(draft, owner) !== null) return true;
  }
  return false;
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
    if (power.endTurn !== undefined) power.endTurn(draft, SEARCH);
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
      startTurn(draft, nextActiveSeat(draft, loser));
      continue;
    }
    const winner = nextActiveSeat(draft, loser);
    return endGame(draft, winOutcome(draft, winner, 'no-legal-turn'), winner);
  }
}
