import type { Game, Seat } from '@games/core';
import { pig } from '@games/core/example';
import { catalogue, defineEngine, defineEntry, type CatalogueEntry, type EngineId } from '@games/catalogue';
import type { Style } from './style.js';
import { fieryDragonsPresenter } from './tables/fiery-dragons.js';
import { plainPresenter, type Presenter } from './tables/presenter.js';
import { santoriniPresenter } from './tables/santorini.js';
import { strategoPresenter } from './tables/stratego.js';
import { tigerzonePresenter } from './tables/tigerzone.js';
import { yunnoriPresenter } from './tables/yunnori.js';

/**
 * How the demo plays a game: the seats' bots, the player count, the ply cap, and (`--full`) the
 * board every N moves.
 *
 * @group Games registry
 */
export interface DemoPlan {
  /** The player count. */
  players: number;
  /** One bot spec per seat. */
  seats: string[];
  /** The ply cap. */
  maxPlies: number;
  /** With `--full`: a board every this many moves. */
  boardEvery: number;
}

/**
 * What the CLI adds to an engine of `@games/catalogue`: what a terminal shows around it and how
 * the demo plays it.
 *
 * @group Games registry
 */
export interface TerminalParts {
  /** What the terminal adds to the engine's text board: table information, colours, shorthands. */
  presenter: Presenter;
  /** How the demo plays it. */
  demo: DemoPlan;
  /**
   * Player decisions (chance moves not counted) of a typical match between search bots, from
   * arena runs: what `games arena` estimates its time from before it starts.
   */
  arenaDecisions: number;
}

/**
 * How the CLI knows a game: an entry of `@games/catalogue` (its id, title, player counts,
 * summary, and `visit` to reach the engine with its own types) with the terminal's parts.
 * Everything generic comes from the engine's contract (options, seats, `renderText`,
 * `hiddenInformation`): write a generic function and call it through `entry.visit`.
 *
 * @group Games registry
 */
export interface GameEntry extends CatalogueEntry<string>, TerminalParts {}

/** The terminal's parts of every engine of the catalogue: an engine added there without them does not compile. */
const TERMINAL: { readonly [id in EngineId]: TerminalParts } = {
  santorini: { presenter: santoriniPresenter, arenaDecisions: 40, demo: { players: 2, seats: ['mcts:300', 'mcts:300'], maxPlies: 400, boardEvery: 8 } },
  stratego: { presenter: strategoPresenter, arenaDecisions: 215, demo: { players: 2, seats: ['mcts:100', 'random'], maxPlies: 4000, boardEvery: 200 } },
  yunnori: { presenter: yunnoriPresenter, arenaDecisions: 45, demo: { players: 2, seats: ['mcts:200', 'random'], maxPlies: 2000, boardEvery: 10 } },
  tigerzone: { presenter: tigerzonePresenter, arenaDecisions: 76, demo: { players: 2, seats: ['mcts:60', 'random'], maxPlies: 1000, boardEvery: 20 } },
  'fiery-dragons': { presenter: fieryDragonsPresenter, arenaDecisions: 32, demo: { players: 2, seats: ['random', 'random'], maxPlies: 3000, boardEvery: 40 } },
};

/** The guide's game (core's example), which the CLI plays besides the catalogue's engines. */
const guide = defineEntry(
  'pig',
  defineEngine(pig, { summary: "Secret Pig: @games/core's example dice game with a hidden bonus; 2-4 players", defaultOptions: (players) => ({ players }), optionsFrom: (fields) => fields }),
);

/**
 * Every game the CLI can play, in the order `games list` shows them: the engines of
 * `@games/catalogue`, then the guide's example game `pig`.
 *
 * @group Games registry
 */
export const GAME_LIST: readonly GameEntry[] = Object.freeze([
  ...catalogue.map((entry): GameEntry => ({ ...entry, ...TERMINAL[entry.id] })),
  { ...guide, presenter: plainPresenter, arenaDecisions: 15, demo: { players: 2, seats: ['mcts:200', 'random'], maxPlies: 1000, boardEvery: 20 } },
]);

/**
 * Every game the CLI can play, by id (the entries of {@link GAME_LIST}).
 *
 * @group Games registry
 */
export const GAMES: Readonly<Record<string, GameEntry>> = Object.freeze(Object.fromEntries(GAME_LIST.map((entry) => [entry.id, entry])));

/**
 * The entry of a game id, or `undefined` (any value is accepted: an id typed by a user, a field of a request).
 *
 * @group Games registry
 */
export function gameEntry(id: unknown): GameEntry | undefined {
  return GAME_LIST.find((entry) => entry.id === id);
}

/**
 * Seats of a match, `0 .. count-1`.
 *
 * @group Games registry
 */
export function seatList(count: number): Seat[] {
  return Array.from({ length: count }, (_, seat) => seat);
}

/**
 * The board text of `view` for `seat` as the engine draws it, coloured by the presenter.
 *
 * @group Games registry
 */
export function boardText<S, M, O, V>(game: Game<S, M, O, V>, presenter: Presenter, view: V, seat: Seat | null, style: Style): string {
  const text = game.renderText?.(view, seat) ?? JSON.stringify(view, null, 1);
  return presenter.paint(text, style);
}

/**
 * Whether a match hides anything from anyone: its game has hidden information and re-dealing
 * this state changes it. Santorini hides only Chaos' deck: without Chaos its re-deal is the state
 * itself, so a match of mortals hides nothing.
 *
 * @group Games registry
 */
export function hidesSomething<S, M, O, V>(game: Game<S, M, O, V>, state: S): boolean {
  return game.hiddenInformation && game.redeal !== undefined && game.redeal(state, null, () => 0) !== state;
}
