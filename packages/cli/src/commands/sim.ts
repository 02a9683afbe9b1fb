import { Piscina } from 'piscina';
import type { Io } from '../io.js';
import { isDraw, outcomeReason } from '@games/core';
import { runSimTask, type SimMatch, type SimTask } from '../sim-task.js';

/**
 * A proportion with its 95% Wilson score interval.
 *
 * @group Commands
 */
export interface Rate {
  /** How many matches. */
  count: number;
  /** `count` over the matches played. */
  rate: number;
  /** The 95% Wilson score interval of the rate, `[low, high]`. */
  ci95: [number, number];
}

/**
 * Figures of a simulation, as `--json` prints them.
 *
 * @group Commands
 */
export interface SimReport {
  /** The game id. */
  game: string;
  /** The seat list, one bot name per seat. */
  seats: string[];
  /** Matches played. */
  matches: number;
  /** The master seed (match `i` plays with a seed derived from it and `i`). */
  seed: number;
  /** The ply cap of a match. */
  maxPlies: number;
  /** Per seat: the matches it won alone (first place not shared), with the 95% interval. */
  soleWins: Rate[];
  /** Matches that ended with every seat ranked first together. */
  draws: Rate;
  /** Matches whose first place was shared by some seats but not all (games of three or more). */
  sharedFirstPlaces: number;
  /** Matches stopped by the ply cap before the game ended. */
  unfinished: number;
  /** How the finished matches ended: count by the outcome's reason. */
  endReasons: Record<string, number>;
  /** Length of the matches in moves (chance included), and the players' decisions. */
  length: { meanPlies: number; sdPlies: number; minPlies: number; maxPlies: number; meanDecisions: number };
  /** Time taken. */
  timing: { seconds: number; matchesPerSecond: number; movesPerSecond: number; workers: number };
}

/**
 * Settings of {@link simulate}.
 *
 * @group Commands
 */
export interface SimSettings extends Omit<SimTask, 'indices'> {
  /** Number of matches. */
  games: number;
  /** Number of seats. */
  seatCount: number;
  /** Worker threads; 0 plays in the main thread. */
  workers: number;
  /** Print JSON instead of a table. */
  json: boolean;
}

const Z = 1.959963984540054;

/**
 * The 95% Wilson score interval of `count` successes in `total` trials (`[0, 1]` when `total` is 0).
 *
 * @group Commands
 */
export function wilson(count: number, total: number): [number, number] {
  if (total === 0) return [0, 1];
  const p = count / total;
  const z2 = Z * Z;
  const denominator = 1 + z2 / total;
  const centre = (p + z2 / (2 * total)) / denominator;
  const half = (Z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denominator;
  // with no successes (or no failures) the bound is exactly 0 (or 1); computed, it comes out as
  // a rounding error such as 8.67e-19
  return [count === 0 ? 0 : Math.max(0, centre - half), count === total ? 1 : Math.min(1, centre + half)];
}

const rateOf = (count: number, total: number): Rate => ({ count, rate: total === 0 ? 0 : count / total, ci95: wilson(count, total) });

function summarise(settings: SimSettings, matches: SimMatch[], seconds: number): SimReport {
  const soleWins = new Array<number>(settings.seatCount).fill(0);
  const endReasons: Record<string, number> = {};
  let draws = 0;
  let shared = 0;
  let unfinished = 0;
  let plies = 0;
  let squares = 0;
  let decisions = 0;
  for (const match of matches) {
    plies += match.plies;
    squares += match.plies * match.plies;
    decisions += match.decisions;
    if (match.outcome === null) {
      unfinished++;
      continue;
    }
    endReasons[match.outcome.reason] = (endReasons[match.outcome.reason] ?? 0) + 1;
    const first = match.outcome.ranking[0] ?? [];
    if (isDraw(match.outcome)) draws++;
    else if (first.length > 1) shared++;
    else if (first.length === 1 && first[0]! < soleWins.length) soleWins[first[0]!]!++;
  }
  const games = matches.length;
  const mean = games === 0 ? 0 : plies / games;
  const lengths = matches.map((match) => match.plies);
  return {
    game: settings.gameId,
    seats: settings.seats.split(',').map((seat) => seat.trim()),
    matches: games,
    seed: settings.seed,
    maxPlies: settings.maxPlies,
    soleWins: soleWins.map((count) => rateOf(count, games)),
    draws: rateOf(draws, games),
    sharedFirstPlaces: shared,
    unfinished,
    endReasons,
    length: {
      meanPlies: mean,
      sdPlies: games < 2 ? 0 : Math.sqrt(Math.max(0, (squares - games * mean * mean) / (games - 1))),
      minPlies: games === 0 ? 0 : Math.min(...lengths),
      maxPlies: games === 0 ? 0 : Math.max(...lengths),
      meanDecisions: games === 0 ? 0 : decisions / games,
    },
    timing: { seconds, matchesPerSecond: seconds > 0 ? games / seconds : 0, movesPerSecond: seconds > 0 ? plies / seconds : 0, workers: settings.workers },
  };
}

/**
 * A duration in words: `45 s`, `3 min 20 s`, `1 h 5 min`.
 *
 * @group Commands
 */
export function durationText(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(1, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.round((whole % 3600) / 60)} min`;
}

/**
 * The progress line: bar, count, rate and time left.
 *
 * @group Commands
 */
export function progressLine(done: number, total: number, seconds: number, width = 30): string {
  const filled = Math.round((done / total) * width);
  const rate = seconds > 0 ? done / seconds : 0;
  const eta = done === 0 ? 'ETA ?' : done >= total ? `done in ${durationText(seconds)}` : `ETA ${durationText((total - done) / rate)}`;
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}  ${rate.toFixed(1)} games/s  ${eta}`;
}

const percent = (rate: number): string => `${(rate * 100).toFixed(1)}%`;

/**
 * `games sim`: many seeded bot matches, spread over worker threads; prints the figures.
 *
 * @group Commands
 */
export async function simulate(io: Io, settings: SimSettings, workerUrl: URL | null): Promise<number> {
  const started = performance.now();
  const elapsed = (): number => (performance.now() - started) / 1000;
  // Small chunks, so that progress shows early and often.
  const chunkSize = Math.max(1, Math.min(25, Math.ceil(settings.games / (Math.max(1, settings.workers) * 20))));
  const chunks: number[][] = [];
  for (let start = 0; start < settings.games; start += chunkSize) {
    chunks.push(Array.from({ length: Math.min(chunkSize, settings.games - start) }, (_, offset) => start + offset));
  }
  const task = (indices: number[]): SimTask => ({
    gameId: settings.gameId,
    players: settings.players,
    seed: settings.seed,
    overrides: settings.overrides,
    seats: settings.seats,
    indices,
    maxPlies: settings.maxPlies,
  });
  let done = 0;
  let lastDecile = 0;
  const report = (count: number): void => {
    done += count;
    if (settings.json) return;
    if (io.isTerminal) io.out(`\r${progressLine(done, settings.games, elapsed())}`);
    else {
      const decile = Math.floor((done / settings.games) * 10);
      if (decile > lastDecile && done < settings.games) io.out(`played ${done}/${settings.games}, ${(done / Math.max(elapsed(), 1e-9)).toFixed(1)} games/s, about ${durationText((settings.games - done) / (done / Math.max(elapsed(), 1e-9)))} left\n`);
      lastDecile = decile;
    }
  };
  if (io.isTerminal && !settings.json) io.out(progressLine(0, settings.games, 0));
  const matches: SimMatch[] = [];
  if (settings.workers === 0 || workerUrl === null) {
    for (const indices of chunks) {
      const results = runSimTask(task(indices));
      matches.push(...results);
      report(results.length);
    }
  } else {
    const pool = new Piscina({ filename: workerUrl.href, maxThreads: settings.workers, minThreads: settings.workers });
    try {
      const runs = chunks.map(async (indices) => {
        const results = (await pool.run(task(indices))) as SimMatch[];
        matches.push(...results);
        report(results.length);
      });
      await Promise.all(runs);
    } finally {
      await pool.destroy();
    }
  }
  if (io.isTerminal && !settings.json) io.out('\n');
  matches.sort((a, b) => a.index - b.index);
  const summary = summarise(settings, matches, elapsed());
  if (settings.json) {
    io.out(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  }
  const interval = (rate: Rate): string => `${percent(rate.rate)}  (95% CI ${percent(rate.ci95[0])} - ${percent(rate.ci95[1])})`;
  io.out(`${summary.matches} games of ${summary.game}, seats ${summary.seats.join(', ')}, seed ${summary.seed}\n`);
  summary.soleWins.forEach((rate, seat) => io.out(`  seat ${seat} (${summary.seats[seat] ?? summary.seats[summary.seats.length - 1]}) wins: ${String(rate.count).padStart(5)}  ${interval(rate)}\n`));
  io.out(`  draws:        ${String(summary.draws.count).padStart(5)}  ${interval(summary.draws)}\n`);
  if (summary.sharedFirstPlaces > 0) io.out(`  shared first: ${String(summary.sharedFirstPlaces).padStart(5)}\n`);
  io.out(`  unfinished:   ${String(summary.unfinished).padStart(5)}  (stopped by --max-plies ${summary.maxPlies})\n`);
  const reasons = Object.entries(summary.endReasons).sort(([, a], [, b]) => b - a);
  io.out(`  how games ended: ${reasons.length === 0 ? 'none finished' : reasons.map(([reason, count]) => `${outcomeReason(reason)} ${count}`).join(', ')}\n`);
  const { length, timing } = summary;
  io.out(`  length: mean ${length.meanPlies.toFixed(1)} moves, sd ${length.sdPlies.toFixed(1)}, min ${length.minPlies}, max ${length.maxPlies} (${length.meanDecisions.toFixed(1)} decisions)\n`);
  io.out(`  ${timing.matchesPerSecond.toFixed(1)} games/s, ${Math.round(timing.movesPerSecond)} moves/s on ${timing.workers === 0 ? 'the main thread' : `${timing.workers} workers`} (${timing.seconds.toFixed(2)} s)\n`);
  return 0;
}
