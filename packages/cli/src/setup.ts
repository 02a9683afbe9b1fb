import { err, ok, type Result } from '@games/core';
import type { GameEntry } from './registry.js';

/** A match's game, options and seat count, checked by the game's own `setup`. */
export interface MatchSetup {
  /** The options object passed to `setup`. */
  options: Record<string, unknown>;
  /** The number of seats. */
  seats: number;
  /** The initial state. */
  state: unknown;
}

/**
 * Builds the options of a match from the player count, seed and user overrides, and sets the
 * game up; the game's own error when it refuses them.
 */
export function setupMatch(entry: GameEntry, players: number | undefined, seed: number, overrides: Record<string, unknown>): Result<MatchSetup> {
  const count = players ?? entry.demo.players;
  const { min, max } = entry.game.players;
  if (count < min || count > max) return err('invalid-option', `${entry.game.title} takes ${min} to ${max} players, not ${count}`);
  const options = { ...entry.baseOptions(count, seed), ...overrides };
  const setup = entry.game.setup(options);
  if (!setup.ok) return setup;
  return ok({ options, seats: entry.seatCount(options), state: setup.value });
}
