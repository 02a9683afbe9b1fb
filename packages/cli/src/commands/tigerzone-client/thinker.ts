import type { Result } from '@games/core';
import { Piscina } from 'piscina';
import { answerTournamentTask, type TournamentTask } from '../tigerzone/games.js';

/**
 * Where a tournament client's bot thinks. `think` resolves to the chosen move's notation (or the
 * bot's error), or to null when no answer came by `deadline` (a `performance.now()` time).
 *
 * @group TigerZone tournament
 */
export interface Thinker {
  /** Thinks about `task`; null when the answer would come after `deadline`. */
  think(task: TournamentTask, deadline: number): Promise<Result<string> | null>;
  /** Stops the thinking threads. */
  close(): Promise<void>;
}

/**
 * A thinker in this thread: the search runs to its budget, so the deadline is kept only as well as
 * the budget is (tests and programs embedding the client without the built worker use it).
 *
 * @group TigerZone tournament
 */
export function inThreadThinker(): Thinker {
  return {
    think: (task) => Promise.resolve(answerTournamentTask(task)),
    close: () => Promise.resolve(),
  };
}

/**
 * A thinker on a worker thread (the CLI's worker entry, `tigerzoneMove`): the client's thread stays
 * free, so at the deadline it answers whatever the search has done; a search still running then is
 * stopped (its thread is replaced) and `think` resolves to null.
 *
 * @group TigerZone tournament
 */
export function workerThinker(workerUrl: URL): Thinker {
  const pool = new Piscina({ filename: workerUrl.href, name: 'tigerzoneMove', minThreads: 1, maxThreads: 1, idleTimeout: 60 * 60 * 1000 });
  // load the worker's modules now, not during the first move
  void pool.run(null).catch(() => undefined);
  return {
    think(task, deadline) {
      const abort = new AbortController();
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          abort.abort();
          resolve(null);
        }, Math.max(0, deadline - performance.now()));
        pool.run(task, { signal: abort.signal }).then(
          (result: Result<string>) => {
            clearTimeout(timer);
            resolve(result);
          },
          () => {
            clearTimeout(timer);
            resolve(null);
          },
        );
      });
    },
    close: () => pool.destroy(),
  };
}
