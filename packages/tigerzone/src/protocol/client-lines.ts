/**
 * The client's side of the tournament protocol: the login lines and the moves, read into a
 * {@link ClientMessage} and written in the protocol's words.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { formatMove, parseMove } from '../notation.js';
import { MAX_LINE_LENGTH, ProtocolError, type ClientMessage } from './messages.js';

const JOIN = /^JOIN (\S{1,64})$/i;
const LOGIN = /^I AM (\S{1,64}) (\S{1,64})$/i;
const MOVE = /^GAME ([A-Za-z0-9_.-]{1,64}) MOVE (\d{1,9}) (.*)$/i;

function malformed(line: string, why: string): Result<ClientMessage> {
  return err(ProtocolError.malformedMessage, `${why}: ${describeValue(line.length > 120 ? `${line.slice(0, 120)}…` : line)}`);
}

/**
 * Reads one line a client sent (without its line ending), as leniently as the 2016 server did:
 * keywords in any case, spaces around the line ignored. `malformed-message` for anything that is
 * no client message (an unreadable move says why), `line-too-long` over {@link MAX_LINE_LENGTH}.
 *
 * @example
 * ```ts
 * import { parseClientLine } from '@games/tigerzone';
 *
 * const move = parseClientLine('GAME 1 MOVE 3 PLACE TLTJD AT 1 0 90 TIGER 2');
 * console.log(move.ok && move.value.kind);  // 'move'
 * console.log(parseClientLine('I AM TEAMA IAMA'));  // { ok: true, value: { kind: 'login', user: 'TEAMA', password: 'IAMA' } }
 * console.log(parseClientLine('GAME 1 MOVE 3 PLACE TLTJD AT 1 0 45 NONE').ok);  // false: 45 is no orientation
 * ```
 *
 * @group Tournament protocol
 */
export function parseClientLine(line: string): Result<ClientMessage> {
  if (typeof line !== 'string') return err(ProtocolError.malformedMessage, `a line must be a string, got ${describeValue(line)}`);
  if (line.length > MAX_LINE_LENGTH) return err(ProtocolError.lineTooLong, `a line is at most ${MAX_LINE_LENGTH} characters, got ${line.length}`);
  const text = line.trim();
  let match: RegExpExecArray | null;
  if ((match = JOIN.exec(text))) return ok({ kind: 'join', password: match[1]! });
  if ((match = LOGIN.exec(text))) return ok({ kind: 'login', user: match[1]!, password: match[2]! });
  if ((match = MOVE.exec(text))) {
    const action = parseMove(match[3]!);
    if (!action.ok) return malformed(line, `not a move (${action.error.message})`);
    return ok({ kind: 'move', game: match[1]!, move: Number(match[2]), action: action.value });
  }
  return malformed(line, 'not a message of a TigerZone tournament client (JOIN, I AM or GAME <gid> MOVE <n> ...)');
}

/**
 * Writes a client message in the protocol's words (without the line ending).
 *
 * @example
 * ```ts
 * import { formatClientMessage } from '@games/tigerzone';
 *
 * const line = formatClientMessage({ kind: 'move', game: '2', move: 5, action: { kind: 'unplaceable', tile: 'LLLL-', action: 'pass' } });
 * console.log(line);  // 'GAME 2 MOVE 5 TILE LLLL- UNPLACEABLE PASS'
 * ```
 *
 * @group Tournament protocol
 */
export function formatClientMessage(message: ClientMessage): string {
  switch (message.kind) {
    case 'join':
      return `JOIN ${message.password}`;
    case 'login':
      return `I AM ${message.user} ${message.password}`;
    case 'move':
      return `GAME ${message.game} MOVE ${message.move} ${formatMove(message.action)}`;
  }
}
