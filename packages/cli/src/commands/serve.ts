import { err, ok, type Result } from '@games/core';
import type { GameServerOptions } from '@games/server';
import type { Io } from '../io.js';

/** What `games serve` uses of `@games/server`, an optional peer dependency of the CLI. */
export type ServerModule = typeof import('@games/server');

/** The package `games serve` loads. */
export const SERVER_PACKAGE = '@games/server';

/**
 * Loads `@games/server` (or the package `specifier`) when `games serve` starts: the CLI does not
 * depend on it, so that it installs on Node 20, while the server (Colyseus 0.18) needs Node 22.
 * A `server-not-installed` error when the package cannot be found; any other failure to load it
 * is thrown as it is.
 */
export async function loadServer(specifier: string = SERVER_PACKAGE): Promise<Result<ServerModule>> {
  try {
    const loaded: ServerModule = await import(specifier);
    return ok(loaded);
  } catch (error) {
    if (!isMissing(error, specifier)) throw error;
    return err(
      'server-not-installed',
      `games serve needs the package ${specifier}, which is not installed. Install it beside @games/cli (npm install ${specifier}, or npm install --global ${specifier} for a global games); it needs Node.js 22 or newer (this is Node.js ${process.versions.node}).`,
    );
  }
}

/** Whether `error` says that `specifier` itself (not something it imports) is not installed. */
function isMissing(error: unknown, specifier: string): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  return (error.code === 'ERR_MODULE_NOT_FOUND' || error.code === 'MODULE_NOT_FOUND') && error.message.includes(`'${specifier}'`);
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
