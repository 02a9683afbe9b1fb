import type { ServerMetrics } from './metrics.js';
import type { MatchStorage } from './storage.js';

/** The storage with every write and read timed (`games_storage_seconds`) and failures counted. */
export function timedStorage(storage: MatchStorage, metrics: ServerMetrics): MatchStorage {
  const timed =
    <A extends unknown[], R>(operation: string, action: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const stop = metrics.storage.startTimer({ operation });
      try {
        return await action(...args);
      } catch (error) {
        metrics.storageFailures.inc({ operation });
        throw error;
      } finally {
        stop();
      }
    };
  return {
    create: timed('create', (match) => storage.create(match)),
    append: timed('append', (id, from, moves, change) => storage.append(id, from, moves, change)),
    update: timed('update', (id, change) => storage.update(id, change)),
    load: timed('load', (id) => storage.load(id)),
    unfinished: () => storage.unfinished(),
    claim: (id, from, to) => storage.claim(id, from, to),
    beat: (server, until) => storage.beat(server, until),
    alive: (now) => storage.alive(now),
    ...(storage.connected === undefined ? {} : { connected: (servers: readonly string[]) => storage.connected!(servers) }),
    expire: (before) => storage.expire(before),
    ping: () => storage.ping(),
    close: () => storage.close(),
  };
}
