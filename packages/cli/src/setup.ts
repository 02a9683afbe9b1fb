import { err, ok, parseOptions, type Result } from '@games/core';
import type { GameEntry } from './registry.js';

/**
 * A match's options, seat count and initial state, checked by the game's own `setup`.
 *
 * @group Matches
 */
export interface MatchSetup {
  /** The options object passed to `setup` (what a record keeps). */
  options: Record<string, unknown>;
  /** The number of seats (`game.seats` of the initial state). */
  seats: number;
  /** The initial state. */
  state: unknown;
}

/**
 * What a match is set up from.
 *
 * @group Matches
 */
export interface MatchRequest {
  /** Number of players, or `undefined` for the game's default. */
  players?: number | undefined;
  /** The seed (`options.seed`). */
  seed: number;
  /** `--option` texts by name, read by the game's option metadata. */
  overrides?: Readonly<Record<string, string>>;
  /** Which seats are people (`play`): a presenter may adapt the options to them. */
  humans?: readonly boolean[];
}

/**
 * Builds the options of a match (player count when the game has that option, seed, `--option`
 * values read by the game's metadata) and sets the game up; the game's own error when it
 * refuses them.
 *
 * @group Matches
 */
export function setupMatch(entry: GameEntry, request: MatchRequest): Result<MatchSetup> {
  const { game } = entry;
  const { min, max } = game.players;
  const count = request.players;
  if (count !== undefined && (count < min || count > max)) return err('invalid-option', `${game.title} takes ${min} to ${max} players, not ${count}`);
  const parsed = parseOptions(game, request.overrides ?? {});
  if (!parsed.ok) return parsed;
  let options: Record<string, unknown> = { seed: request.seed };
  // Without --players the game's own default decides (Santorini: one seat per god given).
  if (count !== undefined && game.options.some((option: { name: string }) => option.name === 'players')) options['players'] = count;
  if (request.humans !== undefined && entry.presenter.playOptions !== undefined) options = entry.presenter.playOptions(options, request.humans);
  options = { ...options, ...parsed.value };
  const setup = game.setup(options);
  if (!setup.ok) return setup;
  return ok({ options, seats: game.seats(setup.value), state: setup.value });
}
