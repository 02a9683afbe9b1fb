/**
 * The game object.
 *
 * @module
 */
import type { Game } from '@games/core';
import { formatMove, parseMove } from './notation.js';
import { actorOf, legalMovesOf, playMove } from './rules.js';
import { setupGame } from './setup.js';
import type { YunnoriMove, YunnoriOptions, YunnoriState, YunnoriView } from './state.js';
import { viewOf } from './view.js';

/**
 * Yut Nori as a `Game`: the basic game (2–4 players, 1–4 pieces each) and the advanced
 * game (an animal per seat, 4 pieces each). Throws are chance moves (`throw mo`); a player's
 * move uses one result on one piece or stack (`0 gae`, `22 do`, `0 back-do`).
 */
export const yunnori: Game<YunnoriState, YunnoriMove, YunnoriOptions, YunnoriView> = {
  id: 'yunnori',
  title: 'Yut Nori',
  players: { min: 2, max: 4 },
  setup: setupGame,
  actor: actorOf,
  legalMoves: legalMovesOf,
  play: playMove,
  view: viewOf,
  formatMove,
  parseMove,
};
