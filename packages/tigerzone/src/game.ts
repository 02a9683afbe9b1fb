/**
 * The game object: TigerZone for 2 to 4 players, implementing the `@games/core` contract.
 */
import type { Actor, Game } from '@games/core';
import { isOver, legalMoves, seatToMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealDeck } from './redeal.js';
import { play } from './rules.js';
import { outcomeOf } from './scoring.js';
import { setup } from './setup.js';
import type { TigerZoneMove, TigerZoneOptions, TigerZoneState, TigerZoneView } from './state.js';
import { view } from './view.js';

function actor(state: TigerZoneState): Actor<TigerZoneMove> {
  if (isOver(state)) return { kind: 'over', outcome: outcomeOf(state.scores) };
  return { kind: 'player', seat: seatToMove(state) };
}

/**
 * TigerZone: lay jungle, lake and trail tiles, claim features with tigers, spoil prey with
 * crocodiles. Moves use the tournament protocol's words (`PLACE TLTJ- AT 0 1 90 TIGER 8`).
 */
export const tigerzone: Game<TigerZoneState, TigerZoneMove, TigerZoneOptions, TigerZoneView> = {
  id: 'tigerzone',
  title: 'TigerZone',
  players: { min: 2, max: 4 },
  setup,
  actor,
  legalMoves,
  play: (state, move) => play(state, move),
  view,
  redeal: redealDeck,
  formatMove,
  parseMove: (text) => parseMove(text),
};
