import type { Game, Result } from '../contract.js';
import { describeValue, err, ok } from '../result.js';

const METHODS = ['setup', 'seats', 'actor', 'legalMoves', 'play', 'view', 'formatMove', 'parseMove'] as const;

/**
 * Checks that `value` has the shape of a {@link Game}; an error with code `invalid-game` otherwise.
 *
 * @group Matches
 */
export function checkGame<S, M, O, V>(value: Game<S, M, O, V>): Result<Game<S, M, O, V>> {
  if (typeof value !== 'object' || value === null) return err('invalid-game', `not a game: ${describeValue(value)}`);
  if (typeof value.id !== 'string') return err('invalid-game', 'the game has no string id');
  for (const method of METHODS) {
    if (typeof value[method] !== 'function') return err('invalid-game', `game ${value.id} has no ${method}() function`);
  }
  return ok(value);
}
