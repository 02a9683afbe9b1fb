import type { Engine } from '@games/catalogue';
import { createSession, describeOutcome, deriveSeed } from '@games/core';
import type { Io } from '../io.js';
import { boardText, gameEntry, type GameEntry } from '../registry.js';
import { setupEngine } from '../setup.js';
import type { Style } from '../style.js';

/**
 * The games the demo plays, in order.
 *
 * @group Commands
 */
export const DEMO_GAMES = ['santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons'];

/**
 * How the demo prints: `full` is every move with boards along the way; `pauseMs` paces a terminal.
 *
 * @group Commands
 */
export interface DemoSettings {
  /** Every move and a board every few moves, as the demo printed before the short tour. */
  full: boolean;
  /** Milliseconds to wait between games (0: no pause; used on a terminal). */
  pauseMs: number;
  /** Colours. */
  style: Style;
  /**
   * Whether `games` runs from a clone of the repository, where the next steps add how to type it
   * there (`npx games`); an installed `games` prints no such line.
   */
  clone?: boolean;
}

const MOVES_PER_LINE = 8;
/** The short tour's first-moves line stays within this many characters. */
const FIRST_MOVES_WIDTH = 96;
/** The short tour shows at most this many lines of a board (the top and the status lines at the bottom). */
const BOARD_LINES = 30;
const STATUS_LINES = 5;

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** A board cut to {@link BOARD_LINES} lines: its top, a note, and its last status lines. */
function cut(text: string): string {
  const lines = text.trimEnd().split('\n');
  if (lines.length <= BOARD_LINES) return text;
  const top = lines.slice(0, BOARD_LINES - STATUS_LINES - 1);
  const hidden = lines.length - top.length - STATUS_LINES;
  return [...top, `... (${hidden} more lines: games demo --full shows the whole board)`, ...lines.slice(-STATUS_LINES)].join('\n');
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Plays one demo match of `entry` and prints it; returns false if the game misbehaved. */
function demoMatch<S, M, O, V>(io: Io, engine: Engine<S, M, O, V>, entry: GameEntry, seed: number, { full, style }: DemoSettings): boolean {
  const { game } = engine;
  const setup = setupEngine(engine, entry.presenter, { players: entry.demo.players, seed, humans: [] });
  if (!setup.ok) {
    io.err(`${entry.id}: setup failed: ${setup.error.message}\n`);
    return false;
  }
  const held = createSession(game, { options: setup.value.options, seats: entry.demo.seats, seed });
  if (!held.ok) {
    io.err(`${entry.id}: ${held.error.message}\n`);
    return false;
  }
  const session = held.value;
  const names = (seat: number): string => style.seat(seat, entry.presenter.seatName(seat));
  io.out(`${style.bold(`== ${game.title}`)} (${entry.id}): ${entry.demo.seats.map((bot, seat) => `${names(seat)} ${bot}`).join(' vs ')}, seed ${seed}\n`);
  let line: string[] = [];
  const flush = (): void => {
    if (line.length > 0) io.out(`  ${line.join('  ')}\n`);
    line = [];
  };
  // The session plays the match (chance and bots, seeded); the demo prints its history.
  const played = session.advance({ maxPlies: entry.demo.maxPlies });
  if (!played.ok) {
    io.err(`${entry.id}: ${played.error.message} (${played.error.code})\n`);
    return false;
  }
  let first = true;
  for (const { ply, seat, notation } of session.historyFor(null)) {
    const next = `${ply + 1}.${seat === null ? '*' : seat} ${notation}`;
    if (!full) {
      if (first && [...line, next, '...'].join('  ').length <= FIRST_MOVES_WIDTH) line.push(next);
      else first = false;
      continue;
    }
    line.push(next);
    if (line.length === MOVES_PER_LINE) flush();
    if ((ply + 1) % entry.demo.boardEvery === 0) {
      flush();
      io.out(`${indent(boardText(game, entry.presenter, session.viewAt(ply + 1, null), null, style))}\n`);
    }
  }
  if (!full && line.length > 0) line.push('...');
  flush();
  if (full) io.out('  final position:\n');
  const board = boardText(game, entry.presenter, session.updateFor(null).view, null, style);
  io.out(`${indent(full ? board : cut(board))}\n`);
  io.out(`  ${style.good('result:')} ${describeOutcome(session.outcome, { names: (seat) => entry.presenter.seatName(seat), plies: session.history.length })}\n\n`);
  return true;
}

const NEXT_STEPS = [
  'Try next:',
  '  games play santorini                      you against a bot (help lists the commands)',
  '  games play stratego --seats human,mcts    place your army, then play',
  '  games play tigerzone --record match.json  save the match, then: games replay match.json',
  '  games sim yunnori --games 200             bot against bot, win rates with 95% intervals',
  '  games list                                every game and its options',
];
const IN_A_CLONE = 'In this clone of the repository, type npx before games (npx games play santorini).';

/**
 * `games demo`: a short bot-vs-bot tour of every game (`full`: every move, boards along the way).
 *
 * @group Commands
 */
export async function runDemo(io: Io, seed: number, only: string[], settings: DemoSettings): Promise<number> {
  let healthy = true;
  for (const [index, id] of only.entries()) {
    const entry = gameEntry(id);
    if (entry === undefined) continue;
    // A turn of the event loop between games even unpaced: a closed pipe (`games demo | head`) is
    // noticed there, and the program ends instead of playing on.
    if (index > 0) await pause(settings.pauseMs);
    healthy = entry.visit((engine) => demoMatch(io, engine, entry, deriveSeed(seed, id), settings)) && healthy;
  }
  if (!settings.full) io.out(`${[...NEXT_STEPS, ...(settings.clone === true ? [IN_A_CLONE] : [])].join('\n')}\n`);
  return healthy ? 0 : 1;
}
