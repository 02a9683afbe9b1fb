import { deriveSeed } from '@games/core';
import { runBotMatch, type MatchSummary } from './match-runner.js';
import { gameEntry } from './registry.js';
import { seatPlayers } from './seats.js';
import { setupMatch } from './setup.js';

/**
 * A chunk of simulated matches, as sent to a worker thread.
 *
 * @group Commands
 */
export interface SimTask {
  /** The game id. */
  gameId: string;
  /** Player count, or `null` for the game's default. */
  players: number | null;
  /** Master seed; match `i` uses a seed derived from it and `i`. */
  seed: number;
  /** `--option` texts by name (read by the game's option metadata). */
  overrides: Record<string, string>;
  /** Seat list as typed on the command line. */
  seats: string;
  /** Indices of the matches to play. */
  indices: number[];
  /** Ply cap per match. */
  maxPlies: number;
}

/**
 * The result of one simulated match.
 *
 * @group Commands
 */
export interface SimMatch extends MatchSummary {
  /** The match's index. */
  index: number;
}

/**
 * Plays a chunk of matches; throws if the game or the task is broken (the pool reports it).
 *
 * @group Commands
 */
export function runSimTask(task: SimTask): SimMatch[] {
  const entry = gameEntry(task.gameId);
  if (entry === undefined) throw new Error(`unknown game ${task.gameId}`);
  const results: SimMatch[] = [];
  for (const index of task.indices) {
    const seed = deriveSeed(task.seed, index);
    const setup = setupMatch(entry, { players: task.players ?? undefined, seed, overrides: task.overrides, humans: [] });
    if (!setup.ok) throw new Error(setup.error.message);
    const players = seatPlayers(entry.game, task.seats, setup.value.seats);
    if (!players.ok) throw new Error(players.error.message);
    results.push({ index, ...runBotMatch(entry, setup.value.state, players.value, seed, task.maxPlies) });
  }
  return results;
}
