import { createGameServer, type GameServerOptions } from '@games/server';
import type { Io } from '../io.js';

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
}

/**
 * `games serve`: hosts every game on a Colyseus server until `stop` resolves (by default: until
 * SIGINT or SIGTERM), then closes it; unfinished matches stay stored and are restored by the
 * next start. Returns the exit status.
 */
export async function runServe(io: Io, settings: ServeSettings, stop?: Promise<unknown>): Promise<number> {
  const options: GameServerOptions = { log: (line: string) => io.err(`${line}\n`) };
  if (settings.db !== undefined) options.db = settings.db;
  if (settings.redis !== undefined) options.redis = settings.redis;
  if (settings.serverId !== undefined) options.serverId = settings.serverId;
  if (settings.publicAddress !== undefined) options.publicAddress = settings.publicAddress;
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
  io.out(`${server.restored.length > 0 ? `; ${server.restored.length} unfinished restored` : ''}. Ctrl-C stops it.\n`);
  await (stop ??
    new Promise<void>((resolve) => {
      process.once('SIGINT', () => resolve());
      process.once('SIGTERM', () => resolve());
    }));
  await server.close();
  io.out('games server stopped.\n');
  return 0;
}
