/**
 * The error codes the server itself sends (in `refused` messages, or at the start of the message
 * of a refused create or join: `"rate-limited: ..."`). A refused move also carries the session's
 * codes (`not-your-turn`, `game-over`) and the game's own codes (`malformed-move`, `illegal-move`, ...).
 *
 * @group Errors
 */
export const GameServerError = {
  /** A message that is not a move in notation: wrong type, wrong shape, too long, unknown message type. */
  badMessage: 'bad-message',
  /** Too many messages in a second (past the burst): the extra ones are refused, a persistent flood is disconnected (4029). */
  flooding: 'flooding',
  /** The join options are not `{ seat }`, `{ spectator: true }`, `{ token }` or nothing. */
  badJoin: 'bad-join',
  /** The create options are not `{ options, seed, bots, private }` as the protocol says. */
  badCreate: 'bad-create',
  /** The seat asked for is held by another player (connected, or within its grace period). */
  seatTaken: 'seat-taken',
  /** The seat asked for is played by a bot. */
  seatIsBot: 'seat-is-bot',
  /** Every seat is taken: join with `{ spectator: true }` instead, or ask for a new room. */
  noFreeSeat: 'no-free-seat',
  /** The token presented matches no seat of this match (its grace period may be over). */
  badToken: 'bad-token',
  /** A bot specification that core's seat-spec parser refuses (not `random`, `mcts`, `mcts:N`, `mcts:Nms` or a registered bot). */
  badBot: 'bad-bot',
  /** Past a rate limit: this address's rooms or matchmaking requests, a room's joins, a token's rejoins (see the README's limits): wait and retry. */
  rateLimited: 'rate-limited',
  /** The server holds as many rooms or clients as it takes: try later or another server. */
  serverFull: 'server-full',
  /** The server is shutting down: retry on another process, or rejoin with the token in a moment. */
  serverDraining: 'server-draining',
  /** No room with that id (it ended, or was never there). */
  roomNotFound: 'room-not-found',
  /** `join` found no public room with a free seat (use `joinOrCreate`, or `create`). */
  noRoom: 'no-room',
  /** The game (room name) is not hosted here. */
  unknownGame: 'unknown-game',
  /** The operator's `onAuth` hook refused the client. */
  authFailed: 'auth-failed',
  /** The seat reservation ran out before the client connected (a very slow client): join again. */
  reservationExpired: 'reservation-expired',
  /** The matchmaking request itself is malformed (unknown method, body not JSON). */
  badRequest: 'bad-request',
  /** An HTTP request whose body declares more than `maxRequestBytes` (413): refused before any of it is read. */
  bodyTooLarge: 'body-too-large',
  /** An HTTP request with a body of no declared length (chunked, 411): send it with a `content-length`. */
  lengthRequired: 'length-required',
} as const;

/**
 * One of the codes of {@link GameServerError}.
 *
 * @group Errors
 */
export type GameServerErrorCode = (typeof GameServerError)[keyof typeof GameServerError];

/**
 * The WebSocket close codes a client of the server can see (`room.onLeave(code)`), and what to do.
 *
 * @group Protocol
 */
export const CloseCode = {
  /** The client left on purpose (`room.leave()`). */
  left: 4000,
  /** The server is shutting down (drain): rejoin with the token; the match is restored here or on another process. */
  serverShutdown: 4001,
  /** A Colyseus frame that could not be decoded. */
  badFrame: 4002,
  /** Flooding: far more messages than the limit and its burst. */
  flooding: 4029,
  /** The seat was taken over by a newer connection with the same token: do not rejoin from here. */
  takenOver: 4409,
  /** The room closed (idle, or everyone left): nothing to rejoin. */
  roomClosed: 4410,
  /** A WebSocket message larger than `maxPayloadBytes` (the standard "message too big"). */
  tooBig: 1009,
} as const;
