/**
 * TEMPORARY: the one place where the CLI makes up for engines that do not implement contract 1.0
 * yet (`hiddenInformation`, `options`, `seats`, `renderText`): Santorini, until its branch lands. Everything else in the CLI reads the contract only.
 * Each engine's own value wins as soon as it has one; once every engine on `main` has them this
 * file goes away and the registry takes the games as they are.
 *
 * @module
 */
import type { AnyGame, OptionInfo, Seat } from '@games/core';
import * as santoriniPackage from '@games/santorini';

/** What a game lacked and this module supplies. */
interface Missing {
  hiddenInformation: boolean;
  options: OptionInfo[];
  seats(state: { players?: unknown }): number;
  renderText(view: unknown, seat: Seat | null): string;
}

const playersOf = (fallback: number) => (state: { players?: unknown }) => (typeof state.players === 'number' ? state.players : fallback);

/** An engine's exported `renderText` (engines before contract 1.0 export one each). */
function exportedRender(module: object): (view: unknown) => string {
  const render = (module as { renderText?: (view: unknown) => string }).renderText;
  return render ?? ((view) => JSON.stringify(view, null, 1));
}

const MISSING: Record<string, Missing> = {
  santorini: {
    hiddenInformation: false,
    options: [
      { name: 'players', type: 'integer', description: '2, 3, or 4 (two teams)', default: 2, min: 2, max: 4 },
      { name: 'gods', type: 'json', description: 'a god per seat, e.g. ["Apollo","Pan"]' },
      { name: 'physicalSupply', type: 'boolean', description: 'limit blocks and domes to the box', default: false },
      { name: 'maxTurns', type: 'integer', description: 'draw after this many turns', default: 300, min: 1 },
      { name: 'seed', type: 'integer', description: 'seed of the hidden choices' },
    ],
    seats: playersOf(2),
    renderText: exportedRender(santoriniPackage),
  },
};

/** A game completed with what its engine does not supply yet (its own fields win). */
export function completeGame(game: AnyGame): AnyGame {
  const missing = MISSING[game.id];
  if (missing === undefined) return game;
  const partial = game as Partial<AnyGame>;
  const completed: AnyGame = {
    ...game,
    hiddenInformation: partial.hiddenInformation ?? missing.hiddenInformation,
    options: partial.options ?? missing.options,
    seats: partial.seats ?? missing.seats,
    renderText: partial.renderText ?? missing.renderText,
  };
  return completed;
}
