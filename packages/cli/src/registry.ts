import type { AnyGame, Seat } from '@games/core';
import { pig } from '@games/core/example';
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';
import { fieryDragonsPresenter } from './tables/fiery-dragons.js';
import { plainPresenter, type Presenter } from './tables/presenter.js';
import { santoriniPresenter } from './tables/santorini.js';
import { strategoPresenter } from './tables/stratego.js';
import { tigerzonePresenter } from './tables/tigerzone.js';
import { yunnoriPresenter } from './tables/yunnori.js';

/**
 * How the CLI knows a game: the engine (everything generic comes from its contract: options,
 * seats, `renderText`, `hiddenInformation`) and what a terminal shows around it.
 *
 * @group Games registry
 */
export interface GameEntry {
  /** The game id, as typed on the command line. */
  id: string;
  /** The engine. */
  game: AnyGame;
  /** One line saying what the game is. */
  summary: string;
  /** What the terminal adds to the engine's text board: table information, colours, shorthands. */
  presenter: Presenter;
  /** How the demo plays it: the seats' bots, the player count, the ply cap, and (`--full`) the board every N moves. */
  demo: { players: number; seats: string[]; maxPlies: number; boardEvery: number };
}

function entry(id: string, game: AnyGame, summary: string, presenter: Presenter, demo: GameEntry['demo']): GameEntry {
  return { id, game, summary, presenter, demo };
}

/**
 * Every game the CLI can play, by id.
 *
 * @group Games registry
 */
export const GAMES: Record<string, GameEntry> = {
  santorini: entry('santorini', santorini, 'build towers and climb to the third level; 2-4 players, God Powers', santoriniPresenter, {
    players: 2,
    seats: ['mcts:300', 'mcts:300'],
    maxPlies: 400,
    boardEvery: 8,
  }),
  stratego: entry('stratego', stratego, 'capture the enemy flag; hidden ranks, ISF rules; 2 players', strategoPresenter, {
    players: 2,
    seats: ['mcts:100', 'random'],
    maxPlies: 4000,
    boardEvery: 200,
  }),
  yunnori: entry('yunnori', yunnori, 'Yut Nori: throw the sticks, race four pieces home; 2-4 players, animal game', yunnoriPresenter, {
    players: 2,
    seats: ['mcts:200', 'random'],
    maxPlies: 2000,
    boardEvery: 10,
  }),
  tigerzone: entry('tigerzone', tigerzone, 'TigerZone: lay jungle tiles, place tigers on trails, lakes and dens; 2-4 players', tigerzonePresenter, {
    players: 2,
    seats: ['mcts:60', 'random'],
    maxPlies: 1000,
    boardEvery: 20,
  }),
  'fiery-dragons': entry('fiery-dragons', fieryDragons, 'Fiery Dragons: remember the chits, race around the volcano; 1-4 players', fieryDragonsPresenter, {
    players: 2,
    seats: ['random', 'random'],
    maxPlies: 3000,
    boardEvery: 40,
  }),
  pig: entry('pig', pig, "Secret Pig: @games/core's example dice game with a hidden bonus; 2-4 players", plainPresenter, {
    players: 2,
    seats: ['mcts:200', 'random'],
    maxPlies: 1000,
    boardEvery: 20,
  }),
};

/**
 * The entry of a game id, or `undefined`.
 *
 * @group Games registry
 */
export function gameEntry(id: string): GameEntry | undefined {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id] : undefined;
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
export function boardText(entry: GameEntry, view: unknown, seat: Seat | null, style: import('./style.js').Style): string {
  const text = entry.game.renderText?.(view, seat) ?? JSON.stringify(view, null, 1);
  return entry.presenter.paint(text, style);
}
