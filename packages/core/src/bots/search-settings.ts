/**
 * The settings every search bot reads from its options: the budget, the exploration constant and
 * the rollout length, each read once (a getter cannot change it between checks).
 *
 * @module
 */

/** A search bot's settings as read, with whether they are valid and the bot's name. */
export interface SearchSettings {
  /** Iterations per move (infinite when only a time budget is given). */
  iterations: number;
  /** The time budget per move, if given. */
  milliseconds: number | undefined;
  /** The exploration constant. */
  exploration: number;
  /** The longest rollout. */
  rolloutPlies: number;
  /** Whether every setting is allowed (options that are not an object never are). */
  valid: boolean;
  /** `label(1000)` or `label(250ms)`, `label(invalid options)` when not valid. */
  name: string;
}

/**
 * Reads a search bot's `options` once: `iterations` (default 1000 without a time budget),
 * `milliseconds`, `exploration` and `rolloutPlies` (defaults given), plus `extraValid` for a bot's
 * own settings.
 */
export function readSearchSettings(options: unknown, label: string, defaults: { exploration: number; rolloutPlies: number }, extraValid = true): SearchSettings {
  const given: Record<string, unknown> = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
  const exploration = (given['exploration'] ?? defaults.exploration) as number;
  const rolloutPlies = (given['rolloutPlies'] ?? defaults.rolloutPlies) as number;
  const milliseconds = given['milliseconds'] as number | undefined;
  const iterations = (given['iterations'] ?? (milliseconds === undefined ? 1000 : Number.POSITIVE_INFINITY)) as number;
  const valid =
    given === options &&
    extraValid &&
    (iterations === Number.POSITIVE_INFINITY || (Number.isInteger(iterations) && iterations > 0)) &&
    (milliseconds === undefined || (Number.isFinite(milliseconds) && milliseconds > 0)) &&
    Number.isFinite(exploration) &&
    exploration >= 0 &&
    Number.isInteger(rolloutPlies) &&
    rolloutPlies >= 0;
  const name = valid ? `${label}(${milliseconds === undefined ? iterations : `${milliseconds}ms`})` : `${label}(invalid options)`;
  return { iterations, milliseconds, exploration, rolloutPlies, valid, name };
}
