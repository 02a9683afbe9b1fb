/**
 * The game object: TigerZone for 2 to 4 players, implementing the `@games/core` contract.
 *
 * @module
 */
import type { Actor, Game } from '@games/core';
import { isOver, legalMoves, seatToMove, type TigerZoneMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealDeck, revealsNextTile } from './redeal.js';
import { renderText } from './render.js';
import { play } from './rules.js';
import { outcomeOf } from './scoring.js';
import { setup, TIGERZONE_OPTIONS } from './setup.js';
import type { TigerZoneOptions, TigerZoneState } from './state.js';
import { view, type TigerZoneView } from './view.js';
import { tigerzoneActions } from './actions.js';
import { tigerzoneObservation } from './observation.js';

function actor(state: TigerZoneState): Actor<TigerZoneMove> {
  if (isOver(state)) return { kind: 'over', outcome: outcomeOf(state.scores) };
  return { kind: 'player', seat: seatToMove(state) };
}

/**
 * TigerZone: lay jungle, lake and trail tiles, claim features with tigers, spoil prey with
 * crocodiles. Moves use the tournament protocol's words (`PLACE TLTJ- AT 0 1 90 TIGER 8`).
 *
 * `hiddenInformation` is true: the order of the tiles to come is hidden unless the option
 * `revealDeck` is set (the flag describes the game, not one match, so it stays true then; such a
 * match's `redeal` returns the state itself). The tile to place now is public (`currentTile` in
 * every view), and its legal placements are the acting seat's `legalMoves`.
 *
 * @example
 * ```ts
 * import { createMatch, unwrap } from '@games/core';
 * import { currentTile, placementsOf, tigerzone } from '@games/tigerzone';
 *
 * const match = unwrap(createMatch(tigerzone, { players: 2, seed: 42 }));
 * const [at] = placementsOf(match.state);                  // where the current tile fits
 * const played = match.play(`PLACE ${currentTile(match.state)} AT ${at!.x} ${at!.y} ${at!.rotation} NONE`);
 * if (!played.ok) throw new Error(played.error.message);
 * console.log(match.view(1).upcoming);                     // null: the deck order stays hidden
 * ```
 *
 * @group Game
 */
export const tigerzone: Game<TigerZoneState, TigerZoneMove, TigerZoneOptions, TigerZoneView> = {
  id: 'tigerzone',
  title: 'TigerZone',
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  options: TIGERZONE_OPTIONS,
  setup,
  seats: (state) => state.players,
  actor,
  legalMoves,
  play: (state, move) => play(state, move),
  view,
  redeal: redealDeck,
  reveals: revealsNextTile,
  formatMove,
  parseMove: (text) => parseMove(text),
  renderText,
  actions: tigerzoneActions,
  observation: tigerzoneObservation,
};
