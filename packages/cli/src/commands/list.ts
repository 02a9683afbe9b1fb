import type { OptionInfo } from '@games/core';
import type { Io } from '../io.js';
import { GAME_LIST, hidesSomething } from '../registry.js';

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
  for (const entry of GAME_LIST) {
    const { min, max } = entry.players;
    // Hidden information as a match with the default options has it; an option that adds some
    // (Santorini's Chaos) says so in its own line.
    const { hidden, options } = entry.visit(({ game, defaultOptions }) => {
      const state = game.setup(defaultOptions(min));
      return { hidden: state.ok && hidesSomething(game, state.value) ? ', hidden information' : '', options: game.options };
    });
    io.out(`${entry.id}  (${min === max ? min : `${min}-${max}`} players${hidden})  ${entry.summary}\n`);
    for (const option of options) {
      io.out(`    --option ${option.name}=...  ${option.description} [${optionSummary(option)}]\n`);
    }
  }
  return 0;
}
