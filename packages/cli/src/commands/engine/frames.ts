/**
 * Binary frames of `games engine --binary`: every request and every answer is a frame, a u32
 * little-endian byte length and that many bytes of body. A body starts with its kind byte:
 * `J` (a JSON request or answer, any command of the lines protocol), `R` (reset a vector) or
 * `S` (step a vector; also the kind of a vector's answer). The guide
 * `docs/guides/engine-protocol.md` ("Binary frames") gives every layout.
 *
 * @module
 */
import { describeValue } from '@games/core/authoring';
import { ENGINE_LIMITS, EngineError, type EngineProtocol } from './protocol.js';

/** The kind byte that starts a frame's body. */
export const FrameKind = {
  /** A JSON request or answer (UTF-8), as one line of the lines protocol. */
  json: 0x4a,
  /** `R`: set every match of a vector up again. */
  reset: 0x52,
  /** `S`: step every match of a vector; also the kind of a vector's answer. */
  step: 0x53,
} as const;

/** True on a little-endian machine, whose typed arrays are already the frames' byte order. */
export const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** Splits a byte stream into frame bodies; a body longer than the limit is skipped and reported. */
export class FrameReader {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  /** Bytes still to drop of a body that was too long. */
  private skipping = 0;

  /** Adds bytes read from the stream. */
  push(chunk: Uint8Array): void {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
  }

  /**
   * The next whole frame: its body, `{ tooLong }` for a body over the limit (dropped as it
   * arrives), or `null` until more bytes come.
   */
  next(): Uint8Array | { tooLong: number } | null {
    if (this.skipping > 0) {
      const dropped = Math.min(this.skipping, this.buffered);
      this.take(dropped);
      this.skipping -= dropped;
      if (this.skipping > 0) return null;
    }
    if (this.buffered < 4) return null;
    const head = this.peek(4);
    const length = head[0]! | (head[1]! << 8) | (head[2]! << 16) | (head[3]! * 2 ** 24);
    if (length > ENGINE_LIMITS.lineLength) {
      this.take(4);
      this.skipping = length;
      return { tooLong: length };
    }
    if (this.buffered < 4 + length) return null;
    this.take(4);
    return this.take(length);
  }

  /** The first `count` buffered bytes, left in place. */
  private peek(count: number): Uint8Array {
    const joined = this.join();
    return joined.subarray(0, count);
  }

  /** Removes and returns the first `count` buffered bytes (a copy, 4-byte aligned). */
  private take(count: number): Uint8Array {
    const joined = this.join();
    const taken = new Uint8Array(count);
    taken.set(joined.subarray(0, count));
    const rest = joined.subarray(count);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }

  private join(): Uint8Array {
    if (this.chunks.length === 1) return this.chunks[0]!;
    const joined = new Uint8Array(this.buffered);
    let at = 0;
    for (const chunk of this.chunks) {
      joined.set(chunk, at);
      at += chunk.length;
    }
    this.chunks = [joined];
    return joined;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** A `J` frame (length and body) of one JSON answer. */
export function jsonFrame(text: string): Uint8Array {
  const json = encoder.encode(text);
  const frame = new Uint8Array(5 + json.length);
  new DataView(frame.buffer).setUint32(0, json.length + 1, true);
  frame[4] = FrameKind.json;
  frame.set(json, 5);
  return frame;
}

const refusal = (code: string, message: string): Uint8Array => jsonFrame(JSON.stringify({ ok: false, error: { code, message } }));

/** What to write for one request: frames, and what to call once they are written out. */
export interface FramedAnswer {
  /** The frames (length and body), in order. */
  readonly frames: Uint8Array[];
  /** Called once the frames were written out (not merely queued): their memory may be reused then. */
  readonly release?: () => void;
}

const single = (frame: Uint8Array): FramedAnswer => ({ frames: [frame] });

/**
 * Answers one request body with the frames to write: a JSON request as the lines protocol
 * answers it, a vector's `R` or `S` with its binary answer, anything else with a `bad-frame`
 * refusal (never a throw).
 */
export function answerFrame(protocol: EngineProtocol, body: Uint8Array): FramedAnswer {
  const kind = body[0];
  if (kind === FrameKind.json) return single(jsonFrame(protocol.handle(decoder.decode(body.subarray(1)))));
  if (kind !== FrameKind.reset && kind !== FrameKind.step) {
    return single(refusal(EngineError.badFrame, `a frame's body starts with J, R or S, got ${kind === undefined ? 'an empty body' : `byte ${kind}`}`));
  }
  const name = kind === FrameKind.step ? 'step' : 'reset';
  if (body.length < 8 || body.length % 4 !== 0) return single(refusal(EngineError.badFrame, `a ${name} frame is 8 + 4k bytes long, got ${body.length}`));
  const words = new Int32Array(body.buffer, body.byteOffset, body.length / 4);
  const vector = protocol.vector(words[1]!);
  if (vector === undefined) return single(refusal(EngineError.unknownVector, `no open vector ${describeValue(words[1])}`));
  const arrays = kind === FrameKind.step ? 2 : 1;
  if (words.length !== 2 + arrays * vector.count) {
    return single(refusal(EngineError.badFrame, `a ${name} frame of vector ${words[1]} (${vector.count} matches) is ${8 + 4 * arrays * vector.count} bytes long, got ${body.length}`));
  }
  const answer = kind === FrameKind.step ? vector.step(words.subarray(2, 2 + vector.count), words.subarray(2 + vector.count)) : vector.reset(words.subarray(2));
  if (!answer.ok) return single(refusal(answer.error.code, answer.error.message));
  const head = new Uint8Array(4);
  new DataView(head.buffer).setUint32(0, answer.value.body.length, true);
  return { frames: [head, answer.value.body], release: answer.value.release };
}
