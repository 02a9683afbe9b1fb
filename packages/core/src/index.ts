/**
 * `@games/core`: the {@link Game} contract every engine implements, the host step that servers
 * and UIs call ({@link step}), a seeded rng, the match runner with records and replay, and
 * game-agnostic bots. Audiences other than app authors have subpaths: `@games/core/authoring`
 * (what writing a game or a bot takes beyond the contract), `@games/core/actions` (action ids and
 * observation tensors, for research hosts), `@games/core/arena` (measuring bots against each
 * other), `@games/core/board` (the board toolkit engines are built on), `@games/core/bench` (the
 * benchmark harness), `@games/core/svg` (the parts the SVG boards share) and
 * `@games/core/example` (Secret Pig, the example game).
 *
 * @module @games/core
 */
export type { Actor, AnyGame, ChanceOutcome, Game, GameKnowledge, OptionInfo, OptionType, Outcome, Result, RuleError, Seat, SeenMove } from './contract.js';
export { err, ErrorCode, isRuleError, ok, unwrap, type SharedErrorCode } from './result.js';
export { createRng, deriveSeed, int, pick, shuffle, weighted, type Rng } from './rng.js';
export { ismctsBot, type IsmctsOptions } from './bots/ismcts.js';
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
export { parseOption, parseOptions } from './options.js';
export { turns, type Turn } from './match/turns.js';
export { randomBot, type Bot, type BotContext } from './bots/bot.js';
export { mctsBot, type MctsOptions } from './bots/mcts.js';
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
