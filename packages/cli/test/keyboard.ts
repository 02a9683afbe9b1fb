import type { Io } from '../src/index.js';

/**
 * An {@link Io} for tests of programs that read at all times: lines are typed by the test when
 * it wants (`type`), output is collected, Ctrl-C is `interrupt()`. `reading` says whether the
 * program waits for a line now.
 */
export interface Keyboard extends Io {
  output: string;
  type(line: string): void;
  /** Ends the input (Ctrl-D). */
  end(): void;
  interrupt(): void;
  readonly reading: boolean;
  /** Called after every write, with what was written and the whole output so far. */
  onOutput?: (text: string, output: string) => void;
}

export function keyboard(): Keyboard {
  const typed: (string | null)[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  const listeners = new Set<() => void>();
  const give = (line: string | null): void => {
    if (waiting === null) typed.push(line);
    else {
      const resolve = waiting;
      waiting = null;
      resolve(line);
    }
  };
  const io: Keyboard = {
    output: '',
    out(text) {
      io.output += text;
      io.onOutput?.(text, io.output);
    },
    err(text) {
      io.output += text;
    },
    readLine() {
      if (typed.length > 0) return Promise.resolve(typed.shift()!);
      return new Promise((resolve) => (waiting = resolve));
    },
    isTerminal: false,
    type: (line) => give(line),
    end: () => give(null),
    interrupt() {
      if (waiting !== null) give(null);
      for (const listener of [...listeners]) listener();
    },
    get reading() {
      return waiting !== null;
    },
    onInterrupt(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return io;
}

/** Waits until `check` holds, polling every 10 ms, at most 20 s (then throws with `shown()`). */
export async function until(check: () => boolean, what: string, shown: () => string = () => ''): Promise<void> {
  const end = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${shown()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * A player at the keyboard who, whenever it is told "Your turn.", asks for `moves` and types the
 * first one listed.
 */
export function autoPlayer(): Keyboard {
  const io = keyboard();
  let asked = false;
  io.onOutput = (text) => {
    if (asked && !text.endsWith('> ')) {
      // the answer to `moves`: the legal moves, comma-separated
      asked = false;
      const move = text.trim().split(', ')[0]!;
      queueMicrotask(() => io.type(move));
    } else if (text.includes('Your turn.')) {
      asked = true;
      queueMicrotask(() => io.type('moves'));
    }
  };
  return io;
}
