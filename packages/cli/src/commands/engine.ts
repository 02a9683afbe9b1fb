/**
 * `games engine`: the JSON-lines protocol over standard input and output (see
 * `docs/guides/engine-protocol.md`), for programs in any language: one request per line, one
 * answer per line, in order, until `quit` or the end of input. With `--binary`, requests and
 * answers are binary frames instead (JSON frames for every command, and the vectors' step and
 * reset frames with flat little-endian arrays).
 *
 * @module
 */
import type { Io } from '../io.js';
import { answerFrame, FrameReader, jsonFrame, LITTLE_ENDIAN, type FramedAnswer } from './engine/frames.js';
import { ENGINE_LIMITS, EngineError, EngineProtocol } from './engine/protocol.js';

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

/**
 * Raw bytes in and out, for `games engine --binary`: the `bytes` of the program context.
 *
 * @group Program
 */
export interface ByteStreams {
  /** The request bytes (standard input). */
  readonly input: AsyncIterable<Uint8Array | string>;
  /**
   * Writes answer bytes (standard output) and calls `written` once they are written out (their
   * memory may then be reused); false asks to wait for {@link ByteStreams.drained}.
   */
  write(bytes: Uint8Array, written?: () => void): boolean;
  /** Resolves once the output takes more after `write` returned false. */
  drained(): Promise<void>;
}

/**
 * Runs the protocol in binary frames until `quit` or the end of input; resolves to the exit
 * status (1 on a big-endian machine, whose typed arrays are not the frames' byte order).
 */
export async function runBinaryEngine(streams: ByteStreams, io: Io): Promise<number> {
  if (!LITTLE_ENDIAN) {
    io.err('games engine --binary: frames are little-endian and this machine is not; use the lines protocol\n');
    return 1;
  }
  const protocol = new EngineProtocol();
  const reader = new FrameReader();
  const send = async ({ frames, release }: FramedAnswer): Promise<void> => {
    let open = true;
    frames.forEach((frame, index) => {
      open = streams.write(frame, index === frames.length - 1 ? release : undefined) && open;
    });
    if (!open) await streams.drained();
  };
  for await (const chunk of streams.input) {
    reader.push(typeof chunk === 'string' ? new TextEncoder().encode(chunk) : chunk);
    for (let body = reader.next(); body !== null; body = reader.next()) {
      if ('tooLong' in body) await send({ frames: [jsonFrame(JSON.stringify({ ok: false, error: { code: EngineError.frameTooLong, message: `a request frame has at most ${ENGINE_LIMITS.lineLength} bytes, this one ${body.tooLong}` } }))] });
      else await send(answerFrame(protocol, body));
      if (protocol.done) return 0;
    }
  }
  return 0;
}
