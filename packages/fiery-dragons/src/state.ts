import type { Outcome, Seat } from '@games/core';
import type { Board, BoardDefinition } from './board.js';
import type { Chit } from './chits.js';

/**
 * How the game ends.
 *
 * @group State and options
 */
export type Finish = 'first-home' | 'ranking';

/**
 * The options of {@link fieryDragons}.setup; every field is optional.
 *
 * @group State and options
 */
export interface FieryDragonsOptions {
  /** Number of players, 1 to 4 (at most the number of caves); 2 when omitted. */
  players?: number;
  /**
   * Seed for the hidden setup. With a seed the published board is shuffled (cave cards among
   * themselves, plain cards among themselves, cave animals dealt) and the chits are shuffled;
   * on a custom board only the chits are. Without one, the fixed default layout is used.
   */
  seed?: number;
  /** `first-home` (default, the published game) or `ranking` (a house rule: play on until one player is left). */
  finish?: Finish;
  /** The turn ends after a pirate chit (a house rule); default false (the published game). */
  pirateEndsTurn?: boolean;
  /** A player may end the turn after a successful move; default true. */
  voluntaryEndTurn?: boolean;
  /** Extension chits added to the 16 (off by default). */
  extraChits?: {
    /** Number of free-cave chits, 0 to 8. */
    freeCave?: number;
    /** Number of swap chits, 0 to 8. */
    swap?: number;
  };
  /** A custom board (volcano cards and caves as data); the published board when omitted. */
  board?: BoardDefinition;
}

/**
 * The rule switches a game was set up with.
 *
 * @group State and options
 */
export interface Rules {
  /** How the game ends. */
  finish: Finish;
  /** Whether a pirate chit ends the turn. */
  pirateEndsTurn: boolean;
  /** Whether a player may end the turn voluntarily after a move. */
  voluntaryEndTurn: boolean;
}

/**
 * A dragon token. On the ring `square` is set and `cave` is null; in a cave it is the other
 * way round. `progress` counts steps since leaving the home cave, net of steps back: the home
 * cave's square is step 1, home is `board.lap` (26 on the published board).
 *
 * @group State and options
 */
export interface Token {
  /** The ring square, or `null` while in a cave. */
  square: number | null;
  /** The cave index (into `board.caves`) while in a cave, or `null` on the ring. */
  cave: number | null;
  /** Steps made since leaving the home cave, net of steps back (may be 0 or negative). */
  progress: number;
}

/**
 * What the last flipped chit did, in words a program can branch on.
 *
 * @group State and options
 */
export type FlipEffect =
  | 'moved'
  | 'home'
  | 'no-match'
  | 'blocked'
  | 'overshoot'
  | 'pirate-moved'
  | 'pirate-blocked'
  | 'pirate-in-cave'
  | 'free-cave'
  | 'free-cave-in-cave'
  | 'swapped'
  | 'no-swap';

/**
 * The last action taken: a flip with its effect, or a voluntary end of turn.
 *
 * @group State and options
 */
export type LastAction =
  | {
      /** A chit was flipped. */
      action: 'flip';
      /** Who flipped. */
      seat: Seat;
      /** Which chit. */
      chit: number;
      /** What it did. */
      effect: FlipEffect;
      /** Whether the flip ended the turn. */
      turnEnded: boolean;
    }
  | {
      /** The turn was ended voluntarily. */
      action: 'end';
      /** Who ended it. */
      seat: Seat;
    };

/**
 * The full state of a game of Fiery Dragons: plain JSON, never mutated.
 *
 * @group State and options
 */
export interface FieryDragonsState {
  /** The board (shared between states). */
  board: Board;
  /** The chits in the middle, by position; contents fixed all game (shared between states). */
  chits: Chit[];
  /** The rule switches. */
  rules: Rules;
  /** Number of players. */
  players: number;
  /** Each seat's home cave (index into `board.caves`). */
  homeCave: number[];
  /** Each seat's token. */
  tokens: Token[];
  /** The seat acting now (the winner's seat once the game is over). */
  seat: Seat;
  /** The chits revealed this turn, in the order flipped: exactly these are face up. */
  revealed: number[];
  /** Whether the acting seat's token has moved this turn (allows a voluntary end). */
  moved: boolean;
  /** The seats that came home, in order. */
  home: Seat[];
  /** Turns completed so far. */
  turn: number;
  /** The last action, or `null` at the start. */
  last: LastAction | null;
  /** How the game ended, or `null` while it goes on. */
  outcome: Outcome | null;
}
