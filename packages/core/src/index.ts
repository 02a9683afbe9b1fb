/**
 * `@games/core`: the {@link Game} contract every engine implements, the shared board and turn
 * toolkit, a seeded rng, the match runner with records and replay, and game-agnostic bots.
 * The conformance kit lives in the `@games/core/testing` subpath.
 *
 * @packageDocumentation
 */
export type {
  Actor,
  AnyGame,
  ChanceOutcome,
  Game,
  MoveOf,
  OptionsOf,
  Outcome,
  Result,
  RuleError,
  Seat,
  StateOf,
  ViewOf,
} from './contract.js';
export { describeValue, err, ErrorCode, isRuleError, ok, RuleViolation, unwrap, type SharedErrorCode } from './result.js';
export { cloneRng, createRng, deriveSeed, float, int, parseRng, pick, rngFromSeed, shuffle, weighted, weightedIndex, type Rng } from './rng.js';
export { dealAnew } from './deal.js';
export { activeSeats, isSeat, nextSeat, roundOf, seatsAfter } from './turn.js';
export {
  areAdjacent,
  coordinatesOf,
  directionBetween,
  DIRECTIONS,
  indexOf,
  ORTHOGONAL_DIRECTIONS,
  parseSquare,
  ray,
  squareGrid,
  squareName,
  type SquareGrid,
} from './board/square-grid.js';
export { OFF_TRACK, ringStep, track, walk, walkBack, type Track, type TrackDefinition, type TrackLink, type WalkEnd } from './board/track.js';
export {
  cellKey,
  cellX,
  cellY,
  isCell,
  neighbourKey,
  neighbourKeys,
  oppositeSide,
  SIDES,
  SPARSE_LIMIT,
  surroundingKeys,
} from './board/sparse-grid.js';
export { addElement, cloneUnionFind, connected, find, union, unionFind, type UnionFind } from './board/union-find.js';
export { benchmarkPlayouts, compareThroughput, measureThroughput, reportBenchmarks, type BenchmarkFigure, type Comparison, type PlayoutBenchmark, type Throughput, type WindowRates } from './benchmark.js';
export { resolveChance, sampleChance } from './match/chance.js';
export { playout, randomPolicy, type Policy, type PlayoutResult } from './match/playout.js';
export { createMatch, type HistoryEntry, type Match } from './match/match.js';
export { checkRecord, formatRecord, parseRecord, replay, type MatchRecord, type Replayed, type ReplayError } from './match/record.js';
export { applyAs, type Applied } from './match/serve.js';
export { turns, type Turn } from './match/turns.js';
export { checkGame } from './match/game-check.js';
export { botPolicy, playerMoves, randomBot, type Bot } from './bots/bot.js';
export { mctsBot, outcomeRewards, type MctsOptions } from './bots/mcts.js';
export { pig, redealHiddenSecrets, type PigMove, type PigOptions, type PigState, type PigView } from './example/pig.js';
