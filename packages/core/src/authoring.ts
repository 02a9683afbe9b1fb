/**
 * `@games/core/authoring`: what writing a game or a bot takes beyond the contract: seat order
 * ({@link nextSeat}, {@link activeSeats}), the marks of a view ({@link asView}), re-dealing hidden
 * things ({@link dealAnew}), reading an options object, the leaf values of a search, the rng's
 * finer draws and its serial form, a seat's moves and a bot as a playout policy, the check of a
 * game object, and the type helpers of generic code over games. Apps that host games need the
 * main entry only.
 *
 * @module @games/core/authoring
 */
export type { MoveOf, OptionsOf, StateOf, ViewOf } from './contract.js';
export { asView, type Viewed, type ViewMark } from './view-mark.js';
export { describeValue, RuleViolation } from './result.js';
export { cloneRng, float, isRng, parseRng, rngFromSeed, weightedIndex } from './rng.js';
export { dealAnew } from './deal.js';
export { leafValues } from './bots/leaf-values.js';
export { activeSeats, isSeat, nextSeat, roundOf, seatsAfter } from './turn.js';
export { readOptionsObject } from './options.js';
export { checkGame } from './match/game-check.js';
export { botPolicy, playerMoves } from './bots/bot.js';
export { notationsOf } from './match/host.js';
