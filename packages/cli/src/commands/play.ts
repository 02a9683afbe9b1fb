import { writeFileSync } from 'node:fs';
import { describeOutcome, formatRecord, formatSeatSpec, type Seat, type Session, type SessionStep } from '@games/core';
import type { Io } from '../io.js';
import { boardText, hidesSomething, type GameEntry } from '../registry.js';
import type { Style } from '../style.js';
import type { PlayedStep, Presenter } from '../tables/presenter.js';

/**
 * How a match is shown and kept: colours, where to save it.
 *
 * @group Commands
 */
export interface PlaySettings {
  /** Colours. */
  style: Style;
  /** Where to write the match record (at the end, on `quit`, on Ctrl-C and at the end of input), or `null`. */
  record: string | null;
}

/** The commands of a match, `moves` described as the game's presenter says (each command once). */
function helpText(presenter: Presenter): string {
  return [
    "Type a move in the game's notation, or:",
    `  moves   ${presenter.movesHelp ?? 'list the legal moves'}`,
    '  board   show the board again',
    '  undo    take back your last move (and the moves played since); never a move that showed something hidden',
    '  help    this text',
    '  quit    leave the match (the record is written with --record; Ctrl-C too)',
    ...(presenter.help ?? []),
  ].join('\n');
}

/**
 * `games play`: a match in the terminal, held by core's match session. People type moves and
 * see only their own seat's view (with the information the table gives: flipped chits, battles,
 * the tile in hand); bots and chance move on their own (the session runs them). Ctrl-C leaves
 * like `quit`, with the record written. Returns the exit status.
 *
 * @group Commands
 */
export async function playMatch<S, M, O, V>(io: Io, entry: GameEntry, session: Session<S, M, O, V>, settings: PlaySettings): Promise<number> {
  const interrupt = { pressed: false };
  const stop = io.onInterrupt?.(() => (interrupt.pressed = true));
  try {
    return await runMatch(io, entry, session, settings, interrupt);
  } finally {
    stop?.();
  }
}

/** The match of {@link playMatch}; `interrupt.pressed` turns true on Ctrl-C. */
async function runMatch<S, M, O, V>(io: Io, entry: GameEntry, session: Session<S, M, O, V>, settings: PlaySettings, interrupt: { pressed: boolean }): Promise<number> {
  const { game } = session;
  const { presenter } = entry;
  const { style } = settings;
  const humans = session.seatSpecs.flatMap((spec, seat) => (spec.kind === 'human' ? [seat] : []));
  const hideBetweenHumans = game.hiddenInformation && humans.length > 1;
  /** Whose screen this is between turns: the one person, or everyone (the spectator's view). */
  const viewer: Seat | null = humans.length === 1 ? humans[0]! : null;
  /** The seed fixes hidden things (a bot's army, Chaos' deck): when the match hides any, it is shown at the end. */
  const seedLater = hidesSomething(game, session.state) && session.seatSpecs.length > 1;
  /** For each seat, the moves since its last decision (its own last move first). */
  const recent: PlayedStep[][] = session.seatSpecs.map(() => []);
  let shownTo: Seat | null | undefined;
  let lastHuman: Seat | null = null;
  const name = (seat: Seat): string => style.seat(seat, presenter.seatName(seat));
  const seedLine = `Seed ${session.seed} (repeat with --seed ${session.seed}).`;

  const leave = (text: string): number => {
    if (text !== '') io.out(`${text}\n`);
    if (seedLater) io.out(`${seedLine}\n`);
    if (settings.record === null) return 0;
    const record = session.record();
    try {
      writeFileSync(settings.record, formatRecord(record));
      io.out(`Record written to ${settings.record} (${record.moves.length} moves): games replay ${settings.record}\n`);
    } catch (error) {
      io.err(`games: cannot write ${settings.record}: ${(error as Error).message}\n`);
    }
    return 0;
  };
  const show = (seat: Seat | null): void => {
    const update = session.updateFor(seat);
    const table = session.table;
    const mine = seat !== null && table.toAct?.seat === seat ? table.toAct.moves : null;
    const panel = presenter.panel?.({ view: update.view, seat, recent: seat === null ? [] : recent[seat]!, toAct: mine, style }) ?? [];
    io.out(`${boardText(game, presenter, update.view, seat, style)}\n${panel.map((line) => `${line}\n`).join('')}`);
    shownTo = seat;
  };
  /** A move the session played: kept for the panels (as each seat may read it), its report printed; the notation shown. */
  const played = (step: SessionStep<M>): string => {
    const { seats, actor, outcome, spectator, lastMove, lastMoves } = session.table;
    // Presenters read who acts and the spectator's view of a past move, not every seat's view.
    const table = { seats, actor, outcome, views: [], spectator, toAct: null, lastMove, lastMoves };
    for (const seat of humans) recent[seat]!.push({ seat: step.seat, notation: lastMoves[seat] ?? step.notation, table });
    shownTo = undefined;
    const report = presenter.report?.({ seat: step.seat, notation: lastMove ?? step.notation, table }, style);
    if (report !== null && report !== undefined) io.out(`${report}\n`);
    return (viewer === null ? lastMove : lastMoves[viewer]) ?? step.notation;
  };

  io.out(
    `${style.bold(game.title)}: ${session.seatSpecs.map((spec, seat) => `${name(seat)} ${formatSeatSpec(spec)}`).join(', ')}. ${seedLater ? 'The seed is shown at the end (it fixes hidden things).' : seedLine} Type help for commands.\n`,
  );
  for (const line of presenter.introduce?.(session.options, session.seatSpecs.map((spec) => spec.kind === 'human')) ?? []) io.out(`${line}\n`);
  for (;;) {
    // a turn of the event loop between moves: Ctrl-C is noticed while bots play
    await new Promise((resolve) => setImmediate(resolve));
    if (interrupt.pressed) return leave('Interrupted: match left unfinished.');
    const next = session.next();
    if (next.kind === 'over') {
      show(viewer);
      io.out(`${style.good('Game over:')} ${describeOutcome(next.outcome, { names: presenter.seatName, plies: session.history.length })}\n`);
      return leave('');
    }
    if (next.kind === 'chance') {
      const drawn = session.resolveChance();
      if (!drawn.ok) throw new Error(`${game.id}: chance failed: ${drawn.error.message}`);
      for (const step of drawn.value) io.out(`${style.dim('chance:')} ${played(step)}\n`);
      continue;
    }
    if (next.kind === 'bot') {
      const step = session.runBot();
      if (!step.ok) {
        io.err(`${formatSeatSpec(next.spec)} could not move for ${presenter.seatName(next.seat)}: ${step.error.message} (${step.error.code})\n`);
        return 1;
      }
      io.out(`${name(next.seat)} (${formatSeatSpec(next.spec)}): ${played(step.value)}\n`);
      continue;
    }
    const seat = next.seat;
    if (hideBetweenHumans && lastHuman !== null && lastHuman !== seat) {
      if (io.isTerminal) io.out('\u001b[2J\u001b[3J\u001b[H');
      io.out(`${style.bold(`${presenter.seatName(seat)} (seat ${seat}) to play.`)} The screen is hidden: hand over the terminal and press Enter.\n`);
      const ready = await io.readLine();
      if (interrupt.pressed) return leave('Interrupted: match left unfinished.');
      if (ready === null) return leave('\nInput ended: match left unfinished.');
      if (io.isTerminal) io.out('\u001b[2J\u001b[3J\u001b[H');
      shownTo = undefined;
    }
    lastHuman = seat;
    const update = session.updateFor(seat);
    if (presenter.placement?.active(update.view) === true) {
      const moves = await presenter.placement.run({ io, style, seat, view: update.view, seed: session.seed });
      if (interrupt.pressed) return leave('Interrupted: match left unfinished.');
      if (moves === null) return leave('Match left unfinished.');
      for (const move of moves) {
        const step = session.play(seat, move);
        if (!step.ok) {
          io.out(style.warn(`Refused: ${move}: ${step.error.message} (${step.error.code})\n`));
          break;
        }
        played(step.value);
      }
      recent[seat] = [];
      continue;
    }
    if (shownTo !== seat) show(seat);
    io.out(`${name(seat)}> `);
    const line = await io.readLine();
    if (interrupt.pressed) return leave('Interrupted: match left unfinished.');
    if (line === null) return leave('\nInput ended: match left unfinished.');
    const text = line.trim();
    if (text === '') continue;
    if (text === 'quit' || text === 'exit') return leave('Match left unfinished.');
    if (text === 'help') io.out(`${helpText(presenter)}\n`);
    else if (text === 'board') show(seat);
    else if (text === 'moves') io.out(`${presenter.listMoves?.(update, style) ?? (update.legalMoves ?? []).join(', ')}\n`);
    else if (text === 'undo') undo(seat);
    else {
      const step = session.play(seat, presenter.expand?.(text, update) ?? text);
      if (!step.ok) {
        io.out(style.warn(`Refused: ${step.error.message} (${step.error.code})\n`));
        continue;
      }
      recent[seat] = [];
      played(step.value);
    }
  }

  /** Takes back `seat`'s last move and every move since, unless one of them showed something hidden. */
  function undo(seat: Seat): void {
    const before = session.history;
    const undone = session.undo([seat]);
    if (!undone.ok) {
      io.out(style.warn(`Cannot undo: ${undoRefusal(session, seat, undone.error.code, undone.error.message, presenter.seatName)}\n`));
      return;
    }
    for (const list of recent) list.length = 0;
    shownTo = undefined;
    // chance is mentioned only when chance draws were taken back (a game without chance has none)
    const drawn = before.slice(before.length - undone.value).some((entry) => entry.seat === null);
    io.out(`Undone: ${undone.value} move${undone.value === 1 ? '' : 's'} taken back${drawn ? ' (chance draws will fall the same way again)' : ''}.\n`);
  }
}

/** Why an undo was refused, in words, with the session's stable code. */
function undoRefusal<S, M, O, V>(session: Session<S, M, O, V>, seat: Seat, code: string, message: string, seatName: (seat: Seat) => string): string {
  if (code === 'nothing-to-undo') return `you have not moved yet (${code}).`;
  if (code !== 'undo-crosses-reveal') return `${message} (${code}).`;
  const history = session.history;
  const own = history.map((entry) => entry.seat).lastIndexOf(seat);
  const revealing = history.slice(Math.max(0, own)).find((entry) => entry.reveals);
  const notation = revealing === undefined ? null : (session.historyFor(seat)[revealing.ply]?.notation ?? null);
  const by = revealing === undefined ? 'a move since' : revealing.seat === null ? `the chance draw ${notation}` : `${revealing.seat === seat ? 'your' : `${seatName(revealing.seat)}'s`} ${notation}`;
  return `${by} showed something that was hidden, and a move that has shown something stays played (${code}).`;
}
