/**
 * The game object.
 *
 * @module
 */
import type { Game } from '@games/core';
import { legalMoves, type FieryDragonsMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealFaceDown } from './redeal.js';
import { renderText } from './render.js';
import { actor, play } from './rules.js';
import { FIERY_DRAGONS_OPTIONS, setup } from './setup.js';
import type { FieryDragonsOptions, FieryDragonsState } from './state.js';
import { view, type FieryDragonsView } from './view.js';

/**
 * Fiery Dragons (HABA's *Drachenstark*): race your dragon once round the volcano and back into
 * your cave by remembering where the animal chits lie. The face-down chits are hidden
 * (`hiddenInformation: true`): bots search re-dealt copies (`redeal`).
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
  formatMove,
  parseMove,
  renderText,
};
