import { chooseBotMove, err, type AnyGame, type BotRequest, type Result } from '@games/core';
import { defaultGames } from './games.js';

/**
 * A bot move a room hands to a worker thread: a default engine's id and the session's bot request.
 *
 * @group Bots
 */
export interface BotTask {
  /** The game id (one of the five engines). */
  game: string;
  /** The session's question for the bot (plain JSON). */
  request: BotRequest;
}

const games = new Map<string, AnyGame>(defaultGames().map((game) => [game.id, game]));

/** Answers one bot request in a worker thread (the default export piscina calls). */
export default function answer(task: BotTask): Result<string> {
  const game = games.get(task.game);
  if (game === undefined) return err('bot-failed', `the worker does not know the game "${task.game}"`);
  return chooseBotMove(game, task.request);
}
