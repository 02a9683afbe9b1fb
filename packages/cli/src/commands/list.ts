import type { OptionInfo } from '@games/core';
import type { Io } from '../io.js';
import { GAMES } from '../registry.js';

/**
 * `integer 2..4, default 2` for an option's metadata.
 *
 * @group Commands
 */
export function optionSummary(option: OptionInfo): string {
  const range = option.min !== undefined || option.max !== undefined ? ` ${option.min ?? ''}..${option.max ?? ''}` : '';
  const values = option.values !== undefined ? ` (${option.values.map(String).join(' | ')})` : '';
  const nullable = option.nullable === true ? ', null turns it off' : '';
  const fallback = option.default === undefined ? '' : `, default ${JSON.stringify(option.default)}`;
  return `${option.type}${range}${values}${fallback}${nullable}`;
}

/**
 * `games list`: every game with its player counts and every option it accepts, with its default.
 *
 * @group Commands
 */
export function listGames(io: Io): number {
  for (const [id, entry] of Object.entries(GAMES)) {
    const { min, max } = entry.game.players;
    const hidden = entry.game.hiddenInformation ? ', hidden information' : '';
    io.out(`${id}  (${min === max ? min : `${min}-${max}`} players${hidden})  ${entry.summary}\n`);
    for (const option of entry.game.options as readonly OptionInfo[]) {
      io.out(`    --option ${option.name}=...  ${option.description} [${optionSummary(option)}]\n`);
    }
  }
  return 0;
}
