/**
 * `@games/fiery-dragons`: a rules engine for Fiery Dragons (HABA's *Drachenstark*) with the
 * memory chits, caves, pirates, rankings, extension chits and custom boards.
 *
 * @module @games/fiery-dragons
 */
export { fieryDragons } from './game.js';
export {
  ANIMALS,
  CAVE_CARDS,
  DEFAULT_BOARD,
  DEFAULT_CAVE_ANIMALS,
  MAX_RING_SQUARES,
  PLAIN_CARDS,
  publishedBoard,
  readBoardDefinition,
  startingCaves,
  VOLCANO_CARDS,
  type Animal,
  type Board,
  type BoardDefinition,
  type Cave,
  type CaveDefinition,
  type PlacedCard,
  type VolcanoCard,
} from './board.js';
export { chitLabel, MAX_EXTRA_CHITS, STANDARD_CHITS, type AnimalChit, type Chit, type ChitView, type FreeCaveChit, type PirateChit, type SwapChit } from './chits.js';
export { FieryDragonsError, type FieryDragonsErrorCode } from './errors.js';
export { END_MOVE, flipMove, readMove, type EndMove, type FieryDragonsMove, type FlipMove } from './moves.js';
export { formatMove, MAX_MOVE_TEXT, parseMove } from './notation.js';
export { renderText } from './render.js';
export { progressAfterSwap } from './rules.js';
export type { FieryDragonsOptions, FieryDragonsState, Finish, FlipEffect, LastAction, Rules, Token } from './state.js';
export { boardOf, chitsOf, tokenOf, type BoardSummary, type FieryDragonsPosition, type FieryDragonsView, type FlipView, type TokenPlace } from './view.js';
export { fieryDragonsActions } from './actions.js';
export { fieryDragonsObservation } from './observation.js';
