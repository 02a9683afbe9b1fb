import type { Game, Result, Seat } from '../contract.js';
import { err, ok } from '../result.js';
import type { Rng } from '../rng.js';
import { randomPolicy, type Policy } from '../match/playout.js';

/**
 * A player that chooses moves on its own.
 *
 * @group Bots
 */
export interface Bot<S, M> {
  /** A short name for logs and menus, such as `random` or `mcts(1000)`. */
  readonly name: string;
  /**
   * Chooses a move for the seat acting in `state`, drawing any randomness from `rng`. Fails with
   * `not-a-player-turn` when chance acts or the game is over. A host that keeps the match's
   * history (core's match session does) passes it as `context`, so a bot can remember what its
   * seat saw earlier (a chit turned face down again).
   */
  chooseMove(state: S, rng: Rng, context?: BotContext): Result<M>;
}

/**
 * What a host tells a bot besides the state: the match so far, as the bot's seat may know it.
 *
 * @group Bots
 */
export interface BotContext {
  /** The seat the bot plays. */
  seat: Seat;
  /** Every move so far, oldest first, in the notation that seat may read ({@link Game.notationFor}). */
  history: readonly { seat: Seat | null; notation: string }[];
}

/**
 * Checks that a player acts in `state` and returns its legal moves.
 *
 * @group Bots
 */
export function playerMoves<S, M, O, V>(game: Game<S, M, O, V>, state: S): Result<M[]> {
  const actor = game.actor(state);
  if (actor.kind !== 'player') {
    return err('not-a-player-turn', actor.kind === 'over' ? 'the game is over: there is no move to choose' : 'chance acts now, not a player');
  }
  const moves = game.legalMoves(state);
  if (moves.length === 0) return err('not-a-player-turn', 'no legal move');
  return ok(moves);
}

/**
 * A bot that plays a uniformly random legal move.
 *
 * @example
 * ```ts
 * import { createRng, randomBot, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const bot = randomBot(pig);
 * const move = bot.chooseMove(unwrap(pig.setup({ players: 2 })), createRng(1));
 * console.log(move);                                  // { ok: true, value: { kind: 'roll' } }
 * ```
 *
 * @group Bots
 */
export function randomBot<S, M, O, V>(game: Game<S, M, O, V>): Bot<S, M> {
  return {
    name: 'random',
    chooseMove(state, rng) {
      const moves = playerMoves(game, state);
      return moves.ok ? ok(randomPolicy(state, moves.value, rng)) : moves;
    },
  };
}

/**
 * Turns a bot into a {@link Policy} for `playout`; throws if the bot refuses.
 *
 * @group Bots
 */
export function botPolicy<S, M>(bot: Bot<S, M>): Policy<S, M> {
  return (state, _moves, rng) => {
    const chosen = bot.chooseMove(state, rng);
    if (!chosen.ok) throw new Error(`${bot.name}: ${chosen.error.message}`);
    return chosen.value;
  };
}
