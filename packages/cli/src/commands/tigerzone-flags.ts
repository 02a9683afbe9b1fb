import { readFileSync } from 'node:fs';
import { err, ok, parseSeatSpec, type Result, type SeatSpec } from '@games/core';
import { parseWholeNumber } from '../options.js';
import type { TigerzoneClientSettings } from './tigerzone-client.js';
import type { TigerzoneServerSettings } from './tigerzone-server.js';
import { defaultUsers, parseUsers } from './tigerzone-server/logins.js';
import { SERVER_PROFILES, type ServerProfile } from './tigerzone-client/server-profile.js';

/** The flags of `games tigerzone-server` as commander hands them over. */
export interface TigerzoneServerFlags {
  port: string;
  host: string;
  password: string;
  users?: string;
  players: string;
  wait: string;
  challenges: string;
  seed?: string;
  moveMs: string;
  waitMatch: string;
  records?: string;
  json?: boolean;
  rules: string;
}

/** The flags of `games tigerzone-client` as commander hands them over. */
export interface TigerzoneClientFlags {
  port: string;
  host: string;
  password: string;
  user: string;
  userPassword: string;
  bot: string;
  marginMs: string;
  idle: string;
  records?: string;
  crlf?: boolean;
  server: string;
}

function whole(text: string, name: string, range: { min?: number; max?: number }): Result<number> {
  return parseWholeNumber(text, name, range);
}

/** A password or login on the protocol's line: no spaces, at most 64 characters. */
function word(text: string, name: string): Result<string> {
  return /^\S{1,64}$/.test(text) ? ok(text) : err('invalid-argument', `${name} must be one word of at most 64 characters, got "${text}"`);
}

/** Reads the server's flags into its settings; `invalid-argument` or `invalid-users` otherwise. */
export function readTigerzoneServerFlags(flags: TigerzoneServerFlags, randomSeed: () => number): Result<TigerzoneServerSettings> {
  const numbers: [keyof TigerzoneServerFlags, string, { min: number; max: number }][] = [
    ['port', '--port', { min: 0, max: 65535 }],
    ['players', '--players', { min: 2, max: 64 }],
    ['wait', '--wait', { min: 0, max: 86_400 }],
    ['challenges', '--challenges', { min: 1, max: 1000 }],
    ['moveMs', '--move-ms', { min: 50, max: 600_000 }],
    ['waitMatch', '--wait-match', { min: 0, max: 3600 }],
  ];
  const read: Record<string, number> = {};
  for (const [key, name, range] of numbers) {
    const value = whole(flags[key] as string, name, range);
    if (!value.ok) return value;
    read[key] = value.value;
  }
  let seed = randomSeed();
  if (flags.seed !== undefined) {
    const value = whole(flags.seed, '--seed', { min: -2147483648, max: 2147483647 });
    if (!value.ok) return value;
    seed = value.value;
  }
  const password = word(flags.password, '--password');
  if (!password.ok) return password;
  if (flags.rules !== 'standard' && flags.rules !== '2016') return err('invalid-argument', `--rules must be standard or 2016, got "${flags.rules}"`);
  let users = defaultUsers();
  if (flags.users !== undefined) {
    let text: string;
    try {
      text = readFileSync(flags.users, 'utf8');
    } catch (error) {
      return err('invalid-users', `cannot read ${flags.users}: ${(error as Error).message}`);
    }
    const parsed = parseUsers(text);
    if (!parsed.ok) return err(parsed.error.code, `${flags.users}: ${parsed.error.message}`);
    users = parsed.value;
  }
  return ok({
    port: read.port!,
    host: flags.host,
    password: password.value,
    users,
    players: read.players!,
    waitSeconds: read.wait!,
    challenges: read.challenges!,
    seed,
    moveMs: read.moveMs!,
    graceMs: 100,
    beginSeconds: read.waitMatch!,
    loginMs: 30_000,
    records: flags.records ?? null,
    rules: flags.rules,
    json: flags.json === true,
  });
}

/** Reads `--bot` with core's seat-spec parser: a bot (`mcts`, `mcts:N`, `mcts:Nms`, `random`), not a person. */
export function readTournamentBot(text: string): Result<SeatSpec> {
  const spec = parseSeatSpec(text);
  if (!spec.ok) return err(spec.error.code, `--bot: ${spec.error.message}`);
  if (spec.value.kind !== 'mcts' && spec.value.kind !== 'random') return err('invalid-seat', `--bot must be a bot (mcts, mcts:N, mcts:Nms or random), got "${text}"`);
  return spec;
}

/** Reads the client's flags into its settings; `invalid-argument` or `invalid-seat` otherwise. */
export function readTigerzoneClientFlags(flags: TigerzoneClientFlags): Result<TigerzoneClientSettings> {
  const port = whole(flags.port, '--port', { min: 1, max: 65535 });
  if (!port.ok) return port;
  const margin = whole(flags.marginMs, '--margin-ms', { min: 0, max: 600_000 });
  if (!margin.ok) return margin;
  const idle = whole(flags.idle, '--idle', { min: 1, max: 86_400 });
  if (!idle.ok) return idle;
  const bot = readTournamentBot(flags.bot);
  if (!bot.ok) return bot;
  if (!SERVER_PROFILES.includes(flags.server as ServerProfile)) return err('invalid-argument', `--server must be ${SERVER_PROFILES.join(' or ')}, got "${flags.server}"`);
  for (const [value, name] of [
    [flags.password, '--password'],
    [flags.user, '--user'],
    [flags.userPassword, '--user-password'],
  ] as const) {
    const checked = word(value, name);
    if (!checked.ok) return checked;
  }
  return ok({
    host: flags.host,
    port: port.value,
    password: flags.password,
    user: flags.user,
    userPassword: flags.userPassword,
    bot: bot.value,
    marginMs: margin.value,
    idleMs: idle.value * 1000,
    records: flags.records ?? null,
    ending: flags.crlf === true ? '\r\n' : '\n',
    server: flags.server as ServerProfile,
  });
}
