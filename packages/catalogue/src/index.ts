/**
 * `@games/catalogue`: every engine of `@games` in one typed list, for generic hosts (a lobby, a
 * server, a tournament runner, a test that loops over all games). Each engine keeps its own
 * types: {@link engines} names them one by one, and {@link catalogue} lists them as entries that a
 * generic function visits (`entry.visit((engine) => ...)`), so a loop over every game needs no
 * cast and no `any`. Each engine comes with {@link Engine.defaultOptions}: options for a match of
 * a given player count that starts with play (Stratego with random setups, not 80 placement moves).
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
 * console.log(engines.stratego.defaultOptions(2)); // { players: 2, redSetup: 'random', blueSetup: 'random' }
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
   * its default, chosen so that the match starts with play: Stratego gets random setups for both
   * sides. A player count the game does not support is passed on as it is, and `setup` refuses it
   * with `invalid-options`.
   */
  defaultOptions(players: number, seed?: number): O;
}

function engine<S, M, O, V>(game: Game<S, M, O, V>, summary: string, defaults: (players: number) => O): Engine<S, M, O, V> {
  return {
    game,
    summary,
    defaultOptions: (players, seed) => (seed === undefined ? defaults(players) : { ...defaults(players), seed }),
  };
}

/**
 * Every engine by id, each with its own types (`engines.stratego.game` is the `stratego` object).
 *
 * @group Catalogue
 */
export const engines = {
  santorini: engine(santorini, 'build towers and climb to the third level; 2-4 players, God Powers', (players) => ({ players })),
  stratego: engine(stratego, 'capture the enemy flag; hidden ranks, ISF rules; 2 players', (players) => ({ players, redSetup: 'random', blueSetup: 'random' })),
  yunnori: engine(yunnori, 'Yut Nori: throw the sticks, race four pieces home; 2-4 players, animal game', (players) => ({ players })),
  tigerzone: engine(tigerzone, 'TigerZone: lay jungle tiles, place tigers on trails, lakes and dens; 2-4 players', (players) => ({ players })),
  'fiery-dragons': engine(fieryDragons, 'Fiery Dragons: remember the chits, race around the volcano; 1-4 players', (players) => ({ players })),
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
 * @group Catalogue
 */
export interface CatalogueEntry {
  /** The engine's id (the game's `id`). */
  readonly id: EngineId;
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

function entryOf<S, M, O, V>(id: EngineId, engine: Engine<S, M, O, V>): CatalogueEntry {
  return { id, title: engine.game.title, players: engine.game.players, summary: engine.summary, visit: (use) => use(engine) };
}

/**
 * Every engine, in a fixed order, as entries a generic host loops over.
 *
 * @group Catalogue
 */
export const catalogue: readonly CatalogueEntry[] = Object.freeze([
  entryOf('santorini', engines.santorini),
  entryOf('stratego', engines.stratego),
  entryOf('yunnori', engines.yunnori),
  entryOf('tigerzone', engines.tigerzone),
  entryOf('fiery-dragons', engines['fiery-dragons']),
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
