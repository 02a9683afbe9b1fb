/**
 * The arena: colour-swapped pairs of bot matches on the same seeds, played through a match
 * session, and their summary (scores with intervals, Elo, end reasons, time per decision).
 *
 * @module
 */
import type { Game, Outcome, Result } from '../contract.js';
import { describeValue, err, ok } from '../result.js';
import { deriveSeed } from '../rng.js';
import { outcomeRewards } from '../bots/mcts.js';
import type { MatchRecord } from '../match/record.js';
import { createSession } from '../session/session.js';
import type { BotFactory } from '../session/seat-spec.js';
import { sprt, type SprtSettings, type SprtState } from './sprt.js';
import { eloInterval, scoreInterval, type EloInterval, type ScoreInterval } from './statistics.js';

/**
 * One match of an arena, as plain JSON (so a host can hand it to a worker thread).
 *
 * @group Arena
 */
export interface ArenaMatch<O = unknown> {
  /** Its number in the arena, from 0. */
  index: number;
  /** The colour-swapped pair it belongs to (matches `2p` and `2p + 1`). */
  pair: number;
  /** True for the second match of a pair: the bots' seats swapped. */
  swapped: boolean;
  /** Which bot (0 or 1, an index into the arena's bots) sits in each seat. */
  seatBots: number[];
  /** The seat specs of the match, one per seat (`mcts:250ms`, `uct:250ms`, ...). */
  seats: string[];
  /** The setup options (the same for both matches of a pair unless `optionsFor` reads the seats). */
  options: O;
  /** The session's seed (chance draws and bots' rngs), the same for both matches of a pair. */
  seed: number;
  /** Moves after which the match is stopped without a result. */
  maxPlies: number;
}

/**
 * What happened in one arena match.
 *
 * @group Arena
 */
export interface ArenaMatchResult {
  /** The match's index. */
  index: number;
  /** The outcome, `null` when the ply cap stopped it. */
  outcome: Outcome | null;
  /** Moves played, chance included. */
  plies: number;
  /** Each bot's (0 and 1) score in [0, 1]: the mean over its seats of 1 for first, 0 for last, ties shared (0.5 each when stopped). */
  scores: [number, number];
  /** Each bot's decisions (moves chosen with more than one legal move or not, all counted). */
  decisions: [number, number];
  /** Each bot's thinking time in milliseconds, summed over its decisions. */
  thinkMs: [number, number];
  /** Each bot's longest decision in milliseconds. */
  maxMs: [number, number];
}

/**
 * Settings of an arena: which two bots, how many matches, and the match settings.
 *
 * @group Arena
 */
export interface ArenaSettings {
  /** The two bots as seat specs (`mcts:250ms`, `uct:250ms`, `random`, or a registered name). */
  bots: readonly [string, string];
  /** Matches to play; rounded up to an even number (colour-swapped pairs). With `sprt`, the most to play. */
  games: number;
  /** Master seed: pair `p` plays with seeds derived from it and `p`. */
  seed: number;
  /** The number of seats of every match (the bots alternate over the seats: A B A B ...). */
  seats: number;
  /** Moves after which a match is stopped without a result (default 2000). */
  maxPlies?: number;
  /** Stop early once this sequential test over the pairs is decided (see {@link sprt}). */
  sprt?: SprtSettings;
}

/**
 * The matches of an arena, for a game whose setup options for a pair's seed are
 * `optionsFor(seed, seats)` (the caller sets the player count and anything else; the seed of
 * hidden shuffles comes from there). Pair `p` plays twice with the same session seed: bots
 * alternate over the seats (A B A B ...) in the first match and the other way round in the
 * second. `seats` are the match's seat specs, for options that follow the bots rather than the
 * seats (each bot with its own kind of setup, say); options that ignore them are the same for
 * both matches of a pair.
 *
 * @group Arena
 */
export function arenaMatches<O>(settings: ArenaSettings, optionsFor: (seed: number, seats: readonly string[]) => O): ArenaMatch<O>[] {
  const pairs = Math.ceil(settings.games / 2);
  const matches: ArenaMatch<O>[] = [];
  for (let pair = 0; pair < pairs; pair++) {
    const seed = deriveSeed(settings.seed, `arena-pair:${pair}`);
    for (const swapped of [false, true]) {
      const seatBots = Array.from({ length: settings.seats }, (_, seat) => (seat + (swapped ? 1 : 0)) % 2);
      const seats = seatBots.map((bot) => settings.bots[bot]!);
      matches.push({
        index: matches.length,
        pair,
        swapped,
        seatBots,
        seats,
        options: optionsFor(deriveSeed(seed, 'setup'), seats),
        seed,
        maxPlies: settings.maxPlies ?? 2000,
      });
    }
  }
  return matches;
}

/**
 * Plays one arena match through a match session (the one match loop): chance by the session's
 * seeded draws, bots by their seat specs with the history their seat may know, each decision
 * timed. `custom` holds bots registered by name. `onRecord`, when given, is handed the match's
 * record (its options and moves, which `replay` of `@games/core` and `games replay` read) once it ends, so a
 * lost game can be studied move by move. Errors are the session's (an invalid seat, a bot that
 * refuses, a game that refuses its own move).
 *
 * @group Arena
 */
export function playArenaMatch<S, M, O, V>(
  game: Game<S, M, O, V>,
  match: ArenaMatch<O>,
  custom?: ReadonlyMap<string, BotFactory>,
  onRecord?: (record: MatchRecord<O>) => void,
): Result<ArenaMatchResult> {
  if (typeof match !== 'object' || match === null || !Array.isArray(match.seats)) return err('invalid-arena-match', `not an arena match: ${describeValue(match)}`);
  const created = createSession(game, { options: match.options, seats: match.seats, seed: match.seed, ...(custom === undefined ? {} : { custom: custom.keys() }) });
  if (!created.ok) return created;
  const session = created.value;
  const decisions: [number, number] = [0, 0];
  const thinkMs: [number, number] = [0, 0];
  const maxMs: [number, number] = [0, 0];
  for (;;) {
    const next = session.next();
    if (next.kind === 'over') break;
    if (session.history.length >= match.maxPlies) break;
    if (next.kind === 'chance') {
      const drawn = session.resolveChance();
      if (!drawn.ok) return drawn;
      continue;
    }
    if (next.kind === 'human') return err('invalid-seat', `seat ${next.seat} is human: an arena plays bots only`);
    const bot = match.seatBots[next.seat]! === 1 ? 1 : 0;
    const started = performance.now();
    const played = session.runBot(custom);
    const spent = performance.now() - started;
    if (!played.ok) return played;
    decisions[bot]++;
    thinkMs[bot] += spent;
    if (spent > maxMs[bot]) maxMs[bot] = spent;
  }
  onRecord?.(session.record());
  const outcome = session.outcome;
  const seats = match.seatBots.length;
  const rewards = outcome === null ? new Float64Array(seats).fill(0.5) : outcomeRewards(outcome, new Float64Array(Math.max(16, seats)));
  const totals = [0, 0];
  const counts = [0, 0];
  match.seatBots.forEach((bot, seat) => {
    totals[bot]! += rewards[seat]!;
    counts[bot]!++;
  });
  const scores: [number, number] = [counts[0]! > 0 ? totals[0]! / counts[0]! : 0.5, counts[1]! > 0 ? totals[1]! / counts[1]! : 0.5];
  return ok({ index: match.index, outcome, plies: session.history.length, scores, decisions, thinkMs, maxMs });
}

/**
 * One bot's figures in an {@link ArenaReport}.
 *
 * @group Arena
 */
export interface ArenaBotFigures {
  /** The bot's seat spec. */
  bot: string;
  /** Its mean score over the pairs (1 win, 0 loss, ties and stopped matches shared) with the 95% interval. */
  score: ScoreInterval;
  /** Matches it won alone, drew (shared first place or stopped), and lost. */
  wins: number;
  /** Matches whose first place it shared, or that were stopped. */
  draws: number;
  /** Matches it lost. */
  losses: number;
  /** Mean thinking time per decision, in milliseconds. */
  meanMs: number;
  /** Its longest decision, in milliseconds. */
  maxMs: number;
  /** Its decisions over all matches. */
  decisions: number;
}

/**
 * The figures of an arena, as `games arena --json` prints them.
 *
 * @group Arena
 */
export interface ArenaReport {
  /** The game's id. */
  game: string;
  /** The master seed. */
  seed: number;
  /** Seats per match. */
  seats: number;
  /** Matches played. */
  matches: number;
  /** Colour-swapped pairs played (the samples of the intervals). */
  pairs: number;
  /** The two bots' figures. */
  bots: [ArenaBotFigures, ArenaBotFigures];
  /** The first bot's Elo difference over the second, with its 95% interval. */
  elo: EloInterval;
  /** How the matches ended, by the outcome's reason (`stopped` for the ply cap). */
  endReasons: Record<string, number>;
  /** Mean match length in moves (chance included). */
  meanPlies: number;
  /** The sequential test over the pairs when the settings asked for one, else `null`. */
  sprt: SprtState | null;
}

/**
 * The first bot's mean score in each colour-swapped pair of `results` (in pair order; a pair
 * with one match played counts that match): the samples of the intervals and of the SPRT.
 *
 * @group Arena
 */
export function pairScores(results: readonly ArenaMatchResult[]): number[] {
  const pairSums = new Map<number, { score: number; count: number }>();
  for (const result of results) {
    const pair = Math.floor(result.index / 2);
    const sum = pairSums.get(pair) ?? { score: 0, count: 0 };
    sum.score += result.scores[0];
    sum.count++;
    pairSums.set(pair, sum);
  }
  return [...pairSums.entries()].sort(([a], [b]) => a - b).map(([, sum]) => sum.score / sum.count);
}

/**
 * Sums up arena results (in any order): each bot's score over the colour-swapped pairs with its
 * 95% interval, wins, draws and losses, time per decision, the Elo difference with its
 * interval, and the end reasons.
 *
 * @group Arena
 */
export function summarizeArena(game: string, settings: ArenaSettings, results: readonly ArenaMatchResult[]): ArenaReport {
  const endReasons: Record<string, number> = {};
  const record = [
    { wins: 0, draws: 0, losses: 0, ms: 0, maxMs: 0, decisions: 0 },
    { wins: 0, draws: 0, losses: 0, ms: 0, maxMs: 0, decisions: 0 },
  ];
  let plies = 0;
  for (const result of results) {
    const reason = result.outcome === null ? 'stopped' : result.outcome.reason;
    endReasons[reason] = (endReasons[reason] ?? 0) + 1;
    plies += result.plies;
    for (const bot of [0, 1] as const) {
      const mine = result.scores[bot];
      const theirs = result.scores[1 - bot]!;
      const figures = record[bot]!;
      if (mine > theirs) figures.wins++;
      else if (mine < theirs) figures.losses++;
      else figures.draws++;
      figures.ms += result.thinkMs[bot];
      figures.decisions += result.decisions[bot];
      figures.maxMs = Math.max(figures.maxMs, result.maxMs[bot]);
    }
  }
  const samples = pairScores(results);
  const first = scoreInterval(samples);
  const second = scoreInterval(samples.map((sample) => 1 - sample));
  const figures = (bot: 0 | 1, score: ScoreInterval): ArenaBotFigures => ({
    bot: settings.bots[bot],
    score,
    wins: record[bot]!.wins,
    draws: record[bot]!.draws,
    losses: record[bot]!.losses,
    meanMs: record[bot]!.decisions === 0 ? 0 : record[bot]!.ms / record[bot]!.decisions,
    maxMs: record[bot]!.maxMs,
    decisions: record[bot]!.decisions,
  });
  return {
    game,
    seed: settings.seed,
    seats: settings.seats,
    matches: results.length,
    pairs: samples.length,
    bots: [figures(0, first), figures(1, second)],
    elo: eloInterval(first),
    endReasons,
    meanPlies: results.length === 0 ? 0 : plies / results.length,
    sprt: settings.sprt === undefined ? null : sprt(samples, settings.sprt),
  };
}

/**
 * Runs a whole arena in this thread (hosts with threads hand {@link arenaMatches} to workers
 * and call {@link playArenaMatch} there): plays every match (with `settings.sprt`, until the
 * test is decided after a pair), calls `onMatch` after each with its result and record, and returns the
 * {@link summarizeArena} figures; the first failing match's error otherwise.
 *
 * @example
 * ```ts
 * import { runArena } from '@games/core/arena';
 * import { pig } from '@games/core/example';
 *
 * const report = runArena(pig, { bots: ['mcts:60', 'random'], games: 6, seed: 1, seats: 2 }, (seed) => ({ players: 2, seed }));
 * if (report.ok) console.log(report.value.matches, report.value.bots[0].score.mean >= 0); // 6 true
 * ```
 *
 * @group Arena
 */
export function runArena<S, M, O, V>(
  game: Game<S, M, O, V>,
  settings: ArenaSettings,
  optionsFor: (seed: number, seats: readonly string[]) => O,
  onMatch?: (result: ArenaMatchResult, done: number, total: number, record: MatchRecord<O>) => void,
  custom?: ReadonlyMap<string, BotFactory>,
): Result<ArenaReport> {
  const matches = arenaMatches(settings, optionsFor);
  const results: ArenaMatchResult[] = [];
  for (const match of matches) {
    let record: MatchRecord<O> | undefined;
    const result = playArenaMatch(game, match, custom, (kept) => (record = kept));
    if (!result.ok) return result;
    results.push(result.value);
    onMatch?.(result.value, results.length, matches.length, record!);
    if (settings.sprt !== undefined && match.swapped && sprt(pairScores(results), settings.sprt).decision !== null) break;
  }
  return ok(summarizeArena(game.id, settings, results));
}
