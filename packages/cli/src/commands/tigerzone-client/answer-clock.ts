/** How many recent answers the clock learns its delays from. */
const WINDOW = 24;
/** The least time kept back for a search to come back after its budget ends. */
const MIN_OVERRUN_MS = 25;

function largest(samples: readonly number[]): number {
  return samples.reduce((most, sample) => Math.max(most, sample), 0);
}

/**
 * The timing of a tournament client's answers. Each prompt gets a deadline from its arrival: the
 * server's limit less the margin and less the lateness this machine has shown (a timer that fired
 * late, a busy event loop). The search gets what is left before the deadline, less how far
 * searches have run past their budgets. Both delays are the largest of the last answers, so a
 * busy machine makes the client more careful at once and a calm one lets it think longer again.
 * It also keeps every answer's time from the prompt's arrival, for the client's report and bench.
 *
 * @group TigerZone tournament
 */
export class AnswerClock {
  private readonly lateness: number[] = [];
  private readonly overruns: number[] = [];
  private readonly times: number[] = [];

  /** @param marginMs milliseconds kept back from the server's limit (the send and the server's own clock) */
  constructor(readonly marginMs: number) {}

  /** The `performance.now()` by which the answer to a prompt that arrived at `arrival` with a limit of `limitMs` is sent. */
  deadline(arrival: number, limitMs: number): number {
    return arrival + limitMs - this.marginMs - largest(this.lateness);
  }

  /** The milliseconds a search may take from `now` to be back before `deadline` (at least 1). */
  budget(deadline: number, now: number): number {
    return Math.max(1, Math.floor(deadline - now - Math.max(MIN_OVERRUN_MS, largest(this.overruns))));
  }

  /** A search given `budgetMs` from `started` came back at `returned`: learns how far searches overrun. */
  searched(started: number, budgetMs: number, returned: number): void {
    this.learn(this.overruns, returned - started - budgetMs);
  }

  /** Something planned for `planned` happened at `happened` (a deadline's timer, a send): learns the machine's lateness. */
  late(planned: number, happened: number): void {
    this.learn(this.lateness, happened - planned);
  }

  /** An answer to a prompt that arrived at `arrival` was sent at `sent`. */
  answered(arrival: number, sent: number): void {
    this.times.push(sent - arrival);
  }

  /** The answers' times so far: how many, the median, the 99th percentile and the largest, in milliseconds. */
  summary(): { answers: number; median: number; p99: number; max: number } {
    const sorted = [...this.times].sort((a, b) => a - b);
    const at = (fraction: number): number => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
    return { answers: sorted.length, median: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 };
  }

  private learn(samples: number[], value: number): void {
    samples.push(Math.max(0, value));
    if (samples.length > WINDOW) samples.shift();
  }
}
