import type { RuleError } from '@games/core';
import type { SeatSpec } from './config.js';

/** Asks the bot worker for a move. */
export interface BotRequest {
  /** Echoed in the answer. */
  id: number;
  /** The game id. */
  gameId: string;
  /** The state to move in (plain JSON). */
  state: unknown;
  /** The bot. */
  bot: Exclude<SeatSpec, { kind: 'human' }>;
  /** Seed of the bot's rng for this move. */
  seed: number;
}

/** The worker's answer: the chosen move in notation, or why there is none. */
export type BotAnswer = { id: number; ok: true; notation: string } | { id: number; ok: false; error: RuleError };
