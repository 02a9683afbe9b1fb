/**
 * The question-and-answer loop of the console program: print a prompt, read a line, check it
 * with one of `@games/yunnori`'s console readers, and on a wrong entry print the reader's
 * one-line reason and ask again.
 *
 * @module
 */
import type { Result } from '@games/core';
import type { Io } from '../../io.js';

/** Thrown when standard input ends at a prompt: the program stops cleanly (exit status 0). */
export class InputEnded extends Error {
  constructor() {
    super('input ended');
    this.name = 'InputEnded';
  }
}

/** The console of the program: printing and asking. */
export interface Dialog {
  /** Prints text as it is (the caller adds the newlines). */
  say(text: string): void;
  /** Prints one line of text and its newline. */
  line(text: string): void;
  /** Reports a problem on standard error (a data file that cannot be read, a broken line). */
  warn(text: string): void;
  /** Prints `prompt` and returns the line typed, as typed. Throws {@link InputEnded} at the end of input. */
  answer(prompt: string): Promise<string>;
  /**
   * Prints `prompt`, reads a line and checks it with `read`; a refused answer prints the
   * reason (the error message) on its own line and asks again with the same prompt.
   * Throws {@link InputEnded} at the end of input.
   */
  ask<T>(prompt: string, read: (text: string) => Result<T>): Promise<T>;
}

/** A {@link Dialog} over the program's {@link Io}. */
export function createDialog(io: Io): Dialog {
  const answer = async (prompt: string): Promise<string> => {
    io.out(prompt);
    const text = await io.readLine();
    if (text === null) throw new InputEnded();
    return text;
  };
  return {
    say: (text) => io.out(text),
    line: (text) => io.out(`${text}\n`),
    warn: (text) => io.err(`yunnori-classic: ${text}\n`),
    answer,
    async ask<T>(prompt: string, read: (text: string) => Result<T>): Promise<T> {
      for (;;) {
        const checked = read(await answer(prompt));
        if (checked.ok) return checked.value;
        io.out(`${checked.error.message}\n`);
      }
    },
  };
}
