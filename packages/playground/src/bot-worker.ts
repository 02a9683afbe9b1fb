// The bots think here, off the page's thread, so the page stays responsive.
import { createRng, mctsBot, randomBot, type AnyGame, type Bot } from '@games/core';
import type { BotAnswer, BotRequest } from './bot-protocol.js';
import { loadGame } from './games.js';

/** The worker's global scope, typed by what is used of it (the page's DOM types describe `self` otherwise). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<BotRequest>) => void) | null; postMessage(message: BotAnswer): void };
const bots = new Map<string, { game: AnyGame; bot: Bot<unknown, unknown> }>();

async function botFor(request: BotRequest): Promise<{ game: AnyGame; bot: Bot<unknown, unknown> } | undefined> {
  const key = `${request.gameId}/${request.bot.kind === 'mcts' ? `mcts:${request.bot.iterations}` : 'random'}`;
  const known = bots.get(key);
  if (known !== undefined) return known;
  const game = await loadGame(request.gameId);
  if (game === undefined) return undefined;
  const bot = request.bot.kind === 'mcts' ? mctsBot(game, { iterations: request.bot.iterations }) : randomBot(game);
  bots.set(key, { game, bot });
  return { game, bot };
}

scope.onmessage = async (event: MessageEvent<BotRequest>) => {
  const request = event.data;
  let answer: BotAnswer;
  try {
    const found = await botFor(request);
    if (found === undefined) {
      answer = { id: request.id, ok: false, error: { code: 'unknown-game', message: `no game "${request.gameId}"` } };
    } else {
      const chosen = found.bot.chooseMove(request.state, createRng(request.seed));
      answer = chosen.ok ? { id: request.id, ok: true, notation: found.game.formatMove(chosen.value) } : { id: request.id, ok: false, error: chosen.error };
    }
  } catch (thrown) {
    answer = { id: request.id, ok: false, error: { code: 'bot-failed', message: String(thrown) } };
  }
  scope.postMessage(answer);
};
