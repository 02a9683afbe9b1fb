/**
 * `@games/yunnori`: Yut Nori, the basic game and the advanced game with animal players, as a
 * `@games/core` game: the engine, its moves and notation, the board and the text picture a
 * terminal shows. The classic console program (accounts, save files, screens, menus and
 * messages) is the subpath `@games/yunnori/classic`.
 *
 * @module @games/yunnori
 */
export { ANIMALS, isAnimal, type Animal } from './animals.js';
export {
  ARRIVED,
  COORDINATES,
  COW_BOARD,
  COW_DESTINATIONS,
  COW_PATH,
  FINISH_CORNER,
  isOnCowPath,
  movePath,
  movePiece,
  NORMAL_DESTINATIONS,
  POSITION_COUNT,
  YUT_BOARD,
} from './board.js';
export { YunnoriError, type YunnoriErrorCode } from './errors.js';
export { yunnori } from './game.js';
export { yunnoriKnowledge } from './knowledge.js';
export { PIECE_MOVES, readMove, THROW_MOVES, throwOutcomes, type PieceMove, type ThrowMove, type YunnoriMove } from './moves.js';
export { formatMove, MAX_MOVE_TEXT, parseMove } from './notation.js';
export { animalOf, piecesOf, resultsOf } from './queries.js';
export { numberedBoardText, renderText } from './render.js';
export { DEFAULT_STICK_FRONT_PROBABILITY, STICK_FRONT_PROBABILITY_RANGE, isYutResult, throwWeights, YUT_RESULTS, type YutResult } from './results.js';
export { outcomeOf } from './rules.js';
export type { YunnoriOptions, YunnoriStart, YunnoriState, YunnoriVersion } from './state.js';
export type { YunnoriView } from './view.js';
export { yunnoriActions } from './actions.js';
export { yunnoriObservation } from './observation.js';
