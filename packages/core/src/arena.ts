/**
 * `@games/core/arena`: measuring bots against each other: colour-swapped pairs of matches on the
 * same seeds played through a match session, their figures (scores with 95% intervals, Elo,
 * time per decision), early stopping by a sequential test (SPRT), and round-robin ladders. For
 * hosts that measure strength (`games arena`, `scripts/arena.mjs`); apps do not need it.
 *
 * @module @games/core/arena
 */
export {
  arenaMatches,
  pairScores,
  playArenaMatch,
  runArena,
  summarizeArena,
  type ArenaBotFigures,
  type ArenaMatch,
  type ArenaMatchResult,
  type ArenaReport,
  type ArenaSettings,
} from './arena/arena.js';
export { describeArenaBot } from './arena/budget.js';
export { ladderPairings, ladderTable, type LadderRow, type LadderTable } from './arena/ladder.js';
export { describeSprt, eloScore, sprt, sprtProblem, type SprtSettings, type SprtState } from './arena/sprt.js';
export { eloDifference, eloInterval, scoreInterval, wilsonInterval, type EloInterval, type ScoreInterval } from './arena/statistics.js';
