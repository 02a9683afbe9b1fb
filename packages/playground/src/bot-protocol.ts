import type { BotRequest as SessionBotRequest, RuleError } from '@games/core';

/** Asks the bot worker for a move: the session's own bot request (plain JSON) and an id. */
export interface BotRequest {
  /** Echoed in the answer. */
  id: number;
  /** The question, as `Session.botRequest` made it. */
  request: SessionBotRequest;
}

/** The worker's answer: the chosen move in notation, or why there is none. */
export type BotAnswer = { id: number; ok: true; notation: string } | { id: number; ok: false; error: RuleError };
