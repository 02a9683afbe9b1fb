/**
 * Test helpers for the TigerZone tournament commands: a server on the loopback with any free
 * port, and a raw protocol client scripted line by line.
 */
import { connect, type Socket } from 'node:net';
import { defaultUsers } from '../src/commands/tigerzone-server/logins.js';
import { runTigerzoneServer, type TigerzoneServerSettings } from '../src/commands/tigerzone-server.js';
import { scriptedIo } from '../src/io.js';
import type { TigerzoneClientSettings } from '../src/commands/tigerzone-client.js';

export async function until(check: () => boolean, what: string, shown: () => string = () => ''): Promise<void> {
  const end = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${shown()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts a tournament server on 127.0.0.1 with a free port; `stop()` ends it early. */
export async function startServer(overrides: Partial<TigerzoneServerSettings> = {}) {
  const io = scriptedIo();
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const settings: TigerzoneServerSettings = {
    port: 0,
    host: '127.0.0.1',
    password: 'TIGERZONE',
    users: defaultUsers(),
    players: 2,
    waitSeconds: 600,
    challenges: 1,
    seed: 7,
    moveMs: 10_000,
    graceMs: 100,
    beginSeconds: 0,
    loginMs: 10_000,
    records: null,
    json: false,
    ...overrides,
  };
  const done = runTigerzoneServer(io, settings, stopped);
  await until(() => /127\.0\.0\.1:\d+:/.test(io.output), 'the server to listen', () => io.output + io.errors);
  const port = Number(/127\.0\.0\.1:(\d+):/.exec(io.output)![1]);
  return { io, port, done, stop };
}

/** A raw client: every line the server sent (CRLF checked), and a responder called per line. */
export function rawClient(port: number, respond: (line: string, client: RawClient) => void): RawClient {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  const client: RawClient = {
    socket,
    lines: [],
    bareLf: 0,
    closed: false,
    send: (text: string) => void (socket.destroyed ? undefined : socket.write(text)),
  };
  let buffer = '';
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n'); end >= 0; end = buffer.indexOf('\n')) {
      const raw = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      if (!raw.endsWith('\r')) client.bareLf++;
      const line = raw.replace(/\r$/, '');
      client.lines.push(line);
      respond(line, client);
    }
  });
  socket.on('error', () => undefined);
  socket.on('close', () => (client.closed = true));
  return client;
}

export interface RawClient {
  socket: Socket;
  /** Every line received, without its CRLF. */
  lines: string[];
  /** Lines that ended with LF alone (the server must end every line with CRLF). */
  bareLf: number;
  closed: boolean;
  send(text: string): void;
}

/** A responder that logs in as `user` and then calls `onPrompt` for each prompt. */
export function loginThen(user: string, password: string, onPrompt: (line: string, client: RawClient) => void = () => undefined) {
  return (line: string, client: RawClient): void => {
    if (line === 'THIS IS SPARTA!') client.send('JOIN TIGERZONE\r\n');
    else if (line === 'HELLO!') client.send(`I AM ${user} ${password}\r\n`);
    else if (line.startsWith('MAKE YOUR MOVE')) onPrompt(line, client);
  };
}

/** A client of ours for a test tournament: user TEAM<letter>, the random bot, no records, LF line ends. */
export function clientSettings(port: number, letter: string, overrides: Partial<TigerzoneClientSettings> = {}): TigerzoneClientSettings {
  return {
    host: '127.0.0.1',
    port,
    password: 'TIGERZONE',
    user: `TEAM${letter}`,
    userPassword: `IAM${letter}`,
    bot: { kind: 'random' },
    marginMs: 250,
    idleMs: 60_000,
    records: null,
    ending: '\n',
    ...overrides,
  };
}
