import type { Result } from '@games/core';
import type { GameServerOptions } from '@games/server';
import type { Io } from '../io.js';
import { importPeer, type PeerPackage } from '../peer-package.js';

/** What `games serve` uses of `@games/server`, an optional peer dependency of the CLI. */
export type ServerModule = typeof import('@games/server');

/** `@games/server`, as `games serve` loads it. */
export const SERVER_PACKAGE: PeerPackage = { name: '@games/server', command: 'games serve', code: 'server-not-installed' };

/**
 * Loads `@games/server` (or the package `specifier`, for tests) when `games serve` starts; a
 * `server-not-installed` error saying how to install it when it is missing.
 */
export function loadServer(specifier?: string): Promise<Result<ServerModule>> {
  return importPeer<ServerModule>(SERVER_PACKAGE, specifier);
}

/** What `games serve` was given. */
export interface ServeSettings {
  /** The port (0: any free port). */
  port: number;
  /** The interface to listen on (default: every interface). */
  host?: string;
  /** The SQLite file (default `games.db`). */
  db?: string;
  /** A Redis URL: presence, driver and storage shared with other processes. */
  redis?: string;
  /** This process's id in the shared storage (default `<hostname>:<port>`). */
  serverId?: string;
  /** `host:port` other processes send clients to, with Redis. */
  publicAddress?: string;
  /** Worker threads for bots (default 1). */
  botThreads?: number;
  /** Mount the Colyseus monitor panel at /monitor. */
  monitor?: boolean;
}

/**
 * `games serve`: hosts every game on a Colyseus server until `stop` resolves (by default: until
 * SIGINT or SIGTERM), then drains it within 10 s (refuses new requests, finishes every write,
 * closes every connection with 4001 and hands its unfinished matches off: another process
 * sharing the storage, or the next start, restores them) and returns the exit status. The server
 * package is loaded by `load` (default {@link loadServer}); without it, `games serve` prints how
 * to install it and returns 1.
 */
export async function runServe(io: Io, settings: ServeSettings, stop?: Promise<unknown>, load: () => Promise<Result<ServerModule>> = loadServer): Promise<number> {
  const loaded = await load();
  if (!loaded.ok) {
    io.err(`games: ${loaded.error.message} (${loaded.error.code})\n`);
    return 1;
  }
  const { createGameServer } = loaded.value;
  const options: GameServerOptions = { log: (line: string) => io.err(`${line}\n`) };
  if (settings.db !== undefined) options.db = settings.db;
  if (settings.redis !== undefined) options.redis = settings.redis;
  if (settings.serverId !== undefined) options.serverId = settings.serverId;
  if (settings.publicAddress !== undefined) options.publicAddress = settings.publicAddress;
  if (settings.botThreads !== undefined) options.botThreads = settings.botThreads;
  if (settings.monitor === true) options.monitor = true;
  const server = createGameServer(options);
  let port: number;
  try {
    port = await server.listen(settings.port, settings.host);
  } catch (error) {
    await server.close().catch(() => undefined);
    io.err(`games: could not listen on port ${settings.port}: ${(error as Error).message}\n`);
    return 1;
  }
  const storage = settings.redis !== undefined ? `Redis ${settings.redis}` : `SQLite ${settings.db ?? 'games.db'}`;
  io.out(`games server on ws://${settings.host ?? 'localhost'}:${port} (${server.games().join(', ')}); matches in ${storage}`);
  io.out(`${server.restored.length > 0 ? `; ${server.restored.length} unfinished restored` : ''}. Health at /healthz, metrics at /metrics${settings.monitor === true ? ', monitor at /monitor' : ''}. Ctrl-C stops it.\n`);
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'];
  let onSignal: (() => void) | undefined;
  await (stop ??
    new Promise<void>((resolve) => {
      onSignal = () => resolve();
      for (const signal of signals) process.once(signal, onSignal);
    }));
  if (onSignal !== undefined) for (const signal of signals) process.removeListener(signal, onSignal);
  io.out('games server draining...\n');
  await server.close();
  io.out('games server stopped.\n');
  return 0;
}
