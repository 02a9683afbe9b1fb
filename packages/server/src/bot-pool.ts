import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { err, type Result } from '@games/core';
import type { BotTask } from './bot-worker.js';

/**
 * One bot move to choose: in a worker thread when `task` is given and the pool has threads,
 * otherwise with `local` in the main thread.
 *
 * @group Bots
 */
export interface BotJob {
  /** The room asking: its share of the threads and its place in the queue follow from it. */
  room: string;
  /** What a worker thread needs (a default engine's id and the session's bot request), or `null` for a bot only the main thread knows (a registered one, a user's game). */
  task: BotTask | null;
  /** Chooses the move in the main thread. */
  local: () => Result<string>;
}

/**
 * The bot threads of a server, shared fairly by its rooms: each room has at most `share` moves
 * being chosen at once, and a free thread takes the waiting move of the room that has used the
 * least bot time so far, so a room of heavy bots cannot make a light room wait behind its queue.
 *
 * @group Bots
 */
export interface BotPool {
  /** Chooses a move (its notation); refused with `room-closed` if the room is forgotten while it waits. */
  choose(job: BotJob): Promise<Result<string>>;
  /** Drops a room's waiting moves (its bots stop) and forgets its usage. */
  forget(room: string): void;
  /** Moves waiting for a thread. */
  readonly queued: number;
  /** Moves being chosen now. */
  readonly running: number;
  /** Whether bots of the five engines think in worker threads. */
  readonly workers: boolean;
  /** Stops the worker threads. */
  close(): Promise<void>;
}

/**
 * Settings of {@link createBotPool}.
 *
 * @group Bots
 */
export interface BotPoolOptions {
  /** Worker threads (0: every bot thinks in the main thread, one move at a time). */
  threads: number;
  /** The most moves of one room chosen at once. */
  share: number;
  /** Told when a worker fails (that move is then chosen in the main thread). */
  onWorkerError?: (message: string) => void;
}

interface Waiting {
  job: BotJob;
  resolve: (result: Result<string>) => void;
}

function workerScript(): string | null {
  try {
    const file = fileURLToPath(new URL('./bot-worker.js', import.meta.url));
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * A {@link BotPool}: worker threads (`piscina`) for the five engines when the package is built,
 * the main thread otherwise (one move at a time, each bounded by its time budget).
 *
 * @group Bots
 */
export function createBotPool({ threads, share, onWorkerError }: BotPoolOptions): BotPool {
  const script = threads > 0 ? workerScript() : null;
  const piscina = script === null ? null : new Piscina({ filename: script, minThreads: 0, maxThreads: threads, idleTimeout: 30_000 });
  const capacity = piscina === null ? 1 : threads;
  const waiting: Waiting[] = [];
  const usage = new Map<string, number>();
  const busy = new Map<string, number>();
  let running = 0;

  const pick = (): number => {
    let best = -1;
    for (let index = 0; index < waiting.length; index++) {
      const room = waiting[index]!.job.room;
      if ((busy.get(room) ?? 0) >= share) continue;
      if (best < 0 || (usage.get(room) ?? 0) < (usage.get(waiting[best]!.job.room) ?? 0)) best = index;
    }
    return best;
  };
  const run = async (job: BotJob): Promise<Result<string>> => {
    if (piscina !== null && job.task !== null) {
      try {
        return (await piscina.run(job.task)) as Result<string>;
      } catch (thrown) {
        onWorkerError?.(String(thrown));
      }
    }
    // the main thread: let the event loop answer everything waiting first
    await new Promise((resolve) => setImmediate(resolve));
    try {
      return job.local();
    } catch (thrown) {
      return err('bot-failed', `the bot threw: ${String(thrown)}`);
    }
  };
  const pump = (): void => {
    while (running < capacity) {
      const index = pick();
      if (index < 0) return;
      const [{ job, resolve }] = waiting.splice(index, 1) as [Waiting];
      running++;
      busy.set(job.room, (busy.get(job.room) ?? 0) + 1);
      const started = performance.now();
      void run(job).then((result) => {
        running--;
        busy.set(job.room, (busy.get(job.room) ?? 1) - 1);
        if (usage.has(job.room)) usage.set(job.room, usage.get(job.room)! + performance.now() - started);
        resolve(result);
        // pick the next move once the room that just got its answer has asked for its next one
        setImmediate(pump);
      });
    }
  };
  return {
    choose(job) {
      if (!usage.has(job.room)) usage.set(job.room, 0);
      return new Promise((resolve) => {
        waiting.push({ job, resolve });
        pump();
      });
    },
    forget(room) {
      for (let index = waiting.length - 1; index >= 0; index--) {
        if (waiting[index]!.job.room !== room) continue;
        const [dropped] = waiting.splice(index, 1);
        dropped!.resolve(err('room-closed', 'the room closed before its bot moved'));
      }
      usage.delete(room);
    },
    get queued() {
      return waiting.length;
    },
    get running() {
      return running;
    },
    workers: piscina !== null,
    async close() {
      for (const { resolve } of waiting.splice(0)) resolve(err('room-closed', 'the server stopped'));
      await piscina?.destroy();
    },
  };
}
