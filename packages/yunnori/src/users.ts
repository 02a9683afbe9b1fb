/**
 * Players' accounts of the advanced game, from `user_info.txt` (one `ID password` pair per line,
 * separated by a space), and logging in.
 *
 * @module
 */
import { err, ErrorCode, ok, type Result, type RuleError } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { YunnoriError } from './errors.js';
import { NEED_MORE_PLAYERS } from './messages.js';
import { isPlayerId } from './setup.js';

/**
 * One account.
 *
 * @group Console program
 */
export interface User {
  /** The player ID (one word). */
  id: string;
  /** The password (one word). */
  password: string;
}

/**
 * The accounts read from a user file.
 *
 * @group Console program
 */
export interface UserFile {
  /** The well-formed accounts, in file order (the first of two lines with one ID wins). */
  users: User[];
  /** One `malformed-record` error per bad line, naming the line and column. */
  errors: RuleError[];
}

/**
 * The most players a game seats.
 *
 * @group Console program
 */
export const MAX_PLAYERS = 4;

/**
 * Reads `user_info.txt`. Blank lines are skipped; CRLF and a missing final newline are fine; a
 * line that is not exactly two words, or repeats an ID, gives an error and is skipped.
 *
 * @group Console program
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

function invalidArgument(message: string): Result<never> {
  return err(YunnoriError.invalidArgument, message);
}

/**
 * A copy of a list of logged-in IDs, each read once: `too-many-players` above four (checked
 * before any element is read), `invalid-argument` for anything but a list of distinct player IDs.
 */
function readLoggedIn(value: unknown): Result<string[]> {
  if (!Array.isArray(value)) return invalidArgument(`the logged-in IDs must be a list, got ${describeValue(value)}`);
  if (value.length > MAX_PLAYERS) return err(YunnoriError.tooManyPlayers, `at most ${MAX_PLAYERS} players can play, got ${value.length} IDs`);
  const ids: string[] = [];
  for (let index = 0; index < value.length; index++) {
    const id: unknown = value[index];
    if (!isPlayerId(id)) return invalidArgument(`a logged-in ID must be a word without spaces or "|", got ${describeValue(id)}`);
    if (ids.includes(id)) return invalidArgument(`the ID ${id} is logged in twice`);
    ids.push(id);
  }
  return ok(ids);
}

/**
 * Logs `id` in with `password` and returns the ID. Errors: `already-logged-in` (it is in
 * `loggedInIds`), `too-many-players` (four are logged in), `unknown-id`, `wrong-password`.
 * The console prints `Login Failed!` for the last two, as the classic program did. Arguments of the
 * wrong type (users that are not `{ id, password }` records, logged-in IDs that are not a list
 * of IDs) give `invalid-argument`; each is read once.
 *
 * @group Console program
 */
export function login(users: readonly User[], id: string, password: string, loggedInIds: readonly string[] = []): Result<string> {
  if (typeof id !== 'string' || typeof password !== 'string') return err(YunnoriError.unknownId, 'the ID and password must be text');
  const loggedIn = readLoggedIn(loggedInIds);
  if (!loggedIn.ok) return loggedIn;
  if (!Array.isArray(users)) return invalidArgument(`the users must be a list of { id, password }, got ${describeValue(users)}`);
  const trimmedId = id.trim();
  if (loggedIn.value.includes(trimmedId)) return err(YunnoriError.alreadyLoggedIn, `${trimmedId} is already logged in`);
  if (loggedIn.value.length >= MAX_PLAYERS) return err(YunnoriError.tooManyPlayers, `at most ${MAX_PLAYERS} players can log in`);
  for (let index = 0; index < users.length; index++) {
    const user: unknown = users[index];
    if (typeof user !== 'object' || user === null) return invalidArgument(`users[${index}] is not a user { id, password }: ${describeValue(user)}`);
    const { id: userId, password: userPassword } = user as { id?: unknown; password?: unknown };
    if (typeof userId !== 'string' || typeof userPassword !== 'string') return invalidArgument(`users[${index}] is not a user { id, password }: ${describeValue(user)}`);
    if (userId !== trimmedId) continue;
    if (userPassword !== password.trim()) return err(YunnoriError.wrongPassword, `wrong password for ${trimmedId}`);
    return ok(userId);
  }
  return err(YunnoriError.unknownId, `no user with the ID ${describeValue(trimmedId)}`);
}

/**
 * Whether the logged-in players can start an advanced game: `not-enough-players` with the
 * classic program's message (`More than 1 player is needed to start the game`) below two players,
 * `too-many-players` above four, `invalid-argument` for anything but a list of distinct IDs.
 *
 * @group Console program
 */
export function checkCanStart(loggedInIds: readonly string[]): Result<true> {
  const loggedIn = readLoggedIn(loggedInIds);
  if (!loggedIn.ok) return loggedIn;
  if (loggedIn.value.length < 2) return err(YunnoriError.notEnoughPlayers, NEED_MORE_PLAYERS);
  return ok(true);
}
