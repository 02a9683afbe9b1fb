import type { Game, Result, Seat } from '../contract.js';
import { describeValue, err, ok } from '../result.js';
import { createRng } from '../rng.js';
import { botFor, parseSeatSpec, type BotFactory } from './seat-spec.js';

/**
 * Everything a bot needs to choose a session's next move, as plain JSON: a host may answer it
 * in its own thread ({@link Session.runBot} does), in a worker thread or in a browser worker, with
 * {@link chooseBotMove}, and then plays the answer with {@link Session.play}.
 *
 * @group Sessions
 */
export interface BotRequest<S = unknown> {
  /** The game's id. */
  game: string;
  /** The bot's seat. */
  seat: Seat;
  /** The bot, as its seat spec text (`mcts:300`). */
  spec: string;
  /** The state to move in (a search bot re-deals what its seat cannot see, see `Game.redeal`). */
  state: S;
  /** The seed of the bot's rng for this move, derived from the session's seed, the seat and the ply. */
  seed: number;
  /** The ply the move will be. */
  ply: number;
  /** The match so far as the bot's seat may read it. */
  history: { seat: Seat | null; notation: string }[];
}

/**
 * Answers a {@link BotRequest}: builds the bot its spec names (registered bots from `custom`),
 * seeds its rng from the request and returns the chosen move in notation. Runs anywhere the game
 * does (a worker thread, a browser worker); `wrong-game` when the request is for another game.
 *
 * @example
 * ```ts
 * import { chooseBotMove, createSession, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const session = unwrap(createSession(pig, { options: { players: 2 }, seats: ['random', 'human'], seed: 5 }));
 * const request = session.botRequest();                 // plain JSON: post it to a worker...
 * if (request !== null) {
 *   const notation = unwrap(chooseBotMove(pig, request)); // ...which answers with the move
 *   unwrap(session.play(request.seat, notation));
 *   console.log(session.history.length);                 // 1
 * }
 * ```
 *
 * @group Sessions
 */
export function chooseBotMove<S, M, O, V>(game: Game<S, M, O, V>, request: BotRequest<S>, custom?: ReadonlyMap<string, BotFactory>): Result<string> {
  if (typeof request !== 'object' || request === null) return err('bad-bot-request', `not a bot request: ${describeValue(request)}`);
  if (request.game !== game.id) return err('wrong-game', `the request is for ${describeValue(request.game)}, not ${game.id}`);
  const spec = parseSeatSpec(request.spec, custom === undefined ? {} : { custom: custom.keys() });
  if (!spec.ok) return spec;
  const bot = botFor(game, spec.value, custom);
  if (!bot.ok) return bot;
  if (!Number.isInteger(request.seed)) return err('bad-bot-request', `the request's seed must be an integer, got ${describeValue(request.seed)}`);
  const chosen = bot.value.chooseMove(request.state, createRng(request.seed), { seat: request.seat, history: request.history });
  if (!chosen.ok) return chosen;
  return ok(game.formatMove(chosen.value));
}
