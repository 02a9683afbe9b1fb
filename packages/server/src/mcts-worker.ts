import { mctsBot, type AnyGame, type Rng } from '@games/core';
import { defaultGames } from './games.js';

/** A search a room hands to a worker thread. */
export interface SearchTask {
  /** The game id (one of the default games). */
  game: string;
  /** The state to move in. */
  state: unknown;
  /** The iteration budget (`mcts:N`). */
  iterations: number;
  /** The time budget in milliseconds. */
  milliseconds: number;
  /** The seat's bot rng (its state is advanced and returned). */
  rng: Rng;
}

/** What a worker returns: the chosen move's notation and the advanced rng, or an error. */
export type SearchAnswer = { ok: true; notation: string; rng: Rng } | { ok: false; message: string };

const games = new Map<string, AnyGame>(defaultGames().map((game) => [game.id, game]));

/** Runs one MCTS search in a worker thread (the default export piscina calls). */
export default function search(task: SearchTask): SearchAnswer {
  const game = games.get(task.game);
  if (game === undefined) return { ok: false, message: `the worker does not know the game "${task.game}"` };
  const rng = { state: task.rng.state.slice() };
  const chosen = mctsBot(game, { iterations: task.iterations, milliseconds: task.milliseconds }).chooseMove(task.state, rng);
  return chosen.ok ? { ok: true, notation: game.formatMove(chosen.value), rng } : { ok: false, message: chosen.error.message };
}
