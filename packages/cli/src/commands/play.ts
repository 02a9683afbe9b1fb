import { createRng, deriveSeed, sampleChance, type Seat } from '@games/core';
import type { Io } from '../io.js';
import { describeOutcome } from '../match-runner.js';
import type { GameEntry } from '../registry.js';
import type { SeatPlayer } from '../seats.js';

const HELP = [
  'Type a move in the game\'s notation, or:',
  '  moves   list the legal moves',
  '  board   show the board again',
  '  undo    take back your last move (and the moves played since)',
  '  help    this text',
  '  quit    leave the match',
].join('\n');

interface Ply {
  state: unknown;
  seat: Seat | null;
}

/**
 * `games play`: a match in the terminal. Human seats type moves (and see only their own view);
 * bots and chance move on their own. Returns the exit status.
 */
export async function playMatch(io: Io, entry: GameEntry, start: unknown, players: SeatPlayer[], seed: number): Promise<number> {
  const { game } = entry;
  const chance = createRng(deriveSeed(seed, 'chance'));
  const botRngs = players.map((_, seat) => createRng(deriveSeed(seed, `seat-${seat}`)));
  const history: Ply[] = [];
  let state = start;
  let plies = 0;
  let shownTo: Seat | null | undefined;
  const humans = players.filter((player) => player.kind === 'human').length;
  const show = (seat: Seat | null): void => {
    io.out(`${entry.render(game.view(state, seat))}\n`);
    shownTo = seat;
  };
  const advance = (move: unknown, seat: Seat | null): void => {
    const played = game.play(state, move);
    if (!played.ok) throw new Error(`${game.id} refused ${game.formatMove(move)}: ${played.error.message}`);
    history.push({ state, seat });
    state = played.value;
    plies++;
    shownTo = undefined;
  };
  io.out(`${game.title}: ${players.map((player, seat) => `seat ${seat} ${player.kind === 'human' ? 'human' : player.bot.name}`).join(', ')}. Type help for commands.\n`);
  for (;;) {
    const actor = game.actor(state);
    if (actor.kind === 'over') {
      show(humans === 1 ? players.findIndex((player) => player.kind === 'human') : null);
      io.out(`Game over: ${describeOutcome(actor.outcome, plies)}\n`);
      return 0;
    }
    if (actor.kind === 'chance') {
      const move = sampleChance(actor, chance);
      io.out(`chance: ${game.formatMove(move)}\n`);
      advance(move, null);
      continue;
    }
    const player = players[actor.seat];
    if (player === undefined) {
      io.err(`seat ${actor.seat} has no player\n`);
      return 1;
    }
    if (player.kind === 'bot') {
      const chosen = player.bot.chooseMove(state, botRngs[actor.seat]!);
      if (!chosen.ok) {
        io.err(`${player.bot.name} could not move: ${chosen.error.message}\n`);
        return 1;
      }
      io.out(`seat ${actor.seat} (${player.bot.name}): ${game.formatMove(chosen.value)}\n`);
      advance(chosen.value, actor.seat);
      continue;
    }
    if (shownTo !== actor.seat) show(actor.seat);
    io.out(`seat ${actor.seat}> `);
    const line = await io.readLine();
    if (line === null) {
      io.out('\nInput ended: match left unfinished.\n');
      return 0;
    }
    const text = line.trim();
    if (text === '') continue;
    if (text === 'quit' || text === 'exit') {
      io.out('Match abandoned.\n');
      return 0;
    }
    if (text === 'help') {
      io.out(`${HELP}\n`);
      continue;
    }
    if (text === 'board') {
      show(actor.seat);
      continue;
    }
    if (text === 'moves') {
      io.out(`${game.legalMoves(state).map((move) => game.formatMove(move)).join(', ')}\n`);
      continue;
    }
    if (text === 'undo') {
      const last = history.map((ply) => ply.seat).lastIndexOf(actor.seat);
      if (last < 0) {
        io.out('Nothing to undo: you have not moved yet.\n');
        continue;
      }
      state = history[last]!.state;
      plies = last;
      history.length = last;
      shownTo = undefined;
      io.out('Undone.\n');
      continue;
    }
    const parsed = game.parseMove(text, state);
    const played = parsed.ok ? game.play(state, parsed.value) : parsed;
    if (!played.ok) {
      io.out(`Refused: ${played.error.message} (${played.error.code})\n`);
      continue;
    }
    history.push({ state, seat: actor.seat });
    state = played.value;
    plies++;
    shownTo = undefined;
  }
}
