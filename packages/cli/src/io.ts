import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

/**
 * Where a command reads and writes: the process's streams in the `games` binary, in-memory
 * streams in tests. Every command writes only through this, so its output can be compared
 * with a transcript.
 *
 * @group Program
 */
export interface Io {
  /** Writes text to standard output. */
  out(text: string): void;
  /** Writes text to standard error. */
  err(text: string): void;
  /** Reads the next line of standard input, or `null` at its end. */
  readLine(): Promise<string | null>;
  /** Whether standard output is a terminal (progress bars and colour only then). */
  readonly isTerminal: boolean;
  /** Releases standard input so that the process can exit (stream-backed Io only). */
  close?(): void;
}

/**
 * An {@link Io} over Node streams.
 *
 * @group Program
 */
export function streamIo(input: Readable, output: Writable & { isTTY?: boolean }, error: Writable): Io {
  let reader: ReturnType<typeof createInterface> | null = null;
  let lines: AsyncIterator<string> | null = null;
  return {
    out: (text) => void output.write(text),
    err: (text) => void error.write(text),
    async readLine() {
      reader ??= createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
      lines ??= reader[Symbol.asyncIterator]();
      const next = await lines.next();
      return next.done ? null : next.value;
    },
    isTerminal: output.isTTY === true,
    close() {
      reader?.close();
      reader = null;
      lines = null;
      if ('pause' in input && typeof input.pause === 'function') input.pause();
    },
  };
}

/**
 * An {@link Io} that reads the given lines and collects what is written: for tests and scripts.
 *
 * @group Program
 */
export function scriptedIo(input: string[] = []): Io & { output: string; errors: string } {
  const queue = [...input];
  const io = {
    output: '',
    errors: '',
    out(text: string) {
      io.output += text;
    },
    err(text: string) {
      io.errors += text;
    },
    readLine: () => Promise.resolve(queue.length > 0 ? (queue.shift() as string) : null),
    isTerminal: false,
  };
  return io;
}
