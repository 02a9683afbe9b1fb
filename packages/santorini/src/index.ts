/**
 * `@games/santorini`: the Santorini rules engine (base game for 2-4 players, the ten Simple Gods
 * and the twenty Advanced Gods of the base box), position strings, turn enumeration and perft.
 *
 * @packageDocumentation
 */
export { santorini } from './game.js';
export { lineupOf, powerOf, type Lineup } from './gods/index.js';
export { BEYOND, NEIGHBOUR_MASK, PERIMETER_MASK, SQUARE_NAMES, squareIndex } from './board.js';
export type { JsonValue, Phase, Rules, SantoriniOptions, SantoriniState, TurnRecord } from './state.js';
export { BUILD, DOME, PASS, PLACE, REMOVE, STEP, type BuildMove, type DomeMove, type PassMove, type PlaceMove, type RemoveMove, type SantoriniMove, type StepMove } from './moves.js';
export { formatMove, parseMove } from './notation.js';
export { fromPosition, toPosition, type PositionOptions } from './position.js';
export { perft, turnsOf } from './enumerate.js';
export { spaceAt, type Space } from './space.js';
export { renderText, type SantoriniView } from './view.js';
export { ADVANCED_GODS, GOD_NAMES, godNamed, knownGods, registerGod, SIMPLE_GODS } from './gods/index.js';
export { powerData, setPowerData } from './power-data.js';
export { completeTowers } from './gods/chronus.js';
export type { ChaosData } from './gods/chaos.js';
export { BLOCK, defaultAfterPass, defaultBuildOptions, DOME_BIT, MORTAL, type GodPower, type PowerSetup } from './power.js';
export { addDome, addOut, endTurn, removeDome, setLevel, setPower, setWorker, win, type Draft } from './draft.js';
export { BOX } from './supply.js';
