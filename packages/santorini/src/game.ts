/**
 * The game object: the `@games/core` {@link Game} contract over the turn machine.
 *
 * @module
 */
import { err, ErrorCode, ok, type Actor, type Game, type Result } from '@games/core';
import { movesOf } from './generate.js';
import { canonicalMove, type SantoriniMove } from './moves.js';
import { explainIllegal } from './explain.js';
import { formatMove, parseMove } from './notation.js';
import { redealChaos } from './redeal.js';
import { setupGame } from './setup.js';
import type { SantoriniOptions, SantoriniState } from './state.js';
import { settle } from './settle.js';
import { applyDecision } from './turn.js';
import { viewOf, type SantoriniView } from './view.js';

/** Shared actors of the four seats (frozen: callers cannot change them). */
const PLAYERS: readonly Actor<SantoriniMove>[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'player' as const, seat }));

function actor(state: SantoriniState): Actor<SantoriniMove> {
  if (state.outcome !== null) return { kind: 'over', outcome: state.outcome };
  return PLAYERS[state.seat] ?? { kind: 'player', seat: state.seat };
}

function legalMoves(state: SantoriniState): SantoriniMove[] {
  if (state.phase === 'over') return [];
  return movesOf(state).slice();
}

function play(state: SantoriniState, move: SantoriniMove): Result<SantoriniState> {
  if (state.phase === 'over') return err(ErrorCode.gameOver, 'the game is over');
  const moves = movesOf(state);
  // Legal moves are shared constants: a move found in the list by identity is legal as it is.
  if (moves.includes(move)) return ok(settle(applyDecision(state, move), state));
  const canonical = canonicalMove(move);
  if (!canonical.ok) return canonical;
  if (!moves.includes(canonical.value)) return err(ErrorCode.illegalMove, explainIllegal(state, canonical.value));
  return ok(settle(applyDecision(state, canonical.value), state));
}

/**
 * Santorini: the base game for 2, 3 or 4 players (two teams), with the ten Simple Gods. Each
 * decision is a move of its own: `place`, a move step, `build`, `dome`, or `pass` to decline an
 * optional step. Options: {@link SantoriniOptions}.
 */
export const santorini: Game<SantoriniState, SantoriniMove, SantoriniOptions, SantoriniView> = {
  id: 'santorini',
  title: 'Santorini',
  players: { min: 2, max: 4 },
  setup: setupGame,
  actor,
  legalMoves,
  play,
  view: viewOf,
  redeal: redealChaos,
  formatMove,
  parseMove: (text) => parseMove(text),
};
