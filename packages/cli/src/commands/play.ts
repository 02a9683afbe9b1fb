import { writeFileSync } from 'node:fs';
import { cloneRng, createRng, deriveSeed, formatRecord, step, table, updateFor, type MatchRecord, type Rng, type Seat, type Table } from '@games/core';
import type { Io } from '../io.js';
import { describeOutcome } from '../match-runner.js';
import { boardText, type GameEntry } from '../registry.js';
import type { SeatPlayer } from '../seats.js';
import type { Style } from '../style.js';
import type { PlayedStep } from '../tables/presenter.js';

/**
 * How a match is played: its seed and options (for the record), colours, where to save it.
 *
 * @group Commands
 */
export interface PlaySettings {
  /** The seed of the setup, chance and bots. */
  seed: number;
  /** The options the match was set up with (kept in the record). */
  options: Record<string, unknown>;
  /** Colours. */
  style: Style;
  /** Where to write the match record (at the end, on `quit` and at the end of input), or `null`. */
  record: string | null;
}

const HELP = [
  "Type a move in the game's notation, or:",
  '  moves   list the legal moves',
  '  board   show the board again',
  '  undo    take back your last turn (and the moves played since; chance draws stay as they fell)',
  '  help    this text',
  '  quit    leave the match (the record is written with --record)',
].join('\n');

/** The table part of a step. */
const tableOf = ({ seats, actor, outcome, views, spectator, toAct, lastMove }: Table<unknown, unknown>): Table<unknown, unknown> => ({ seats, actor, outcome, views, spectator, toAct: toAct === null ? null : { seat: toAct.seat, moves: [] }, lastMove });

/** One entry of the history: the move and what is needed to take it back. */
interface Ply {
  before: unknown;
  /** The chance rng as it was before this move, so that an undo does not re-roll. */
  chance: Rng;
  step: PlayedStep;
}

/**
 * `games play`: a match in the terminal through core's host step. People type moves and see
 * only their own seat's view (with the information the table gives: flipped chits, battles, the
 * tile in hand); bots and chance move on their own. Returns the exit status.
 *
 * @group Commands
 */
export async function playMatch(io: Io, entry: GameEntry, start: unknown, players: SeatPlayer[], settings: PlaySettings): Promise<number> {
  const interrupt = { pressed: false };
  const stop = io.onInterrupt?.(() => (interrupt.pressed = true));
  try {
    return await runMatch(io, entry, start, players, settings, interrupt);
  } finally {
    stop?.();
  }
}

/** The match of {@link playMatch}; `interrupt.pressed` turns true on Ctrl-C. */
async function runMatch(io: Io, entry: GameEntry, start: unknown, players: SeatPlayer[], settings: PlaySettings, interrupt: { pressed: boolean }): Promise<number> {
  const { game, presenter } = entry;
  const { style, seed } = settings;
  let chance = createRng(deriveSeed(seed, 'chance'));
  const botRngs = players.map((_, seat) => createRng(deriveSeed(seed, `seat-${seat}`)));
  const history: Ply[] = [];
  let state = start;
  let current: Table<unknown, unknown> = table(game, state);
  const humans = players.flatMap((player, seat) => (player.kind === 'human' ? [seat] : []));
  const hideBetweenHumans = game.hiddenInformation && humans.length > 1;
  /** For each seat, the moves since its last decision (its own last move first). */
  const recent: PlayedStep[][] = players.map(() => []);
  let shownTo: Seat | null | undefined;
  let lastHuman: Seat | null = null;
  const name = (seat: Seat): string => style.seat(seat, presenter.seatName(seat));

  const saveRecord = (): void => {
    if (settings.record === null) return;
    const record: MatchRecord = { game: game.id, options: settings.options, moves: history.map((ply) => ply.step.notation) };
    try {
      writeFileSync(settings.record, formatRecord(record));
      io.out(`Record written to ${settings.record} (${record.moves.length} moves): games replay ${settings.record}\n`);
    } catch (error) {
      io.err(`games: cannot write ${settings.record}: ${(error as Error).message}\n`);
    }
  };
  const show = (seat: Seat | null): void => {
    const update = updateFor(current, seat);
    const mine = seat !== null && current.toAct?.seat === seat ? current.toAct.moves : null;
    const panel = presenter.panel?.({ view: update.view, seat, recent: seat === null ? [] : recent[seat]!, toAct: mine, style }) ?? [];
    io.out(`${boardText(entry, update.view, seat, style)}\n${panel.map((line) => `${line}\n`).join('')}`);
    shownTo = seat;
  };
  const advance = (next: { state: unknown } & Table<unknown, unknown> & { played: { seat: Seat | null; notation: string } }, chanceBefore: Rng): void => {
    // The history keeps what presenters read of a past move (who acts, the spectator's view), not every seat's view.
    const played: PlayedStep = { seat: next.played.seat, notation: next.played.notation, table: { ...tableOf(next), views: [] } };
    history.push({ before: state, chance: chanceBefore, step: played });
    state = next.state;
    current = next;
    for (const seat of humans) recent[seat]!.push(played);
    shownTo = undefined;
    const report = presenter.report?.(played, style);
    if (report !== null && report !== undefined) io.out(`${report}\n`);
  };

  io.out(
    `${style.bold(game.title)}: ${players.map((player, seat) => `${name(seat)} ${player.kind === 'human' ? 'human' : player.bot.name}`).join(', ')}. Seed ${seed} (repeat with --seed ${seed}). Type help for commands.\n`,
  );
  for (const line of presenter.introduce?.(settings.options, players.map((player) => player.kind === 'human')) ?? []) io.out(`${line}\n`);
  const interrupted = (): number => {
    io.out('Interrupted: match left unfinished.\n');
    saveRecord();
    return 0;
  };
  for (;;) {
    // a turn of the event loop between moves: Ctrl-C is noticed while bots play
    await new Promise((resolve) => setImmediate(resolve));
    if (interrupt.pressed) return interrupted();
    if (current.outcome !== null) {
      show(humans.length === 1 ? humans[0]! : null);
      io.out(`${style.good('Game over:')} ${describeOutcome(current.outcome, history.length, presenter.seatName)}\n`);
      saveRecord();
      return 0;
    }
    if (current.actor.kind === 'chance') {
      const before = cloneRng(chance);
      const next = step(game, state, { chance });
      if (!next.ok) throw new Error(`${game.id}: chance failed: ${next.error.message}`);
      io.out(`${style.dim('chance:')} ${next.value.played.notation}\n`);
      advance(next.value, before);
      continue;
    }
    if (current.actor.kind !== 'player') continue;
    const seat = current.actor.seat;
    const player = players[seat];
    if (player === undefined) {
      io.err(`seat ${seat} has no player\n`);
      return 1;
    }
    if (player.kind === 'bot') {
      const chosen = player.bot.chooseMove(state, botRngs[seat]!);
      if (!chosen.ok) {
        io.err(`${player.bot.name} could not move: ${chosen.error.message}\n`);
        return 1;
      }
      const next = step(game, state, { seat, move: chosen.value });
      if (!next.ok) throw new Error(`${game.id} refused the bot's ${game.formatMove(chosen.value)}: ${next.error.message}`);
      io.out(`${name(seat)} (${player.bot.name}): ${next.value.played.notation}\n`);
      advance(next.value, cloneRng(chance));
      continue;
    }
    if (hideBetweenHumans && lastHuman !== null && lastHuman !== seat) {
      if (io.isTerminal) io.out('\u001b[2J\u001b[3J\u001b[H');
      io.out(`${style.bold(`${presenter.seatName(seat)} (seat ${seat}) to play.`)} The screen is hidden: hand over the terminal and press Enter.\n`);
      const ready = await io.readLine();
      if (interrupt.pressed) return interrupted();
      if (ready === null) {
        io.out('\nInput ended: match left unfinished.\n');
        saveRecord();
        return 0;
      }
      if (io.isTerminal) io.out('\u001b[2J\u001b[3J\u001b[H');
      shownTo = undefined;
    }
    lastHuman = seat;
    const update = updateFor(current, seat);
    if (presenter.placement?.active(update.view) === true) {
      const moves = await presenter.placement.run({ io, style, seat, view: update.view, seed });
      if (interrupt.pressed) return interrupted();
      if (moves === null) {
        io.out('Match left unfinished.\n');
        saveRecord();
        return 0;
      }
      for (const move of moves) {
        const next = step(game, state, { seat, move });
        if (!next.ok) {
          io.out(style.warn(`Refused: ${move}: ${next.error.message} (${next.error.code})\n`));
          break;
        }
        advance(next.value, cloneRng(chance));
      }
      recent[seat] = [];
      continue;
    }
    if (shownTo !== seat) show(seat);
    io.out(`${name(seat)}> `);
    const line = await io.readLine();
    if (interrupt.pressed) return interrupted();
    if (line === null) {
      io.out('\nInput ended: match left unfinished.\n');
      saveRecord();
      return 0;
    }
    const text = line.trim();
    if (text === '') continue;
    if (text === 'quit' || text === 'exit') {
      io.out('Match left unfinished.\n');
      saveRecord();
      return 0;
    }
    if (text === 'help') {
      io.out(`${HELP}\n${(presenter.help ?? []).join('\n')}\n`);
      continue;
    }
    if (text === 'board') {
      show(seat);
      continue;
    }
    if (text === 'moves') {
      io.out(`${presenter.listMoves?.(update, style) ?? (update.legalMoves ?? []).join(', ')}\n`);
      continue;
    }
    if (text === 'undo') {
      undo(seat);
      continue;
    }
    const move = presenter.expand?.(text, update) ?? text;
    const next = step(game, state, { seat, move });
    if (!next.ok) {
      io.out(style.warn(`Refused: ${next.error.message} (${next.error.code})\n`));
      continue;
    }
    recent[seat] = [];
    advance(next.value, cloneRng(chance));
  }

  /** Takes back `seat`'s last turn: its moves and the chance draws of that turn, and all since. */
  function undo(seat: Seat): void {
    let from = -1;
    for (let index = history.length - 1; index >= 0; index--) {
      if (history[index]!.step.seat === seat) {
        from = index;
        break;
      }
    }
    if (from < 0) {
      io.out('Nothing to undo: you have not moved yet.\n');
      return;
    }
    while (from > 0 && (history[from - 1]!.step.seat === seat || history[from - 1]!.step.seat === null)) from--;
    for (const ply of history.slice(from)) {
      const reason = presenter.reveals?.(ply.step, seat) ?? null;
      if (reason !== null) {
        io.out(style.warn(`Cannot undo: ${reason}, and a move cannot be taken back once it has shown something hidden.\n`));
        return;
      }
    }
    const target = history[from]!;
    state = target.before;
    current = table(game, state, from === 0 ? null : history[from - 1]!.step.notation);
    chance = cloneRng(target.chance);
    const taken = history.length - from;
    history.length = from;
    for (const list of recent) list.length = 0;
    shownTo = undefined;
    io.out(`Undone: ${taken} move${taken === 1 ? '' : 's'} taken back (chance draws will fall the same way again).\n`);
  }
}
