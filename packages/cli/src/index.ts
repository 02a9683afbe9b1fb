/**
 * `@games/cli`: the `games` command line as a library: run it with your own streams, or reuse
 * its game registry and bot-match runner.
 *
 * @packageDocumentation
 */
export { runProgram, type ProgramContext } from './program.js';
export { scriptedIo, streamIo, type Io } from './io.js';
export { GAMES, gameEntry, seatList, type GameEntry, type OptionHelp } from './registry.js';
export { describeOutcome, runBotMatch, type MatchSummary, type MoveListener } from './match-runner.js';
export { seatPlayer, seatPlayers, type SeatPlayer } from './seats.js';
export { parseOptionPairs, parseWholeNumber } from './options.js';
export { setupMatch, type MatchSetup } from './setup.js';
export { runSimTask, type SimMatch, type SimTask } from './sim-task.js';
export { simulate, type SimReport, type SimSettings } from './commands/sim.js';
export { runDemo, DEMO_GAMES } from './commands/demo.js';
export { playMatch } from './commands/play.js';
export { readRecordFile, replayRecord } from './commands/replay.js';
export { listGames } from './commands/list.js';
export { runYunnoriClassic, type YunnoriClassicSettings } from './commands/yunnori-classic.js';
