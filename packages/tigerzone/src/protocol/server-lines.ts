/**
 * The server's side of the tournament protocol: every line it sends, read into a
 * {@link ServerMessage} and written back in the 2016 server's exact words.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { ROTATIONS } from '../geometry.js';
import type { TigerZoneMove } from '../moves.js';
import { formatMove, parseMove } from '../notation.js';
import type { Rotation } from '../state.js';
import { tileTypeIndex } from '../tiles.js';
import { MAX_LINE_LENGTH, ProtocolError, type ServerMessage } from './messages.js';

const ID = '([A-Za-z0-9_.-]{1,64})';
const INT = '(-?\\d{1,9})';
const COUNT = '(\\d{1,9})';
const SECONDS = '(\\d{1,6}(?:\\.\\d{1,6})?)';
const TILE = '(\\S{5})';

function exact(pattern: string): RegExp {
  return new RegExp(`^${pattern}$`);
}

const FIXED: Record<string, ServerMessage> = {
  'THIS IS SPARTA!': { kind: 'sparta' },
  'HELLO!': { kind: 'hello' },
  'NOPE TRY AGAIN': { kind: 'nope', retry: true },
  'NOPE GOOD BYE': { kind: 'nope', retry: false },
  'END OF CHALLENGES': { kind: 'end-of-challenges' },
  'PLEASE WAIT FOR THE NEXT CHALLENGE TO BEGIN': { kind: 'next-challenge' },
  'THANK YOU FOR PLAYING! GOODBYE': { kind: 'goodbye' },
};

const WELCOME = exact(`WELCOME ${ID} PLEASE WAIT FOR THE NEXT CHALLENGE`);
const NEW_CHALLENGE = exact(`NEW CHALLENGE ${ID} YOU WILL PLAY ${COUNT} MATCH(?:ES)?`);
const BEGIN_ROUND = exact(`BEGIN ROUND ${COUNT} OF ${COUNT}`);
const OPPONENT = exact(`YOUR OPPONENT IS PLAYER ${ID}`);
const STARTING_TILE = exact(`STARTING TILE IS ${TILE} AT ${INT} ${INT} ${COUNT}`);
const DECK = exact(`THE REMAINING ${COUNT} TILES? ARE \\[ ?([^\\]]*?) ?\\]`);
const MATCH_BEGINS = exact(`MATCH BEGINS IN ${SECONDS} SECONDS?`);
const PROMPT = exact(`MAKE YOUR MOVE IN GAME ${ID} WITHIN ${SECONDS} SECONDS?: MOVE ${COUNT} PLACE ${TILE}`);
const GAME_MOVE = /^GAME ([A-Za-z0-9_.-]{1,64}) MOVE (\d{1,9}) PLAYER ([A-Za-z0-9_.-]{1,64}) /;
const FORFEITED = 'FORFEITED: ';
const GAME_OVER = exact(`GAME ${ID} OVER PLAYER ${ID} ${INT} PLAYER ${ID} ${INT}`);
const GAME_FORFEITED = exact(`GAME ${ID} OVER PLAYER ${ID} FORFEITED PLAYER ${ID} WIN`);
const GAME_FORFEITED_WINNER_FIRST = exact(`GAME ${ID} OVER PLAYER ${ID} WIN PLAYER ${ID} FORFEITED`);
const END_OF_ROUND = exact(`END OF ROUND ${COUNT} OF ${COUNT}( PLEASE WAIT FOR THE NEXT MATCH)?`);

function malformed(line: string, why: string): Result<ServerMessage> {
  return err(ProtocolError.malformedMessage, `${why}: ${describeValue(line.length > 120 ? `${line.slice(0, 120)}…` : line)}`);
}

function isTile(code: string): boolean {
  return tileTypeIndex(code) >= 0;
}

function readEcho(line: string, head: RegExpExecArray): Result<ServerMessage> {
  const game = head[1]!;
  const move = Number(head[2]);
  const player = head[3]!;
  const rest = line.slice(head[0].length);
  if (rest.startsWith(FORFEITED)) {
    const reason = rest.slice(FORFEITED.length);
    if (reason.trim() === '') return malformed(line, 'a forfeit without a reason');
    return ok({ kind: 'forfeit', game, move, player, reason });
  }
  let text: string;
  if (rest.startsWith('PLACED ')) text = `PLACE ${rest.slice('PLACED '.length)}`;
  else if (/^TILE \S{5} UNPLACEABLE PASSED$/.test(rest)) text = rest.slice(0, -'ED'.length);
  else if (/^TILE \S{5} UNPLACEABLE (RETRIEVE|ADD) /.test(rest)) text = rest;
  else return malformed(line, 'an echo must say PLACED, TILE ... UNPLACEABLE or FORFEITED:');
  if (/\s{2}|\s$|[a-z]/.test(text)) return malformed(line, 'an echo is upper case with single spaces');
  const action = parseMove(text);
  if (!action.ok) return malformed(line, `the echoed move is unreadable (${action.error.message})`);
  return ok({ kind: 'echo', game, move, player, action: action.value });
}

/**
 * Reads one line the server sent (without its line ending). Every message of the protocol is
 * understood; anything else is `malformed-message`, a line over {@link MAX_LINE_LENGTH} is
 * `line-too-long`. A forfeit's reason is kept byte for byte (trailing space included).
 *
 * @example
 * ```ts
 * import { formatServerMessage, parseServerLine } from '@games/tigerzone';
 *
 * const prompt = parseServerLine('MAKE YOUR MOVE IN GAME 1 WITHIN 1 SECOND: MOVE 3 PLACE TLTJD');
 * console.log(prompt.ok && prompt.value);  // { kind: 'prompt', game: '1', seconds: 1, move: 3, tile: 'TLTJD' }
 * const forfeit = parseServerLine('GAME 2 MOVE 7 PLAYER TEAMZ FORFEITED: ILLEGAL TILE PLACEMENT ');
 * if (forfeit.ok) console.log(JSON.stringify(formatServerMessage(forfeit.value))); // "GAME 2 MOVE 7 PLAYER TEAMZ FORFEITED: ILLEGAL TILE PLACEMENT "
 * console.log(parseServerLine('HELLO?'));  // { ok: false, error: { code: 'malformed-message', ... } }
 * ```
 *
 * @group Tournament protocol
 */
export function parseServerLine(line: string): Result<ServerMessage> {
  if (typeof line !== 'string') return err(ProtocolError.malformedMessage, `a line must be a string, got ${describeValue(line)}`);
  if (line.length > MAX_LINE_LENGTH) return err(ProtocolError.lineTooLong, `a line is at most ${MAX_LINE_LENGTH} characters, got ${line.length}`);
  const fixed = FIXED[line];
  if (fixed !== undefined && Object.prototype.hasOwnProperty.call(FIXED, line)) return ok({ ...fixed });
  let match: RegExpExecArray | null;
  if ((match = GAME_MOVE.exec(line))) return readEcho(line, match);
  if ((match = PROMPT.exec(line))) {
    if (!isTile(match[4]!)) return malformed(line, 'not a tile code');
    return ok({ kind: 'prompt', game: match[1]!, seconds: Number(match[2]), move: Number(match[3]), tile: match[4]! });
  }
  if ((match = GAME_OVER.exec(line))) {
    return ok({ kind: 'game-over', game: match[1]!, scores: [{ player: match[2]!, score: Number(match[3]) }, { player: match[4]!, score: Number(match[5]) }] });
  }
  if ((match = GAME_FORFEITED.exec(line))) return ok({ kind: 'game-forfeited', game: match[1]!, loser: match[2]!, winner: match[3]!, loserFirst: true });
  if ((match = GAME_FORFEITED_WINNER_FIRST.exec(line))) return ok({ kind: 'game-forfeited', game: match[1]!, loser: match[3]!, winner: match[2]!, loserFirst: false });
  if ((match = WELCOME.exec(line))) return ok({ kind: 'welcome', player: match[1]! });
  if ((match = NEW_CHALLENGE.exec(line))) return ok({ kind: 'new-challenge', challenge: match[1]!, rounds: Number(match[2]) });
  if ((match = BEGIN_ROUND.exec(line))) return ok({ kind: 'begin-round', round: Number(match[1]), rounds: Number(match[2]) });
  if ((match = OPPONENT.exec(line))) return ok({ kind: 'opponent', player: match[1]! });
  if ((match = STARTING_TILE.exec(line))) {
    const rotation = Number(match[4]);
    if (!isTile(match[1]!) || !ROTATIONS.includes(rotation as Rotation)) return malformed(line, 'not a tile and rotation');
    return ok({ kind: 'starting-tile', tile: match[1]!, x: Number(match[2]), y: Number(match[3]), rotation: rotation as Rotation });
  }
  if ((match = DECK.exec(line))) {
    const tiles = match[2]!.trim() === '' ? [] : match[2]!.trim().split(' ');
    if (tiles.length !== Number(match[1])) return malformed(line, `the deck announces ${match[1]} tiles but lists ${tiles.length}`);
    const bad = tiles.find((tile) => !isTile(tile));
    if (bad !== undefined) return malformed(line, `${describeValue(bad)} is not a tile code`);
    return ok({ kind: 'deck', tiles });
  }
  if ((match = MATCH_BEGINS.exec(line))) return ok({ kind: 'match-begins', seconds: Number(match[1]) });
  if ((match = END_OF_ROUND.exec(line))) return ok({ kind: 'end-of-round', round: Number(match[1]), rounds: Number(match[2]), more: match[3] !== undefined });
  return malformed(line, 'not a message of the TigerZone tournament server');
}

const plural = (count: number, word: string): string => `${word}${count === 1 ? '' : 'S'}`;

/** The echo of a move in the server's words: `PLACED`, `UNPLACEABLE PASSED`, the other forms as sent. */
function echoText(action: TigerZoneMove): string {
  const text = formatMove(action);
  if (action.kind === 'place') return `PLACED${text.slice('PLACE'.length)}`;
  return action.action === 'pass' ? `${text}ED` : text;
}

/**
 * Writes a server message in the 2016 server's words (without the line ending; the server ends
 * its lines with CRLF). It is the inverse of {@link parseServerLine} on every line that server
 * sends.
 *
 * @group Tournament protocol
 */
export function formatServerMessage(message: ServerMessage): string {
  switch (message.kind) {
    case 'sparta':
      return 'THIS IS SPARTA!';
    case 'hello':
      return 'HELLO!';
    case 'welcome':
      return `WELCOME ${message.player} PLEASE WAIT FOR THE NEXT CHALLENGE`;
    case 'nope':
      return message.retry ? 'NOPE TRY AGAIN' : 'NOPE GOOD BYE';
    case 'new-challenge':
      return `NEW CHALLENGE ${message.challenge} YOU WILL PLAY ${message.rounds} MATCH${message.rounds === 1 ? '' : 'ES'}`;
    case 'begin-round':
      return `BEGIN ROUND ${message.round} OF ${message.rounds}`;
    case 'opponent':
      return `YOUR OPPONENT IS PLAYER ${message.player}`;
    case 'starting-tile':
      return `STARTING TILE IS ${message.tile} AT ${message.x} ${message.y} ${message.rotation}`;
    case 'deck':
      return `THE REMAINING ${message.tiles.length} ${plural(message.tiles.length, 'TILE')} ARE [ ${message.tiles.map((tile) => `${tile} `).join('')}]`;
    case 'match-begins':
      // the 2016 server always says SECONDS here (and clients parse it so), unlike in prompts
      return `MATCH BEGINS IN ${message.seconds} SECONDS`;
    case 'prompt':
      return `MAKE YOUR MOVE IN GAME ${message.game} WITHIN ${message.seconds} ${plural(message.seconds, 'SECOND')}: MOVE ${message.move} PLACE ${message.tile}`;
    case 'echo':
      return `GAME ${message.game} MOVE ${message.move} PLAYER ${message.player} ${echoText(message.action)}`;
    case 'forfeit':
      return `GAME ${message.game} MOVE ${message.move} PLAYER ${message.player} ${FORFEITED}${message.reason}`;
    case 'game-over':
      return `GAME ${message.game} OVER PLAYER ${message.scores[0].player} ${message.scores[0].score} PLAYER ${message.scores[1].player} ${message.scores[1].score}`;
    case 'game-forfeited':
      return message.loserFirst
        ? `GAME ${message.game} OVER PLAYER ${message.loser} FORFEITED PLAYER ${message.winner} WIN`
        : `GAME ${message.game} OVER PLAYER ${message.winner} WIN PLAYER ${message.loser} FORFEITED`;
    case 'end-of-round':
      return `END OF ROUND ${message.round} OF ${message.rounds}${message.more ? ' PLEASE WAIT FOR THE NEXT MATCH' : ''}`;
    case 'end-of-challenges':
      return 'END OF CHALLENGES';
    case 'next-challenge':
      return 'PLEASE WAIT FOR THE NEXT CHALLENGE TO BEGIN';
    case 'goodbye':
      return 'THANK YOU FOR PLAYING! GOODBYE';
  }
}
