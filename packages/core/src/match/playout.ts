import type { Game, Outcome } from '../contract.js';
import { RuleViolation } from '../result.js';
import { int, type Rng } from '../rng.js';
import { sampleChance } from './chance.js';

/**
 * Chooses a move among the legal moves of the seat acting in `state`.
 *
 * @group Playouts
 */
export type Policy<S, M> = (state: S, legalMoves: M[], rng: Rng) => M;

/**
 * The policy that picks a uniformly random legal move.
 *
 * @group Playouts
 */
export function randomPolicy<S, M>(_state: S, legalMoves: M[], rng: Rng): M {
  return legalMoves[legalMoves.length === 1 ? 0 : int(rng, 0, legalMoves.length - 1)] as M;
}

/**
 * Where a {@link playout} stopped.
 *
 * @group Playouts
 */
export interface PlayoutResult<S> {
  /** The final state. */
  state: S;
  /** Number of moves played, chance outcomes included. */
  plies: number;
  /** The outcome when the game ended, `null` when the ply limit stopped it first. */
  outcome: Outcome | null;
}

/**
 * Plays from `state` until the game is over or `maxPlies` moves were made: `policy` chooses for
 * the players, chance outcomes are sampled by weight with `rng`. Throws a {@link RuleViolation}
 * only if the game refuses a move from its own legal list (an engine bug).
 *
 * @group Playouts
 */
export function playout<S, M, O, V>(
  game: Game<S, M, O, V>,
  state: S,
  policy: Policy<S, M>,
  rng: Rng,
  { maxPlies = Number.POSITIVE_INFINITY }: { maxPlies?: number } = {},
): PlayoutResult<S> {
  let current = state;
  let plies = 0;
  while (plies < maxPlies) {
    const actor = game.actor(current);
    if (actor.kind === 'over') return { state: current, plies, outcome: actor.outcome };
    const move = actor.kind === 'chance' ? sampleChance(actor, rng) : policy(current, game.legalMoves(current), rng);
    const next = game.play(current, move);
    if (!next.ok) throw new RuleViolation({ code: next.error.code, message: `${game.id} refused its own legal move ${game.formatMove(move)}: ${next.error.message}` });
    current = next.value;
    plies++;
  }
  const actor = game.actor(current);
  return { state: current, plies, outcome: actor.kind === 'over' ? actor.outcome : null };
}
