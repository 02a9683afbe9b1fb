/**
 * Between the protocol and the game: a protocol move is one of our moves (the tournament's
 * orientation, coordinates, zones and crocodile are the notation's own) with a game id and a move
 * number around it; the rules' refusals become the 2016 server's forfeit reasons.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { TigerZoneError } from '../errors.js';
import type { TigerZoneMove } from '../moves.js';
import { formatMove, parseMove } from '../notation.js';
import { parseClientLine } from './client-lines.js';
import { ForfeitReason, ProtocolError, type ClientMessage, type ForfeitReasonText, type ServerMessage } from './messages.js';

/**
 * The client's line for one of our moves (a move value or its notation) in game `game` at move
 * number `move`.
 *
 * @example
 * ```ts
 * import { formatClientMessage, protocolMove } from '@games/tigerzone';
 *
 * const message = protocolMove('1', 4, 'PLACE TLTJ- AT 0 1 90 CROCODILE');
 * if (message.ok) console.log(formatClientMessage(message.value));  // 'GAME 1 MOVE 4 PLACE TLTJ- AT 0 1 90 CROCODILE'
 * ```
 *
 * @group Tournament protocol
 */
export function protocolMove(game: string, move: number, action: TigerZoneMove | string): Result<Extract<ClientMessage, { kind: 'move' }>> {
  const read = typeof action === 'string' ? parseMove(action) : ok(action);
  if (!read.ok) return read;
  if (formatMove(read.value).startsWith('<')) return err(TigerZoneError.malformedMove, 'not a TigerZone move');
  return ok({ kind: 'move', game, move, action: read.value });
}

/**
 * The server's echo of a move, as every player of the match receives it.
 *
 * @group Tournament protocol
 */
export function echoOf(game: string, move: number, player: string, action: TigerZoneMove): Extract<ServerMessage, { kind: 'echo' }> {
  return { kind: 'echo', game, move, player, action };
}

/**
 * Our notation of the move a protocol message carries (a client's move or the server's echo):
 * what a match record stores and a session plays.
 *
 * @example
 * ```ts
 * import { moveNotation, parseServerLine } from '@games/tigerzone';
 *
 * const echo = parseServerLine('GAME 1 MOVE 9 PLAYER TEAMP TILE JLTTB UNPLACEABLE PASSED');
 * if (echo.ok && echo.value.kind === 'echo') console.log(moveNotation(echo.value));  // 'TILE JLTTB UNPLACEABLE PASS'
 * ```
 *
 * @group Tournament protocol
 */
export function moveNotation(message: { action: TigerZoneMove }): string {
  return formatMove(message.action);
}

/**
 * The forfeit reason (the 2016 server's exact text) for a refusal's error code: a move the rules
 * refuse, or a line that is no move.
 *
 * @example
 * ```ts
 * import { forfeitReasonFor } from '@games/tigerzone';
 *
 * console.log(JSON.stringify(forfeitReasonFor('illegal-tile-placement')));  // "ILLEGAL TILE PLACEMENT "
 * console.log(forfeitReasonFor('invalid-meeple-placement'));                // 'INVALID MEEPLE PLACEMENT'
 * ```
 *
 * @group Tournament protocol
 */
export function forfeitReasonFor(code: string): ForfeitReasonText {
  switch (code) {
    case TigerZoneError.illegalTilePlacement:
    case TigerZoneError.tileIsPlaceable:
      return ForfeitReason.illegalTilePlacement;
    case TigerZoneError.illegalMeeplePlacement:
      return ForfeitReason.illegalMeeplePlacement;
    case TigerZoneError.invalidMeeplePlacement:
      return ForfeitReason.invalidMeeplePlacement;
    default:
      return ForfeitReason.illegalMessage;
  }
}

/**
 * What the server asked the mover: the game, the move number and the tile.
 *
 * @group Tournament protocol
 */
export interface MovePrompt {
  /** The game id (`1` or `2`). */
  game: string;
  /** The move number. */
  move: number;
  /** The tile the mover was given. */
  tile: string;
}

/**
 * Reads a mover's answer to a prompt as the 2016 server did: any line counts; it must be a move
 * for the prompted game and move number with the tile given, or the mover forfeits with
 * `ILLEGAL MESSAGE RECEIVED ` (the error's `code` is `malformed-message`, its message says why).
 * Whether the rules allow the move is the game's to say (see {@link forfeitReasonFor}).
 *
 * @example
 * ```ts
 * import { readAnswer } from '@games/tigerzone';
 *
 * const prompt = { game: '1', move: 2, tile: 'JJJJX' };
 * console.log(readAnswer(prompt, 'GAME 1 MOVE 2 PLACE JJJJX AT 0 -1 0 TIGER 5').ok);  // true
 * console.log(readAnswer(prompt, 'GAME 2 MOVE 2 PLACE JJJJX AT 0 -1 0 NONE').ok);     // false: wrong game
 * ```
 *
 * @group Tournament protocol
 */
export function readAnswer(prompt: MovePrompt, line: string): Result<TigerZoneMove> {
  const read = parseClientLine(line);
  if (!read.ok) return err(ProtocolError.malformedMessage, read.error.message);
  const message = read.value;
  if (message.kind !== 'move') return err(ProtocolError.malformedMessage, `a move was asked for, got a ${message.kind} line`);
  if (message.game !== prompt.game) return err(ProtocolError.malformedMessage, `the move is for game ${message.game}, the prompt was for game ${prompt.game}`);
  if (message.move !== prompt.move) return err(ProtocolError.malformedMessage, `the move number is ${message.move}, the prompt was for move ${prompt.move}`);
  if (message.action.tile !== prompt.tile) return err(ProtocolError.malformedMessage, `the move is for tile ${message.action.tile}, the tile given was ${prompt.tile}`);
  return ok(message.action);
}
