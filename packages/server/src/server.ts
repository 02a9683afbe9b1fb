import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { checkGame, type AnyGame, type RuleError } from '@games/core';
import { createBotRunner } from './bot-runner.js';
import type { BotFactory } from './bots.js';
import { defaultGames } from './games.js';
import { redisStorage } from './redis-storage.js';
import { GameRoom, type RoomContext } from './room.js';
import { sqliteStorage } from './sqlite-storage.js';
import type { MatchStorage } from './storage.js';

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
   * restore each other's matches.
   */
  redis?: string;
  /** Storage of your own instead of SQLite or Redis. */
  storage?: MatchStorage;
  /**
   * The name this server writes as the owner of its matches, and whose unfinished matches it
   * restores when it starts (default `<hostname>:<port>`). Give each process its own, and the
   * same one again after a restart.
   */
  serverId?: string;
  /** `host:port` clients reach this process at, when several processes share Redis (routes clients to the process holding a room). */
  publicAddress?: string;
  /** How long a dropped player's seat waits for its token, in seconds (default 60). */
  reconnectSeconds?: number;
  /** Time budget of one bot move in milliseconds (default 1000). */
  botMilliseconds?: number;
  /** Worker threads for MCTS bots of the default engines (default 1; 0 searches in the room's thread, time-boxed). */
  botThreads?: number;
  /** The most spectators per room (default 32). */
  maxSpectators?: number;
  /** Messages a client may send per second before `flooding` refusals (default 100; four times that disconnects). */
  messagesPerSecond?: number;
  /** The largest WebSocket message accepted, in bytes (default 64 KiB); a bigger one closes that connection with code 1009. */
  maxPayloadBytes?: number;
  /** Where the server reports room failures and restored matches (default: standard error). */
  log?: (line: string) => void;
}

/**
 * A running (or ready to run) game server; see {@link createGameServer}.
 *
 * @group Server
 */
export interface GameServer {
  /** Hosts a game (room name = its id): a user's own game in one call. */
  addGame(game: AnyGame): void;
  /** Registers a bot by name: a room created with `bots: { "1": name }` seats it. */
  addBot(name: string, factory: BotFactory): void;
  /** Listens on `port` (0: any free port) and restores this server's unfinished matches; resolves to the port. */
  listen(port?: number, host?: string): Promise<number>;
  /** The ids of the matches restored by {@link GameServer.listen}. */
  readonly restored: readonly string[];
  /** Room failures seen so far (a bot that could not move, a failed write): none in a healthy server. */
  readonly errors: readonly RuleError[];
  /** The ids of the games hosted. */
  games(): string[];
  /** Whether MCTS bots of the five engines search in worker threads (the built package with `botThreads` > 0). */
  readonly botWorkers: boolean;
  /** Stops: closes every room (unfinished matches stay stored, to be restored), the port and the storage. */
  close(): Promise<void>;
}

/**
 * A Colyseus server hosting every game through core's host step. One per process: Colyseus's
 * matchmaker is a process-wide singleton.
 *
 * @example
 * ```ts fragment
 * import { createGameServer } from '@games/server';
 * import { pig } from '@games/core/example';
 *
 * const server = createGameServer({ db: 'games.db' });
 * server.addGame(pig);                  // your own Game, beside the five engines
 * const port = await server.listen(2567);
 * console.log(`ws://localhost:${port}`);
 * ```
 *
 * @group Server
 */
export function createGameServer(options: GameServerOptions = {}): GameServer {
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const errors: RuleError[] = [];
  const restored: string[] = [];
  const bots = new Map<string, BotFactory>();
  const games = new Map<string, AnyGame>();
  const botRunner = createBotRunner({
    milliseconds: options.botMilliseconds ?? 1000,
    threads: options.botThreads ?? 1,
    onWorkerError: (message) => log(`bot worker failed (searching in the room's thread instead): ${message}`),
  });
  const storage: MatchStorage = options.storage ?? (options.redis !== undefined ? redisStorage(options.redis) : sqliteStorage(options.db ?? 'games.db'));
  const presence: Presence | undefined = options.redis === undefined ? undefined : new RedisPresence(options.redis);
  const colyseus = new Server({
    transport: new WebSocketTransport({ maxPayload: options.maxPayloadBytes ?? 64 * 1024 }),
    ...(presence === undefined ? {} : { presence }),
    ...(options.redis === undefined ? {} : { driver: new RedisDriver(options.redis) }),
    ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
    // a room is created on the process the client asked (joins are routed to whichever process holds a room)
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
    greet: false,
    gracefullyShutdown: false,
  });
  const restoreKey = randomBytes(24).toString('base64url');
  let serverId = options.serverId ?? '';
  let closed = false;
  const contextOf = (game: AnyGame): RoomContext => ({
    game,
    storage,
    get serverId() {
      return serverId;
    },
    bots,
    botRunner,
    reconnectMilliseconds: Math.round((options.reconnectSeconds ?? 60) * 1000),
    maxSpectators: options.maxSpectators ?? 32,
    messagesPerSecond: options.messagesPerSecond ?? 100,
    restoreKey,
    onRoomError(roomId, error) {
      errors.push(error);
      log(`room ${roomId}: ${error.code}: ${error.message}`);
    },
  });

  const server: GameServer = {
    addGame(game) {
      const checked = checkGame(game);
      if (!checked.ok) throw new Error(checked.error.message);
      if (!/^[a-z0-9][a-z0-9-]*$/.test(game.id)) throw new Error(`game id "${game.id}" must be kebab-case: it is the room name`);
      if (games.has(game.id)) colyseus.removeRoomType(game.id);
      games.set(game.id, game);
      const context = contextOf(game);
      colyseus.define(
        game.id,
        class extends GameRoom {
          protected readonly context = context;
        },
      );
    },
    addBot(name, factory) {
      if (!/^[a-z][a-z0-9-]*$/.test(name) || name === 'random' || name.startsWith('mcts')) throw new Error(`bot name "${name}" must be kebab-case and not random or mcts`);
      bots.set(name, factory);
    },
    async listen(port = 2567, host) {
      await colyseus.listen(port, host);
      const address = colyseus.transport.server?.address() as AddressInfo | null | undefined;
      const actual = address?.port ?? port;
      if (serverId === '') serverId = `${hostname()}:${actual}`;
      for (const match of await storage.unfinished(serverId)) {
        if (!games.has(match.game)) {
          log(`match ${match.id}: game ${match.game} is not hosted here; not restored`);
          continue;
        }
        try {
          await matchMaker.handleCreateRoom(match.game, { restore: { key: restoreKey, id: match.id } });
          restored.push(match.id);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          errors.push({ code: 'restore-failed', message: reason });
          log(`match ${match.id} could not be restored: ${reason}`);
        }
      }
      return actual;
    },
    restored,
    errors,
    games: () => [...games.keys()],
    botWorkers: botRunner.workers,
    async close() {
      if (closed) return;
      closed = true;
      // Colyseus sets its matchmaker up in the background from the constructor: let it finish first
      await matchMaker.onReady;
      await colyseus.gracefullyShutdown(false);
      await botRunner.close();
      await storage.close();
    },
  };
  if (options.defaultGames !== false) for (const game of defaultGames()) server.addGame(game);
  for (const game of options.games ?? []) server.addGame(game);
  return server;
}
