import type { AnyGame, SeatSpec } from '@games/core';

/** What the playground knows of a game before loading it: enough for menus and links. */
export interface GameInfo {
  /** The engine's `Game.id`, used in the page address `#/<id>`. */
  readonly id: string;
  /** Display name. */
  readonly title: string;
  /** One line for the home page. */
  readonly blurb: string;
  /** Names of the seats, by seat number; seats beyond the list are "Player N". */
  readonly seatNames?: readonly string[];
  /**
   * Options a page starts from before the URL's `opt.<name>` values (which win): what a person
   * expects from a fresh page where the engine has no default (Stratego's random setups).
   */
  readonly baseOptions?: Readonly<Record<string, unknown>>;
  /** Seats a page starts with when the URL names none. */
  readonly defaultSeats: string;
  /**
   * Options that a bot seat gets when the address does not set them, by seat (Stratego's
   * `redSetup`/`blueSetup`: a bot's army comes from the bots' setup policy, a person's seat gets the placement phase).
   */
  readonly botSeatOptions?: Readonly<Record<number, Readonly<Record<string, unknown>>>>;
}

/** Every game of the playground, in menu order. */
export const GAMES: readonly GameInfo[] = [
  { id: 'santorini', title: 'Santorini', blurb: 'Move a worker, then build; climb to the third level first.', defaultSeats: 'human,mcts:1000' },
  {
    id: 'stratego',
    title: 'Stratego',
    blurb: 'Capture the enemy flag; ranks stay hidden until pieces meet.',
    seatNames: ['Red', 'Blue'],
    botSeatOptions: { 0: { redSetup: 'policy' }, 1: { blueSetup: 'policy' } },
    defaultSeats: 'human,mcts:500',
  },
  { id: 'yunnori', title: 'Yut Nori', blurb: 'Throw the sticks and race your pieces home.', defaultSeats: 'human,mcts:500' },
  { id: 'tigerzone', title: 'TigerZone', blurb: 'Lay jungle tiles and place tigers on trails, lakes and dens.', defaultSeats: 'human,mcts:200' },
  { id: 'fiery-dragons', title: 'Fiery Dragons', blurb: 'Remember the chits and race around the volcano.', defaultSeats: 'human,mcts:500' },
  { id: 'pig', title: 'Secret Pig', blurb: "The contract's example dice game, with a hidden bonus per seat.", defaultSeats: 'human,random' },
];

/** The info of a game id, or `undefined`. */
export function gameInfo(id: string): GameInfo | undefined {
  return GAMES.find((info) => info.id === id);
}

/** The display name of a seat. */
export function seatName(info: GameInfo | undefined, seat: number): string {
  return info?.seatNames?.[seat] ?? `Player ${seat + 1}`;
}

// One dynamic import per game, so each game page (and the bot worker) loads only its engine.
/** What an engine chunk exports: the game, and for some games what their page offers beyond the contract. */
export interface EngineModule {
  /** The game. */
  game: unknown;
  /** Santorini: every god's name, for the god choice. */
  gods?: readonly string[];
  /** Stratego: the named setups, for the placement phase. */
  namedSetups?: readonly { name: string; variant: string; description: string; setup: string }[];
  /** Stratego: a setup string as placement moves. */
  setupToMoves?: (seat: number, setup: string, variant?: never) => { ok: true; value: unknown[] } | { ok: false; error: { code: string; message: string } };
}

const loaders: Readonly<Record<string, () => Promise<EngineModule>>> = {
  santorini: () => import('./engines/santorini.js'),
  stratego: () => import('./engines/stratego.js'),
  yunnori: () => import('./engines/yunnori.js'),
  tigerzone: () => import('./engines/tigerzone.js'),
  'fiery-dragons': () => import('./engines/fiery-dragons.js'),
  pig: () => import('./engines/pig.js'),
};

/** Loads a game's engine chunk; `undefined` for an unknown id. */
export async function loadEngine(id: string): Promise<EngineModule | undefined> {
  const load = Object.prototype.hasOwnProperty.call(loaders, id) ? loaders[id] : undefined;
  return load === undefined ? undefined : load();
}

/** Loads a game's engine; `undefined` for an unknown id. */
export async function loadGame(id: string): Promise<AnyGame | undefined> {
  return (await loadEngine(id))?.game as AnyGame | undefined;
}

/** The options of a new match: the page's base options, a bot seat's own (Stratego's random army), then the address's. */
export function matchOptions(info: GameInfo, parsed: Record<string, unknown>, seats: readonly SeatSpec[]): Record<string, unknown> {
  const options: Record<string, unknown> = { ...info.baseOptions };
  seats.forEach((spec, seat) => {
    if (spec.kind !== 'human') Object.assign(options, info.botSeatOptions?.[seat]);
  });
  return { ...options, ...parsed };
}

