/**
 * `games engine`: the JSON-lines protocol over standard input and output (see
 * `docs/guides/engine-protocol.md`), for programs in any language: one request per line, one
 * answer per line, in order, until `quit` or the end of input.
 *
 * @module
 */
import type { Io } from '../io.js';
import { EngineProtocol } from './engine/protocol.js';

/**
 * Runs the protocol on `io` until `quit` or the end of input; resolves to the exit status 0.
 *
 * @group Program
 */
export async function runEngine(io: Io): Promise<number> {
  const protocol = new EngineProtocol();
  for (let line = await io.readLine(); line !== null; line = await io.readLine()) {
    if (line.trim() === '') continue;
    io.out(`${protocol.handle(line)}\n`);
    if (protocol.done) break;
  }
  return 0;
}
