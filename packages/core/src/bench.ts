/**
 * `@games/core/bench`: the benchmark harness behind `pnpm bench`: playouts per second, and
 * throughput of two workloads compared side by side in one run (the figure that holds on a
 * noisy machine).
 *
 * @module @games/core/bench
 */
export { benchmarkPlayouts, compareThroughput, measureThroughput, reportBenchmarks, type BenchmarkFigure, type Comparison, type PlayoutBenchmark, type Throughput, type WindowRates } from './benchmark.js';
