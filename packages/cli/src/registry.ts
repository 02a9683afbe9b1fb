import { pig, type AnyGame, type Seat } from '@games/core';
import { fieryDragons, renderText as renderFieryDragons } from '@games/fiery-dragons';
import { stratego, renderText as renderStratego } from '@games/stratego';
import { tigerzone, renderText as renderTigerZone } from '@games/tigerzone';
import { yunnori, renderText as renderYunnori } from '@games/yunnori';
import { santorini, renderText as renderSantorini } from '@games/santorini';

/** One option a game accepts, for `games list` and `--option key=value`. */
export interface OptionHelp {
  /** The option's key in the game's options object. */
  key: string;
  /** What it does and its values. */
  description: string;
}

/** How the CLI knows a game: the engine and what a terminal needs around it. */
export interface GameEntry {
  /** The engine. */
  game: AnyGame;
  /** One line saying what the game is. */
  summary: string;
  /** The options a user may set with `--option`. */
  options: OptionHelp[];
  /** The options object for a match of `players` seats with `seed`, before user overrides. */
  baseOptions(players: number, seed: number): Record<string, unknown>;
  /** The number of seats of a setup with these options. */
  seatCount(options: Record<string, unknown>): number;
  /** A plain-text picture of a view. */
  render(view: unknown): string;
  /** How the demo plays it: seats' bots, board every N moves, and the ply cap. */
  demo: { players: number; seats: string[]; boardEvery: number; maxPlies: number };
  /** True when seats see different things (the demo then shows the spectator's view). */
  hiddenInformation: boolean;
}

const withPlayers = (players: number, seed: number): Record<string, unknown> => ({ players, seed });
const playersOf = (fallback: number) => (options: Record<string, unknown>) => (typeof options.players === 'number' ? options.players : fallback);

/** Every game the CLI can play, by id. */
export const GAMES: Record<string, GameEntry> = {
  santorini: {
    game: santorini,
    summary: 'build towers and climb to the third level; 2-4 players, God Powers',
    options: [
      { key: 'players', description: '2, 3, or 4 (two teams)' },
      { key: 'gods', description: 'a god per seat, e.g. ["Apollo","Pan"] (JSON)' },
      { key: 'physicalSupply', description: 'limit blocks and domes to the box (true/false)' },
      { key: 'maxTurns', description: 'draw after this many turns' },
    ],
    baseOptions: withPlayers,
    seatCount: playersOf(2),
    render: (view) => renderSantorini(view as never),
    demo: { players: 2, seats: ['mcts:300', 'mcts:300'], boardEvery: 8, maxPlies: 400 },
    hiddenInformation: false,
  },
  stratego: {
    game: stratego,
    summary: 'capture the enemy flag; hidden ranks, ISF rules; 2 players',
    options: [
      { key: 'variant', description: 'classic, barrage, duel or ultimate-lightning' },
      { key: 'redSetup', description: 'a setup string or "random"' },
      { key: 'blueSetup', description: 'a setup string or "random"' },
      { key: 'twoSquareLimit', description: 'moves in a row across one boundary (3; null: off)' },
      { key: 'moreSquaresRule', description: 'the continuous-chase rule (true/false)' },
      { key: 'scoutMoveAndAttack', description: 'scouts attack at the end of a slide (true/false)' },
    ],
    baseOptions: (_players, seed) => ({ seed, redSetup: 'random', blueSetup: 'random' }),
    seatCount: () => 2,
    render: (view) => renderStratego(view as never),
    demo: { players: 2, seats: ['random', 'random'], boardEvery: 200, maxPlies: 4000 },
    hiddenInformation: true,
  },
  yunnori: {
    game: yunnori,
    summary: 'Yut Nori: throw the sticks, race four pieces home; 2-4 players, animal game',
    options: [
      { key: 'version', description: 'basic or advanced (animal players)' },
      { key: 'pieces', description: 'pieces per player in the basic game, 1-4' },
      { key: 'animals', description: 'advanced: an animal per seat, e.g. ["pig","cow"] (JSON)' },
      { key: 'stickFrontProbability', description: 'chance a stick lands front up (0.5)' },
    ],
    baseOptions: withPlayers,
    seatCount: (options) => (Array.isArray(options.animals) ? options.animals.length : playersOf(2)(options)),
    render: (view) => renderYunnori(view as never),
    demo: { players: 2, seats: ['mcts:200', 'random'], boardEvery: 10, maxPlies: 2000 },
    hiddenInformation: false,
  },
  tigerzone: {
    game: tigerzone,
    summary: 'TigerZone: lay jungle tiles, place tigers on trails, lakes and dens; 2-4 players',
    options: [
      { key: 'players', description: '2 (tournament) to 4' },
      { key: 'deck', description: 'tile codes in order (JSON array) instead of a shuffle' },
      { key: 'revealDeck', description: 'everyone sees the deck order (true/false)' },
    ],
    baseOptions: withPlayers,
    seatCount: playersOf(2),
    render: (view) => renderTigerZone(view as never),
    demo: { players: 2, seats: ['mcts:60', 'random'], boardEvery: 20, maxPlies: 1000 },
    hiddenInformation: true,
  },
  'fiery-dragons': {
    game: fieryDragons,
    summary: 'Fiery Dragons: remember the chits, race around the volcano; 1-4 players',
    options: [
      { key: 'players', description: '1 to 4' },
      { key: 'finish', description: 'first-home or ranking' },
      { key: 'pirateEndsTurn', description: 'a pirate chit ends the turn (true/false)' },
      { key: 'extraChits', description: 'extension chits, e.g. {"freeCave":1,"swap":1} (JSON)' },
    ],
    baseOptions: withPlayers,
    seatCount: playersOf(2),
    render: (view) => renderFieryDragons(view as never),
    demo: { players: 2, seats: ['random', 'random'], boardEvery: 40, maxPlies: 3000 },
    hiddenInformation: true,
  },
  pig: {
    game: pig,
    summary: "Secret Pig: @games/core's example dice game with a hidden bonus; 2-4 players",
    options: [
      { key: 'players', description: '2 to 4' },
      { key: 'target', description: 'points to win, 10 to 100' },
    ],
    baseOptions: withPlayers,
    seatCount: playersOf(2),
    render: (view) => JSON.stringify(view),
    demo: { players: 2, seats: ['mcts:200', 'random'], boardEvery: 20, maxPlies: 1000 },
    hiddenInformation: true,
  },
};

/** The entry of a game id, or `undefined`. */
export function gameEntry(id: string): GameEntry | undefined {
  return Object.prototype.hasOwnProperty.call(GAMES, id) ? GAMES[id] : undefined;
}

/** Seats of a match, `0 .. count-1`. */
export function seatList(count: number): Seat[] {
  return Array.from({ length: count }, (_, seat) => seat);
}
