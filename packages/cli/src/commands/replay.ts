import { readFileSync } from 'node:fs';
import { describeOutcome, parseRecord, replay, table, type Game, type MatchRecord, type Outcome, type Result, type Seat, type Table } from '@games/core';
import { parseGravon } from '@games/stratego/gravon';
import type { Io } from '../io.js';
import { boardText, gameEntry } from '../registry.js';
import type { Style } from '../style.js';
import type { PlayedStep, Presenter } from '../tables/presenter.js';

/**
 * A record as read from a file: a match record, with the players and result a Gravon file carries.
 *
 * @group Commands
 */
export type RecordFile = MatchRecord & { players?: string[]; outcome?: Outcome | null };

/**
 * Reads a record file: Gravon XML (a Stratego archive game) or a JSON match record.
 *
 * @group Commands
 */
export function readRecordFile(path: string): Result<RecordFile> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return { ok: false, error: { code: 'unreadable-file', message: `cannot read ${path}: ${(error as Error).message}` } };
  }
  return text.trimStart().startsWith('<') ? parseGravon(text) : parseRecord(text);
}

/**
 * How `replay` shows a record.
 *
 * @group Commands
 */
export interface ReplaySettings {
  /** Whose view: a seat, `null` for the spectator, `'full'` for the whole board. */
  seat: Seat | null | 'full';
  /** Step through the moves (Enter, `b`, a ply number, `q`) instead of printing them all. */
  step: boolean;
  /** When printing all: the board every n moves (0: only at the end). */
  boardEvery: number;
  /** Colours. */
  style: Style;
}

/**
 * `games replay <file>`: steps through a record (or prints it all), showing each move with what it
 * showed everyone (battles, flipped chits), the board as a seat or the whole table sees it, the
 * recorded players and result of a Gravon file, and the first bad move with its ply and reason
 * (exit status 1).
 *
 * @group Commands
 */
export async function replayRecord(io: Io, path: string, settings: ReplaySettings): Promise<number> {
  const read = readRecordFile(path);
  if (!read.ok) {
    io.err(`${path}: ${read.error.message} (${read.error.code})\n`);
    return 1;
  }
  const record = read.value;
  const entry = gameEntry(record.game);
  if (entry === undefined) {
    io.err(`${path}: unknown game "${record.game}"\n`);
    return 1;
  }
  return entry.visit((engine) => showRecord(io, path, engine.game, entry.presenter, record, settings));
}

/** {@link replayRecord} once the record's game is known. */
async function showRecord<S, M, O, V>(io: Io, path: string, game: Game<S, M, O, V>, presenter: Presenter, record: RecordFile, settings: ReplaySettings): Promise<number> {
  const { style } = settings;
  const result = replay(game, record);
  const failedAt = result.ok ? 0 : ((result.error as { ply?: number }).ply ?? 0);
  if (!result.ok && failedAt === 0) {
    io.err(`${path}: ${result.error.message} (${result.error.code})\n`);
    return 1;
  }
  // When the replay failed, the states up to the bad move.
  const partial = result.ok ? result : replay(game, { ...record, moves: record.moves.slice(0, failedAt - 1) });
  const states = partial.ok ? partial.value.states : [];
  const tables: Table<M, V>[] = states.map((state, ply) => table(game, state, ply === 0 ? null : record.moves[ply - 1]!));
  const steps: PlayedStep[] = tables.map((after, ply) => {
    const before = ply === 0 ? null : tables[ply - 1]!.actor;
    return { seat: before !== null && before.kind === 'player' ? before.seat : null, notation: ply === 0 ? '' : record.moves[ply - 1]!, table: after };
  });
  const seatName = (seat: Seat): string => {
    const person = record.players?.[seat];
    return style.seat(seat, `${presenter.seatName(seat)}${person !== undefined && person !== '' ? ` (${person})` : ''}`);
  };
  const moveLine = (ply: number): string => {
    const played = steps[ply]!;
    const who = played.seat === null ? style.dim('chance') : seatName(played.seat);
    const report = presenter.report?.(played, style);
    return `${ply}. ${who}: ${played.notation}${report === null || report === undefined ? '' : `\n   ${report}`}`;
  };
  /** The board as `settings.seat` sees it at `ply`: the view (for the panel) and its text. */
  const boardOf = (ply: number): { view: unknown; seat: Seat | null; text: string } => {
    const at = tables[ply]!;
    if (settings.seat === 'full') {
      const full = presenter.fullView?.(at);
      if (full !== undefined) return { view: full.view, seat: null, text: presenter.paint(full.text, style) };
      return { view: at.spectator, seat: null, text: boardText(game, presenter, at.spectator, null, style) };
    }
    const view = settings.seat === null ? at.spectator : at.views[settings.seat];
    // a seat out of range is refused below before any board is drawn
    return { view, seat: settings.seat, text: view === undefined ? '' : boardText(game, presenter, view, settings.seat, style) };
  };
  const board = (ply: number): string => {
    const { view, seat, text } = boardOf(ply);
    const panel = presenter.panel?.({ view, seat, recent: ply === 0 ? [] : [steps[ply]!], toAct: null, style }) ?? [];
    // the whole board is drawn from a spectator's view with every piece filled in: not what a spectator sees
    const drawn = settings.seat === 'full' ? text.replace('view of spectator', 'the whole board') : text;
    return `${drawn}\n${panel.map((line) => `${line}\n`).join('')}`;
  };

  const last = tables.length - 1;
  const seatsLine = record.players !== undefined && record.players.some((person) => person !== '') ? ` ${record.players.map((_, seat) => seatName(seat)).join(' vs ')}.` : '';
  const shown = settings.seat === 'full' ? 'the whole board' : settings.seat === null ? "the spectator's view" : `the view of ${presenter.seatName(settings.seat)}`;
  io.out(`${style.bold(game.title)}: ${record.moves.length} moves.${seatsLine} Showing ${shown}.\n`);
  if (settings.seat !== null && settings.seat !== 'full' && (settings.seat < 0 || settings.seat >= (tables[0]?.seats ?? 0))) {
    io.err(`--seat ${settings.seat}: this match has seats 0..${(tables[0]?.seats ?? 1) - 1}\n`);
    return 2;
  }

  if (settings.step) {
    io.out('Enter: next move, b: back, a number: go to that ply, e: the end, q: quit.\n');
    let ply = 0;
    for (;;) {
      io.out(`${ply === 0 ? 'start' : moveLine(ply)}\n${board(ply)}`);
      io.out(`[${ply}/${last}] replay> `);
      const line = await io.readLine();
      if (line === null) {
        io.out('\n');
        break;
      }
      const text = line.trim().toLowerCase();
      if (text === 'q' || text === 'quit') break;
      if (text === '' || text === 'n') ply = Math.min(last, ply + 1);
      else if (text === 'b') ply = Math.max(0, ply - 1);
      else if (text === 'e') ply = last;
      else if (/^\d+$/.test(text)) ply = Math.min(last, Number(text));
      else io.out('Enter, b, a ply number, e or q.\n');
    }
  } else {
    for (let ply = 1; ply <= last; ply++) {
      io.out(`${moveLine(ply)}\n`);
      if (settings.boardEvery > 0 && ply % settings.boardEvery === 0 && ply !== last) io.out(board(ply));
    }
    if (last >= 0) io.out(board(last));
  }
  return finish(io, record, result.ok ? tables[last]! : null, failedAt, result.ok ? null : result.error.message, seatName);
}

function finish(io: Io, record: RecordFile, end: Table<unknown, unknown> | null, failedAt: number, failure: string | null, seatName: (seat: Seat) => string): number {
  if (failure !== null) {
    io.out(`Bad move at ply ${failedAt}: ${failure}\n`);
    return 1;
  }
  if (end?.outcome !== null && end?.outcome !== undefined) io.out(`Result: ${describeOutcome(end.outcome, { names: seatName, plies: record.moves.length })}\n`);
  else io.out('The record ends before the game does.\n');
  if (record.outcome !== undefined && record.outcome !== null) io.out(`Recorded result: ${describeOutcome(record.outcome, { names: seatName })}\n`);
  return 0;
}
