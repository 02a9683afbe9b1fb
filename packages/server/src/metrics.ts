import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the room and the server count for `GET /metrics` (Prometheus text, through `prom-client`).
 * Every server has its own registry, so two servers in one process never mix their figures.
 */
export interface ServerMetrics {
  /** The registry `GET /metrics` prints. */
  readonly registry: Registry;
  /** Moves applied, by game (chance draws and bot moves included). */
  readonly moves: Counter<'game'>;
  /** Refusals sent to clients or answered to matchmaking requests, by code. */
  readonly refusals: Counter<'code'>;
  /** Storage operations, by operation, in seconds. */
  readonly storage: Histogram<'operation'>;
  /** Storage operations that failed, by operation. */
  readonly storageFailures: Counter<'operation'>;
  /** Matches restored from storage (after a restart, or taken over from a process that died). */
  readonly restored: Counter;
  /** Room failures (a bot that could not move, a failed write): none in a healthy server. */
  readonly roomErrors: Counter<'code'>;
}

/**
 * The metric names `GET /metrics` serves besides Node's own (`process_*`, `nodejs_*`).
 *
 * @group Server
 */
export const METRIC_NAMES = [
  'games_rooms',
  'games_clients',
  'games_moves_total',
  'games_refusals_total',
  'games_bot_queue_depth',
  'games_bot_running',
  'games_storage_seconds',
  'games_storage_failures_total',
  'games_restored_total',
  'games_room_errors_total',
] as const;

/** Live figures the registry reads when scraped. */
export interface MetricSources {
  /** Rooms of this process by game and state (`waiting`: free seats, `playing`, `finished`). */
  rooms(): { game: string; state: string }[];
  /** Connected clients of this process. */
  clients(): number;
  /** Bot moves waiting for a thread. */
  botQueue(): number;
  /** Bot moves being searched now. */
  botRunning(): number;
}

/** A registry with the server's metrics and Node's default process metrics. */
export function createMetrics(sources: MetricSources): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'games_rooms',
    help: 'Rooms of this process, by game and state (waiting: a seat is free; playing; finished).',
    labelNames: ['game', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { game, state } of sources.rooms()) this.inc({ game, state });
    },
  });
  new Gauge({
    name: 'games_clients',
    help: 'Connected clients (players and spectators) of this process.',
    registers: [registry],
    collect() {
      this.set(sources.clients());
    },
  });
  new Gauge({
    name: 'games_bot_queue_depth',
    help: 'Bot moves waiting for a bot thread.',
    registers: [registry],
    collect() {
      this.set(sources.botQueue());
    },
  });
  new Gauge({
    name: 'games_bot_running',
    help: 'Bot moves being searched now.',
    registers: [registry],
    collect() {
      this.set(sources.botRunning());
    },
  });
  return {
    registry,
    moves: new Counter({ name: 'games_moves_total', help: 'Moves applied (chance draws and bot moves included), by game.', labelNames: ['game'], registers: [registry] }),
    refusals: new Counter({ name: 'games_refusals_total', help: 'Refusals answered to clients, by code.', labelNames: ['code'], registers: [registry] }),
    storage: new Histogram({
      name: 'games_storage_seconds',
      help: 'Storage operations (create, append, update, load), in seconds.',
      labelNames: ['operation'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [registry],
    }),
    storageFailures: new Counter({ name: 'games_storage_failures_total', help: 'Storage operations that failed, by operation.', labelNames: ['operation'], registers: [registry] }),
    restored: new Counter({ name: 'games_restored_total', help: 'Matches restored from storage (restart or takeover).', registers: [registry] }),
    roomErrors: new Counter({ name: 'games_room_errors_total', help: 'Room failures (a bot that could not move, a failed write), by code.', labelNames: ['code'], registers: [registry] }),
  };
}
