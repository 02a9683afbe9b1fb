/** What to do with a client's message: take it, refuse it (`warn` once a second), or disconnect. */
export type FloodVerdict = 'take' | 'warn' | 'drop' | 'disconnect';

interface Bucket {
  tokens: number;
  at: number;
  /** Refused messages, leaking away at a quarter of `rate` a second. */
  dropped: number;
  warnedAt: number;
}

/**
 * A token bucket per client: `rate` messages a second on average, with a burst of `burst` at
 * once, and one more message for every update the client was sent ({@link FloodGuard.credit}),
 * so an honest client answering every update at once never reaches it, however fast the server
 * is. A message with no token left is refused (`warn` at most once a second, `drop` otherwise).
 * Refusals are counted in a leaky count that drains at a quarter of `rate` a second, and more
 * than `4 × rate` of them disconnect the client. They are not counted in a row: a server slowed
 * down (a busy machine) refills a token between the messages of a flood, and a count reset by
 * every message taken would then never disconnect it.
 */
export class FloodGuard {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * @param rate - messages a client may send per second, on average
   * @param burst - messages a client may send at once
   */
  constructor(
    private readonly rate: number,
    private readonly burst: number,
  ) {}

  /** Counts one message of client `id` at `now` (milliseconds) and says what to do with it. */
  count(id: string, now = Date.now()): FloodVerdict {
    let bucket = this.buckets.get(id);
    if (bucket === undefined) {
      bucket = { tokens: this.burst, at: now, dropped: 0, warnedAt: -Infinity };
      this.buckets.set(id, bucket);
    }
    const seconds = Math.max(0, now - bucket.at) / 1000;
    bucket.tokens = Math.min(this.burst, bucket.tokens + seconds * this.rate);
    bucket.dropped = Math.max(0, bucket.dropped - (seconds * this.rate) / 4);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 'take';
    }
    bucket.dropped++;
    if (bucket.dropped > this.rate * 4) return 'disconnect';
    if (now - bucket.warnedAt < 1000) return 'drop';
    bucket.warnedAt = now;
    return 'warn';
  }

  /** Gives client `id` one more message: it was sent an update it may answer. */
  credit(id: string): void {
    const bucket = this.buckets.get(id);
    if (bucket !== undefined) bucket.tokens = Math.min(this.burst, bucket.tokens + 1);
  }

  /** Forgets a client that left. */
  forget(id: string): void {
    this.buckets.delete(id);
  }
}
