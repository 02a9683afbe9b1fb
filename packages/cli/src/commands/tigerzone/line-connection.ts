import type { Socket } from 'node:net';
import { LineSplitter } from '@games/tigerzone';

/**
 * What waiting for a line of a TigerZone connection gave: a line, nothing within the time
 * (`timeout`), the peer gone (`closed`), or the connection dropped for abuse (`too-long`: a line
 * over the limit; `flood`: more unread lines than the limit).
 *
 * @group TigerZone tournament
 */
export type LineEvent = { kind: 'line'; text: string } | { kind: 'timeout' } | { kind: 'closed' } | { kind: 'too-long' } | { kind: 'flood' };

/**
 * Limits of a {@link LineConnection}.
 *
 * @group TigerZone tournament
 */
export interface LineLimits {
  /** The longest line read (default the protocol's `MAX_LINE_LENGTH`). */
  maxLine?: number;
  /** The most lines held unread; one more ends the connection as a flood (default 64). */
  maxQueued?: number;
  /** The line ending written: `\r\n` (the server) or `\n` (default `\r\n`). */
  ending?: string;
}

/**
 * A TCP connection read as protocol lines (LF or CRLF) and written in lines, with bounded line
 * length and queue: a peer that sends an endless line or floods is cut off (`too-long`, `flood`),
 * never buffered without limit. Every wait has a timeout, so a silent peer cannot stall the reader.
 *
 * @group TigerZone tournament
 */
export class LineConnection {
  private readonly splitter: LineSplitter;
  private readonly queue: string[] = [];
  /** When each queued line arrived (`performance.now()`), in step with `queue`. */
  private readonly arrivals: number[] = [];
  private lastArrival = 0;
  private readonly maxQueued: number;
  private readonly ending: string;
  private waiter: ((event: LineEvent) => void) | null = null;
  private ended: LineEvent | null = null;

  constructor(
    readonly socket: Socket,
    limits: LineLimits = {},
  ) {
    this.splitter = new LineSplitter(limits.maxLine);
    this.maxQueued = limits.maxQueued ?? 64;
    this.ending = limits.ending ?? '\r\n';
    socket.setEncoding('utf8');
    socket.setNoDelay(true);
    socket.on('data', (chunk: string) => this.receive(chunk));
    socket.on('error', () => this.finish({ kind: 'closed' }));
    socket.on('close', () => this.finish({ kind: 'closed' }));
    socket.on('end', () => this.finish({ kind: 'closed' }));
  }

  /** Whether the connection is still open for reading and writing. */
  get open(): boolean {
    return this.ended === null;
  }

  /** Why the connection ended (`closed`, `too-long`, `flood`), or null while it is open. */
  get endedBy(): LineEvent['kind'] | null {
    return this.ended?.kind ?? null;
  }

  private receive(chunk: string): void {
    if (this.ended !== null) return;
    const { lines, error } = this.splitter.push(chunk);
    const now = performance.now();
    this.queue.push(...lines);
    for (let index = 0; index < lines.length; index++) this.arrivals.push(now);
    if (error !== null) return this.abort({ kind: 'too-long' });
    if (this.queue.length > this.maxQueued) return this.abort({ kind: 'flood' });
    this.deliver();
  }

  private deliver(): void {
    if (this.waiter === null) return;
    const line = this.take();
    if (line !== undefined) {
      const waiter = this.waiter;
      this.waiter = null;
      waiter({ kind: 'line', text: line });
    } else if (this.ended !== null) {
      const waiter = this.waiter;
      this.waiter = null;
      waiter(this.ended);
    }
  }

  /** The next queued line, noting when it arrived. */
  private take(): string | undefined {
    const line = this.queue.shift();
    if (line !== undefined) this.lastArrival = this.arrivals.shift() ?? performance.now();
    return line;
  }

  /**
   * When the line most recently returned by {@link nextLine} arrived (`performance.now()` as its
   * bytes were read from the socket): the start of a move's clock, however long the line waited.
   */
  get lastLineArrival(): number {
    return this.lastArrival;
  }

  private abort(event: LineEvent): void {
    this.queue.length = 0;
    this.arrivals.length = 0;
    this.finish(event);
    this.socket.destroy();
  }

  private finish(event: LineEvent): void {
    if (this.ended === null) this.ended = event;
    this.deliver();
  }

  /** Lines received and not read yet. */
  get queued(): number {
    return this.queue.length;
  }

  /** Whether a line received and not read yet passes `test` (a look ahead: nothing is read). */
  hasQueued(test: (line: string) => boolean): boolean {
    return this.queue.some(test);
  }

  /** Drops the lines received and not read yet (stale answers); returns how many. */
  discardQueued(): number {
    const count = this.queue.length;
    this.queue.length = 0;
    this.arrivals.length = 0;
    return count;
  }

  /**
   * The next line, or `timeout` after `timeoutMs`, or how the connection ended. A line that was
   * already received when the time runs out still counts: the check comes after one more turn of
   * the event loop's I/O (so a busy process does not forfeit a peer that answered in time).
   */
  nextLine(timeoutMs: number): Promise<LineEvent> {
    if (this.waiter !== null) return Promise.reject(new Error('LineConnection: one reader at a time'));
    const line = this.take();
    if (line !== undefined) return Promise.resolve({ kind: 'line', text: line });
    if (this.ended !== null) return Promise.resolve(this.ended);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        setImmediate(() => {
          if (this.waiter !== settle) return;
          this.waiter = null;
          resolve({ kind: 'timeout' });
        });
      }, timeoutMs);
      const settle = (event: LineEvent): void => {
        clearTimeout(timer);
        resolve(event);
      };
      this.waiter = settle;
    });
  }

  /** Writes one line with the connection's line ending (nothing once it has ended). */
  send(line: string): void {
    if (this.ended !== null || this.socket.destroyed) return;
    this.socket.write(`${line}${this.ending}`);
  }

  /** Ends the connection after what was written has been sent. */
  close(): void {
    this.finish({ kind: 'closed' });
    this.socket.end();
    setTimeout(() => this.socket.destroy(), 1000).unref();
  }
}
