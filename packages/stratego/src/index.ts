/**
 * `@games/stratego`: Stratego under the ISF rules with hidden information, the repetition rules,
 * four variants, named setups and Gravon records.
 *
 * The main entry is what an app needs: the game object (`stratego`, with its option metadata,
 * views and text board), the types of its state, moves and views, setup strings and named
 * setups for a setup screen and the error codes. Gravon record import and export (a replay viewer
 * reads archive games; a server writes them) is the subpath `@games/stratego/gravon`, so an app
 * that does not read archive games does not ship the XML reader. The move generator, the
 * repetition rules and the packed board encoding stay inside the package.
 *
 * @module @games/stratego
 */
export { stratego } from './game.js';
export { strategoKnowledge } from './knowledge.js';
export { movePriors, strategoRuleBot } from './policy.js';
export { strategoBeliefs, type PieceBelief, type PieceClue } from './beliefs.js';
export { StrategoError, type StrategoErrorCode } from './errors.js';
export { pieceAt, type PieceInfo, type StrategoView, type VisiblePiece } from './view.js';
export { completeSetup, describeSetup, formatSetup, RANDOM_SETUP, setupToMoves, type SetupReport } from './setup.js';
export { POLICY_SETUP, SETUP_PATTERNS } from './setup-policy.js';
export { withHiddenRank } from './outside-ranks.js';
export { withTwoSquaresRule } from './self-restraint.js';
export { namedSetup, namedSetups, type NamedSetup } from './named-setups.js';
export { resolveCombat } from './combat.js';
export { ARMIES, BLUE, RED, Rank, RANK_LETTERS, RANK_NAMES, VARIANTS, type PieceRank, type Variant } from './pieces.js';
export { COLUMNS, LAKE_SQUARES, SQUARE_NAMES, squareIndex } from './board.js';
export type { PieceMove, PlacementMove, StrategoMove } from './moves.js';
export type { Combat, CombatResult, Phase, StrategoOptions, StrategoRules, StrategoState } from './state.js';
export { renderText } from './render.js';
export { strategoActions } from './actions.js';
export { strategoObservation } from './observation.js';
