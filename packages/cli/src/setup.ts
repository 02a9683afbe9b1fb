import type { Engine } from '@games/catalogue';
import { err, ok, parseOptions, type Result } from '@games/core';
import type { GameEntry } from './registry.js';
import type { Presenter } from './tables/presenter.js';

/**
 * A match's options, seat count and initial state, checked by the game's own `setup`.
 *
 * @typeParam S - the game's state type (`unknown` from {@link setupMatch}, which serves any game).
 * @typeParam O - its options type.
 *
 * @group Matches
 */
export interface MatchSetup<S = unknown, O = unknown> {
  /** The options passed to `setup`, typed for the game. */
  options: O;
  /** The same options as named fields: what a record keeps and a worker thread is sent. */
  fields: Readonly<Record<string, unknown>>;
  /** The number of seats (`game.seats` of the initial state). */
  seats: number;
  /** The initial state. */
  state: S;
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
 * {@link setupMatch} for one engine, its types intact: the options come back typed for its
 * `setup` and sessions.
 *
 * @group Matches
 */
export function setupEngine<S, M, O, V>(engine: Engine<S, M, O, V>, presenter: Presenter, request: MatchRequest): Result<MatchSetup<S, O>> {
  const { game } = engine;
  const { min, max } = game.players;
  const count = request.players;
  if (count !== undefined && (count < min || count > max)) return err('invalid-option', `${game.title} takes ${min} to ${max} players, not ${count}`);
  const parsed = parseOptions(game, request.overrides ?? {});
  if (!parsed.ok) return parsed;
  let fields: Record<string, unknown> = { seed: request.seed };
  // Without --players the game's own default decides (Santorini: one seat per god given).
  if (count !== undefined && game.options.some((option) => option.name === 'players')) fields['players'] = count;
  if (request.humans !== undefined && presenter.playOptions !== undefined) fields = presenter.playOptions(fields, request.humans);
  fields = { ...fields, ...parsed.value };
  const options = engine.optionsFrom(fields);
  const setup = game.setup(options);
  if (!setup.ok) return setup;
  return ok({ options, fields, seats: game.seats(setup.value), state: setup.value });
}

/**
 * Builds the options of a match (player count when the game has that option, seed, `--option`
 * values read by the game's metadata) and sets the game up; the game's own error when it
 * refuses them.
 *
 * @group Matches
 */
export function setupMatch(entry: GameEntry, request: MatchRequest): Result<MatchSetup> {
  return entry.visit<Result<MatchSetup>>((engine) => setupEngine(engine, entry.presenter, request));
}
