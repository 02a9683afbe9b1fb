import type { Game, Result, RuleError } from '../contract.js';
import { describeValue, err, ErrorCode, ok } from '../result.js';
import { checkGame } from './game-check.js';

/**
 * A finished or unfinished match as data: the game id, the options given to `setup`, and every
 * move (chance outcomes included) in the game's notation. It replays exactly with {@link replay}.
 *
 * @group Records
 */
export interface MatchRecord<O = unknown> {
  /** The {@link Game.id} of the game played. */
  game: string;
  /** The options the match was set up with (including its seed). */
  options: O;
  /**
   * Only for a match resumed from a saved state (`matchFromState`): the state the moves
   * start from, instead of `setup(options)`.
   */
  start?: unknown;
  /** Every move in order, in the game's notation. */
  moves: string[];
}

/**
 * A {@link RuleError} from {@link replay} that points at the first bad move.
 *
 * @group Records
 */
export interface ReplayError extends RuleError {
  /** 1-based number of the first move that failed, 0 when the record itself is unreadable. */
  ply: number;
  /** That move's text, when there is one. */
  move?: string;
  /** The engine's own error for that move. */
  cause?: RuleError;
}

/**
 * A replayed record: the final state and every state along the way (index 0 is the start).
 *
 * @group Records
 */
export interface Replayed<S> {
  /** The state after the last move. */
  state: S;
  /** The states after 0, 1, ... n moves. */
  states: S[];
}

function recordError(ply: number, code: string, message: string, extra: Partial<ReplayError> = {}): { ok: false; error: ReplayError } {
  return { ok: false, error: { code, message, ply, ...extra } };
}

/**
 * Checks the shape of a record read from untrusted input.
 *
 * @group Records
 */
export function checkRecord(value: unknown): Result<MatchRecord> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return err(ErrorCode.malformedRecord, `a match record must be an object { game, options, moves }, got ${describeValue(value)}`);
  }
  const record = value as Partial<MatchRecord>;
  if (typeof record.game !== 'string') return err(ErrorCode.malformedRecord, 'the record has no string "game"');
  if (!('options' in record)) return err(ErrorCode.malformedRecord, 'the record has no "options"');
  if (!Array.isArray(record.moves)) return err(ErrorCode.malformedRecord, 'the record has no "moves" array');
  const badIndex = record.moves.findIndex((move) => typeof move !== 'string');
  if (badIndex >= 0) return err(ErrorCode.malformedRecord, `move ${badIndex + 1} of the record is not a string`);
  return ok({ game: record.game, options: record.options, ...('start' in record ? { start: record.start } : {}), moves: record.moves as string[] });
}

/**
 * Replays a record move by move from `setup(record.options)`. Fails with the ply, the move text
 * and the reason of the first move that does not parse or is not legal (code `record-bad-move`),
 * or with `malformed-record` / `wrong-game` / the setup error when the record cannot start.
 *
 * @example
 * ```ts
 * import { replay } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const good = replay(pig, { game: 'pig', options: { players: 2 }, moves: ['roll', 'die 3', 'hold'] });
 * if (good.ok) console.log(good.value.states.length);  // 4: the start and one state per move
 * const bad = replay(pig, { game: 'pig', options: { players: 2 }, moves: ['roll', 'hold'] });
 * if (!bad.ok) console.log(bad.error.code, bad.error.message); // 'record-bad-move', naming move 2 ("hold")
 * ```
 *
 * @group Records
 */
export function replay<S, M, O, V>(game: Game<S, M, O, V>, record: MatchRecord<O> | unknown): Result<Replayed<S>> {
  const checkedGame = checkGame(game);
  if (!checkedGame.ok) return checkedGame;
  const checked = checkRecord(record);
  if (!checked.ok) return recordError(0, checked.error.code, checked.error.message);
  if (checked.value.game !== game.id) {
    return recordError(0, 'wrong-game', `the record is of game "${checked.value.game}", not "${game.id}"`);
  }
  let state: S;
  if (checked.value.start !== undefined) {
    state = checked.value.start as S;
  } else {
    let setup: Result<S>;
    try {
      setup = game.setup(checked.value.options as O);
    } catch (thrown) {
      return recordError(0, ErrorCode.invalidOptions, `setup threw: ${String(thrown)}`);
    }
    if (!setup.ok) return recordError(0, setup.error.code, `the record's options are refused: ${setup.error.message}`, { cause: setup.error });
    state = setup.value;
  }
  const states = [state];
  for (const [index, text] of checked.value.moves.entries()) {
    const ply = index + 1;
    let played: Result<S>;
    try {
      const parsed = game.parseMove(text, state);
      played = parsed.ok ? game.play(state, parsed.value) : parsed;
    } catch (thrown) {
      // only a record's `start` can hold a state the game did not make
      return recordError(ply, ErrorCode.malformedRecord, `move ${ply} "${text}" could not be played from the record's start state: ${String(thrown)}`);
    }
    if (!played.ok) {
      return recordError(ply, 'record-bad-move', `move ${ply} "${text}" is refused: ${played.error.message} (${played.error.code})`, {
        move: text,
        cause: played.error,
      });
    }
    state = played.value;
    states.push(state);
  }
  return ok({ state, states });
}

/**
 * Serialises a record as pretty JSON text.
 *
 * @example
 * ```ts
 * import { createMatch, formatRecord, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const match = unwrap(createMatch(pig, { players: 2, seed: 1 }));
 * unwrap(match.play('roll'));
 * console.log(formatRecord(match.record()));          // {"game":"pig","options":{"players":2,"seed":1},"moves":["roll"]}
 * ```
 *
 * @group Records
 */
export function formatRecord(record: MatchRecord): string {
  return `${JSON.stringify(record, null, 2)}\n`;
}

/**
 * Reads a record from JSON text; a `malformed-record` error naming the line and column otherwise.
 *
 * @example
 * ```ts
 * import { parseRecord } from '@games/core';
 *
 * const read = parseRecord('{"game":"pig","options":{"players":2},"moves":["roll"]}');
 * console.log(read.ok && read.value.moves);            // [ 'roll' ]
 * console.log(parseRecord('not json'));               // { ok: false, error: { code: 'malformed-record', ... } }
 * ```
 *
 * @group Records
 */
export function parseRecord(text: string): Result<MatchRecord> {
  if (typeof text !== 'string') return err(ErrorCode.malformedRecord, `record text must be a string, got ${describeValue(text)}`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    const position = /position (\d+)/.exec(message);
    if (position) {
      const offset = Number(position[1]);
      const before = text.slice(0, offset).split('\n');
      return err(ErrorCode.malformedRecord, `invalid JSON at line ${before.length}, column ${before[before.length - 1]!.length + 1}: ${message}`);
    }
    const lines = text.split('\n');
    return err(ErrorCode.malformedRecord, `invalid JSON at line ${lines.length}, column ${lines[lines.length - 1]!.length + 1}: ${message}`);
  }
  return checkRecord(value);
}
