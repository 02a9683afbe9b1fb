import { parseSeatSpec } from '@games/core';
import { arenaMatches, ladderPairings, ladderTable, playArenaMatch, summarizeArena, type ArenaMatch, type ArenaMatchResult, type ArenaReport, type LadderTable } from '@games/core/arena';
import { Piscina } from 'piscina';
import type { Io } from '../io.js';
import { gameEntry } from '../registry.js';
import { setupMatch } from '../setup.js';
import { progressLine } from './sim.js';

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
  /** Matches per pairing. */
  games: number;
  /** A time budget per decision for every bare `mcts` or `uct`. */
  milliseconds: number | null;
  /** An iteration budget per decision for every bare `mcts` or `uct`. */
  iterations: number | null;
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
 * The seat spec of a bot as typed, with the command's budget given to a bare `mcts` or `uct`;
 * an error message for a name the seat-spec parser refuses.
 *
 * @group Commands
 */
export function arenaBotSpec(name: string, settings: Pick<ArenaCommandSettings, 'milliseconds' | 'iterations'>): { spec: string } | { error: string } {
  const text = name.trim().toLowerCase();
  const budgeted = text === 'mcts' || text === 'uct' ? (settings.milliseconds !== null ? `${text}:${settings.milliseconds}ms` : settings.iterations !== null ? `${text}:${settings.iterations}` : text) : text;
  const parsed = parseSeatSpec(budgeted);
  if (!parsed.ok) return { error: parsed.error.message };
  if (parsed.value.kind === 'human') return { error: 'an arena plays bots only: not human' };
  return { spec: budgeted };
}

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const signed = (value: number | null): string => (value === null ? '∞' : `${value >= 0 ? '+' : ''}${Math.round(value)}`);

/**
 * The text `games arena` prints for one match-up's report.
 *
 * @group Commands
 */
export function formatArenaReport(report: ArenaReport, threads: number, seconds: number): string {
  const lines = [`arena ${report.game}: ${report.bots[0].bot} vs ${report.bots[1].bot}, ${report.matches} games (${report.pairs} colour-swapped pairs), ${report.seats} seats, seed ${report.seed}`];
  const width = Math.max(8, ...report.bots.map((bot) => bot.bot.length));
  lines.push(`  ${'bot'.padEnd(width)}  score   95% interval     won-drawn-lost  ms/decision (max)`);
  for (const bot of report.bots) {
    const [low, high] = bot.score.ci95;
    lines.push(
      `  ${bot.bot.padEnd(width)}  ${percent(bot.score.mean).padStart(6)}  ${`${percent(low)} - ${percent(high)}`.padEnd(15)}  ${`${bot.wins}-${bot.draws}-${bot.losses}`.padEnd(14)}  ${bot.meanMs.toFixed(1)} (${bot.maxMs.toFixed(1)})`,
    );
  }
  const [low, high] = report.elo.ci95;
  const low95 = low === null ? '-∞' : signed(low);
  lines.push(`  Elo difference (${report.bots[0].bot} over ${report.bots[1].bot}): ${report.elo.elo === null ? (report.bots[0].score.mean >= 0.5 ? '+∞' : '-∞') : signed(report.elo.elo)} (95% interval ${low95} .. ${high === null ? '+∞' : signed(high)})`);
  const reasons = Object.entries(report.endReasons).sort(([, a], [, b]) => b - a);
  lines.push(`  how games ended: ${reasons.map(([reason, count]) => `${reason} ${count}`).join(', ')}`);
  lines.push(`  mean length ${report.meanPlies.toFixed(1)} moves; ${seconds.toFixed(1)} s on ${threads === 0 ? 'the main thread' : `${threads} worker thread${threads === 1 ? '' : 's'}`}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The text `games arena --ladder` prints for a ladder table.
 *
 * @group Commands
 */
export function formatLadderTable(table: LadderTable): string {
  const width = Math.max(8, ...table.bots.map((bot) => bot.length));
  const header = `  ${'bot'.padEnd(width)}  ${table.bots.map((bot) => bot.slice(0, width).padStart(width)).join('  ')}  ${'score'.padStart(6)}  ${'Elo'.padStart(5)}  ms/decision`;
  const rows = table.rows.map(
    (row) =>
      `  ${row.bot.padEnd(width)}  ${row.against.map((score) => (score === null ? '-' : percent(score)).padStart(width)).join('  ')}  ${percent(row.score).padStart(6)}  ${(row.elo === null ? (row.score >= 0.5 ? '+∞' : '-∞') : signed(row.elo)).padStart(5)}  ${row.meanMs.toFixed(1)}`,
  );
  return `${[header, ...rows].join('\n')}\n`;
}

/**
 * `games arena`: colour-swapped bot matches on the same seeds (a match-up of two bots, or with
 * `ladder` a round robin of all of them), over worker threads; prints the figures.
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
  const pairings = settings.ladder ? ladderPairings(specs) : [[specs[0]!, specs[1]!] as [string, string]];
  const pool = settings.threads > 0 && workerUrl !== null ? new Piscina({ filename: workerUrl.href, name: 'arena', maxThreads: settings.threads, minThreads: settings.threads }) : null;
  const started = performance.now();
  const reports: ArenaReport[] = [];
  try {
    for (const bots of pairings) {
      const arena = { bots, games: settings.games, seed: settings.seed, seats, maxPlies: settings.maxPlies };
      const matches = arenaMatches(arena, optionsFor);
      const results: ArenaMatchResult[] = [];
      const pairingStart = performance.now();
      const progress = (): void => {
        if (settings.json) return;
        const elapsed = (performance.now() - pairingStart) / 1000;
        if (io.isTerminal) io.out(`\r${bots.join(' vs ')} ${progressLine(results.length, matches.length, elapsed)}`);
      };
      progress();
      if (pool === null) {
        for (const match of matches) {
          results.push(...runArenaTask({ gameId: entry.id, matches: [match] }));
          progress();
        }
      } else {
        // One pair per task: both matches of a pair run on one thread, pairs spread over threads.
        const tasks: Promise<void>[] = [];
        for (let index = 0; index < matches.length; index += 2) {
          const task: ArenaTask = { gameId: entry.id, matches: matches.slice(index, index + 2) };
          tasks.push(
            (pool.run(task, { name: 'arena' }) as Promise<ArenaMatchResult[]>).then((done) => {
              results.push(...done);
              progress();
            }),
          );
        }
        await Promise.all(tasks);
      }
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
    else io.out(`ladder of ${entry.id}, ${settings.games} games per pairing, ${((performance.now() - started) / 1000).toFixed(1)} s\n${formatLadderTable(table)}`);
  } else if (settings.json) io.out(`${JSON.stringify(reports[0], null, 2)}\n`);
  return 0;
}
