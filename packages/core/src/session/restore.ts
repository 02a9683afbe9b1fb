import type { Game, Result, Seat } from '../contract.js';
import { describeValue, err, ErrorCode, ok } from '../result.js';
import { checkRecord, type MatchRecord } from '../match/record.js';
import { checkGame } from '../match/game-check.js';
import { holdSession, type Session, type SessionSettings } from './session.js';
import type { SessionSnapshot } from './session-snapshot.js';

/** The most moves a snapshot or record may hold. */
const MAX_MOVES = 100_000;
/** The longest notation read. */
const MAX_NOTATION = 1_000;

/**
 * Reads a stored {@link SessionSnapshot} back into a session at the same point, replaying every
 * move and checking that it was made by the seat the snapshot names: `invalid-snapshot`,
 * `wrong-game`, or `snapshot-bad-move` (with the ply in the message) on anything else.
 * `custom` names the bots the host registered, so their seats read back.
 *
 * @example
 * ```ts
 * import { createSession, restoreSession, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const session = unwrap(createSession(pig, { options: { players: 2 }, seats: 'human,random', seed: 3 }));
 * unwrap(session.play(0, 'roll'));
 * unwrap(session.advance());
 * const stored = JSON.stringify(session.snapshot());            // what a server keeps
 * const back = unwrap(restoreSession(pig, JSON.parse(stored))); // after a restart
 * console.log(back.record().moves.length === session.record().moves.length); // true
 * ```
 *
 * @group Sessions
 */
export function restoreSession<S, M, O, V>(game: Game<S, M, O, V>, snapshot: unknown, custom?: Iterable<string>): Result<Session<S, M, O, V>> {
  const checked = checkGame(game);
  if (!checked.ok) return checked;
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot)) return err('invalid-snapshot', `a session snapshot is an object, got ${describeValue(snapshot)}`);
  const value = snapshot as Partial<Record<keyof SessionSnapshot, unknown>>;
  if (value.format !== 'games-session' || value.version !== 1) return err('invalid-snapshot', 'not a session snapshot (format "games-session", version 1)');
  if (value.game !== game.id) return err('wrong-game', `the snapshot is of ${describeValue(value.game)}, not ${game.id}`);
  if (!Array.isArray(value.seats) || value.seats.some((seat) => typeof seat !== 'string')) return err('invalid-snapshot', 'the snapshot has no list of seat specs');
  const moves = value.moves;
  if (!Array.isArray(moves) || moves.length > MAX_MOVES) return err('invalid-snapshot', `the snapshot's moves are a list of at most ${MAX_MOVES}`);
  for (const [index, move] of moves.entries()) {
    const entry = move as { seat?: unknown; notation?: unknown } | null;
    const seatOk = entry !== null && typeof entry === 'object' && (entry.seat === null || (typeof entry.seat === 'number' && Number.isInteger(entry.seat)));
    if (!seatOk || typeof entry.notation !== 'string' || entry.notation.length > MAX_NOTATION) return err('invalid-snapshot', `move ${index + 1} of the snapshot is not { seat, notation }`);
  }
  const settings: SessionSettings<O> = {
    options: value.options as O,
    seats: value.seats as string[],
    seed: value.seed as number,
    chanceLimit: value.chanceLimit as number,
    ...(custom === undefined ? {} : { custom }),
  };
  let initial: Result<S>;
  if ('start' in value && value.start !== undefined) initial = ok(value.start as S);
  else {
    try {
      initial = game.setup(value.options as O);
    } catch (thrown) {
      initial = err(ErrorCode.invalidOptions, `setup threw: ${String(thrown)}`);
    }
  }
  if (!initial.ok) return initial;
  const held = holdSession(game, settings, initial.value, 'start' in value && value.start !== undefined ? (value.start as S) : undefined);
  if (!held.ok) return held;
  const session = held.value;
  for (const [index, move] of (moves as { seat: Seat | null; notation: string }[]).entries()) {
    const played = replayOne(session, move);
    if (!played.ok) return err('snapshot-bad-move', `move ${index + 1} (${describeValue(move.notation)}) of the snapshot does not replay: ${played.error.message}`);
  }
  // A session stored after the chance cap ended it: the cap ends it again, without a draw.
  const history = session.history;
  let run = 0;
  while (run < history.length && history[history.length - 1 - run]!.seat === null) run++;
  if (session.actor().kind === 'chance' && run >= session.chanceLimit) session.resolveChance();
  return ok(session);
}

/** Plays one stored move: a seat's move as that seat, a chance draw only where chance acts. */
function replayOne<S, M, O, V>(session: Session<S, M, O, V>, move: { seat: Seat | null; notation: string }): Result<unknown> {
  if (move.seat !== null) return session.play(move.seat, move.notation);
  return session.drawChance(move.notation);
}

/**
 * Resumes a finished or unfinished match from a {@link MatchRecord} as a session, every move
 * checked (seats and seed from `settings`; the record's own options are used).
 *
 * @example
 * ```ts
 * import { sessionFromRecord, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const session = unwrap(sessionFromRecord(pig, { game: 'pig', options: { players: 2 }, moves: ['roll', 'die 4', 'hold'] }));
 * console.log(session.history.map((entry) => entry.seat)); // [ 0, null, 0 ]
 * ```
 *
 * @group Sessions
 */
export function sessionFromRecord<S, M, O, V>(game: Game<S, M, O, V>, record: MatchRecord<O> | unknown, settings: Omit<SessionSettings<O>, 'options'> = {}): Result<Session<S, M, O, V>> {
  const read = checkRecord(record);
  if (!read.ok) return read;
  if (read.value.game !== game.id) return err('wrong-game', `the record is of ${describeValue(read.value.game)}, not ${game.id}`);
  if (read.value.moves.length > MAX_MOVES) return err(ErrorCode.malformedRecord, `a record holds at most ${MAX_MOVES} moves`);
  const options = read.value.options as O;
  let initial: Result<S>;
  if (read.value.start !== undefined) initial = ok(read.value.start as S);
  else {
    try {
      initial = game.setup(options);
    } catch (thrown) {
      initial = err(ErrorCode.invalidOptions, `setup threw: ${String(thrown)}`);
    }
  }
  if (!initial.ok) return initial;
  const held = holdSession(game, { ...settings, options }, initial.value, read.value.start as S | undefined);
  if (!held.ok) return held;
  const session = held.value;
  for (const [index, notation] of read.value.moves.entries()) {
    const actor = session.actor();
    const played = actor.kind === 'player' ? session.play(actor.seat, notation) : actor.kind === 'chance' ? session.drawChance(notation) : err(ErrorCode.gameOver, 'the game is over');
    if (!played.ok) return err('record-bad-move', `move ${index + 1} (${describeValue(notation)}) of the record is not legal: ${played.error.message}`);
  }
  return ok(session);
}
