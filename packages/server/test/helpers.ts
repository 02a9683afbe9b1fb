import { createServer } from 'node:net';
import { Client, type Room } from '@colyseus/sdk';
import { createRng, int, type AnyGame, type Rng } from '@games/core';
import { fieryDragons } from '@games/fiery-dragons';
import { santorini } from '@games/santorini';
import { stratego } from '@games/stratego';
import { tigerzone } from '@games/tigerzone';
import { yunnori } from '@games/yunnori';
import { createGameServer, type GameServer, type GameServerOptions, type HistoryMessage, type MatchStorage, type PresenceMessage, type RefusedMessage, type SeatMessage, type StoredMatch, type UpdateMessage } from '../src/index.js';

/** The five engines the server hosts by default. */
export const GAMES = {
  santorini: santorini as AnyGame,
  stratego: stratego as AnyGame,
  yunnori: yunnori as AnyGame,
  tigerzone: tigerzone as AnyGame,
  fieryDragons: fieryDragons as AnyGame,
};

/** Storage in memory that also counts writes: what a test can look into. */
export function memoryStorage(): MatchStorage & { matches: Map<string, StoredMatch>; writes: number; appended: number } {
  const matches = new Map<string, StoredMatch>();
  const beats = new Map<string, number>();
  const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const storage = {
    matches,
    writes: 0,
    appended: 0,
    create(match: StoredMatch) {
      storage.writes++;
      matches.set(match.id, copy(match));
      return Promise.resolve();
    },
    append(id: string, from: number, moves: readonly StoredMatch['snapshot']['moves'][number][], change: { status?: StoredMatch['status']; updatedAt: number }) {
      storage.writes++;
      storage.appended += moves.length;
      const match = matches.get(id);
      if (match !== undefined) {
        match.snapshot.moves.splice(from, Infinity, ...copy(moves));
        Object.assign(match, copy(change));
      }
      return Promise.resolve();
    },
    update(id: string, change: Partial<StoredMatch>) {
      storage.writes++;
      const match = matches.get(id);
      if (match !== undefined) Object.assign(match, copy(change));
      return Promise.resolve();
    },
    load: (id: string) => Promise.resolve(matches.has(id) ? copy(matches.get(id)!) : null),
    unfinished: () => Promise.resolve([...matches.values()].filter((match) => match.status === 'playing').map(({ id, game, owner }) => ({ id, game, owner }))),
    claim(id: string, from: string, to: string) {
      const match = matches.get(id);
      if (match === undefined || match.owner !== from) return Promise.resolve(false);
      match.owner = to;
      return Promise.resolve(true);
    },
    beat(server: string, until: number) {
      beats.set(server, until);
      return Promise.resolve();
    },
    alive: (now: number) => Promise.resolve(new Set([...beats].filter(([, until]) => until > now).map(([server]) => server))),
    expire(before: number) {
      let count = 0;
      for (const [id, match] of matches) {
        if (match.status !== 'playing' && match.updatedAt < before) {
          matches.delete(id);
          count++;
        }
      }
      return Promise.resolve(count);
    },
    ping: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  return storage;
}

/** A server on an ephemeral loopback port, hosting the five engines (the default). */
export async function startServer(options: GameServerOptions = {}): Promise<{ server: GameServer; port: number; url: string; log: string[] }> {
  const log: string[] = [];
  const server = createGameServer({
    db: ':memory:',
    botThreads: 0,
    botMilliseconds: 200,
    messagesPerSecond: 1000,
    messageBurst: 1000,
    createsPerMinute: 10_000,
    requestsPerMinute: 10_000,
    log: (line) => void log.push(line),
    ...options,
  });
  const port = await server.listen(0, '127.0.0.1');
  return { server, port, url: `ws://127.0.0.1:${port}`, log };
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/** Resolves when `check` holds, polling; rejects after `milliseconds`. */
export async function until(check: () => boolean, milliseconds = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + milliseconds;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A participant: the room, and every message it received, in order. */
export interface Participant {
  room: Room;
  seat: SeatMessage | null;
  updates: UpdateMessage[];
  history: HistoryMessage[];
  presence: PresenceMessage[];
  refused: RefusedMessage[];
  left: number | null;
  /** The latest update. */
  last(): UpdateMessage | undefined;
}

/** Listens to a joined room's protocol messages (right after the join, as the protocol needs). */
export function participant(room: Room): Participant {
  // the seat's token is how a client comes back (as the README says): the SDK's own reconnection is off
  room.reconnection.enabled = false;
  const who: Participant = {
    room,
    seat: null,
    updates: [],
    history: [],
    presence: [],
    refused: [],
    left: null,
    last: () => who.updates.at(-1),
  };
  room.onMessage('seat', (message: SeatMessage) => void (who.seat = message));
  room.onMessage('update', (message: UpdateMessage) => void who.updates.push(message));
  room.onMessage('refused', (message: RefusedMessage) => void who.refused.push(message));
  room.onMessage('history', (message: HistoryMessage) => void who.history.push(message));
  room.onMessage('presence', (message: PresenceMessage) => void who.presence.push(message));
  room.onLeave((code: number) => void (who.left = code));
  return who;
}

/** Creates a room of `game` on `url` and joins it. */
export async function create(url: string, game: string, options: Record<string, unknown> = {}): Promise<Participant> {
  return participant(await new Client(url).create(game, options));
}

/** Joins the room `roomId` on `url`. */
export async function joinById(url: string, roomId: string, options: Record<string, unknown> = {}): Promise<Participant> {
  return participant(await new Client(url).joinById(roomId, options));
}

/**
 * Plays random legal moves (or those `choose` picks) for every participant whenever its latest update offers it moves,
 * until every participant saw the outcome (or `maxMoves` moves were sent).
 */
export async function playRandomly(players: Participant[], seed: number, maxMoves = 5000, milliseconds = 60_000, choose: (moves: string[], rng: Rng) => string = (moves, rng) => moves[int(rng, 0, moves.length - 1)]!): Promise<number> {
  const rng: Rng = createRng(seed);
  let sent = 0;
  const answered = new Map<Participant, number>();
  const end = Date.now() + milliseconds;
  while (players.some((player) => player.last()?.outcome === null || player.last() === undefined)) {
    if (Date.now() > end) throw new Error(`match not over after ${sent} moves`);
    let moved = false;
    for (const player of players) {
      const last = player.last();
      if (last?.legalMoves === undefined || answered.get(player) === player.updates.length) continue;
      answered.set(player, player.updates.length);
      player.room.send('move', choose(last.legalMoves, rng));
      sent++;
      moved = true;
    }
    if (sent >= maxMoves) break;
    if (!moved) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return sent;
}

/**
 * Checks a participant's updates against the replayed match: one on joining and one after every
 * move since, each exactly `updateFor` of the table at that point (the seat's own view, the last
 * move, legal moves only for the acting seat). `from` is the number of moves played before it
 * joined (by default: as many as it missed; chance or a bot may move before the creator joins).
 */
export function expectUpdatesMatch(game: AnyGame, record: { moves: string[] }, states: unknown[], who: Participant, seat: number | null, from = states.length - who.updates.length): void {
  if (from < 0) throw new Error(`seat ${seat}: ${who.updates.length} updates for ${states.length} positions`);
  const expected = states.slice(from).map((state, index) => {
    const at = from + index;
    const actor = game.actor(state);
    return {
      seat,
      view: game.view(state, seat),
      lastMove: at === 0 ? null : record.moves[at - 1],
      acting: actor.kind === 'player' && actor.seat === seat,
      legalMoves: actor.kind === 'player' && actor.seat === seat ? game.legalMoves(state).map((move) => game.formatMove(move)) : undefined,
    };
  });
  if (who.updates.length !== expected.length) throw new Error(`seat ${seat}: ${who.updates.length} updates for ${expected.length} positions`);
  who.updates.forEach((update, index) => {
    const want = expected[index]!;
    const got = { seat: update.seat, view: update.view, lastMove: update.lastMove, acting: update.legalMoves !== undefined, legalMoves: update.legalMoves };
    if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`seat ${seat}, update ${index}: ${JSON.stringify(got).slice(0, 300)}\nexpected ${JSON.stringify(want).slice(0, 300)}`);
  });
}

/** A server process started from the sources (test/fixtures/serve.ts). */
export interface ServerProcess {
  child: import('node:child_process').ChildProcess;
  port: number;
  restored: string[];
  stderr: () => string;
}

/**
 * The budget of a test that starts server processes (node compiling the sources with tsx, then
 * killing and restarting them): far above its 5-10 s alone, so that a busy machine (another
 * process on one of two cores, every vitest worker busy) slows it without failing it.
 */
export const PROCESS_TEST_BUDGET_MS = 120_000;

/**
 * Starts `test/fixtures/serve.ts` in its own Node process and waits for it to listen. A restart on
 * a port that was free can find it taken for a moment: another test's client may have been given
 * it as the local port of an outgoing connection (EADDRINUSE), so the start is tried again, as an
 * operator's supervisor would, until `PROCESS_TEST_BUDGET_MS / 4` passes.
 */
export async function spawnServer(port: number, serverId: string, args: string[]): Promise<ServerProcess> {
  const deadline = Date.now() + PROCESS_TEST_BUDGET_MS / 4;
  for (;;) {
    try {
      return await spawnServerOnce(port, serverId, args);
    } catch (error) {
      if (!(error as Error).message.includes('EADDRINUSE') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

async function spawnServerOnce(port: number, serverId: string, args: string[]): Promise<ServerProcess> {
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', `${fixtures}serve.ts`, String(port), serverId, ...args], {
    env: { ...process.env, TSX_TSCONFIG_PATH: `${fixtures}tsconfig.json` },
    // stdin is a pipe the server watches: it ends, and the server with it, when this test run
    // exits however it exits (even killed), so no server outlives the run
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  // a server that cannot listen says so on stderr and stays up: it is stopped at once
  await until(() => out.includes('READY') || child.exitCode !== null || err.includes('EADDRINUSE'), 90_000, `server ${serverId} to listen`).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${err}`);
  });
  if (!out.includes('READY') && err.includes('EADDRINUSE')) {
    await crash({ child, port, restored: [], stderr: () => err });
    throw new Error(`server ${serverId} could not listen: ${err}`);
  }
  if (!out.includes('READY')) throw new Error(`server ${serverId} exited: ${err}`);
  const [, portText, restored] = /READY (\d+) (.*)/.exec(out)!;
  return { child, port: Number(portText), restored: JSON.parse(restored!) as string[], stderr: () => err };
}

/** Runs a script of `test/fixtures` in its own Node process (through tsx) and resolves to what it printed. */
export async function runFixture(script: string, args: string[]): Promise<string> {
  const { execFile } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', `${fixtures}${script}`, ...args], { env: { ...process.env, TSX_TSCONFIG_PATH: `${fixtures}tsconfig.json` }, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`${script}: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** Kills a server process with SIGKILL (a crash: nothing is flushed) and waits for it to exit. */
export async function crash(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

/** A stored match's record (core's `MatchRecord`): what `replay` reads. */
export function recordOf(stored: StoredMatch): { game: string; options: unknown; moves: string[] } {
  return { game: stored.game, options: stored.snapshot.options, moves: stored.snapshot.moves.map((move) => move.notation) };
}

/** Joins `roomId` with a seat's token, retrying (as a client should) until the room is back or `milliseconds` pass. */
export async function rejoin(url: string, roomId: string, token: string, milliseconds = 15_000): Promise<Participant> {
  const end = Date.now() + milliseconds;
  let delay = 100;
  for (;;) {
    try {
      return participant(await new Client(url).joinById(roomId, { token }));
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 1000);
    }
  }
}

/** Sends SIGTERM and resolves to how long the process took to exit, in milliseconds. */
export async function terminate(server: ServerProcess): Promise<number> {
  const started = Date.now();
  if (server.child.exitCode !== null || server.child.signalCode !== null) return 0;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
  return Date.now() - started;
}
