/**
 * TEMPORARY: the one place where the CLI makes up for engines that do not implement contract 1.0
 * yet (`hiddenInformation`, `options`, `seats`, `renderText`, and Fiery Dragons' last flipped chits
 * in its view). Everything else in the CLI reads the contract only.
 * Each engine's own value wins as soon as it has one; once every engine on `main` has them this
 * file goes away and the registry takes the games as they are.
 *
 * @module
 */
import type { AnyGame, OptionInfo, Seat } from '@games/core';
import * as fieryDragonsPackage from '@games/fiery-dragons';
import * as santoriniPackage from '@games/santorini';
import * as tigerzonePackage from '@games/tigerzone';
import * as yunnoriPackage from '@games/yunnori';

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
  yunnori: {
    hiddenInformation: false,
    options: [
      { name: 'version', type: 'string', description: 'basic, or advanced (animal players)', default: 'basic', values: ['basic', 'advanced'] },
      { name: 'players', type: 'integer', description: 'number of players', default: 2, min: 2, max: 4 },
      { name: 'pieces', type: 'integer', description: 'pieces per player in the basic game', default: 4, min: 1, max: 4 },
      { name: 'animals', type: 'json', description: 'advanced: an animal per seat, e.g. ["pig","cow"]' },
      { name: 'ids', type: 'json', description: "advanced: the players' IDs in seat order" },
      { name: 'stickFrontProbability', type: 'number', description: 'chance a stick lands front up', default: 0.5, min: 0, max: 1 },
    ],
    seats: playersOf(2),
    renderText: exportedRender(yunnoriPackage),
  },
  tigerzone: {
    hiddenInformation: true,
    options: [
      { name: 'players', type: 'integer', description: '2 (tournament) to 4', default: 2, min: 2, max: 4 },
      { name: 'deck', type: 'json', description: 'tile codes in order (JSON array) instead of a shuffle' },
      { name: 'revealDeck', type: 'boolean', description: 'everyone sees the deck order', default: false },
      { name: 'seed', type: 'integer', description: 'seed of the shuffle' },
    ],
    seats: playersOf(2),
    renderText: exportedRender(tigerzonePackage),
  },
  'fiery-dragons': {
    hiddenInformation: true,
    options: [
      { name: 'players', type: 'integer', description: 'number of players', default: 2, min: 1, max: 4 },
      { name: 'finish', type: 'string', description: 'first-home, or ranking (play on until one is left)', default: 'first-home', values: ['first-home', 'ranking'] },
      { name: 'pirateEndsTurn', type: 'boolean', description: 'a pirate chit ends the turn', default: false },
      { name: 'voluntaryEndTurn', type: 'boolean', description: 'a player may end the turn after a move', default: true },
      { name: 'extraChits', type: 'json', description: 'extension chits, e.g. {"freeCave":1,"swap":1}' },
      { name: 'seed', type: 'integer', description: 'seed of the board and chit shuffle' },
    ],
    seats: playersOf(2),
    renderText: exportedRender(fieryDragonsPackage),
  },
};

/**
 * Fiery Dragons before contract 1.0 turns a chit that ends the turn face down again, so its view
 * never says what it showed; every seat saw it at the table. Adds the engine's coming
 * `lastFlip` (who flipped which chit, what it showed and did: public information).
 */
function withLastFlip(game: AnyGame): AnyGame {
  return {
    ...game,
    view(state: { last?: { action?: string; seat?: Seat; chit?: number; effect?: string; turnEnded?: boolean } | null; chits?: unknown[] }, seat: Seat | null) {
      const view = game.view(state, seat) as Record<string, unknown>;
      if ('lastFlip' in view) return view;
      const last = state.last;
      const lastFlip =
        last?.action === 'flip' && typeof last.chit === 'number'
          ? { seat: last.seat, chit: last.chit, shown: state.chits?.[last.chit], effect: last.effect, turnEnded: last.turnEnded }
          : null;
      return { ...view, lastFlip };
    },
  };
}

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
  return game.id === 'fiery-dragons' ? withLastFlip(completed) : completed;
}
