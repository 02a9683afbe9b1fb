import type { Engine } from '@games/catalogue';
import { createSession, deriveSeed, type Outcome } from '@games/core';
import { gameEntry, type GameEntry } from './registry.js';
import { setupEngine } from './setup.js';

/**
 * What happened in one bot-only match.
 *
 * @group Matches
 */
export interface MatchSummary {
  /** The outcome, or `null` when the ply cap stopped the match first. */
  outcome: Outcome | null;
  /** Moves played, chance included. */
  plies: number;
  /** Player decisions made (chance excluded). */
  decisions: number;
}

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
 * Plays a chunk of matches, each held by core's match session (its chance draws and bots seeded
 * from the match's seed); throws if the game or the task is broken (the pool reports it).
 *
 * @group Commands
 */
export function runSimTask(task: SimTask): SimMatch[] {
  const entry = gameEntry(task.gameId);
  if (entry === undefined) throw new Error(`unknown game ${task.gameId}`);
  return entry.visit((engine) => task.indices.map((index) => simulateMatch(engine, entry, task, index)));
}

/** Plays match `index` of `task`. */
function simulateMatch<S, M, O, V>(engine: Engine<S, M, O, V>, entry: GameEntry, task: SimTask, index: number): SimMatch {
  const seed = deriveSeed(task.seed, index);
  const setup = setupEngine(engine, entry.presenter, { players: task.players ?? undefined, seed, overrides: task.overrides, humans: [] });
  if (!setup.ok) throw new Error(setup.error.message);
  const session = createSession(engine.game, { options: setup.value.options, seats: task.seats, seed });
  if (!session.ok) throw new Error(session.error.message);
  const played = session.value.advance({ maxPlies: task.maxPlies });
  if (!played.ok) throw new Error(`${task.gameId}, match ${index}: ${played.error.message} (${played.error.code})`);
  const { history, outcome } = session.value;
  return { index, outcome, plies: history.length, decisions: history.filter((step) => step.seat !== null).length };
}
