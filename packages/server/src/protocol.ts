import type { RuleError, Seat, SeatUpdate } from '@games/core';

/**
 * The names of the messages of the protocol. A client sends only `move`; the server sends
 * `seat` once after a join, `update` after the join and after every change, and `refused` to
 * the one client whose message it refused.
 *
 * @group Protocol
 */
export const MessageType = {
  /** Client to server: a move in the game's notation (a string). */
  move: 'move',
  /** Server to client, right after joining: the seat and its token ({@link SeatMessage}). */
  seat: 'seat',
  /** Server to client: what that participant may see now ({@link UpdateMessage}). */
  update: 'update',
  /** Server to one client: why its message was refused ({@link RefusedMessage}). */
  refused: 'refused',
} as const;

/**
 * What a client passes to create a room (the room name is the game id): the game's options, the
 * seed of the setup, the chance draws and the bots, and which bot plays which seat. A creator
 * joins the room it creates, so the {@link JoinOptions} may be given here too.
 *
 * @group Protocol
 */
export interface CreateOptions extends JoinOptions {
  /** The game's options (see the game's `options` metadata); `seed` is added from {@link seed}. */
  options?: Record<string, unknown>;
  /** A whole number: the setup, chance and bots are drawn from it (default: a random one). */
  seed?: number;
  /** Seat number (as a string key) to `"random"`, `"mcts:N"` or the name of a bot registered on the server. */
  bots?: Record<string, string>;
}

/**
 * What a client passes to join: `{ seat: n }` for seat `n`, `{ spectator: true }` to watch, `{ token }`
 * to take back the seat the token was issued for, or nothing for the lowest free seat.
 *
 * @group Protocol
 */
export interface JoinOptions {
  /** The seat asked for. */
  seat?: Seat;
  /** True to watch: the client sees the spectator's view and cannot move. */
  spectator?: boolean;
  /** The token of a seat, from its `seat` message: reconnects to that seat. */
  token?: string;
}

/**
 * `seat`: sent once, right after joining. `seat` is `null` for a spectator, and so is `token`.
 *
 * @group Protocol
 */
export interface SeatMessage {
  /** The client's seat, `null` for a spectator. */
  seat: Seat | null;
  /** The seat's secret token, to present on reconnection; `null` for a spectator. */
  token: string | null;
}

/**
 * `update`: core's `SeatUpdate` (`@games/core`), exactly: `{ seat, view, actor, lastMove, outcome, legalMoves? }`,
 * `view` being the game's view for that seat and `legalMoves` (notation) only for the acting seat.
 *
 * @group Protocol
 */
export type UpdateMessage<V = unknown> = SeatUpdate<V>;

/**
 * `refused`: a stable kebab-case `code` and a readable `message`, sent to the refused client only.
 *
 * @group Protocol
 */
export type RefusedMessage = RuleError;
