import { err, mctsBot, ok, randomBot, type AnyGame, type Bot, type Result } from '@games/core';
import { GameServerError } from './errors.js';

/**
 * Makes a user's bot for a game: registered on the server by name, chosen in `bots` by that name.
 *
 * @group Bots
 */
export type BotFactory = (game: AnyGame) => Bot<unknown, unknown>;

/**
 * A parsed bot specification: the built-in random or MCTS bot, or a bot registered by name.
 *
 * @group Bots
 */
export type BotSpec =
  | {
      /** The built-in random bot. */
      kind: 'random';
    }
  | {
      /** Core's MCTS bot. */
      kind: 'mcts';
      /** Its iteration budget per move. */
      iterations: number;
    }
  | {
      /** A bot registered on the server. */
      kind: 'custom';
      /** The name it was registered under. */
      name: string;
      /** What makes it. */
      factory: BotFactory;
    };

/**
 * The most MCTS iterations a bot seat may ask for (`mcts:N`).
 *
 * @group Bots
 */
export const MAX_MCTS_ITERATIONS = 100_000;

/**
 * Reads a bot specification sent by a client: `random`, `mcts` (1000 iterations), `mcts:N`, or the
 * name of a bot registered on the server; `bad-bot` otherwise.
 *
 * @example
 * ```ts
 * import { parseBotSpec } from '@games/server';
 *
 * const registered = new Map();                        // bots added with server.addBot(name, factory)
 * console.log(parseBotSpec('mcts:500', registered));   // { ok: true, value: { kind: 'mcts', iterations: 500 } }
 * console.log(parseBotSpec('genius', registered).ok);  // false: bad-bot, not random, mcts, mcts:N or a registered name
 * ```
 *
 * @group Bots
 */
export function parseBotSpec(spec: unknown, registered: ReadonlyMap<string, BotFactory>): Result<BotSpec> {
  if (typeof spec !== 'string' || spec.length > 64) return err(GameServerError.badBot, 'a bot is "random", "mcts:N" or the name of a bot registered on the server');
  if (spec === 'random') return ok({ kind: 'random' });
  const mcts = /^mcts(?::(\d{1,6}))?$/.exec(spec);
  if (mcts !== null) {
    const iterations = mcts[1] === undefined ? 1000 : Number(mcts[1]);
    if (iterations < 1 || iterations > MAX_MCTS_ITERATIONS) return err(GameServerError.badBot, `mcts:N takes 1 to ${MAX_MCTS_ITERATIONS} iterations, got ${iterations}`);
    return ok({ kind: 'mcts', iterations });
  }
  const factory = registered.get(spec);
  if (factory !== undefined) return ok({ kind: 'custom', name: spec, factory });
  return err(GameServerError.badBot, `unknown bot "${spec}": use random, mcts:N${registered.size > 0 ? ` or ${[...registered.keys()].join(', ')}` : ''}`);
}

/** The bot a specification names, for a game, run in the room's thread. */
export function botFor(game: AnyGame, spec: BotSpec, milliseconds: number): Bot<unknown, unknown> {
  if (spec.kind === 'random') return randomBot(game);
  if (spec.kind === 'mcts') return mctsBot(game, { iterations: spec.iterations, milliseconds });
  return spec.factory(game);
}
