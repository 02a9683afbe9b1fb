/**
 * Cutting a byte stream into protocol lines: LF or CRLF endings, bounded line length.
 *
 * @module
 */
import type { RuleError } from '@games/core';
import { MAX_LINE_LENGTH, ProtocolError } from './messages.js';

/**
 * Splits text received in chunks into lines ending in LF or CRLF (the ending removed), as the
 * 2016 server read its clients. A line longer than `maxLength` is refused with `line-too-long`
 * and skipped up to its end, so a peer that never ends a line cannot grow memory without bound.
 *
 * @example
 * ```ts
 * import { LineSplitter } from '@games/tigerzone';
 *
 * const splitter = new LineSplitter();
 * console.log(splitter.push('HELLO!\r\nTHIS IS'));  // { lines: [ 'HELLO!' ], error: null }
 * console.log(splitter.push(' SPARTA!\n'));         // { lines: [ 'THIS IS SPARTA!' ], error: null }
 * ```
 *
 * @group Tournament protocol
 */
export class LineSplitter {
  private buffer = '';
  private skipping = false;

  /** @param maxLength the longest line accepted, ending excluded (default {@link MAX_LINE_LENGTH}). */
  constructor(readonly maxLength: number = MAX_LINE_LENGTH) {}

  /**
   * Adds received text; returns the lines it completed and, when a line was over the limit (it
   * is dropped), a `line-too-long` error.
   */
  push(chunk: string): { lines: string[]; error: RuleError | null } {
    const lines: string[] = [];
    let start = 0;
    let overflow = false;
    for (let end = chunk.indexOf('\n'); end >= 0; end = chunk.indexOf('\n', start)) {
      const piece = chunk.slice(start, end);
      start = end + 1;
      if (this.skipping) {
        this.skipping = false;
        this.buffer = '';
        continue;
      }
      let line = this.buffer + piece;
      this.buffer = '';
      if (line.endsWith('\r')) line = line.slice(0, -1);
      if (line.length > this.maxLength) overflow = true;
      else lines.push(line);
    }
    const rest = chunk.slice(start);
    if (!this.skipping) {
      if (this.buffer.length + rest.length > this.maxLength + 1) {
        this.buffer = '';
        this.skipping = true;
        overflow = true;
      } else {
        this.buffer += rest;
      }
    }
    const error = overflow ? { code: ProtocolError.lineTooLong, message: `a line is at most ${this.maxLength} characters` } : null;
    return { lines, error };
  }

  /** The text received after the last line ending (an unfinished line). */
  get unfinished(): string {
    return this.skipping ? '' : this.buffer;
  }
}
