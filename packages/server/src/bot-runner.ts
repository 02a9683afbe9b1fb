import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { err, ok, type AnyGame, type Result, type Rng } from '@games/core';
import { botFor, type BotSpec } from './bots.js';
import { defaultGames } from './games.js';
import type { SearchAnswer, SearchTask } from './mcts-worker.js';

/**
 * Chooses bot moves for rooms. MCTS searches of the default engines run in a pool of worker
 * threads (when the built worker script is there), so a search never holds up other rooms;
 * other bots, MCTS for a user's own game, and a search whose worker failed, run in the room's
 * thread with the time budget as a hard limit, so a room blocks the others for at most that long.
 *
 * @group Bots
 */
export interface BotRunner {
  /** The chosen move's notation for the seat acting in `state` (the seat's `rng` advances). */
  choose(game: AnyGame, state: unknown, spec: BotSpec, rng: Rng): Promise<Result<string>>;
  /** Whether MCTS of the default engines runs in worker threads. */
  readonly workers: boolean;
  /** Stops the worker threads. */
  close(): Promise<void>;
}

/**
 * Settings of {@link createBotRunner}.
 *
 * @group Bots
 */
export interface BotRunnerOptions {
  /** Time budget of one bot move in milliseconds (MCTS stops at `mcts:N` iterations or this, whichever comes first). */
  milliseconds: number;
  /** Worker threads for MCTS searches (0: search in the room's thread). */
  threads: number;
  /** Told when a worker fails (the search then runs in the room's thread). */
  onWorkerError?: (message: string) => void;
}

function workerScript(): string | null {
  try {
    const file = fileURLToPath(new URL('./mcts-worker.js', import.meta.url));
    return existsSync(file) ? file : null;
  } catch {
    return null;
  }
}

/**
 * A {@link BotRunner}: worker threads for MCTS of the default engines when built, in-thread otherwise.
 *
 * @group Bots
 */
export function createBotRunner({ milliseconds, threads, onWorkerError }: BotRunnerOptions): BotRunner {
  const script = threads > 0 ? workerScript() : null;
  const pool = script === null ? null : new Piscina({ filename: script, minThreads: 0, maxThreads: threads, idleTimeout: 30_000 });
  const known = new Set<AnyGame>(defaultGames());
  return {
    workers: pool !== null,
    async choose(game, state, spec, rng) {
      if (pool !== null && spec.kind === 'mcts' && known.has(game)) {
        const task: SearchTask = { game: game.id, state, iterations: spec.iterations, milliseconds, rng };
        let answer: SearchAnswer;
        try {
          answer = (await pool.run(task)) as SearchAnswer;
        } catch (thrown) {
          // a worker that cannot start or crashed: search in this thread instead (time-boxed as always)
          answer = { ok: false, message: String(thrown) };
          onWorkerError?.(answer.message);
        }
        if (answer.ok) {
          for (let word = 0; word < 4; word++) rng.state[word] = answer.rng.state[word]!;
          return ok(answer.notation);
        }
      }
      try {
        const chosen = botFor(game, spec, milliseconds).chooseMove(state, rng);
        return chosen.ok ? ok(game.formatMove(chosen.value)) : err('bot-failed', chosen.error.message);
      } catch (thrown) {
        return err('bot-failed', `the bot threw: ${String(thrown)}`);
      }
    },
    async close() {
      await pool?.destroy();
    },
  };
}
