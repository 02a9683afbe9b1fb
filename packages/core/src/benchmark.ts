import type { Game } from './contract.js';
import { playout, randomPolicy } from './match/playout.js';
import { createRng } from './rng.js';

/**
 * A small throughput harness for `bench/` scripts: run a function repeatedly for a fixed time
 * and report operations per second. Benchmarks print one `BENCH {json}` line per figure, which
 * the repository's `pnpm bench` collects into a table and `bench-results.json`.
 */

/**
 * One measured figure.
 *
 * @group Playout benchmarks
 */
export interface BenchmarkFigure {
  /** The package measured, such as `@games/santorini`. */
  package: string;
  /** What was measured, such as `random playouts (2 players)`. */
  name: string;
  /** The measured value. */
  value: number;
  /** Its unit, such as `playouts/s`. */
  unit: string;
  /** Extra facts about the run (iterations, elapsed milliseconds, decisions made). */
  details?: Record<string, number | string>;
}

/**
 * What {@link measureThroughput} observed.
 *
 * @group Measuring
 */
export interface Throughput {
  /** Completed calls per second. */
  perSecond: number;
  /** Number of completed calls. */
  iterations: number;
  /** Wall-clock milliseconds spent in the measured calls. */
  elapsedMs: number;
  /** Sum of the numbers returned by the calls (for example decisions per playout). */
  total: number;
  /** Processor milliseconds this process used meanwhile (equals `elapsedMs` where it cannot be read). */
  cpuMs: number;
  /** Completed calls per processor second: steadier than {@link Throughput.perSecond} on a busy machine. */
  perCpuSecond: number;
}

function cpuNow(): number {
  const host = globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } };
  const usage = host.process?.cpuUsage?.();
  return usage === undefined ? performance.now() : (usage.user + usage.system) / 1000;
}

/**
 * Calls `run` repeatedly for about `durationMs` (after `warmupMs` of unmeasured calls) and
 * reports calls per second. `run` may return a number (such as moves played) that is summed
 * into {@link Throughput.total}.
 *
 * @group Measuring
 */
export function measureThroughput(
  run: (iteration: number) => number | void,
  { durationMs = 1000, warmupMs = 200 }: { durationMs?: number; warmupMs?: number } = {},
): Throughput {
  const warmupEnd = performance.now() + warmupMs;
  let iteration = 0;
  while (performance.now() < warmupEnd) run(iteration++);
  const cpuStart = cpuNow();
  const start = performance.now();
  const end = start + durationMs;
  let iterations = 0;
  let total = 0;
  let now = start;
  while (now < end) {
    const value = run(iteration++);
    if (typeof value === 'number') total += value;
    iterations++;
    now = performance.now();
  }
  const elapsedMs = now - start;
  const cpuMs = Math.max(cpuNow() - cpuStart, 1e-3);
  return { perSecond: (iterations * 1000) / elapsedMs, iterations, elapsedMs, total, cpuMs, perCpuSecond: (iterations * 1000) / cpuMs };
}

/**
 * Rates of one side of a {@link compareThroughput} run, per window, in calls per second.
 *
 * @group Measuring
 */
export interface WindowRates {
  /** The median window. */
  median: number;
  /** The fastest window: the least disturbed by other work on a shared machine. */
  best: number;
  /** Every window, in the order run. */
  windows: number[];
}

/**
 * What {@link compareThroughput} observed.
 *
 * @group Measuring
 */
export interface Comparison {
  /** The code being measured. */
  subject: WindowRates;
  /** The reference it is compared with. */
  reference: WindowRates;
  /**
   * The median of the per-window ratios subject / reference: each ratio compares two windows run
   * back to back, so it stays steady while the machine's speed changes under other load.
   */
  ratio: number;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function windowRate(run: () => unknown, windowMs: number): number {
  const start = performance.now();
  const end = start + windowMs;
  let calls = 0;
  let now = start;
  while (now < end) {
    run();
    calls++;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

/**
 * Measures `subject` against `reference` in alternating windows of `windowMs` (after `warmupMs`
 * of each), so that both see the same machine: on shared hardware the absolute rates drift by
 * a factor of two while their ratio holds. Reports the rates of both and the median ratio.
 *
 * @group Measuring
 */
export function compareThroughput(
  subject: () => unknown,
  reference: () => unknown,
  { windows = 12, windowMs = 250, warmupMs = 500 }: { windows?: number; windowMs?: number; warmupMs?: number } = {},
): Comparison {
  windowRate(subject, warmupMs);
  windowRate(reference, warmupMs);
  const subjectRates: number[] = [];
  const referenceRates: number[] = [];
  const ratios: number[] = [];
  for (let window = 0; window < windows; window++) {
    const mine = windowRate(subject, windowMs);
    const theirs = windowRate(reference, windowMs);
    subjectRates.push(mine);
    referenceRates.push(theirs);
    ratios.push(mine / theirs);
  }
  const rates = (values: number[]): WindowRates => ({ median: median(values), best: Math.max(...values), windows: values });
  return { subject: rates(subjectRates), reference: rates(referenceRates), ratio: median(ratios) };
}

/**
 * Settings of {@link benchmarkPlayouts}.
 *
 * @group Playout benchmarks
 */
export interface PlayoutBenchmark {
  /** The package measured, such as `@games/santorini`. */
  package: string;
  /** What is measured, such as `random playouts (2 players)`. */
  name: string;
  /** Measuring time in milliseconds (default 3000). */
  durationMs?: number;
  /** Unmeasured warm-up in milliseconds (default 500). */
  warmupMs?: number;
  /** Seed of the random policy and chance (default 1). */
  seed?: number;
  /** Longest playout in plies (default: no limit). */
  maxPlies?: number;
}

/**
 * Measures random playouts per second: from `startAt(iteration)` (for example a fresh setup with
 * a new seed) to the end with {@link randomPolicy}, chance sampled by weight. The figure's
 * details hold plies per playout, plies per second, playouts per processor second, the share of
 * a core the process got, and how the playouts ended.
 *
 * @group Playout benchmarks
 */
export function benchmarkPlayouts<S, M, O, V>(game: Game<S, M, O, V>, startAt: (iteration: number) => S, settings: PlayoutBenchmark): BenchmarkFigure {
  const rng = createRng(settings.seed ?? 1);
  const endings: Record<string, number> = {};
  const limit = settings.maxPlies === undefined ? {} : { maxPlies: settings.maxPlies };
  const result = measureThroughput(
    (iteration) => {
      const end = playout(game, startAt(iteration), randomPolicy, rng, limit);
      const reason = end.outcome?.reason ?? 'ply-limit';
      endings[reason] = (endings[reason] ?? 0) + 1;
      return end.plies;
    },
    { durationMs: settings.durationMs ?? 3000, warmupMs: settings.warmupMs ?? 500 },
  );
  return {
    package: settings.package,
    name: settings.name,
    value: result.perSecond,
    unit: 'playouts/s',
    details: {
      playouts: result.iterations,
      pliesPerPlayout: Math.round(result.total / Math.max(1, result.iterations)),
      pliesPerSecond: Math.round((result.total * 1000) / result.elapsedMs),
      playoutsPerCpuSecond: Math.round(result.perCpuSecond),
      cpuShare: Number((result.cpuMs / result.elapsedMs).toFixed(2)),
      endings: Object.entries(endings)
        .map(([reason, count]) => `${reason} ${count}`)
        .join(', '),
    },
  };
}

/**
 * Prints figures as `BENCH {json}` lines for `pnpm bench` to collect, and returns them.
 *
 * @group Playout benchmarks
 */
export function reportBenchmarks(figures: BenchmarkFigure[]): BenchmarkFigure[] {
  for (const figure of figures) console.log(`BENCH ${JSON.stringify(figure)}`);
  return figures;
}
