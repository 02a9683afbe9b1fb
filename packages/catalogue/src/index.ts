/**
 * `@games/catalogue`: every engine of `@games` in one typed list, for generic hosts (a lobby, a
 * server, a tournament runner, a test that loops over all games). Each engine keeps its own
 * types: {@link engines} names them one by one, and {@link catalogue} lists them as entries that a
 * generic function visits (`entry.visit((engine) => ...)`), so a loop over every game needs no
 * cast and no `any`. Each engine comes with {@link Engine.defaultOptions}: options for a match of
 * a given player count that starts with play (Stratego with the bots' setup policy, not 80 placement moves).
 *
 * @example
 * ```ts
 * import { createMatch, unwrap, type Game } from '@games/core';
 * import { catalogue, engines } from '@games/catalogue';
 *
 * // one generic function, every engine with its own types
 * function firstMoves<S, M, O, V>(game: Game<S, M, O, V>, options: O): string[] {
 *   const match = unwrap(createMatch(game, options));
 *   return game.legalMoves(match.state).slice(0, 2).map((move) => game.formatMove(move));
 * }
 * for (const entry of catalogue) {
 *   console.log(entry.id, entry.visit((engine) => firstMoves(engine.game, engine.defaultOptions(2, 7))));
 * }
 * console.log(engines.stratego.defaultOptions(2)); // { players: 2, redSetup: 'policy', blueSetup: 'policy' }
 * ```
 *
 * @module @games/catalogue
 */
import type { Game } from '@games/core';
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';

/**
 * One engine with its own types: the game and how to start a match of it.
 *
 * @typeParam S - the state type of the game.
 * @typeParam M - its move type.
 * @typeParam O - its options type.
 * @typeParam V - its view type.
 *
 * @group Catalogue
 */
export interface Engine<S, M, O, V> {
  /** The game (the `Game` contract). */
  readonly game: Game<S, M, O, V>;
  /** One line saying what the game is. */
  readonly summary: string;
  /**
   * Options for a match of `players` players (and `seed`, when given) with every other option at
   * its default, chosen so that the match starts with play: Stratego gets the bots' setup policy
   * for both sides. A player count the game does not support is passed on as it is, and `setup` refuses it
   * with `invalid-options`.
   */
  defaultOptions(players: number, seed?: number): O;
  /**
   * Options from named fields, as a host reads them: from `--option` texts, a record file, a
   * request sent over a network. Nothing is checked here: the game's `setup` checks every field
   * and refuses a wrong one with `invalid-options`, so pass the result to `setup` (or a session)
   * and never read it before.
   *
   * @example
   * ```ts
   * import { engines } from '@games/catalogue';
   *
   * const { game, optionsFrom } = engines.stratego;
   * console.log(game.setup(optionsFrom({ players: 2, redSetup: 'random', blueSetup: 'random' })).ok); // true
   * const wrong = game.setup(optionsFrom({ players: 'two' }));
   * console.log(!wrong.ok && wrong.error.code);                                              // "invalid-options"
   * ```
   */
  optionsFrom(fields: Readonly<Record<string, unknown>>): O;
}

/**
 * What {@link defineEngine} needs besides the game.
 *
 * @typeParam O - the game's options type.
 *
 * @group Catalogue
 */
export interface EngineSettings<O> {
  /** One line saying what the game is. */
  readonly summary: string;
  /** Options for a match of `players` players, every other option at its default (see {@link Engine.defaultOptions}). */
  defaultOptions(players: number): O;
  /**
   * The options type read from named fields, as {@link Engine.optionsFrom} returns it. For a game
   * whose options are all optional (every engine of `@games`), this is `(fields) => fields`: the
   * compiler accepts it only then, so a game with a required option must read that option here.
   */
  optionsFrom(fields: Readonly<Record<string, unknown>>): O;
}

/**
 * An {@link Engine} of any game written to the `Game` contract, with the shape of the catalogue's
 * own: for a host that adds a game of its own (a guide's example game, a game in development) to
 * the catalogue's engines, and visits them all alike with {@link defineEntry}.
 *
 * @example
 * ```ts
 * import { pig } from '@games/core/example';
 * import { catalogue, defineEngine, defineEntry } from '@games/catalogue';
 *
 * const pigEngine = defineEngine(pig, {
 *   summary: "Secret Pig: core's example dice game",
 *   defaultOptions: (players) => ({ players, target: 30 }),
 *   optionsFrom: (fields) => fields,
 * });
 * const games = [...catalogue, defineEntry('pig', pigEngine)];
 * console.log(games.map((entry) => entry.id).join(' ')); // "santorini stratego yunnori tigerzone fiery-dragons pig"
 * console.log(pigEngine.defaultOptions(3, 7));            // { players: 3, target: 30, seed: 7 }
 * ```
 *
 * @group Catalogue
 */
export function defineEngine<S, M, O, V>(game: Game<S, M, O, V>, settings: EngineSettings<O>): Engine<S, M, O, V> {
  const { summary, defaultOptions, optionsFrom } = settings;
  return {
    game,
    summary,
    defaultOptions: (players, seed) => (seed === undefined ? defaultOptions(players) : { ...defaultOptions(players), seed }),
    optionsFrom,
  };
}

const fields = (named: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> => named;

/**
 * Every engine by id, each with its own types (`engines.stratego.game` is the `stratego` object).
 *
 * @group Catalogue
 */
export const engines = {
  santorini: defineEngine(santorini, { summary: 'build towers and climb to the third level; 2-4 players, God Powers', defaultOptions: (players) => ({ players }), optionsFrom: fields }),
  stratego: defineEngine(stratego, { summary: 'capture the enemy flag; hidden ranks, ISF rules; 2 players', defaultOptions: (players) => ({ players, redSetup: 'policy', blueSetup: 'policy' }), optionsFrom: fields }),
  yunnori: defineEngine(yunnori, { summary: 'Yut Nori: throw the sticks, race four pieces home; 2-4 players, animal game', defaultOptions: (players) => ({ players }), optionsFrom: fields }),
  tigerzone: defineEngine(tigerzone, { summary: 'TigerZone: lay jungle tiles, place tigers on trails, lakes and dens; 2-4 players', defaultOptions: (players) => ({ players }), optionsFrom: fields }),
  'fiery-dragons': defineEngine(fieryDragons, { summary: 'Fiery Dragons: remember the chits, race around the volcano; 1-4 players', defaultOptions: (players) => ({ players }), optionsFrom: fields }),
} as const;

/**
 * The id of an engine of the catalogue.
 *
 * @group Catalogue
 */
export type EngineId = keyof typeof engines;

/**
 * An engine of {@link catalogue}: what any host reads about it, and {@link CatalogueEntry.visit}
 * to reach the engine with its own types.
 *
 * @typeParam Id - the type of its id: an {@link EngineId} for the catalogue's own engines, a
 * host's own id for an entry made with {@link defineEntry}.
 *
 * @group Catalogue
 */
export interface CatalogueEntry<Id extends string = EngineId> {
  /** The engine's id (the game's `id`). */
  readonly id: Id;
  /** The game's display name. */
  readonly title: string;
  /** The player counts the game supports. */
  readonly players: { readonly min: number; readonly max: number };
  /** One line saying what the game is. */
  readonly summary: string;
  /**
   * Calls `use` with the engine, its types intact: write `use` as a generic function (or an arrow
   * whose parameter TypeScript infers), and the engine's states, moves, options and views stay
   * tied to each other inside it.
   */
  visit<R>(use: <S, M, O, V>(engine: Engine<S, M, O, V>) => R): R;
}

/**
 * The entry of an engine, for a host that lists engines of its own beside the catalogue's (see
 * {@link defineEngine}): `id` is the game's id.
 *
 * @group Catalogue
 */
export function defineEntry<Id extends string, S, M, O, V>(id: Id, engine: Engine<S, M, O, V>): CatalogueEntry<Id> {
  return { id, title: engine.game.title, players: engine.game.players, summary: engine.summary, visit: (use) => use(engine) };
}

/**
 * Every engine, in a fixed order, as entries a generic host loops over.
 *
 * @group Catalogue
 */
export const catalogue: readonly CatalogueEntry[] = Object.freeze([
  defineEntry('santorini', engines.santorini),
  defineEntry('stratego', engines.stratego),
  defineEntry('yunnori', engines.yunnori),
  defineEntry('tigerzone', engines.tigerzone),
  defineEntry('fiery-dragons', engines['fiery-dragons']),
]);

/**
 * The entry of the engine `id`, or `undefined` for anything else (any value is accepted: an id
 * typed by a user, a field of a request).
 *
 * @example
 * ```ts
 * import { catalogueEntry } from '@games/catalogue';
 *
 * console.log(catalogueEntry('yunnori')?.title); // "Yut Nori"
 * console.log(catalogueEntry('chess'));          // undefined
 * ```
 *
 * @group Catalogue
 */
export function catalogueEntry(id: unknown): CatalogueEntry | undefined {
  return catalogue.find((entry) => entry.id === id);
}
