#!/usr/bin/env node
import { streamIo } from './io.js';
import { runProgram } from './program.js';

const io = streamIo(process.stdin, process.stdout, process.stderr);
const status = await runProgram(process.argv.slice(2), { io, workerUrl: new URL('./worker.js', import.meta.url) });
io.close?.();
process.exitCode = status;
