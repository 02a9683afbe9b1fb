import type { RuleError, Seat, SeatUpdate } from '@games/core';

/**
 * The names of the messages of the protocol. A client sends only `move`; after a join the server
 * sends `seat`, `history` and `update` (in that order), then an `update` after every change, a
 * `presence` to everyone whenever someone joins, leaves, drops or comes back, and `refused` to
 * the one client whose message it refused.
 *
 * @group Protocol
 */
export const MessageType = {
  /** Client to server: a move in the game's notation (a string). */
  move: 'move',
  /** Server to client, right after joining: the seat and its token ({@link SeatMessage}). */
  seat: 'seat',
  /** Server to client, once per join, before the first update: every move so far ({@link HistoryMessage}). */
  history: 'history',
  /** Server to client: what that participant may see now ({@link UpdateMessage}). */
  update: 'update',
  /** Server to every participant: someone joined, left, dropped or came back ({@link PresenceMessage}). */
  presence: 'presence',
  /** Server to one client: why its message was refused ({@link RefusedMessage}). */
  refused: 'refused',
} as const;

/**
 * What a client passes to create a room (the room name is the game id): the game's options, the
 * seed, the bots, and whether the room is private. A creator joins the room it creates, so the
 * {@link JoinOptions} may be given here too.
 *
 * @group Protocol
 */
export interface CreateOptions extends JoinOptions {
  /** The game's options (see the game's `options` metadata). */
  options?: Record<string, unknown>;
  /** A whole number: the setup, chance and bots are drawn from it (default: a random one). */
  seed?: number;
  /** Seat number (as a string key) to a seat spec: `"random"`, `"mcts"`, `"mcts:N"`, `"mcts:Nms"` or the name of a bot registered on the server. */
  bots?: Record<string, string>;
  /** True for a private room: never listed, never found by `join`/`joinOrCreate`, joinable only by its id. */
  private?: boolean;
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
 * One move of a {@link HistoryMessage}: who made it and its notation as the receiver may know it.
 *
 * @group Protocol
 */
export interface HistoryEntry {
  /** The seat that moved, `null` for a chance draw. */
  seat: Seat | null;
  /** The move's notation as the receiving seat may know it (the session's `historyFor(seat)`). */
  notation: string;
}

/**
 * `history`: every move so far, oldest first, sent once per join (and rejoin) before the first
 * `update`. A client replaces its move list with it; later moves arrive one `update` at a time.
 *
 * @group Protocol
 */
export interface HistoryMessage {
  /** The moves, oldest first. */
  moves: HistoryEntry[];
}

/**
 * `update`: core's `SeatUpdate` (`@games/core`), exactly: `{ seat, view, actor, lastMove, outcome, legalMoves? }`,
 * `view` being the game's view for that seat and `legalMoves` (notation) only for the acting seat.
 *
 * @group Protocol
 */
export type UpdateMessage<V = unknown> = SeatUpdate<V>;

/**
 * Where each seat of a room stands, in {@link PresenceMessage}: a bot's, held by a connected
 * player, held by a player whose connection dropped (its grace period runs), or free.
 *
 * @group Protocol
 */
export type SeatStatus = 'bot' | 'connected' | 'dropped' | 'free';

/**
 * `presence`: sent to every participant (the one concerned included) when someone joins, leaves,
 * drops or comes back.
 *
 * - `joined`: a participant took a free seat, or a spectator came in;
 * - `back`: a seat's token rejoined after a drop (or after a restart or a takeover);
 * - `dropped`: a seat's connection was lost; the seat waits `reconnectSeconds` for its token;
 * - `left`: a participant left on purpose, or a dropped seat's grace period ran out (the seat is free again).
 *
 * @group Protocol
 */
export interface PresenceMessage {
  /** What happened. */
  event: 'joined' | 'left' | 'dropped' | 'back';
  /** Whose seat, or `null` for a spectator. */
  seat: Seat | null;
  /** Every seat now, indexed by seat. */
  seats: SeatStatus[];
  /** Spectators connected now. */
  spectators: number;
}

/**
 * `refused`: a stable kebab-case `code` and a readable `message`, sent to the refused client only.
 *
 * @group Protocol
 */
export type RefusedMessage = RuleError;

/**
 * The metadata of every room, listed by the lobby (`client.join('lobby')`) and `GET /rooms`
 * (private rooms are never listed).
 *
 * @group Protocol
 */
export interface RoomMetadata {
  /** The game id. */
  game: string;
  /** Every seat's status. */
  seats: SeatStatus[];
  /** How many seats a person can still take. */
  free: number;
  /** The match's options. */
  options: Record<string, unknown>;
  /** Whether the match is over. */
  over: boolean;
}
