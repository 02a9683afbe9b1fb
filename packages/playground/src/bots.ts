import type { BotRequest as SessionBotRequest, RuleError } from '@games/core';
import type { BotAnswer, BotRequest } from './bot-protocol.js';

/** The page's side of the bot worker: one question at a time; a cancelled question stops the worker. */
export class BotClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: { id: number; resolve: (answer: BotAnswer | null) => void } | null = null;

  /** Asks for a move; resolves `null` when cancelled. */
  ask(request: SessionBotRequest): Promise<{ ok: true; notation: string } | { ok: false; error: RuleError } | null> {
    this.cancel();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending = { id, resolve };
      worker.postMessage({ id, request } satisfies BotRequest);
    });
  }

  /** True while a question waits for its answer. */
  get thinking(): boolean {
    return this.pending !== null;
  }

  /** Drops the question in progress (a search that may run long is stopped with its worker). */
  cancel(): void {
    if (this.pending === null) return;
    const { resolve } = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    resolve(null);
  }

  /** Stops the worker. */
  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker;
    const worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module', name: 'bots' });
    worker.onmessage = (event: MessageEvent<BotAnswer>) => {
      const answer = event.data;
      if (this.pending === null || this.pending.id !== answer.id) return;
      const { resolve } = this.pending;
      this.pending = null;
      resolve(answer);
    };
    worker.onerror = (event) => {
      if (this.pending === null) return;
      const { id, resolve } = this.pending;
      this.pending = null;
      this.worker?.terminate();
      this.worker = null;
      resolve({ id, ok: false, error: { code: 'bot-failed', message: event.message || 'the bot worker failed' } });
    };
    this.worker = worker;
    return worker;
  }
}
