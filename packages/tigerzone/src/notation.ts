/**
 * Moves in the words of the tournament protocol:
 * `PLACE TLTJ- AT 0 1 90 TIGER 8`, `PLACE LJJJ- AT -1 0 0 NONE`, `PLACE TLLL- AT 2 0 180 CROCODILE`,
 * `TILE LLLL- UNPLACEABLE PASS`, `TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 2`,
 * `TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 2`.
 *
 * @module
 */
import { err, ErrorCode, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { ROTATIONS } from './geometry.js';
import { readMove, type TigerZoneMove } from './moves.js';
import type { Rotation } from './state.js';
import { tileTypeIndex } from './tiles.js';

/**
 * A move in the tournament protocol's words. A value that is not a move is described rather
 * than thrown on: `<not a move: …>`.
 *
 * @group Moves and notation
 */
export function formatMove(value: TigerZoneMove): string {
  const read = readMove(value);
  if (!read.ok) return `<not a move: ${describeValue(value)}>`;
  const move = read.value;
  if (move.kind === 'place') {
    const head = `PLACE ${move.tile} AT ${move.x} ${move.y} ${move.rotation}`;
    if (move.follower === 'tiger') return `${head} TIGER ${move.zone}`;
    return `${head} ${move.follower === 'crocodile' ? 'CROCODILE' : 'NONE'}`;
  }
  const head = `TILE ${move.tile} UNPLACEABLE`;
  if (move.action === 'pass') return `${head} PASS`;
  if (move.action === 'retrieve') return `${head} RETRIEVE TIGER AT ${move.x} ${move.y}`;
  return `${head} ADD ANOTHER TIGER TO ${move.x} ${move.y}`;
}

interface Token {
  text: string;
  column: number;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\S+/g;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    tokens.push({ text: match[0], column: match.index + 1 });
  }
  return tokens;
}

class Reader {
  index = 0;
  constructor(
    readonly tokens: Token[],
    readonly text: string,
  ) {}

  fail(message: string): Result<never> {
    const token = this.tokens[this.index];
    const column = token === undefined ? this.text.length + 1 : token.column;
    return err(ErrorCode.malformedMove, `column ${column}: ${message} in ${describeValue(this.text)}`);
  }

  word(expected: string): boolean {
    const token = this.tokens[this.index];
    if (token === undefined || token.text.toUpperCase() !== expected) return false;
    this.index++;
    return true;
  }

  peek(): string {
    return this.tokens[this.index]?.text.toUpperCase() ?? '';
  }

  tile(): string | null {
    const token = this.tokens[this.index];
    if (token === undefined) return null;
    const code = token.text.toUpperCase();
    if (tileTypeIndex(code) < 0) return null;
    this.index++;
    return code;
  }

  integer(allowed?: readonly number[]): number | null {
    const token = this.tokens[this.index];
    if (token === undefined || !/^[+-]?\d{1,9}$/.test(token.text)) return null;
    const value = Number(token.text);
    if (allowed !== undefined && !allowed.includes(value)) return null;
    this.index++;
    return value === 0 ? 0 : value;
  }

  atEnd(): boolean {
    return this.index >= this.tokens.length;
  }
}

function finish<M extends TigerZoneMove>(reader: Reader, move: M): Result<TigerZoneMove> {
  return reader.atEnd() ? ok(move) : reader.fail('unexpected text after the move');
}

function parsePlace(reader: Reader): Result<TigerZoneMove> {
  const tile = reader.tile();
  if (tile === null) return reader.fail('expected a tile code such as TLTJ-');
  if (!reader.word('AT')) return reader.fail('expected AT');
  const x = reader.integer();
  if (x === null) return reader.fail('expected the x coordinate');
  const y = reader.integer();
  if (y === null) return reader.fail('expected the y coordinate');
  const rotation = reader.integer(ROTATIONS);
  if (rotation === null) return reader.fail('expected a rotation of 0, 90, 180 or 270');
  const base = { kind: 'place' as const, tile, x, y, rotation: rotation as Rotation };
  if (reader.word('NONE')) return finish(reader, { ...base, follower: 'none' as const });
  if (reader.word('CROCODILE')) return finish(reader, { ...base, follower: 'crocodile' as const });
  if (reader.word('TIGER')) {
    const zone = reader.integer();
    if (zone === null) return reader.fail('expected the zone of the tiger');
    return finish(reader, { ...base, follower: 'tiger' as const, zone });
  }
  return reader.fail('expected NONE, TIGER <zone> or CROCODILE');
}

function parseUnplaceable(reader: Reader): Result<TigerZoneMove> {
  const tile = reader.tile();
  if (tile === null) return reader.fail('expected a tile code such as TLTJ-');
  if (!reader.word('UNPLACEABLE')) return reader.fail('expected UNPLACEABLE');
  if (reader.word('PASS')) return finish(reader, { kind: 'unplaceable', tile, action: 'pass' });
  let action: 'retrieve' | 'add';
  if (reader.word('RETRIEVE')) {
    if (!reader.word('TIGER')) return reader.fail('expected TIGER');
    if (!reader.word('AT')) return reader.fail('expected AT');
    action = 'retrieve';
  } else if (reader.word('ADD')) {
    if (!reader.word('ANOTHER')) return reader.fail('expected ANOTHER');
    if (!reader.word('TIGER')) return reader.fail('expected TIGER');
    if (!reader.word('TO')) return reader.fail('expected TO');
    action = 'add';
  } else {
    return reader.fail('expected PASS, RETRIEVE TIGER AT or ADD ANOTHER TIGER TO');
  }
  const x = reader.integer();
  if (x === null) return reader.fail('expected the x coordinate');
  const y = reader.integer();
  if (y === null) return reader.fail('expected the y coordinate');
  return finish(reader, { kind: 'unplaceable', tile, action, x, y });
}

/**
 * The longest text {@link parseMove} reads (the longest move is well under it).
 *
 * @group Moves and notation
 */
export const MAX_MOVE_TEXT = 128;

/**
 * Reads a move in the tournament protocol's words (case does not matter). `malformed-move` with
 * the column for text that is not a move; text over {@link MAX_MOVE_TEXT} characters is refused
 * without being read.
 *
 * @example
 * ```ts
 * import { formatMove, parseMove } from '@games/tigerzone';
 *
 * const move = parseMove('place tltj- at 0 1 90 tiger 8');  // case and extra spaces do not matter
 * console.log(move.ok && move.value);                      // { kind: 'place', tile: 'TLTJ-', x: 0, y: 1, rotation: 90, follower: 'tiger', zone: 8 }
 * if (move.ok) console.log(formatMove(move.value));        // 'PLACE TLTJ- AT 0 1 90 TIGER 8'
 * console.log(parseMove('PLACE TLTJ- AT 0 1 45 NONE'));    // { ok: false, error: { code: 'malformed-move', ... } }
 * ```
 *
 * @group Moves and notation
 */
export function parseMove(text: string): Result<TigerZoneMove> {
  if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move in notation must be a string, got ${describeValue(text)}`);
  if (text.length > MAX_MOVE_TEXT) return err(ErrorCode.malformedMove, `a move is at most ${MAX_MOVE_TEXT} characters, got ${text.length}`);
  const reader = new Reader(tokenize(text), text);
  if (reader.word('PLACE')) return parsePlace(reader);
  if (reader.word('TILE')) return parseUnplaceable(reader);
  return reader.fail(reader.peek() === '' ? 'empty move' : 'expected PLACE or TILE');
}
