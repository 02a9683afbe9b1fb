import type { LegalMove, Seat, SeatUpdate, Table } from '@games/core';
import type { Io } from '../io.js';
import type { Style } from '../style.js';

/**
 * A move that was played, with the table after it: what presenters read (views only).
 *
 * @group Table presenters
 */
export interface PlayedStep {
  /** Who played it, `null` for chance. */
  seat: Seat | null;
  /** The move in the game's notation. */
  notation: string;
  /** The table after the move: who acts and the spectator's view (a live game may leave `views` and the legal moves out). */
  table: Table<unknown, unknown>;
}

/**
 * What a panel under the board is drawn from.
 *
 * @group Table presenters
 */
export interface PanelContext {
  /** The view shown (of `seat`, or the spectator's). */
  view: unknown;
  /** The seat whose screen this is, `null` for a spectator. */
  seat: Seat | null;
  /** The moves played since this seat's last decision, oldest first (its own last move included). */
  recent: readonly PlayedStep[];
  /** The acting seat's legal moves when `seat` acts now, else `null`. */
  toAct: readonly LegalMove<unknown>[] | null;
  /** Colours. */
  style: Style;
}

/**
 * What the Stratego-style placement dialog may use.
 *
 * @group Table presenters
 */
export interface PlacementContext {
  /** Input and output. */
  io: Io;
  /** Colours. */
  style: Style;
  /** The placing seat. */
  seat: Seat;
  /** Its view. */
  view: unknown;
  /** Seed for "random for the rest". */
  seed: number;
}

/**
 * What the terminal shows of one game around its `renderText` board: the information a player
 * has at the physical table (flipped chits, battles, the tile in hand, numbered positions), the
 * colours and input shorthands (which moves may be undone is the match session's: `Game.reveals`). Presenters
 * read views and notation only, never a state.
 *
 * @group Table presenters
 */
export interface Presenter {
  /** How a seat is called: `Red`, `seat 0`. */
  seatName(seat: Seat): string;
  /** Colours a `renderText` board. */
  paint(text: string, style: Style): string;
  /** Lines under the board. */
  panel?(context: PanelContext): string[];
  /** A line telling what a played move showed everyone (a battle, a flipped chit), or `null`. */
  report?(step: PlayedStep, style: Style): string | null;
  /** Turns a shorthand typed by a player into the game's notation (returned unchanged otherwise). */
  expand?(text: string, update: SeatUpdate<unknown>): string;
  /** The `moves` listing for the acting seat (default: the notations, comma-separated). */
  listMoves?(update: SeatUpdate<unknown>, style: Style): string;
  /** Extra help lines for this game's shorthands. */
  help?: string[];
  /** What `moves` lists, in the help (default: `list the legal moves`). */
  movesHelp?: string;
  /**
   * An interactive placement phase (Stratego's setup) when `view` is in one for `seat`: resolves
   * to the moves to play in order, or `null` when the player quit.
   */
  placement?: {
    active(view: unknown): boolean;
    run(context: PlacementContext): Promise<string[] | null>;
  };
  /**
   * The whole board for a replay, from every seat's view (default: the spectator's view): the
   * view the panel is drawn from and the engine's text of it (before {@link Presenter.paint}).
   */
  fullView?(table: Table<unknown, unknown>): { view: unknown; text: string };
  /**
   * The options of a match for `play`, given which seats are people: Stratego deals the bots'
   * armies at random and lets people place theirs.
   */
  playOptions?(options: Record<string, unknown>, humans: readonly boolean[]): Record<string, unknown>;
  /**
   * Lines saying how the match was set up (Stratego: which armies were dealt at random), before
   * play starts, from the options the match was set up with.
   */
  introduce?(options: unknown, humans: readonly boolean[]): string[];
}

/** The presenter of a game with nothing to add: `seat N`, no colours. */
export const plainPresenter: Presenter = {
  seatName: (seat) => `seat ${seat}`,
  paint: (text) => text,
};
