import { botFor, createRng, int, parseSeatSpec, sampleChance } from '@games/core';
import { arenaMatches, ladderPairings, ladderTable, pairScores, playArenaMatch, sprt, summarizeArena, type ArenaMatch, type ArenaMatchResult, type ArenaReport, type ArenaSettings, type SprtSettings } from '@games/core/arena';
import { Piscina } from 'piscina';
import type { Io } from '../io.js';
import { gameEntry, type GameEntry } from '../registry.js';
import { setupMatch } from '../setup.js';
import { formatArenaPlan, formatArenaReport, formatLadderTable } from './arena-text.js';
import { progressLine } from './sim.js';

/**
 * The defaults of `games arena`: every bare `mcts` and `uct` searches the same time per
 * decision, 20 games per pairing (minutes, not hours), and a ladder stops each pairing with an
 * SPRT of Elo 0 against Elo 100 (α = β = 0.05).
 *
 * @group Commands
 */
export const ARENA_DEFAULTS = { milliseconds: 100, games: 20, ladderSprt: { elo0: 0, elo1: 100, alpha: 0.05, beta: 0.05 } } as const;

/**
 * A chunk of arena matches, as sent to a worker thread.
 *
 * @group Commands
 */
export interface ArenaTask {
  /** The game id. */
  gameId: string;
  /** The matches to play, their options as named fields. */
  matches: ArenaMatch<Readonly<Record<string, unknown>>>[];
}

/**
 * Plays a chunk of arena matches; throws when one fails (the pool reports it).
 *
 * @group Commands
 */
export function runArenaTask(task: ArenaTask): ArenaMatchResult[] {
  const entry = gameEntry(task.gameId);
  if (entry === undefined) throw new Error(`unknown game ${task.gameId}`);
  return entry.visit((engine) =>
    task.matches.map((match) => {
      const played = playArenaMatch(engine.game, { ...match, options: engine.optionsFrom(match.options) });
      if (!played.ok) throw new Error(`${played.error.message} (${played.error.code})`);
      return played.value;
    }),
  );
}

/**
 * Settings of {@link runArenaCommand}.
 *
 * @group Commands
 */
export interface ArenaCommandSettings {
  /** The game id. */
  gameId: string;
  /** The bots as typed (`mcts,uct`); two for a match-up, two or more with `ladder`. */
  bots: string[];
  /** Matches per pairing (the most, with an SPRT). */
  games: number;
  /** A time budget per decision for every bare `mcts` or `uct` (with `iterations` also `null`: {@link ARENA_DEFAULTS}). */
  milliseconds: number | null;
  /** An iteration budget per decision for every bare `mcts` or `uct`. */
  iterations: number | null;
  /** Stop a pairing once this sequential test is decided; `null`: play every game (a ladder then uses {@link ARENA_DEFAULTS}). */
  sprt: SprtSettings | null;
  /** Player count, or `null` for the game's default. */
  players: number | null;
  /** `--option` texts by name. */
  overrides: Record<string, string>;
  /** Master seed. */
  seed: number;
  /** Moves after which a match is stopped without a result. */
  maxPlies: number;
  /** Worker threads (0: the main thread). */
  threads: number;
  /** A round robin of all the bots, with a table. */
  ladder: boolean;
  /** Print JSON. */
  json: boolean;
}

/**
 * The seat spec of a bot as typed, with the command's budget given to a bare `mcts` or `uct`
 * (the same for both bots of a pairing: {@link ARENA_DEFAULTS}' time budget when the command
 * names none); an error message for a name the seat-spec parser refuses.
 *
 * @group Commands
 */
export function arenaBotSpec(name: string, settings: Pick<ArenaCommandSettings, 'milliseconds' | 'iterations'>): { spec: string } | { error: string } {
  const text = name.trim().toLowerCase();
  const budget = settings.iterations !== null && settings.milliseconds === null ? `${settings.iterations}` : `${settings.milliseconds ?? ARENA_DEFAULTS.milliseconds}ms`;
  const budgeted = text === 'mcts' || text === 'uct' ? `${text}:${budget}` : text;
  const parsed = parseSeatSpec(budgeted);
  if (!parsed.ok) return { error: parsed.error.message };
  if (parsed.value.kind === 'human') return { error: 'an arena plays bots only: not human' };
  return { spec: budgeted };
}

/**
 * Milliseconds one decision of `spec` takes: its time budget, or for an iteration budget the mean
 * of up to twenty decisions (with a choice) along random matches, timed once the bot has decided for 300
 * ms (the first decisions run before the code is compiled, several times slower); at most about 2 s.
 */
function decisionMs(entry: GameEntry, spec: string, options: Readonly<Record<string, unknown>>): number {
  const parsed = parseSeatSpec(spec);
  if (!parsed.ok || parsed.value.kind === 'random' || parsed.value.kind === 'human') return 0;
  if ((parsed.value.kind === 'mcts' || parsed.value.kind === 'uct') && parsed.value.milliseconds !== undefined) return parsed.value.milliseconds;
  const seat = parsed.value;
  return entry.visit((engine) => {
    const bot = botFor(engine.game, seat);
    const setup = engine.game.setup(engine.optionsFrom(options));
    if (!bot.ok || !setup.ok) return 0;
    const rng = createRng(1);
    const times: number[] = [];
    const began = performance.now();
    let warming = 0;
    let state = setup.value;
    while (times.length < 20 && performance.now() - began < 2000) {
      const actor = engine.game.actor(state);
      if (actor.kind === 'over') {
        state = setup.value;
        continue;
      }
      let move = actor.kind === 'chance' ? sampleChance(actor, rng) : null;
      if (move === null) {
        const moves = engine.game.legalMoves(state);
        if (moves.length > 1) {
          const started = performance.now();
          bot.value.chooseMove(state, rng);
          const spent = performance.now() - started;
          if (warming >= 300) times.push(spent);
          else warming += spent;
        }
        move = moves[int(rng, 0, moves.length - 1)]!;
      }
      const next = engine.game.play(state, move);
      if (!next.ok) break;
      state = next.value;
    }
    return times.length === 0 ? warming : times.reduce((sum, time) => sum + time, 0) / times.length;
  });
}

/** Plays the matches of one pairing, a pair at a time (on `pool` with up to `threads` pairs at once), until they run out or the SPRT decides. */
async function playPairing(entry: GameEntry, matches: ArenaMatch<Readonly<Record<string, unknown>>>[], test: SprtSettings | null, pool: Piscina | null, threads: number, progress: (results: readonly ArenaMatchResult[]) => void): Promise<ArenaMatchResult[]> {
  const results: ArenaMatchResult[] = [];
  const pairs: ArenaTask[] = [];
  for (let index = 0; index < matches.length; index += 2) pairs.push({ gameId: entry.id, matches: matches.slice(index, index + 2) });
  const decided = (): boolean => test !== null && sprt(pairScores(results), test).decision !== null;
  if (pool === null) {
    for (const task of pairs) {
      results.push(...runArenaTask(task));
      progress(results);
      if (decided()) break;
    }
    return results;
  }
  // Both matches of a pair run on one thread, pairs spread over the threads; no new pair starts once the test is decided.
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < pairs.length && !decided()) {
      const task = pairs[next++]!;
      results.push(...((await pool.run(task, { name: 'arena' })) as ArenaMatchResult[]));
      progress(results);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, threads) }, worker));
  return results.sort((a, b) => a.index - b.index);
}

/**
 * `games arena`: colour-swapped bot matches on the same seeds (a match-up of two bots, or with
 * `ladder` a round robin of all of them), over worker threads; prints what it will run (each
 * bot's budget in words, the estimated time), then the figures, stopping a pairing early when
 * its SPRT decides.
 *
 * @group Commands
 */
export async function runArenaCommand(io: Io, settings: ArenaCommandSettings, workerUrl: URL | null): Promise<number> {
  const entry = gameEntry(settings.gameId);
  if (entry === undefined) {
    io.err(`games: unknown game ${settings.gameId}\n`);
    return 2;
  }
  const specs: string[] = [];
  for (const name of settings.bots) {
    const read = arenaBotSpec(name, settings);
    if ('error' in read) {
      io.err(`games: ${read.error}\n`);
      return 2;
    }
    specs.push(read.spec);
  }
  const probe = setupMatch(entry, { players: settings.players ?? undefined, seed: settings.seed, overrides: settings.overrides, humans: [] });
  if (!probe.ok) {
    io.err(`games: ${probe.error.message} (${probe.error.code})\n`);
    return 2;
  }
  const seats = probe.value.seats;
  const optionsFor = (seed: number): Readonly<Record<string, unknown>> => {
    const setup = setupMatch(entry, { players: settings.players ?? undefined, seed, overrides: settings.overrides, humans: [] });
    if (!setup.ok) throw new Error(setup.error.message);
    return setup.value.fields;
  };
  const test = settings.sprt ?? (settings.ladder ? ARENA_DEFAULTS.ladderSprt : null);
  const pairings = settings.ladder ? ladderPairings(specs) : [[specs[0]!, specs[1]!] as [string, string]];
  const games = Math.ceil(settings.games / 2) * 2;
  const perDecision = new Map(specs.map((spec) => [spec, decisionMs(entry, spec, probe.value.fields)]));
  const decisions = Math.min(entry.arenaDecisions, settings.maxPlies);
  const seconds = pairings.reduce((sum, [a, b]) => sum + (games * decisions * (perDecision.get(a)! + perDecision.get(b)!)) / 2 / 1000, 0) / Math.max(1, settings.threads);
  const timed = specs.filter((spec) => !/ms$/.test(spec) && spec !== 'random');
  const plan = formatArenaPlan({
    game: entry.id,
    pairings,
    games,
    seats,
    seed: settings.seed,
    sprt: test === null ? null : sprt([], test).settings,
    seconds,
    basis: `${games} games × about ${decisions} decisions, each bot half of them${timed.length > 0 ? `; ${timed.map((spec) => `${spec} ${perDecision.get(spec)!.toFixed(1)} ms a decision, timed on random matches`).join(', ')}` : ''}`,
    threads: settings.threads,
  });
  if (settings.json) io.err(plan);
  else io.out(plan);
  const pool = settings.threads > 0 && workerUrl !== null ? new Piscina({ filename: workerUrl.href, name: 'arena', maxThreads: settings.threads, minThreads: settings.threads }) : null;
  const started = performance.now();
  const reports: ArenaReport[] = [];
  try {
    for (const bots of pairings) {
      const arena: ArenaSettings = { bots, games, seed: settings.seed, seats, maxPlies: settings.maxPlies, ...(test === null ? {} : { sprt: test }) };
      const matches = arenaMatches(arena, optionsFor);
      const pairingStart = performance.now();
      const progress = (results: readonly ArenaMatchResult[]): void => {
        if (settings.json || !io.isTerminal) return;
        io.out(`\r${bots.join(' vs ')} ${progressLine(results.length, matches.length, (performance.now() - pairingStart) / 1000)}`);
      };
      progress([]);
      const results = await playPairing(entry, matches, test, pool, settings.threads, progress);
      if (io.isTerminal && !settings.json) io.out('\n');
      const report = summarizeArena(entry.id, arena, results);
      reports.push(report);
      if (!settings.json) io.out(formatArenaReport(report, settings.threads, (performance.now() - pairingStart) / 1000));
    }
  } finally {
    await pool?.destroy();
  }
  if (settings.ladder) {
    const table = ladderTable(specs, reports);
    if (settings.json) io.out(`${JSON.stringify({ ladder: table, pairings: reports }, null, 2)}\n`);
    else io.out(`ladder of ${entry.id}, at most ${games} games per pairing, ${((performance.now() - started) / 1000).toFixed(1)} s\n${formatLadderTable(table)}`);
  } else if (settings.json) io.out(`${JSON.stringify(reports[0], null, 2)}\n`);
  return 0;
}
