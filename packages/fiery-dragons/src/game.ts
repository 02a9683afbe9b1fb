/**
 * The game object.
 *
 * @module
 */
import type { Game } from '@games/core';
import { legalMoves, type FieryDragonsMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealFaceDown, revealsFlip } from './redeal.js';
import { renderText } from './render.js';
import { actor, play } from './rules.js';
import { FIERY_DRAGONS_OPTIONS, setup } from './setup.js';
import type { FieryDragonsOptions, FieryDragonsState } from './state.js';
import { view, type FieryDragonsView } from './view.js';
import { fieryDragonsActions } from './actions.js';
import { fieryDragonsObservation } from './observation.js';

/**
 * Fiery Dragons (HABA's *Drachenstark*): race your dragon once round the volcano and back into
 * your cave by remembering where the animal chits lie. The face-down chits are hidden
 * (`hiddenInformation: true`): bots search re-dealt copies (`redeal`).
 *
 * @example
 * ```ts
 * import { createMatch, unwrap } from '@games/core';
 * import { fieryDragons, tokenOf } from '@games/fiery-dragons';
 *
 * const match = unwrap(createMatch(fieryDragons, { players: 2 })); // the fixed default board; a seed shuffles
 * unwrap(match.play('flip 4'));                            // bat x2 on the default board
 * console.log(tokenOf(match.state, 0).progress);           // 2
 * console.log(match.view(1).chits.filter((chit) => chit === 'face-down').length); // 15: only chit 4 is face up
 * ```
 *
 * @group Game
 */
export const fieryDragons: Game<FieryDragonsState, FieryDragonsMove, FieryDragonsOptions, FieryDragonsView> = {
  id: 'fiery-dragons',
  title: 'Fiery Dragons',
  players: { min: 1, max: 4 },
  hiddenInformation: true,
  options: FIERY_DRAGONS_OPTIONS,
  setup,
  seats: (state) => state.players,
  actor,
  legalMoves,
  play,
  view,
  redeal: redealFaceDown,
  reveals: revealsFlip,
  formatMove,
  parseMove,
  renderText,
  actions: fieryDragonsActions,
  observation: fieryDragonsObservation,
};
