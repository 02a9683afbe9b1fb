/**
 * `@games/server`: every `@games` engine (and your own `Game`) hosted online on Colyseus. A room
 * per match, named after the game id, holding one core match session; clients send moves in
 * notation and receive the history and only their own seat's view; chance and bots run on the
 * server (bots in a shared pool of threads); seats come back with their token; every move is
 * appended to storage (SQLite or Redis) and any live process restores unfinished matches of one
 * that stopped. Admission limits, lobby listing, private rooms, `/healthz` and `/metrics`. The
 * protocol is in the package README.
 *
 * @module @games/server
 */
export { createGameServer, type GameServer } from './server.js';
export type { AuthRequest, GameServerOptions } from './settings.js';
export { MAX_MOVE_LENGTH } from './schemas.js';
export {
  MessageType,
  type CreateOptions,
  type HistoryEntry,
  type HistoryMessage,
  type JoinOptions,
  type PresenceMessage,
  type RefusedMessage,
  type RoomMetadata,
  type SeatMessage,
  type SeatStatus,
  type UpdateMessage,
} from './protocol.js';
export { CloseCode, GameServerError, type GameServerErrorCode } from './errors.js';
export { METRIC_NAMES } from './metrics.js';
export { createBotPool, type BotJob, type BotPool, type BotPoolOptions } from './bot-pool.js';
export type { BotTask } from './bot-worker.js';
export { defaultGames } from './games.js';
export { sqliteStorage } from './sqlite-storage.js';
export { redisStorage, type RedisStorageOptions } from './redis-storage.js';
export type { MatchChange, MatchStatus, MatchStorage, StoredMatch, StoredMove } from './storage.js';
export { hashSeatToken, newSeatToken } from './tokens.js';
