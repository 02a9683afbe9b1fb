import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import type { AddressInfo } from 'node:net';
import { LobbyRoom, matchMaker, Server, type Presence } from '@colyseus/core';
import { monitor } from '@colyseus/monitor';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { Redis } from 'ioredis';
import { type AnyGame, type BotFactory, type RuleError } from '@games/core';
import { checkGame } from '@games/core/authoring';
import { installAdmission, refusal } from './admission.js';
import { createBotPool } from './bot-pool.js';
import { GameServerError } from './errors.js';
import { defaultGames } from './games.js';
import { createMetrics } from './metrics.js';
import { redisStorage } from './redis-storage.js';
import { GameRoom, type RoomContext } from './room.js';
import { defaultServerSettings, type GameServerOptions } from './settings.js';
import { sqliteStorage } from './sqlite-storage.js';
import { installRequestGate } from './request-gate.js';
import { timedStorage } from './timed-storage.js';
import { createTrafficLimits } from './traffic-limits.js';
import type { MatchStorage } from './storage.js';

/** The little of Express's app, request and response the routes use. */
interface RouteApp {
  get(path: string, handler: (request: RouteRequest, response: RouteResponse) => void): void;
  use(path: string, handler: unknown): void;
}
interface RouteRequest {
  query: Record<string, unknown>;
}
interface RouteResponse {
  status(code: number): RouteResponse;
  type(contentType: string): RouteResponse;
  json(body: unknown): void;
  send(body: string): void;
}

/**
 * A running (or ready to run) game server; see {@link createGameServer}.
 *
 * @group Server
 */
export interface GameServer {
  /** Hosts a game (room name = its id): a user's own game in one call. */
  addGame(game: AnyGame): void;
  /** Registers a bot by name (core's `BotFactory`): a room created with `bots: { "1": name }` seats it. */
  addBot(name: string, factory: BotFactory): void;
  /** Listens on `port` (0: any free port), restores this server's unfinished matches and those of dead processes; resolves to the port. */
  listen(port?: number, host?: string): Promise<number>;
  /** The ids of the matches restored so far (at `listen`, or taken over from a process that died). */
  readonly restored: readonly string[];
  /** Room failures seen so far (a bot that could not move, a failed write): none in a healthy server. Refusals are not errors: see `GET /metrics`. */
  readonly errors: readonly RuleError[];
  /** The ids of the games hosted. */
  games(): string[];
  /** Whether MCTS bots of the five engines search in worker threads (the built package with `botThreads` > 0). */
  readonly botWorkers: boolean;
  /** The Prometheus text `GET /metrics` serves. */
  metrics(): Promise<string>;
  /**
   * Drains and stops, within `drainSeconds`: refuses new requests (`server-draining`), stops the
   * bots, finishes every write, closes every connection with code 4001, hands its unfinished
   * matches off (another live process sharing the storage restores them at once; this server
   * restores them when it starts again), then closes the port and the storage.
   */
  close(): Promise<void>;
}

/**
 * A Colyseus server hosting every game through core's match session. One per process:
 * Colyseus's matchmaker is a process-wide singleton.
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
  const settings = defaultServerSettings(options);
  const log = options.log ?? ((line: string) => void process.stderr.write(`${line}\n`));
  const errors: RuleError[] = [];
  const restored: string[] = [];
  const bots = new Map<string, BotFactory>();
  const games = new Map<string, AnyGame>();
  const rooms = new Map<string, GameRoom>();
  const restoring = new Map<string, Promise<void>>();
  const pool = createBotPool({ threads: settings.botThreads, share: settings.botShare, onWorkerError: (message) => log(`bot worker failed (searching in the room's thread instead): ${message}`) });
  const metrics = createMetrics({
    rooms: () => [...rooms.values()].map((room) => ({ game: room.roomName, state: room.roomState() })),
    clients: () => [...rooms.values()].reduce((sum, room) => sum + room.clients.length, 0),
    botQueue: () => pool.queued,
    botRunning: () => pool.running,
  });
  const rawStorage: MatchStorage =
    options.storage ??
    (options.redis !== undefined
      ? redisStorage(options.redis, { finishedSeconds: settings.finishedSeconds, onError: (message) => log(message) })
      : sqliteStorage(options.db ?? 'games.db'));
  const storage = timedStorage(rawStorage, metrics);
  // Colyseus's own Redis clients, with error handlers: a Redis restart is logged once, never an unhandled 'error' event
  const driverRedis = options.redis === undefined ? undefined : new Redis(options.redis, { maxRetriesPerRequest: null });
  driverRedis?.on('error', (error: Error) => log(`redis driver: ${error.message}`));
  const presence: Presence | undefined = options.redis === undefined ? undefined : new RedisPresence(options.redis);
  const http = createServer();
  const colyseus = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: settings.maxPayloadBytes }),
    ...(presence === undefined ? {} : { presence }),
    ...(driverRedis === undefined ? {} : { driver: new RedisDriver(driverRedis) }),
    ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
    // a room is created on the process the client asked (joins are routed to whichever process holds a room)
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
    greet: false,
    gracefullyShutdown: false,
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...parts: unknown[]) => log(`colyseus: ${parts.map(String).join(' ')}`),
      error: (...parts: unknown[]) => log(`colyseus: ${parts.map(String).join(' ')}`),
      trace: () => undefined,
    },
    express: (app) => mountRoutes(app as unknown as RouteApp),
  });
  const restoreKey = randomBytes(24).toString('base64url');
  let serverId = options.serverId ?? '';
  let draining = false;
  let drained: Promise<void> | null = null;
  let sweepTimer: ReturnType<typeof setInterval> | null = null;
  let sweeping: Promise<void> = Promise.resolve();
  const traffic = createTrafficLimits(settings);
  let uninstallGate = (): void => undefined;
  const uninstallAdmission = installAdmission({
    limits: settings,
    traffic,
    draining: () => draining,
    rooms: () => rooms.size,
    clients: () => [...rooms.values()].reduce((sum, room) => sum + room.clients.length, 0),
    refused: (code) => metrics.refusals.inc({ code }),
    beforeJoinById: (roomId) => restoreIfOrphan(roomId),
    precheckJoin: (roomId, clientOptions) => void rooms.get(roomId)?.decide(clientOptions),
  });

  const context = (game: AnyGame): RoomContext => ({
    game,
    storage,
    get serverId() {
      return serverId;
    },
    bots,
    pool,
    settings,
    restoreKey,
    metrics,
    rooms,
    draining: () => draining,
    onRoomError(roomId, error) {
      errors.push(error);
      if (errors.length > 100) errors.shift();
      metrics.roomErrors.inc({ code: error.code });
      log(`room ${roomId}: ${error.code}: ${error.message}`);
    },
  });

  function mountRoutes(app: RouteApp): void {
    app.get('/healthz', (_request: RouteRequest, response: RouteResponse) => {
      void health().then((report) => response.status(report.ok ? 200 : 503).json(report));
    });
    app.get('/metrics', (_request: RouteRequest, response: RouteResponse) => {
      void metrics.registry.metrics().then((text) => response.type(metrics.registry.contentType).send(text));
    });
    app.get('/rooms', (request: RouteRequest, response: RouteResponse) => {
      const game = typeof request.query.game === 'string' ? request.query.game : undefined;
      void matchMaker
        .query({ private: false, ...(game === undefined ? {} : { name: game }) })
        .then((listed) => response.json(listed.filter((room) => room.name !== 'lobby').map((room) => ({ roomId: room.roomId, game: room.name, clients: room.clients, locked: room.locked, metadata: room.metadata as unknown }))));
    });
    if (settings.monitor !== false) app.use(settings.monitor.path, monitor(settings.monitor.use === undefined ? {} : { use: settings.monitor.use }));
  }

  async function health(): Promise<{ ok: boolean; storage: string; draining: boolean; rooms: number; serverId: string }> {
    let storageState = 'ok';
    try {
      await Promise.race([storage.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('no answer within 1 s')), 1000).unref())]);
    } catch (error) {
      storageState = `unreachable: ${(error as Error).message}`;
    }
    return { ok: storageState === 'ok' && !draining, storage: storageState, draining, rooms: rooms.size, serverId };
  }

  /** Restores a stored match here: our own after a restart, or one whose owner stopped beating (claimed first, so one process wins). */
  function restore(match: { id: string; game: string; owner: string }): Promise<void> {
    const pending = restoring.get(match.id);
    if (pending !== undefined) return pending;
    const run = (async () => {
      if (rooms.has(match.id) || draining || !games.has(match.game)) return;
      if (match.owner !== serverId && !(await storage.claim(match.id, match.owner, serverId))) return;
      // a listing left in Redis by the dead process would make Colyseus discard the restored room
      const stale = await matchMaker.driver.findOne({ roomId: match.id });
      if (stale !== undefined && stale !== null && stale.processId !== matchMaker.processId) await matchMaker.driver.remove(match.id);
      try {
        await matchMaker.handleCreateRoom(match.game, { restore: { key: restoreKey, id: match.id } }, undefined, match.id);
        restored.push(match.id);
        metrics.restored.inc();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        errors.push({ code: 'restore-failed', message: reason });
        metrics.roomErrors.inc({ code: 'restore-failed' });
        log(`match ${match.id} could not be restored: ${reason}`);
      }
    })().finally(() => restoring.delete(match.id));
    restoring.set(match.id, run);
    return run;
  }

  /** Whether `owner` still holds its match: its lease is valid and (where the storage can tell) its connection to the storage is open. */
  async function ownerLives(owner: string): Promise<boolean> {
    if (!(await storage.alive(Date.now())).has(owner)) return false;
    return storage.connected === undefined || (await storage.connected([owner])).has(owner);
  }

  /** On demand (a join by id): restores the match here at once when no live process holds it. */
  async function restoreIfOrphan(roomId: string): Promise<void> {
    if (rooms.has(roomId) || typeof roomId !== 'string' || roomId.length > 64) return;
    const listing = await matchMaker.driver.findOne({ roomId });
    if (listing !== undefined && listing !== null && listing.processId === matchMaker.processId) return;
    const stored = await storage.load(roomId);
    if (stored === null || stored.status !== 'playing') return;
    if (stored.owner !== serverId && (await ownerLives(stored.owner))) return;
    await restore(stored);
  }

  /** When this process last renewed its lease (0: never); who had a valid lease at the last sweep. */
  let lastBeat = 0;
  let holdUntil = 0;
  let beats = 0;
  let leased = new Set<string>();

  /**
   * One beat: renews this process's lease, takes over the matches of processes whose lease lapsed,
   * hands off a room another process took over meanwhile, deletes expired matches. The matches are
   * scanned when some lease lapsed since the last beat, and every tenth beat. After an outage of
   * the storage that kept this process from renewing too, it takes nothing over for one lease
   * period: the others' leases lapsed for the same reason, and they renew now.
   */
  async function sweep(): Promise<void> {
    if (draining) return;
    const lease = settings.leaseSeconds * 1000;
    try {
      const started = Date.now();
      await storage.beat(serverId, started + lease);
      const now = Date.now();
      if (lastBeat !== 0 && now - lastBeat > lease) holdUntil = now + lease;
      lastBeat = started;
      const alive = await storage.alive(now);
      const lapsed = [...leased].some((server) => !alive.has(server));
      leased = alive;
      if (now < holdUntil || (!lapsed && beats++ % 10 !== 0)) return;
      for (const match of await storage.unfinished()) {
        if (draining) return;
        const room = rooms.get(match.id);
        if (room !== undefined && match.owner !== serverId) {
          log(`match ${match.id} was taken over by ${match.owner}: its players are sent there`);
          void room.drain();
          continue;
        }
        if (room !== undefined || (match.owner !== serverId && alive.has(match.owner))) continue;
        if (!games.has(match.game)) continue;
        await restore(match);
      }
      if (settings.finishedSeconds > 0) await storage.expire(now - settings.finishedSeconds * 1000);
    } catch (error) {
      log(`storage sweep failed (retried at the next beat): ${(error as Error).message}`);
    }
  }

  const server: GameServer = {
    addGame(game) {
      const checked = checkGame(game);
      if (!checked.ok) throw new Error(checked.error.message);
      if (!/^[a-z0-9][a-z0-9-]*$/.test(game.id) || game.id === 'lobby') throw new Error(`game id "${game.id}" must be kebab-case and not "lobby": it is the room name`);
      if (games.has(game.id)) colyseus.removeRoomType(game.id);
      games.set(game.id, game);
      const roomContext = context(game);
      const onAuth = options.onAuth;
      const Hosted = class extends GameRoom {
        protected readonly context = roomContext;
      };
      if (onAuth !== undefined) {
        Object.assign(Hosted, {
          onAuth: async (token: string | undefined, clientOptions: unknown, authContext: { ip?: string; headers?: Headers }) => {
            const verdict = await onAuth({ token, options: clientOptions, ip: authContext?.ip, headers: authContext?.headers });
            if (verdict === false || verdict === null || verdict === undefined) throw refusal(401, GameServerError.authFailed, 'the server\'s authentication refused this client');
            return verdict;
          },
        });
      }
      colyseus.define(game.id, Hosted).enableRealtimeListing();
    },
    addBot(name, factory) {
      if (!/^[a-z][a-z0-9-]*$/.test(name) || ['human', 'random', 'uct'].includes(name) || name.startsWith('mcts')) throw new Error(`bot name "${name}" must be kebab-case and not human, random, uct or mcts`);
      bots.set(name, factory);
    },
    async listen(port = 2567, host) {
      await colyseus.listen(port, host);
      // every route behind the gate: body sizes and the rate limits that need no body, before any body is read
      uninstallGate = installRequestGate(http, {
        maxRequestBytes: settings.maxRequestBytes,
        trustProxy: settings.trustProxy,
        beforeBody: (target, address) => traffic.beforeBody(target, address, async (roomId) => rooms.has(roomId) || (await matchMaker.driver.findOne({ roomId })) != null),
        refused: (code) => metrics.refusals.inc({ code }),
      });
      const address = http.address() as AddressInfo | null;
      const actual = address?.port ?? port;
      if (serverId === '') serverId = `${hostname()}:${actual}`;
      await sweep();
      let busy = false;
      sweepTimer = setInterval(() => {
        // one sweep at a time: beats that fall due while the storage does not answer are skipped, not queued
        if (busy) return;
        busy = true;
        sweeping = sweep().finally(() => void (busy = false));
      }, settings.heartbeatSeconds * 1000);
      sweepTimer.unref();
      return actual;
    },
    restored,
    errors,
    games: () => [...games.keys()],
    botWorkers: pool.workers,
    metrics: () => metrics.registry.metrics(),
    close() {
      if (drained !== null) return drained;
      draining = true;
      if (sweepTimer !== null) clearInterval(sweepTimer);
      const work = (async () => {
        await matchMaker.onReady;
        await sweeping;
        await Promise.all([...rooms.values()].map((room) => room.drain()));
        // hand off: another live process sharing the storage restores these matches at its next beat
        if (serverId !== '') await storage.beat(serverId, 0).catch(() => undefined);
        await colyseus.gracefullyShutdown(false).catch(() => undefined);
      })();
      const limit = new Promise<void>((resolve) => setTimeout(resolve, settings.drainSeconds * 1000).unref());
      drained = Promise.race([work, limit]).then(async () => {
        uninstallAdmission();
        uninstallGate();
        await pool.close();
        await storage.close();
        await presence?.shutdown();
        driverRedis?.disconnect();
        http.closeAllConnections();
      });
      return drained;
    },
  };
  colyseus.define('lobby', LobbyRoom);
  if (options.defaultGames !== false) for (const game of defaultGames()) server.addGame(game);
  for (const game of options.games ?? []) server.addGame(game);
  return server;
}
