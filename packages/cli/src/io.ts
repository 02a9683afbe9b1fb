import { clearLine, createInterface, cursorTo, type Interface } from 'node:readline';
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
  /**
   * Reads the next line of standard input, or `null` at its end (and on Ctrl-C). The text after
   * the last line break written with {@link Io.out} is the prompt: on a terminal the line is
   * edited after it, with the arrow keys and a history of earlier lines.
   */
  readLine(): Promise<string | null>;
  /** Whether standard output is a terminal (progress bars and colour only then). */
  readonly isTerminal: boolean;
  /** Releases standard input so that the process can exit (stream-backed Io only). */
  close?(): void;
  /**
   * Calls `listener` when the person at the keyboard presses Ctrl-C, until the returned function
   * is called. A command that listens decides how to end (local play writes its record first);
   * with nobody listening, Ctrl-C ends a pending {@link Io.readLine} with `null`, or else the
   * program.
   */
  onInterrupt?(listener: () => void): () => void;
}

/**
 * Settings of {@link streamIo}.
 *
 * @group Program
 */
export interface StreamIoSettings {
  /**
   * The process, to catch SIGINT while somebody listens for Ctrl-C or a line is being read (the
   * rest of the time Ctrl-C ends the program at once, as usual). Without it, Ctrl-C is caught
   * only while a line is edited on a terminal.
   */
  signals?: { on(event: 'SIGINT', listener: () => void): unknown; off(event: 'SIGINT', listener: () => void): unknown };
  /** How many earlier lines the arrow keys recall (default 200). */
  historySize?: number;
}

/**
 * An {@link Io} over Node streams. When both input and output are terminals, lines are read with
 * node:readline's line editing (arrow keys, Home/End, Ctrl-W, ...) and history (Up/Down), the
 * prompt stays on screen while a line is edited, text written while a line is being typed
 * appears above it (the typed text is kept), and Ctrl-C is reported to
 * {@link Io.onInterrupt} listeners. The terminal is in raw mode only while a line is read, so
 * that between reads Ctrl-C is a signal (caught with `settings.signals` while somebody listens,
 * else the usual end of the program). `interrupt()` does what Ctrl-C does.
 *
 * @group Program
 */
export function streamIo(
  input: Readable & { isTTY?: boolean },
  output: Writable & { isTTY?: boolean },
  error: Writable,
  settings: StreamIoSettings = {},
): Io & { interrupt(): void } {
  const terminal = input.isTTY === true && output.isTTY === true;
  let reader: Interface | null = null;
  /** Lines typed ahead, before anybody asked for them. */
  const typed: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let ended = false;
  /** What is on the screen after the last line break: the prompt of the next read. */
  let tail = '';
  const listeners = new Set<() => void>();
  let catching = false;

  /** Raw mode (keys one by one, Ctrl-C as a key) only while a line is edited. */
  const raw = (on: boolean): void => {
    const tty = input as Readable & { setRawMode?: (mode: boolean) => void };
    if (terminal && reader !== null) tty.setRawMode?.(on);
  };
  const interrupt = (): void => {
    if (tail !== '') output.write('\n');
    tail = '';
    answer(null);
    for (const listener of [...listeners]) listener();
  };
  /** SIGINT is caught while somebody listens for Ctrl-C or a line is read. */
  function catchSignal(): void {
    const wanted = listeners.size > 0 || waiting !== null;
    if (settings.signals === undefined || wanted === catching) return;
    catching = wanted;
    if (wanted) settings.signals.on('SIGINT', interrupt);
    else settings.signals.off('SIGINT', interrupt);
  }
  function answer(line: string | null): void {
    const resolve = waiting;
    waiting = null;
    if (resolve !== null) raw(false);
    catchSignal();
    resolve?.(line);
  }
  /**
   * Text arriving while a line is typed on a terminal: clears the prompt line, prints the text,
   * then draws the prompt and the typed text again with the cursor where it was. False when no
   * line is being typed (the caller writes the text as it is).
   */
  const above = (stream: Writable, text: string): boolean => {
    if (!terminal || reader === null || waiting === null) return false;
    clearLine(output, 0);
    cursorTo(output, 0);
    stream.write(text.endsWith('\n') ? text : `${text}\n`);
    reader.prompt(true);
    return true;
  };
  const open = (): Interface => {
    if (reader !== null) return reader;
    const created = createInterface({
      input,
      ...(terminal ? { output, terminal: true, historySize: settings.historySize ?? 200, removeHistoryDuplicates: true } : { terminal: false }),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    created.on('line', (line) => {
      tail = '';
      if (waiting !== null) answer(line);
      else typed.push(line);
    });
    created.on('close', () => {
      ended = true;
      answer(null);
    });
    created.on('SIGINT', () => {
      output.write('^C');
      tail = '^C';
      interrupt();
    });
    reader = created;
    return created;
  };

  return {
    out(text) {
      if (above(output, text)) return;
      output.write(text);
      const at = text.lastIndexOf('\n');
      tail = at < 0 ? tail + text : text.slice(at + 1);
    },
    err(text) {
      if (!above(error, text)) error.write(text);
    },
    readLine() {
      if (typed.length > 0) return Promise.resolve(typed.shift()!);
      if (ended) return Promise.resolve(null);
      const lines = open();
      if (terminal) {
        // The prompt is on the screen already: readline learns it, to redraw it when the line is edited.
        lines.setPrompt(tail);
        lines.resume();
      }
      return new Promise((resolve) => {
        answer(null);
        waiting = resolve;
        raw(true);
        catchSignal();
      });
    },
    isTerminal: output.isTTY === true,
    close() {
      answer(null);
      listeners.clear();
      catchSignal();
      reader?.close();
      reader = null;
      if ('pause' in input && typeof input.pause === 'function') input.pause();
    },
    onInterrupt(listener) {
      listeners.add(listener);
      catchSignal();
      return () => {
        listeners.delete(listener);
        catchSignal();
      };
    },
    interrupt,
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
