import type { Actor, Game, Result } from '../contract.js';
import { describeValue, err } from '../result.js';
import { float, isRng, type Rng } from '../rng.js';

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
 * `not-chance` when a player acts or the game is over, `invalid-rng` for an rng `parseRng` would refuse.
 *
 * @group Matches
 */
export function resolveChance<S, M, O, V>(game: Game<S, M, O, V>, state: S, rng: Rng): Result<S> {
  if (!isRng(rng)) return err('invalid-rng', `resolveChance needs an rng from createRng, got ${describeValue(rng)}`);
  const actor = game.actor(state);
  if (actor.kind !== 'chance') {
    return err('not-chance', actor.kind === 'over' ? 'the game is over' : `seat ${actor.seat} acts, not chance`);
  }
  return game.play(state, sampleChance(actor, rng));
}
