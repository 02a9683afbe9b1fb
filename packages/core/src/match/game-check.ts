import type { Game, Result } from '../contract.js';
import { describeValue, err, ok } from '../result.js';

const METHODS = ['setup', 'seats', 'actor', 'legalMoves', 'play', 'view', 'formatMove', 'parseMove'] as const;

/** What each member of the contract must be, for the message. */
const FIELDS: readonly [name: string, expected: string, holds: (value: unknown) => boolean][] = [
  ['id', 'a string', (value) => typeof value === 'string'],
  ['title', 'a string', (value) => typeof value === 'string'],
  ['players', 'a { min, max } of whole numbers', (value) => typeof value === 'object' && value !== null && Number.isInteger((value as { min?: unknown }).min) && Number.isInteger((value as { max?: unknown }).max)],
  ['hiddenInformation', 'a boolean', (value) => typeof value === 'boolean'],
  ['options', 'a list of option metadata (`[]` for a game without options)', Array.isArray],
];

/**
 * Checks that `value` has the shape of a {@link Game}; an error with code `invalid-game`
 * otherwise, naming every member that is missing or of the wrong kind (a game written before
 * `options` joined the contract gets `game x: options is missing (expected a list of option
 * metadata ...)`). Optional members (`redeal`, `renderText`, ...) must be functions when present.
 *
 * @group Matches
 */
export function checkGame<S, M, O, V>(value: Game<S, M, O, V>): Result<Game<S, M, O, V>> {
  if (typeof value !== 'object' || value === null) return err('invalid-game', `not a game: ${describeValue(value)}`);
  const members = value as unknown as Record<string, unknown>;
  const problems: string[] = [];
  const wrong = (name: string, expected: string): void => {
    problems.push(members[name] === undefined ? `${name} is missing (expected ${expected})` : `${name} is ${describeValue(members[name])}, not ${expected}`);
  };
  for (const [name, expected, holds] of FIELDS) if (!holds(members[name])) wrong(name, expected);
  for (const method of METHODS) if (typeof members[method] !== 'function') wrong(method, `a ${method}() function`);
  for (const method of ['redeal', 'renderText']) if (members[method] !== undefined && typeof members[method] !== 'function') wrong(method, `a ${method}() function or nothing`);
  if (problems.length === 0) return ok(value);
  const name = typeof members.id === 'string' ? `game ${members.id}` : 'the game';
  return err('invalid-game', `${name} does not have the shape of the Game contract: ${problems.join('; ')}`);
}
