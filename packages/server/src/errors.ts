/**
 * The error codes the server itself sends (in `refused` messages, or as the reason of a refused
 * join or create). A refused move also carries the host step's codes (`not-your-turn`,
 * `game-over`, `invalid-seat`) and the game's own codes (`malformed-move`, `illegal-move`, ...).
 *
 * @group Errors
 */
export const GameServerError = {
  /** A message that is not a move in notation: wrong type, wrong shape, too long, unknown message type. */
  badMessage: 'bad-message',
  /** Too many messages in a second: the extra ones are refused, a persistent flood is disconnected. */
  flooding: 'flooding',
  /** The join options are not `{ seat }`, `{ spectator: true }`, `{ token }` or nothing. */
  badJoin: 'bad-join',
  /** The create options are not `{ options, seed, bots }` as the protocol says. */
  badCreate: 'bad-create',
  /** The seat asked for is held by another player (connected, or within its grace period). */
  seatTaken: 'seat-taken',
  /** The seat asked for is played by a bot. */
  seatIsBot: 'seat-is-bot',
  /** Every seat is taken: join as a spectator instead. */
  noFreeSeat: 'no-free-seat',
  /** The token presented matches no seat of this match. */
  badToken: 'bad-token',
  /** A bot specification that is not `random`, `mcts:N` or a bot registered on the server. */
  badBot: 'bad-bot',
} as const;

/**
 * One of the codes of {@link GameServerError}.
 *
 * @group Errors
 */
export type GameServerErrorCode = (typeof GameServerError)[keyof typeof GameServerError];
