/**
 * Players' accounts of the advanced game, from `user_info.txt` (one `ID password` pair per line,
 * separated by a space), and logging in.
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Result, type RuleError } from '@games/core';
import { YunnoriErrorCode } from './errors.js';
import { NEED_MORE_PLAYERS } from './messages.js';
import { isPlayerId } from './setup.js';

/** One account. */
export interface User {
  /** The player ID (one word). */
  id: string;
  /** The password (one word). */
  password: string;
}

/** The accounts read from a user file. */
export interface UserFile {
  /** The well-formed accounts, in file order (the first of two lines with one ID wins). */
  users: User[];
  /** One `malformed-record` error per bad line, naming the line and column. */
  errors: RuleError[];
}

/** The most players a game seats. */
export const MAX_PLAYERS = 4;

/**
 * Reads `user_info.txt`. Blank lines are skipped; CRLF and a missing final newline are fine; a
 * line that is not exactly two words, or repeats an ID, gives an error and is skipped.
 */
export function parseUsers(text: string): UserFile {
  if (typeof text !== 'string') return { users: [], errors: [{ code: ErrorCode.malformedRecord, message: `a user file is text, got ${describeValue(text)}` }] };
  const users: User[] = [];
  const errors: RuleError[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\r$/, '');
    if (line.trim() === '') return;
    const words = line.trim().split(/\s+/);
    const column = line.length - line.trimStart().length + 1;
    const fail = (message: string): void => {
      errors.push({ code: ErrorCode.malformedRecord, message: `line ${index + 1}, column ${column}: ${message}` });
    };
    if (words.length !== 2) return fail(`expected "ID password", found ${words.length} words`);
    const [id, password] = words as [string, string];
    if (!isPlayerId(id)) return fail(`${JSON.stringify(id)} is not a usable ID`);
    if (users.some((user) => user.id === id)) return fail(`the ID ${id} appears twice`);
    users.push({ id, password });
  });
  return { users, errors };
}

/**
 * Logs `id` in with `password` and returns the ID. Errors: `already-logged-in` (it is in
 * `loggedInIds`), `too-many-players` (four are logged in), `unknown-id`, `wrong-password`.
 * The console prints `Login Failed!` for the last two, as the course did.
 */
export function login(users: readonly User[], id: string, password: string, loggedInIds: readonly string[] = []): Result<string> {
  if (typeof id !== 'string' || typeof password !== 'string') return err(YunnoriErrorCode.unknownId, 'the ID and password must be text');
  const trimmedId = id.trim();
  if (loggedInIds.includes(trimmedId)) return err(YunnoriErrorCode.alreadyLoggedIn, `${trimmedId} is already logged in`);
  if (loggedInIds.length >= MAX_PLAYERS) return err(YunnoriErrorCode.tooManyPlayers, `at most ${MAX_PLAYERS} players can log in`);
  const user = Array.isArray(users) ? users.find((candidate) => candidate.id === trimmedId) : undefined;
  if (user === undefined) return err(YunnoriErrorCode.unknownId, `no user with the ID ${JSON.stringify(trimmedId)}`);
  if (user.password !== password.trim()) return err(YunnoriErrorCode.wrongPassword, `wrong password for ${trimmedId}`);
  return ok(user.id);
}

/**
 * Whether the logged-in players can start an advanced game: `not-enough-players` with the
 * course's message (`More than 1 player is needed to start the game`) below two players,
 * `too-many-players` above four.
 */
export function checkCanStart(loggedInIds: readonly string[]): Result<true> {
  if (loggedInIds.length < 2) return err(YunnoriErrorCode.notEnoughPlayers, NEED_MORE_PLAYERS);
  if (loggedInIds.length > MAX_PLAYERS) return err(YunnoriErrorCode.tooManyPlayers, `at most ${MAX_PLAYERS} players can play`);
  return ok(true);
}
