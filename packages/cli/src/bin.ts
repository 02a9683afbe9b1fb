#!/usr/bin/env node
import { streamIo } from './io.js';
import { runProgram } from './program.js';

// A closed pipe (`games demo | head`) ends the program quietly: nobody is reading any more.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
}

// Ctrl-C is caught only while a command listens for it (local play writes its record) or a line
// is read; otherwise it ends the program at once.
const io = streamIo(process.stdin, process.stdout, process.stderr, { signals: process });
// `games engine --binary` reads and writes bytes: standard input is then never read as lines.
const bytes = {
  input: process.stdin,
  write: (data: Uint8Array, written?: () => void): boolean => process.stdout.write(data, written === undefined ? undefined : (error) => error == null && written()),
  drained: (): Promise<void> => new Promise<void>((resolve) => process.stdout.once('drain', () => resolve())),
};
const status = await runProgram(process.argv.slice(2), { io, workerUrl: new URL('./worker.js', import.meta.url), bytes });
io.close?.();
process.exitCode = status;
