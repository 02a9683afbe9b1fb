/**
 * `@games/core`: the {@link Game} contract every engine implements, the host step that servers
 * and UIs call ({@link step}), a seeded rng, the match runner with records and replay, and
 * game-agnostic bots. Audiences other than app authors have subpaths: `@games/core/board` (the
 * board toolkit engines are built on), `@games/core/bench` (the benchmark harness) and
 * `@games/core/example` (Secret Pig, the example game).
 *
 * @module @games/core
 */
export type {
  Actor,
  ActionIds,
  AnyGame,
  ChanceOutcome,
  Game,
  GameKnowledge,
  MoveOf,
  ObservationTensor,
  OptionInfo,
  OptionsOf,
  OptionType,
  Outcome,
  Result,
  RuleError,
  Seat,
  SeenMove,
  StateOf,
  ViewOf,
} from './contract.js';
export { asView, type Viewed, type ViewMark } from './view-mark.js';
export { describeValue, err, ErrorCode, isRuleError, ok, RuleViolation, unwrap, type SharedErrorCode } from './result.js';
export { cloneRng, createRng, deriveSeed, float, int, isRng, parseRng, pick, rngFromSeed, shuffle, weighted, weightedIndex, type Rng } from './rng.js';
export { dealAnew } from './deal.js';
export { ismctsBot, type IsmctsOptions } from './bots/ismcts.js';
export { leafValues } from './bots/leaf-values.js';
export { eloDifference, eloInterval, scoreInterval, wilsonInterval, type EloInterval, type ScoreInterval } from './arena/statistics.js';
export {
  arenaMatches,
  playArenaMatch,
  runArena,
  summarizeArena,
  type ArenaBotFigures,
  type ArenaMatch,
  type ArenaMatchResult,
  type ArenaReport,
  type ArenaSettings,
} from './arena/arena.js';
export { ladderPairings, ladderTable, type LadderRow, type LadderTable } from './arena/ladder.js';
export { activeSeats, isSeat, nextSeat, roundOf, seatsAfter } from './turn.js';
export { resolveChance, sampleChance } from './match/chance.js';
export { playout, randomPolicy, type Policy, type PlayoutResult } from './match/playout.js';
export { createMatch, matchFromRecord, matchFromState, type HistoryEntry, type Match } from './match/match.js';
export { checkRecord, formatRecord, parseRecord, replay, type MatchRecord, type Replayed, type ReplayError } from './match/record.js';
export {
  applyAs,
  publicActor,
  step,
  table,
  updateFor,
  type Action,
  type LegalMove,
  type PublicActor,
  type SeatUpdate,
  type Step,
  type Table,
} from './match/host.js';
export { parseOption, parseOptions, readOptionsObject } from './options.js';
export { turns, type Turn } from './match/turns.js';
export { checkGame } from './match/game-check.js';
export { botPolicy, playerMoves, randomBot, type Bot, type BotContext } from './bots/bot.js';
export { mctsBot, outcomeRewards, type MctsOptions } from './bots/mcts.js';
export { notationsOf } from './match/host.js';
export { describeOutcome, isDraw, outcomeReason, playerName, type OutcomeWording } from './session/outcome-text.js';
export {
  botFor,
  formatSeatSpec,
  parseSeatSpec,
  parseSeatSpecs,
  SEAT_SPEC_DEFAULTS,
  type BotFactory,
  type SeatSpec,
  type SeatSpecOptions,
} from './session/seat-spec.js';
export { chooseBotMove, type BotRequest } from './session/bot-request.js';
export {
  createSession,
  DEFAULT_CHANCE_LIMIT,
  type NextTurn,
  type Session,
  type SessionEntry,
  type SessionSettings,
  type SessionStep,
} from './session/session.js';
export { restoreSession, sessionFromRecord } from './session/restore.js';
export type { SessionSnapshot } from './session/session-snapshot.js';
export { ActionError, actionMask, isActionId, legalActionIds, observe, unknownAction } from './action-ids.js';
