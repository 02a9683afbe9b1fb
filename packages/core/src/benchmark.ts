/**
 * A small throughput harness for `bench/` scripts: run a function repeatedly for a fixed time
 * and report operations per second. Benchmarks print one `BENCH {json}` line per figure, which
 * the repository's `pnpm bench` collects into a table and `bench-results.json`.
 */

/** One measured figure. */
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

/** What {@link measureThroughput} observed. */
export interface Throughput {
  /** Completed calls per second. */
  perSecond: number;
  /** Number of completed calls. */
  iterations: number;
  /** Wall-clock milliseconds spent in the measured calls. */
  elapsedMs: number;
  /** Sum of the numbers returned by the calls (for example decisions per playout). */
  total: number;
}

/**
 * Calls `run` repeatedly for about `durationMs` (after `warmupMs` of unmeasured calls) and
 * reports calls per second. `run` may return a number (such as moves played) that is summed
 * into {@link Throughput.total}.
 */
export function measureThroughput(
  run: (iteration: number) => number | void,
  { durationMs = 1000, warmupMs = 200 }: { durationMs?: number; warmupMs?: number } = {},
): Throughput {
  const warmupEnd = performance.now() + warmupMs;
  let iteration = 0;
  while (performance.now() < warmupEnd) run(iteration++);
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
  return { perSecond: (iterations * 1000) / elapsedMs, iterations, elapsedMs, total };
}

/** Prints figures as `BENCH {json}` lines for `pnpm bench` to collect, and returns them. */
export function reportBenchmarks(figures: BenchmarkFigure[]): BenchmarkFigure[] {
  for (const figure of figures) console.log(`BENCH ${JSON.stringify(figure)}`);
  return figures;
}
