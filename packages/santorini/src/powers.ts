/**
 * `@games/santorini/powers`: the kit for writing a god power, and the board internals the gods of
 * this package are written with. A god is one {@link GodPower} object plugged into the turn machine
 * through optional hooks, made known with {@link registerGod}; it changes states only through the
 * draft helpers ({@link setLevel}, {@link setWorker}, ...) and reads its data with
 * {@link powerData}. Apps playing the game need only the main entry, `@games/santorini`.
 *
 * @module @games/santorini/powers
 */
export { BLOCK, defaultAfterPass, defaultBuildOptions, DOME_BIT, MORTAL, type GodPower, type PowerSetup, type TurnSearch } from './power.js';
export { godNamed, registerGod } from './gods/index.js';
export { lineupOf, powerOf, type Lineup } from './lineup.js';
export { circeWith, type GodLookup } from './gods/circe.js';
export { completeTowers } from './gods/chronus.js';
export type { ChaosData } from './gods/chaos.js';
export { isHolding, powerData, setPowerData } from './power-data.js';
export { addDome, addOut, endTurn, removeDome, setLevel, setPower, setWorker, turnEnded, win, type Draft } from './draft.js';
export { BEYOND, NEIGHBOUR_MASK, neighbouring, PERIMETER_MASK, SPACES, SQUARE_NAMES, squareIndex } from './board.js';
export { BUILD, DOME, PASS, PLACE, REMOVE, STEP, targetOf } from './moves.js';
export { BOX, supplyLeft } from './supply.js';
export { areOpponents, nextToTeam, occupiedMask, opponentWorkersOnBoard, teamOf, teamWorkerMask, teamWorkersOnBoard, workerOn } from './state.js';
