/**
 * `@games/stratego`: Stratego under the ISF rules with hidden information, the repetition rules,
 * four variants and Gravon records.
 *
 * @packageDocumentation
 */
export { stratego, outcomeOf } from './game.js';
export { pieceAt, type PieceInfo, type StrategoView, type VisiblePiece } from './view.js';
export { setupToMoves, formatSetup, RANDOM_SETUP } from './setup.js';
export { formatMove, parseMove } from './notation.js';
export { resolveCombat } from './combat.js';
export { ARMIES, BLUE, RED, Rank, RANK_LETTERS, RANK_NAMES, VARIANTS, type PieceRank, type Variant } from './pieces.js';
export { COLUMNS, LAKE_SQUARES, SQUARE_NAMES, squareIndex } from './board.js';
export type {
  Combat,
  CombatResult,
  Phase,
  PieceMove,
  PlacementMove,
  StrategoMove,
  StrategoOptions,
  StrategoRules,
  StrategoState,
} from './state.js';
export { formatGravon, parseGravon, type GravonRecord, type GravonResult, type GravonSource } from './gravon.js';
export { renderText } from './render.js';
