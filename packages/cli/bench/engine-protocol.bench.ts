// Steps per second through `games engine` (the JSON-lines protocol, a child process), one match
// stepped line by line and 256 matches stepped in one `batch` line, beside the same random
// Santorini play in this process (the engine's own speed, `legalMoves` + `play`). Each step is a
// random legal action id; a finished match is replaced by a new one. Runs the built CLI. Beside
// the wall-clock rate, each figure gives the steps per processor second of the engine process
// (`perEngineCpuSecond`, Linux only): on a shared, busy machine the wall-clock rate mostly measures
// waiting for a core.
// Run against the built packages: npx tsx packages/cli/bench/engine-protocol.bench.ts
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createRng, int, playout, randomPolicy, unwrap } from '@games/core';
import { measureThroughput, reportBenchmarks, type BenchmarkFigure } from '@games/core/bench';
import { santorini } from '@games/santorini';

const PACKAGE = '@games/cli';
const DURATION_MS = 3000;
const BATCH = 256;
const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

type Answer = Record<string, any>;

/** A `games engine` process, spoken to one line at a time. */
function engine() {
  const child = spawn(process.execPath, [bin, 'engine'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  const send = (request: unknown): Promise<Answer> =>
    new Promise((resolve) => {
      waiting.push((line) => resolve(JSON.parse(line)));
      child.stdin.write(`${JSON.stringify(request)}\n`);
    });
  /** Processor seconds the engine process has used (Linux /proc; NaN elsewhere). */
  const cpuSeconds = (): number => {
    const stat = `/proc/${child.pid}/stat`;
    if (!existsSync(stat)) return Number.NaN;
    const fields = readFileSync(stat, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  };
  return { send, cpuSeconds, close: () => child.stdin.end() };
}

/** The figures of a run: steps per wall second, and per processor second of the engine process (steadier on a busy machine). */
interface Run {
  perSecond: number;
  perEngineCpuSecond: number;
  steps: number;
}

const rng = createRng(3);
const pick = (legal: number[]): number => legal[int(rng, 0, legal.length - 1)]!;

/** Steps per second of one match stepped line by line. */
async function single(): Promise<Run> {
  const { send, cpuSeconds, close } = engine();
  let seed = 0;
  let match = await send({ cmd: 'new', game: 'santorini', seed: seed++ });
  let legal: number[] = match.legal;
  let steps = 0;
  const cpuStart = cpuSeconds();
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    const step = await send({ cmd: 'step', match: match.match, action: pick(legal) });
    steps++;
    if (step.terminal) {
      await send({ cmd: 'close', match: match.match });
      match = await send({ cmd: 'new', game: 'santorini', seed: seed++ });
      legal = match.legal;
    } else legal = step.legal;
  }
  const perSecond = (steps * 1000) / (performance.now() - started);
  const perEngineCpuSecond = steps / (cpuSeconds() - cpuStart);
  close();
  return { perSecond, perEngineCpuSecond, steps };
}

/** Steps per second of {@link BATCH} matches stepped in one `batch` line. */
async function batched(): Promise<Run> {
  const { send, cpuSeconds, close } = engine();
  let seed = 0;
  const matches: { id: number; legal: number[] }[] = [];
  for (let index = 0; index < BATCH; index++) {
    const created = await send({ cmd: 'new', game: 'santorini', seed: seed++ });
    matches.push({ id: created.match, legal: created.legal });
  }
  let steps = 0;
  const cpuStart = cpuSeconds();
  const started = performance.now();
  while (performance.now() - started < DURATION_MS) {
    const answer = await send({ cmd: 'batch', steps: matches.map((match) => ({ match: match.id, action: pick(match.legal) })) });
    for (let index = 0; index < BATCH; index++) {
      const result = answer.results[index];
      if (!result.ok) throw new Error(JSON.stringify(result));
      steps++;
      if (result.terminal) {
        await send({ cmd: 'close', match: matches[index]!.id });
        const created = await send({ cmd: 'new', game: 'santorini', seed: seed++ });
        matches[index] = { id: created.match, legal: created.legal };
      } else matches[index]!.legal = result.legal;
    }
  }
  const perSecond = (steps * 1000) / (performance.now() - started);
  const perEngineCpuSecond = steps / (cpuSeconds() - cpuStart);
  close();
  return { perSecond, perEngineCpuSecond, steps };
}

const start = unwrap(santorini.setup({ players: 2 }));
const inProcess = measureThroughput(() => playout(santorini, start, randomPolicy, rng).plies, { durationMs: DURATION_MS, warmupMs: 500 });
const inProcessSteps = inProcess.total / (inProcess.elapsedMs / 1000);
const one = await single();
const many = await batched();

const figures: BenchmarkFigure[] = [
  { package: PACKAGE, name: 'santorini random steps in process (legalMoves + play)', value: inProcessSteps, unit: 'steps/s', details: { steps: inProcess.total, perCpuSecond: inProcess.total / (inProcess.cpuMs / 1000) } },
  { package: PACKAGE, name: 'santorini steps through games engine, one match per line', value: one.perSecond, unit: 'steps/s', details: { steps: one.steps, perEngineCpuSecond: one.perEngineCpuSecond, ofInProcess: one.perSecond / inProcessSteps } },
  { package: PACKAGE, name: `santorini steps through games engine, ${BATCH} matches per batch line`, value: many.perSecond, unit: 'steps/s', details: { steps: many.steps, perEngineCpuSecond: many.perEngineCpuSecond, ofInProcess: many.perSecond / inProcessSteps, goal: 10_000 } },
];
reportBenchmarks(figures);
