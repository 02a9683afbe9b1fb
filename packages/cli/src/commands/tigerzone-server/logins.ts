import { err, ok, type Result } from '@games/core';
import { formatServerMessage, parseClientLine, type ServerMessage } from '@games/tigerzone';
import type { LineConnection } from '../tigerzone/line-connection.js';

/**
 * The logins of the 2016 tournament: `TEAMA`..`TEAMZ` with passwords `IAMA`..`IAMZ`.
 *
 * @group TigerZone tournament
 */
export function defaultUsers(): Map<string, string> {
  const users = new Map<string, string>();
  for (let code = 65; code <= 90; code++) users.set(`TEAM${String.fromCharCode(code)}`, `IAM${String.fromCharCode(code)}`);
  return users;
}

/** The longest users file read. */
const MAX_USERS_TEXT = 1 << 20;

/**
 * Reads a users file: one `user password` per line; blank lines and lines starting with `#` are
 * skipped. `invalid-users` names the first bad line (a user must be a protocol login: letters,
 * digits, `_`, `.` or `-`, at most 64).
 *
 * @group TigerZone tournament
 */
export function parseUsers(text: string): Result<Map<string, string>> {
  if (text.length > MAX_USERS_TEXT) return err('invalid-users', `a users file is at most ${MAX_USERS_TEXT} characters`);
  const users = new Map<string, string>();
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const fields = line.split(/\s+/);
    if (fields.length !== 2 || !/^[A-Za-z0-9_.-]{1,64}$/.test(fields[0]!) || fields[1]!.length > 64) {
      return err('invalid-users', `line ${index + 1} of the users file is not "user password": ${JSON.stringify(raw.slice(0, 80))}`);
    }
    if (users.has(fields[0]!)) return err('invalid-users', `line ${index + 1}: user ${fields[0]} is listed twice`);
    users.set(fields[0]!, fields[1]!);
  }
  if (users.size === 0) return err('invalid-users', 'the users file lists no user');
  return ok(users);
}

/**
 * What a login dialogue ended with: the player's login, or why it failed.
 *
 * @group TigerZone tournament
 */
export type LoginResult = { ok: true; player: string } | { ok: false; reason: 'refused' | 'closed' | 'timeout' };

/** Wrong lines a connection may send before `NOPE GOOD BYE`. */
export const LOGIN_TRIES = 3;

/**
 * Settings of {@link login}.
 *
 * @group TigerZone tournament
 */
export interface LoginSettings {
  /** The tournament password (`JOIN <password>`). */
  password: string;
  /** Logins and their passwords. */
  users: ReadonlyMap<string, string>;
  /** Whether a login is taken (already playing). */
  taken(user: string): boolean;
  /** How long to wait for each line. */
  lineMs: number;
}

/**
 * The 2016 login dialogue: `THIS IS SPARTA!`, `JOIN <password>`, `HELLO!`, `I AM <user> <password>`,
 * `WELCOME <pid> ...`; a wrong line gets `NOPE TRY AGAIN` (the same question again) up to
 * {@link LOGIN_TRIES} wrong lines in all, then `NOPE GOOD BYE`. A login already in use counts as
 * wrong. The welcome line is the caller's to send (it may still refuse a late player).
 *
 * @group TigerZone tournament
 */
export async function login(connection: LineConnection, settings: LoginSettings): Promise<LoginResult> {
  const say = (message: ServerMessage): void => connection.send(formatServerMessage(message));
  let wrong = 0;
  let joined = false;
  say({ kind: 'sparta' });
  for (;;) {
    const event = await connection.nextLine(settings.lineMs);
    if (event.kind === 'timeout') return { ok: false, reason: 'timeout' };
    if (event.kind !== 'line') return { ok: false, reason: 'closed' };
    const message = parseClientLine(event.text);
    if (!joined && message.ok && message.value.kind === 'join' && message.value.password === settings.password) {
      joined = true;
      say({ kind: 'hello' });
      continue;
    }
    if (joined && message.ok && message.value.kind === 'login') {
      const { user, password } = message.value;
      if (settings.users.get(user) === password && !settings.taken(user)) return { ok: true, player: user };
    }
    wrong++;
    if (wrong >= LOGIN_TRIES) {
      say({ kind: 'nope', retry: false });
      return { ok: false, reason: 'refused' };
    }
    say({ kind: 'nope', retry: true });
  }
}
