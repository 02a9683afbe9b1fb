import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { streamIo } from '../src/index.js';

/** An Io over in-memory streams (not a terminal), with a stand-in for the process's signals. */
function pipes() {
  const input = new PassThrough();
  const output = new PassThrough();
  const error = new PassThrough();
  let written = '';
  output.on('data', (chunk: Buffer) => (written += chunk.toString()));
  const signals = new EventEmitter();
  const io = streamIo(input, output, error, { signals: signals as unknown as { on(event: 'SIGINT', listener: () => void): unknown; off(event: 'SIGINT', listener: () => void): unknown } });
  return { input, io, signals, written: () => written };
}

describe('streamIo', () => {
  it('reads lines typed before and after they are asked for, then null at the end of input', async () => {
    const { input, io } = pipes();
    input.write('first\nsecond\r\n');
    expect(await io.readLine()).toBe('first');
    expect(await io.readLine()).toBe('second');
    const third = io.readLine();
    input.end('third\n');
    expect(await third).toBe('third');
    expect(await io.readLine()).toBeNull();
    io.close?.();
  });

  it('Ctrl-C (SIGINT) ends a pending read with null and tells the listeners; SIGINT is caught only while someone listens or reads', async () => {
    const { io, signals } = pipes();
    expect(signals.listenerCount('SIGINT')).toBe(0);
    const pending = io.readLine();
    expect(signals.listenerCount('SIGINT')).toBe(1);
    signals.emit('SIGINT');
    expect(await pending).toBeNull();
    expect(signals.listenerCount('SIGINT')).toBe(0);

    let pressed = 0;
    const stop = io.onInterrupt!(() => pressed++);
    expect(signals.listenerCount('SIGINT')).toBe(1);
    signals.emit('SIGINT');
    expect(pressed).toBe(1);
    stop();
    expect(signals.listenerCount('SIGINT')).toBe(0);
    io.close?.();
  });

  it('writes text as it comes when no terminal is attached', () => {
    const { io, written } = pipes();
    io.out('seat 0> ');
    io.out('moves\n');
    expect(written()).toBe('seat 0> moves\n');
    io.close?.();
  });
});
