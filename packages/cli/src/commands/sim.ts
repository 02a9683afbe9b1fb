import { Piscina } from 'piscina';
import type { Io } from '../io.js';
import { runSimTask, type SimMatch, type SimTask } from '../sim-task.js';

/** Figures of a simulation, as `--json` prints them. */
export interface SimReport {
  /** The game id. */
  game: string;
  /** Matches played. */
  games: number;
  /** The seat list. */
  seats: string;
  /** First places by seat (a shared first place counts as a fraction). */
  wins: number[];
  /** `wins` divided by the number of matches. */
  winRates: number[];
  /** Matches that ended with every remaining seat tied first. */
  draws: number;
  /** Matches stopped by the ply cap. */
  unfinished: number;
  /** Mean moves per match, chance included. */
  meanPlies: number;
  /** Wall-clock seconds. */
  seconds: number;
  /** Matches per second. */
  playoutsPerSecond: number;
  /** Worker threads used (0: the main thread). */
  workers: number;
}

/** Settings of {@link simulate}. */
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

function summarise(settings: SimSettings, matches: SimMatch[], seconds: number): SimReport {
  const wins = new Array<number>(settings.seatCount).fill(0);
  let draws = 0;
  let unfinished = 0;
  let plies = 0;
  for (const match of matches) {
    plies += match.plies;
    if (match.outcome === null) {
      unfinished++;
      continue;
    }
    const first = match.outcome.ranking[0] ?? [];
    if (match.outcome.ranking.length === 1 && first.length > 1) draws++;
    for (const seat of first) if (seat < wins.length) wins[seat]! += 1 / first.length;
  }
  const games = matches.length;
  return {
    game: settings.gameId,
    games,
    seats: settings.seats,
    wins,
    winRates: wins.map((value) => (games === 0 ? 0 : value / games)),
    draws,
    unfinished,
    meanPlies: games === 0 ? 0 : plies / games,
    seconds,
    playoutsPerSecond: seconds > 0 ? games / seconds : 0,
    workers: settings.workers,
  };
}

function progressBar(done: number, total: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  return `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`;
}

/** `games sim`: many seeded bot matches, spread over worker threads; prints the figures. */
export async function simulate(io: Io, settings: SimSettings, workerUrl: URL | null): Promise<number> {
  const started = performance.now();
  const chunkSize = Math.max(1, Math.ceil(settings.games / Math.max(1, settings.workers * 4)));
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
  const report = (count: number): void => {
    done += count;
    if (settings.json) return;
    if (io.isTerminal) io.out(progressBar(done, settings.games));
    else if (chunks.length > 1) io.out(`played ${done}/${settings.games}\n`);
  };
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
  const summary = summarise(settings, matches, (performance.now() - started) / 1000);
  if (settings.json) {
    io.out(`${JSON.stringify(summary, null, 2)}\n`);
    return 0;
  }
  io.out(`${summary.games} games of ${summary.game}, seats ${summary.seats}\n`);
  summary.winRates.forEach((rate, seat) => io.out(`  seat ${seat}: ${(rate * 100).toFixed(1)}% first place (${summary.wins[seat]!.toFixed(1)})\n`));
  io.out(`  draws: ${summary.draws}, unfinished: ${summary.unfinished}\n`);
  io.out(`  mean length: ${summary.meanPlies.toFixed(1)} moves\n`);
  io.out(`  ${summary.playoutsPerSecond.toFixed(1)} games/s on ${summary.workers === 0 ? 'the main thread' : `${summary.workers} workers`} (${summary.seconds.toFixed(2)} s)\n`);
  return 0;
}
