import type { AnyGame } from '@games/core';
import type { MatchStorage } from './storage.js';

/**
 * What an `onAuth` hook is given for each matchmaking request (create, join, joinById, ...).
 *
 * @group Server
 */
export interface AuthRequest {
  /** The bearer token the client sent (`client.auth.token = ...` in `@colyseus/sdk`), if any. */
  token: string | undefined;
  /** The create or join options the client sent. */
  options: unknown;
  /** The client's address (the socket's, or a trusted proxy's header with `trustProxy`). */
  ip: string | undefined;
  /** The request's headers. */
  headers: Headers | undefined;
}

/**
 * Settings of {@link createGameServer}; every one has a default.
 *
 * @group Server
 */
export interface GameServerOptions {
  /** Games to host besides (or, with `defaultGames: false`, instead of) the five engines. */
  games?: AnyGame[];
  /** False to host only `games`, not the five engines (default true). */
  defaultGames?: boolean;
  /** The SQLite file matches are written to (default `games.db`; `:memory:` keeps nothing). Ignored with `redis` or `storage`. */
  db?: string;
  /**
   * A Redis URL (`redis://127.0.0.1:6379`): Colyseus's presence and driver and the match storage
   * all use it, so several server processes share rooms, route clients to each other and
   * take over each other's matches.
   */
  redis?: string;
  /** Storage of your own instead of SQLite or Redis. */
  storage?: MatchStorage;
  /**
   * The name this process writes as the owner of its matches (default `<hostname>:<port>`). A
   * process restores its own unfinished matches when it starts, and any process takes over the
   * matches of one that stopped beating, so a restart under a new id loses nothing either.
   */
  serverId?: string;
  /** `host:port` clients reach this process at, when several processes share Redis (routes clients to the process holding a room). */
  publicAddress?: string;
  /** Checks every matchmaking request: return false (or nothing) to refuse with `auth-failed`, or the client's auth data (the room reads it as `client.auth`). */
  onAuth?: (request: AuthRequest) => unknown;
  /** True behind a reverse proxy you run: the client's address is read from `x-real-ip` / `x-forwarded-for` (default false: the socket's). */
  trustProxy?: boolean;
  /** How long a dropped player's seat waits for its token, in seconds (default 60). */
  reconnectSeconds?: number;
  /** A room where nobody moved for this long closes, its match marked abandoned (default 1800). */
  idleSeconds?: number;
  /** Finished and abandoned matches are deleted from storage after this long, in seconds (default 7 days; 0 keeps them). */
  finishedSeconds?: number;
  /** How often this process renews its lease in the storage and looks for matches whose owner's lease lapsed (default 1). */
  heartbeatSeconds?: number;
  /**
   * How long a lease lasts (default 5 heartbeats): a process that has not renewed it for this long
   * is dead, and any live process takes its matches over. A rejoin or join by id of a match whose
   * owner's connection to the storage is gone (Redis) takes it over at once, lease or not.
   */
  leaseSeconds?: number;
  /** The longest a drain (`close()`, SIGTERM in `games serve`) takes (default 10). */
  drainSeconds?: number;
  /** Time budget of one bot move in milliseconds: the most any bot thinks, whatever its spec (default 1000). */
  botMilliseconds?: number;
  /** Worker threads for bots of the five engines (default 1; 0: bots think in the main thread, one at a time). */
  botThreads?: number;
  /** The most bot threads one room's bots use at once (default 1): one room's heavy bots cannot take every thread. */
  botShare?: number;
  /** A match ends (reason `chance-limit`) when chance acts this many times in a row (default: core's session default). */
  chanceLimit?: number;
  /** The most spectators per room (default 32). */
  maxSpectators?: number;
  /** Messages a client may send per second on average (default 20). */
  messagesPerSecond?: number;
  /** Messages a client may send at once above that rate (default 40); past both: `flooding`, and far past: close 4029. */
  messageBurst?: number;
  /** Rooms one address may create per minute (default 20): more are refused with `rate-limited`. */
  createsPerMinute?: number;
  /** `create`, `join` and `joinOrCreate` requests one address may make per minute (default 120): more are refused with `rate-limited`. Joins by id are not counted here. */
  requestsPerMinute?: number;
  /** Joins by id without a token (spectators, seats) one room takes per minute (default 120), whoever asks. */
  roomJoinsPerMinute?: number;
  /** Rejoins one seat token may make per minute (default 30), whoever asks. */
  tokenRejoinsPerMinute?: number;
  /** Joins by id of rooms that do not exist one address may make per minute (default 30). */
  unknownRoomsPerMinute?: number;
  /** The largest HTTP request body any route takes, in bytes (default 4096): a bigger one is refused with `body-too-large` (413) before it is read. */
  maxRequestBytes?: number;
  /** The most rooms this process holds (default 2000): `create` past it is refused with `server-full`. */
  maxRooms?: number;
  /** The most clients connected to this process (default 10000): past it, `server-full`. */
  maxClients?: number;
  /** The largest WebSocket message accepted, in bytes (default 64 KiB); a bigger one closes that connection with code 1009. */
  maxPayloadBytes?: number;
  /** Mounts the Colyseus monitor panel: `true` at `/monitor`, or a path and better-call middleware (authentication) for it (default: not mounted). */
  monitor?: boolean | { path?: string; use?: unknown[] };
  /** Where the server reports room failures and restored matches (default: standard error). Refusals are counted in `/metrics`, not logged. */
  log?: (line: string) => void;
}

/** Every setting with its default. */
export interface ServerSettings {
  reconnectSeconds: number;
  idleSeconds: number;
  finishedSeconds: number;
  heartbeatSeconds: number;
  leaseSeconds: number;
  drainSeconds: number;
  botMilliseconds: number;
  botThreads: number;
  botShare: number;
  chanceLimit: number | undefined;
  maxSpectators: number;
  messagesPerSecond: number;
  messageBurst: number;
  createsPerMinute: number;
  requestsPerMinute: number;
  roomJoinsPerMinute: number;
  tokenRejoinsPerMinute: number;
  unknownRoomsPerMinute: number;
  maxRequestBytes: number;
  maxRooms: number;
  maxClients: number;
  maxPayloadBytes: number;
  trustProxy: boolean;
  monitor: false | { path: string; use?: unknown[] };
}

/** The settings with their defaults filled in. */
export function defaultServerSettings(options: GameServerOptions): ServerSettings {
  const monitorOption = options.monitor ?? false;
  const heartbeatSeconds = options.heartbeatSeconds ?? 1;
  return {
    reconnectSeconds: options.reconnectSeconds ?? 60,
    idleSeconds: options.idleSeconds ?? 1800,
    finishedSeconds: options.finishedSeconds ?? 7 * 24 * 3600,
    heartbeatSeconds,
    leaseSeconds: options.leaseSeconds ?? heartbeatSeconds * 5,
    drainSeconds: options.drainSeconds ?? 10,
    botMilliseconds: options.botMilliseconds ?? 1000,
    botThreads: options.botThreads ?? 1,
    botShare: options.botShare ?? 1,
    chanceLimit: options.chanceLimit,
    maxSpectators: options.maxSpectators ?? 32,
    messagesPerSecond: options.messagesPerSecond ?? 20,
    messageBurst: options.messageBurst ?? 40,
    createsPerMinute: options.createsPerMinute ?? 20,
    requestsPerMinute: options.requestsPerMinute ?? 120,
    roomJoinsPerMinute: options.roomJoinsPerMinute ?? 120,
    tokenRejoinsPerMinute: options.tokenRejoinsPerMinute ?? 30,
    unknownRoomsPerMinute: options.unknownRoomsPerMinute ?? 30,
    maxRequestBytes: options.maxRequestBytes ?? 4096,
    maxRooms: options.maxRooms ?? 2000,
    maxClients: options.maxClients ?? 10_000,
    maxPayloadBytes: options.maxPayloadBytes ?? 64 * 1024,
    trustProxy: options.trustProxy ?? false,
    monitor: monitorOption === false ? false : monitorOption === true ? { path: '/monitor' } : { path: monitorOption.path ?? '/monitor', ...(monitorOption.use === undefined ? {} : { use: monitorOption.use }) },
  };
}
