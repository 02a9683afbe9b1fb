import type { Actor, Game, Result } from '../contract.js';
import { err } from '../result.js';
import { float, type Rng } from '../rng.js';

/**
 * Picks one outcome of a chance actor with probability proportional to its weight.
 *
 * @group Matches
 */
export function sampleChance<M>(actor: Extract<Actor<M>, { kind: 'chance' }>, rng: Rng): M {
  const outcomes = actor.outcomes;
  if (outcomes.length === 1) return outcomes[0]!.move;
  let total = 0;
  for (const outcome of outcomes) total += outcome.weight;
  let target = float(rng) * total;
  for (const outcome of outcomes) {
    target -= outcome.weight;
    if (target < 0) return outcome.move;
  }
  return outcomes[outcomes.length - 1]!.move;
}

/**
 * When chance acts in `state`, samples its outcome with `rng` and plays it; an error with code
 * `not-chance` when a player acts or the game is over.
 *
 * @group Matches
 */
export function resolveChance<S, M, O, V>(game: Game<S, M, O, V>, state: S, rng: Rng): Result<S> {
  const actor = game.actor(state);
  if (actor.kind !== 'chance') {
    return err('not-chance', actor.kind === 'over' ? 'the game is over' : `seat ${actor.seat} acts, not chance`);
  }
  return game.play(state, sampleChance(actor, rng));
}
