import { deriveSeed } from '@games/core';
import type { Io } from '../io.js';
import { describeOutcome, runBotMatch } from '../match-runner.js';
import { GAMES, type GameEntry } from '../registry.js';
import { seatPlayers } from '../seats.js';
import { setupMatch } from '../setup.js';

/** The games the demo plays, in order. */
export const DEMO_GAMES = ['santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons'];

const MOVES_PER_LINE = 8;

function indent(text: string): string {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

/** Plays one demo match of `entry` and prints it; returns false if the game misbehaved. */
function demoMatch(io: Io, id: string, entry: GameEntry, seed: number): boolean {
  const setup = setupMatch(entry, entry.demo.players, seed, {});
  if (!setup.ok) {
    io.err(`${id}: setup failed: ${setup.error.message}\n`);
    return false;
  }
  const players = seatPlayers(entry.game, entry.demo.seats.join(','), setup.value.seats);
  if (!players.ok) return false;
  io.out(`== ${entry.game.title} (${id}): ${entry.demo.seats.map((name, seat) => `seat ${seat} ${name}`).join(' vs ')}, seed ${seed}\n`);
  let line: string[] = [];
  const flush = (): void => {
    if (line.length > 0) io.out(`  ${line.join('  ')}\n`);
    line = [];
  };
  let final = setup.value.state;
  const summary = runBotMatch(entry, setup.value.state, players.value, seed, entry.demo.maxPlies, ({ ply, seat, notation, state }) => {
    final = state;
    line.push(`${ply}.${seat === null ? '*' : seat} ${notation}`);
    if (line.length === MOVES_PER_LINE) flush();
    if (ply % entry.demo.boardEvery === 0) {
      flush();
      io.out(`${indent(entry.render(entry.game.view(state, null)))}\n`);
    }
  });
  flush();
  io.out('  final position:\n');
  io.out(`${indent(entry.render(entry.game.view(final, null)))}\n`);
  io.out(`  result: ${describeOutcome(summary.outcome, summary.plies)}\n\n`);
  return true;
}

/** `games demo [--seed N]`: a seeded bot-vs-bot match of every game, printed as it goes. */
export function runDemo(io: Io, seed: number, only: string[] = DEMO_GAMES): number {
  let healthy = true;
  for (const id of only) {
    const entry = GAMES[id];
    if (entry === undefined) continue;
    healthy = demoMatch(io, id, entry, deriveSeed(seed, id)) && healthy;
  }
  return healthy ? 0 : 1;
}
