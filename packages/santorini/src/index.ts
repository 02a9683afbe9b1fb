/**
 * `@games/santorini`: the Santorini rules engine (base game for 2-4 players, the ten Simple Gods
 * and the twenty Advanced Gods of the base box), move notation, position strings, turn
 * enumeration and perft, a text board, and the engine's error codes: what an app needs.
 *
 * Writing a god of your own, and the board internals the gods use, are in
 * `@games/santorini/powers`.
 *
 * @module @games/santorini
 */
export { santorini } from './game.js';
export type { GodName, JsonValue, Phase, Rules, SantoriniOptions, SantoriniState, SeatGod, TurnRecord } from './state.js';
export type { SantoriniView } from './view.js';
export type { BuildMove, DomeMove, PassMove, PlaceMove, RemoveMove, SantoriniMove, StepMove } from './moves.js';
export { formatMove, parseMove } from './notation.js';
export { fromPosition, toPosition, type PositionOptions } from './position.js';
export { perft, turnsOf } from './enumerate.js';
export { renderText } from './render.js';
export { spaceAt, type Space } from './space.js';
export { SantoriniError, type SantoriniErrorCode } from './errors.js';
export { ADVANCED_GODS, GOD_NAMES, knownGods, SIMPLE_GODS } from './gods/index.js';
export type { GodPower } from './power.js';
export { santoriniActions } from './actions.js';
export { santoriniObservation } from './observation.js';
