/**
 * `@games/cli`: the `games` command line as a library: run it with your own streams, or reuse
 * its game registry and simulation figures (matches are held by `@games/core`'s match session).
 *
 * @module @games/cli
 */
export { runProgram, type ProgramContext } from './program.js';
export type { ByteStreams } from './commands/engine.js';
export { scriptedIo, streamIo, type Io, type StreamIoSettings } from './io.js';
export { boardText, GAME_LIST, GAMES, gameEntry, hidesSomething, seatList, type DemoPlan, type GameEntry, type TerminalParts } from './registry.js';
export { parseOptionPairs, parseWholeNumber } from './options.js';
export { setupEngine, setupMatch, type MatchRequest, type MatchSetup } from './setup.js';
export { runSimTask, type MatchSummary, type SimMatch, type SimTask } from './sim-task.js';
export { durationText, progressLine, simulate, wilson, type Rate, type SimReport, type SimSettings } from './commands/sim.js';
export { runDemo, DEMO_GAMES, type DemoSettings } from './commands/demo.js';
export { ARENA_DEFAULTS, arenaBotSpec, runArenaCommand, runArenaTask, type ArenaCommandSettings, type ArenaTask } from './commands/arena.js';
export { formatArenaPlan, formatArenaReport, formatLadderTable, formatSprt, type ArenaPlan } from './commands/arena-text.js';
export { playMatch, type PlaySettings } from './commands/play.js';
export { readRecordFile, replayRecord, type RecordFile, type ReplaySettings } from './commands/replay.js';
export { listGames, optionSummary } from './commands/list.js';
export { runYunnoriClassic, type YunnoriClassicSettings } from './commands/yunnori-classic.js';
export { colorWanted, createStyle, plain, type Style } from './style.js';
export type { PanelContext, PlacementContext, PlayedStep, Presenter } from './tables/presenter.js';
