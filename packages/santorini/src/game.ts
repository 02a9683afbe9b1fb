/**
 * The game object: the `@games/core` {@link Game} contract over the turn machine.
 *
 * @module
 */
import type { Game } from '@games/core';
import type { SantoriniMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealChaos } from './redeal.js';
import { renderText } from './render.js';
import { actorOf, legalMovesOf, playMove } from './rules.js';
import { OPTIONS, setupGame } from './setup.js';
import type { SantoriniOptions, SantoriniState } from './state.js';
import { viewOf, type SantoriniView } from './view.js';

/**
 * Santorini: the base game for 2, 3 or 4 players (two teams), with the ten Simple Gods and the
 * twenty Advanced Gods. Each decision is a move of its own: `place`, a move step, `build`, `dome`,
 * `remove` (Ares), or `pass` to decline an optional step. Options: {@link SantoriniOptions}
 * (described for hosts in `options`).
 *
 * `hiddenInformation` is true because one god hides something: Chaos' deck of Simple Gods (its
 * order and reshuffle seed) is hidden from every seat alike. Without Chaos every view equals the
 * spectator's and `redeal` returns the state itself.
 */
export const santorini: Game<SantoriniState, SantoriniMove, SantoriniOptions, SantoriniView> = {
  id: 'santorini',
  title: 'Santorini',
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  options: OPTIONS,
  setup: setupGame,
  seats: (state) => state.players,
  actor: actorOf,
  legalMoves: legalMovesOf,
  play: playMove,
  view: viewOf,
  redeal: redealChaos,
  formatMove,
  parseMove: (text) => parseMove(text),
  renderText,
};
