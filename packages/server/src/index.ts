/**
 * `@games/server`: every `@games` engine (and your own `Game`) hosted online on Colyseus. A room
 * per match, named after the game id; clients send moves in notation and receive only their
 * own seat's view (core's host step); chance and bots run on the server; seats come back with
 * their token; every move is stored (SQLite or Redis) and unfinished matches are restored after
 * a restart. The protocol is in the package README.
 *
 * @module @games/server
 */
export { createGameServer, type GameServer, type GameServerOptions } from './server.js';
export { MAX_MOVE_LENGTH } from './room.js';
export { MessageType, type CreateOptions, type JoinOptions, type RefusedMessage, type SeatMessage, type UpdateMessage } from './protocol.js';
export { GameServerError, type GameServerErrorCode } from './errors.js';
export { MAX_MCTS_ITERATIONS, parseBotSpec, type BotFactory, type BotSpec } from './bots.js';
export { createBotRunner, type BotRunner, type BotRunnerOptions } from './bot-runner.js';
export { defaultGames } from './games.js';
export { sqliteStorage } from './sqlite-storage.js';
export { redisStorage } from './redis-storage.js';
export type { MatchStatus, MatchStorage, StoredMatch } from './storage.js';
export { hashSeatToken, newSeatToken } from './tokens.js';
