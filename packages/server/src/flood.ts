/** What to do with a client's message: take it, refuse it (`warn` once a second), or disconnect. */
export type FloodVerdict = 'take' | 'warn' | 'drop' | 'disconnect';

interface Window {
  endsAt: number;
  count: number;
  warned: boolean;
}

/**
 * Counts each client's messages per one-second window: up to `limit` are taken, the next ones
 * refused (`warn` for the first of them, `drop` after), and more than four times `limit`
 * disconnects the client.
 */
export class FloodGuard {
  private readonly windows = new Map<string, Window>();

  /** @param limit - messages a client may send in a second */
  constructor(private readonly limit: number) {}

  /** Counts one message of client `id` at `now` (milliseconds) and says what to do with it. */
  count(id: string, now = Date.now()): FloodVerdict {
    let window = this.windows.get(id);
    if (window === undefined || now >= window.endsAt) {
      window = { endsAt: now + 1000, count: 0, warned: false };
      this.windows.set(id, window);
    }
    window.count++;
    if (window.count <= this.limit) return 'take';
    if (window.count > this.limit * 4) return 'disconnect';
    if (window.warned) return 'drop';
    window.warned = true;
    return 'warn';
  }

  /** Forgets a client that left. */
  forget(id: string): void {
    this.windows.delete(id);
  }
}
