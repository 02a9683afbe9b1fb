// The bots think here, off the page's thread, so the page stays responsive. The question is the
// session's own bot request; core's chooseBotMove answers it (the one reading of seat specs, the
// same defaults and seeds as every host).
import { chooseBotMove } from '@games/core';
import type { BotAnswer, BotRequest } from './bot-protocol.js';
import { loadGame } from './games.js';

/** The worker's global scope, typed by what is used of it (the page's DOM types describe `self` otherwise). */
const scope = self as unknown as { onmessage: ((event: MessageEvent<BotRequest>) => void) | null; postMessage(message: BotAnswer): void };

scope.onmessage = async (event: MessageEvent<BotRequest>) => {
  const { id, request } = event.data;
  let answer: BotAnswer;
  try {
    const game = await loadGame(request.game);
    if (game === undefined) answer = { id, ok: false, error: { code: 'unknown-game', message: `no game "${request.game}"` } };
    else {
      const chosen = chooseBotMove(game, request);
      answer = chosen.ok ? { id, ok: true, notation: chosen.value } : { id, ok: false, error: chosen.error };
    }
  } catch (thrown) {
    answer = { id, ok: false, error: { code: 'bot-failed', message: String(thrown) } };
  }
  scope.postMessage(answer);
};
