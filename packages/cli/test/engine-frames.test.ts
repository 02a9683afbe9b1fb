import { describe, expect, it } from 'vitest';
import { runBinaryEngine, type ByteStreams } from '../src/commands/engine.js';
import { ENGINE_LIMITS, EngineProtocol } from '../src/commands/engine/protocol.js';
import { scriptedIo } from '../src/io.js';

type Answer = Record<string, any>;

/** A request frame: u32 little-endian length, then the body. */
function frame(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + body.length);
  new DataView(out.buffer).setUint32(0, body.length, true);
  out.set(body, 4);
  return out;
}
const json = (request: unknown): Uint8Array => frame(new Uint8Array([0x4a, ...new TextEncoder().encode(JSON.stringify(request))]));
/** An `R` (reset) or `S` (step) frame of vector `vector`: the kind, three zero bytes, u32 vector, then the i32 arrays. */
function vectorFrame(kind: 'R' | 'S', vector: number, ...arrays: number[][]): Uint8Array {
  const words = new Int32Array(2 + arrays.reduce((sum, list) => sum + list.length, 0));
  words[0] = kind.charCodeAt(0);
  words[1] = vector;
  words.set(arrays.flat(), 2);
  return frame(new Uint8Array(words.buffer));
}

interface VectorAnswer {
  seat: number[];
  flags: number[];
  rewards: number[];
  legal: number[][];
  observations: Float32Array[];
}

/**
 * Splits answer bytes into frames and reads each: JSON answers as objects, `S` answers by their
 * layout (byte 1: 0 dense observations, 1 sparse, whose planes are the first axis of the shape).
 */
function readAnswers(bytes: Uint8Array, seats: number, size: number, planes = 1): (Answer | VectorAnswer)[] {
  const answers: (Answer | VectorAnswer)[] = [];
  let at = 0;
  while (at < bytes.length) {
    const length = new DataView(bytes.buffer, bytes.byteOffset + at).getUint32(0, true);
    const body = bytes.slice(at + 4, at + 4 + length);
    at += 4 + length;
    if (body[0] === 0x4a) {
      answers.push(JSON.parse(new TextDecoder().decode(body.subarray(1))));
      continue;
    }
    expect(String.fromCharCode(body[0]!)).toBe('S');
    const words = new Int32Array(body.buffer);
    const floats = new Float32Array(body.buffer);
    const n = words[1]!;
    let index = 3;
    const take = (count: number): number[] => Array.from(words.subarray(index, (index += count)));
    const seat = take(n);
    const flags = take(n);
    const rewards = Array.from(floats.subarray(index, (index += n * seats)));
    const counts = take(n);
    expect(words[2]).toBe(counts.reduce((a, b) => a + b, 0));
    const legal = counts.map((count) => take(count));
    let observations: Float32Array[];
    if (body[1] === 1) {
      const fills = seat.map(() => Array.from(floats.subarray(index, (index += planes))));
      const entries = take(n);
      const total = entries.reduce((a, b) => a + b, 0);
      const places = take(total);
      const numbers = Array.from(floats.subarray(index, (index += total)));
      let entry = 0;
      observations = fills.map((fill, slot) => {
        const tensor = new Float32Array(size);
        fill.forEach((value, plane) => tensor.fill(value, (plane * size) / planes, ((plane + 1) * size) / planes));
        for (let count = 0; count < entries[slot]!; count++, entry++) tensor[places[entry]!] = numbers[entry]!;
        return tensor;
      });
    } else {
      expect(body[1]).toBe(0);
      observations = seat.map(() => floats.slice(index, (index += size)));
    }
    expect(index * 4).toBe(body.length);
    answers.push({ seat, flags, rewards, legal, observations });
  }
  return answers;
}

/** The first place where two tensors differ, or -1 (fast on big tensors, unlike a deep equality). */
function firstDifference(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return Math.min(a.length, b.length);
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return index;
  return -1;
}

/** Runs `games engine --binary` on the given input chunks; resolves to the exit status and what it wrote. */
async function run(chunks: Uint8Array[]): Promise<{ status: number; output: Uint8Array }> {
  const written: Uint8Array[] = [];
  const streams: ByteStreams = {
    input: (async function* () {
      yield* chunks;
    })(),
    write(bytes, done) {
      written.push(bytes.slice());
      done?.();
      return true;
    },
    drained: () => Promise.resolve(),
  };
  const status = await runBinaryEngine(streams, scriptedIo());
  const output = new Uint8Array(written.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of written) {
    output.set(part, at);
    at += part.length;
  }
  return { status, output };
}

/** The same input cut into pieces of 7 bytes: frames arrive split and joined anyhow. */
const shredded = (frames: Uint8Array[]): Uint8Array[] => {
  const all = new Uint8Array(frames.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of frames) {
    all.set(part, at);
    at += part.length;
  }
  const pieces: Uint8Array[] = [];
  for (let start = 0; start < all.length; start += 7) pieces.push(all.slice(start, start + 7));
  return pieces;
};

describe('games engine --binary', () => {
  it('steps a vector of matches that agree with the lines protocol, seed by seed', async () => {
    const seeds = [4, 9, -2];
    const lines = new EngineProtocol();
    const send = (request: unknown): Answer => JSON.parse(lines.handle(JSON.stringify(request)));
    const matches = seeds.map((seed) => send({ cmd: 'new', game: 'santorini', seed }));
    const firstActions = matches.map((match) => match.legal[match.legal.length - 1] as number);
    const { status, output } = await run(
      shredded([
        json({ cmd: 'vector', game: 'santorini', count: 3 }),
        vectorFrame('R', 1, seeds),
        vectorFrame('S', 1, firstActions, [0, 0, 0]),
        json({ cmd: 'render', vector: 1, slot: 2, seat: null }),
        json({ cmd: 'quit' }),
        json({ cmd: 'games' }),
      ]),
    );
    expect(status).toBe(0);
    const [opened, reset, step, render, quit, ...after] = readAnswers(output, 2, 16 * 25) as [Answer, VectorAnswer, VectorAnswer, Answer, Answer];
    expect(opened).toEqual({ ok: true, vector: 1, count: 3, seats: 2, actions: 726, shape: [16, 5, 5], observations: 'dense' });
    expect(quit).toEqual({ ok: true });
    expect(after).toEqual([]);
    for (const [slot, match] of matches.entries()) {
      expect(reset.legal[slot]).toEqual(match.legal);
      expect(reset.seat[slot]).toBe(0);
      expect(Array.from(reset.observations[slot]!)).toEqual(send({ cmd: 'observe', match: match.match, seat: 0 }).data);
      const played = send({ cmd: 'step', match: match.match, action: firstActions[slot] });
      expect(step.legal[slot]).toEqual(played.legal);
      expect(step.seat[slot]).toBe(played.actor.seat);
      expect(Array.from(step.observations[slot]!)).toEqual(send({ cmd: 'observe', match: match.match, seat: played.actor.seat }).data);
    }
    expect(step.flags).toEqual([0, 0, 0]);
    expect(render.text).toBe(send({ cmd: 'render', match: matches[2]!.match, seat: null }).text);
  });

  it('sets an ended match up again in the same step with the seed the frame gave', async () => {
    const requests = [json({ cmd: 'vector', game: 'santorini', count: 2, maxPlies: 2 }), vectorFrame('R', 1, [1, 2])];
    const first = readAnswers((await run([...requests, json({ cmd: 'quit' })])).output, 2, 400)[1] as VectorAnswer;
    const a = first.legal.map((ids) => ids[0]!);
    const second = readAnswers((await run([...requests, vectorFrame('S', 1, a, [0, 0])])).output, 2, 400)[2] as VectorAnswer;
    const b = second.legal.map((ids) => ids[0]!);
    const { output } = await run([...requests, vectorFrame('S', 1, a, [0, 0]), vectorFrame('S', 1, b, [7, 7]), json({ cmd: 'vector', game: 'santorini', count: 1 }), vectorFrame('R', 2, [7])]);
    const answers = readAnswers(output, 2, 400);
    const cut = answers[3] as VectorAnswer;
    const fresh = answers[5] as VectorAnswer;
    expect(cut.flags).toEqual([2, 2]); // truncated at maxPlies, both set up again with seed 7
    expect(cut.rewards).toEqual([0, 0, 0, 0]);
    expect(cut.legal).toEqual([fresh.legal[0], fresh.legal[0]]);
    expect(Array.from(cut.observations[1]!)).toEqual(Array.from(fresh.observations[0]!));
  });

  it('sends observations sparse when asked (auto: for big tensors), the same numbers as dense', async () => {
    const size = 36 * 21 * 21;
    const open = (observations: string) => json({ cmd: 'vector', game: 'tigerzone', count: 3, seed: 5, observations });
    // random legal actions, the same for both vectors: each step's actions are read off the dense answer
    const dense: VectorAnswer[] = [];
    let requests = [open('dense'), open('auto'), vectorFrame('R', 1, [5, 6, 7]), vectorFrame('R', 2, [5, 6, 7])];
    for (let step = 0; step < 8; step++) {
      const answers = readAnswers((await run([...requests, json({ cmd: 'quit' })])).output, 2, size, 36);
      const [openedDense, openedAuto] = answers as Answer[];
      expect(openedDense!.observations).toBe('dense');
      expect(openedAuto!.observations).toBe('sparse');
      const last = answers.at(-3) as VectorAnswer;
      const lastSparse = answers.at(-2) as VectorAnswer;
      expect(lastSparse.legal).toEqual(last.legal);
      expect(lastSparse.seat).toEqual(last.seat);
      for (let slot = 0; slot < 3; slot++) expect(firstDifference(lastSparse.observations[slot]!, last.observations[slot]!)).toBe(-1);
      dense.push(last);
      const actions = last.legal.map((ids, slot) => ids[(step * 7 + slot * 3) % ids.length]!);
      requests = [...requests, vectorFrame('S', 1, actions, [0, 0, 0]), vectorFrame('S', 2, actions, [0, 0, 0])];
    }
    // the board filled in: the sparse entries carried tiles, not only whole planes
    expect(dense.at(-1)!.observations[0]!.slice(0, 441).reduce((a, b) => a + b, 0)).toBeGreaterThan(5);
    const santorini = readAnswers((await run([json({ cmd: 'vector', game: 'santorini', count: 1, observations: 'auto' }), json({ cmd: 'vector', game: 'santorini', count: 1, observations: 'zip' })])).output, 2, 400) as Answer[];
    expect(santorini[0]!.observations).toBe('dense');
    expect(santorini[1]!.error.code).toBe('bad-request');
  });

  it('refuses bad frames with a stable code and goes on', async () => {
    const garbage = frame(new Uint8Array([0x51, 1, 2, 3]));
    const tooLong = new Uint8Array(8 + ENGINE_LIMITS.lineLength);
    new DataView(tooLong.buffer).setUint32(0, ENGINE_LIMITS.lineLength + 4, true);
    const { output } = await run([
      json({ cmd: 'vector', game: 'santorini', count: 2 }),
      garbage,
      frame(new Uint8Array(0)),
      vectorFrame('S', 1, [0]),
      vectorFrame('S', 9, [0, 0], [0, 0]),
      vectorFrame('R', 1, [3, 4]),
      vectorFrame('S', 1, [0, 725], [0, 0]),
      json({ cmd: 'step', vector: 1, slot: 0, action: 0 }),
      json({ cmd: 'vector', game: 'santorini', count: 0 }),
      json({ cmd: 'vector', game: 'santorini', count: ENGINE_LIMITS.matches }),
      tooLong,
      json({ cmd: 'legal', vector: 1, slot: 1 }),
    ]);
    const answers = readAnswers(output, 2, 400) as Answer[];
    const codes = answers.map((answer) => (answer.ok === false ? answer.error.code : answer.ok === true ? 'ok' : 'S'));
    expect(codes).toEqual(['ok', 'bad-frame', 'bad-frame', 'bad-frame', 'unknown-vector', 'S', 'illegal-move', 'bad-request', 'bad-request', 'too-many-matches', 'frame-too-long', 'ok']);
    // the refused step played nothing: match 1 still has all 25 placements but A1 (slot 0 untouched too)
    expect(answers.at(-1)!.ids).toHaveLength(25);
  });
});
