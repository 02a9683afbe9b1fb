/**
 * A vector of `games engine`: N matches of one game stepped together by binary frames (see
 * `docs/guides/engine-protocol.md`, "Binary frames"). One `step` frame carries an action id per
 * match; its answer carries, per match, the acting seat, whether the episode ended, the rewards,
 * the legal ids and the acting seat's observation, in flat little-endian arrays that a program
 * reads with no parsing. A match that ends (or reaches `maxPlies`) is set up again at once with
 * the seed the frame gave for it: the answer already shows the new episode.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import type { EngineMatch } from './match.js';
import { SparseObservations, type ObservationLayout } from './sparse.js';

/** Sets one match of the vector up with a seed (the game, options, seats and chance are fixed). */
export type MatchFactory = (seed: number) => Result<EngineMatch>;

/** The bits of a match's `flags` word in a vector answer. */
export const VectorFlag = {
  /** The episode ended by the rules in this step (its rewards are in the answer). */
  terminated: 1,
  /** The episode was cut at `maxPlies`. */
  truncated: 2,
} as const;

/** The error codes of vector frames. */
export const VectorError = {
  /** An action of the frame is not a legal id of its match: nothing was played. */
  illegal: 'illegal-move',
} as const;

/** What one step of a vector wrote: the answer body (starting with its kind byte). */
export interface VectorAnswer {
  /** The answer body, every section 4-byte aligned from its start. */
  readonly body: Uint8Array;
  /** Says the body was written out: the vector may write its next answer over it. */
  release(): void;
}

const HEADER = 12;

/** N matches of one game, stepped together; each ended match is set up again with its next seed. */
export class EngineVector {
  private readonly current: EngineMatch[] = [];
  private readonly legal: number[][] = [];
  private readonly plies: number[] = [];
  private readonly size: number;
  /** The encoder of the sparse layout, or `null` when the observations go dense. */
  private readonly sparse: SparseObservations | null;
  /** A buffer whose answer was written out, for the next answer (no allocation, no page faults). */
  private spare: ArrayBuffer | null = null;

  /**
   * @param count - the number of matches.
   * @param create - sets a match up with a seed.
   * @param first - the matches to start with (from `create`), one per slot.
   * @param maxPlies - steps of an episode before it is cut (0: never).
   * @param layout - how the answers carry the observations (see {@link ObservationLayout}).
   */
  constructor(
    readonly count: number,
    private readonly create: MatchFactory,
    first: readonly EngineMatch[],
    readonly maxPlies: number,
    readonly layout: ObservationLayout = 'dense',
  ) {
    const shape = first[0]?.shape ?? [];
    this.size = shape.reduce((product, length) => product * length, 1);
    this.sparse = layout === 'sparse' ? new SparseObservations(count, shape[0] ?? 1, this.size) : null;
    first.forEach((match, slot) => this.place(slot, match));
  }

  /** The match now in `slot`. */
  match(slot: number): EngineMatch | undefined {
    return this.current[slot];
  }

  /** Sets every match up again with its seed, and answers as a step does (no rewards, no flags). */
  reset(seeds: Int32Array): Result<VectorAnswer> {
    const fresh: EngineMatch[] = [];
    for (let slot = 0; slot < this.count; slot++) {
      const created = this.create(seeds[slot]!);
      if (!created.ok) return created;
      fresh.push(created.value);
    }
    fresh.forEach((match, slot) => this.place(slot, match));
    return ok(this.answer(new Int32Array(this.count), new Float32Array(this.count * this.seatCount())));
  }

  /**
   * Plays `actions[slot]` in every match; a match that ends is set up again with `seeds[slot]`.
   * Every action is checked first: one that is not legal refuses the whole frame, and nothing is
   * played.
   */
  step(actions: Int32Array, seeds: Int32Array): Result<VectorAnswer> {
    for (let slot = 0; slot < this.count; slot++) {
      if (!includes(this.legal[slot]!, actions[slot]!)) {
        return err(VectorError.illegal, `match ${slot} of the vector: action ${actions[slot]} is not one of its legal ids (${this.legal[slot]!.length} of them)`);
      }
    }
    const seats = this.seatCount();
    const flags = new Int32Array(this.count);
    const rewards = new Float32Array(this.count * seats);
    for (let slot = 0; slot < this.count; slot++) {
      const report = this.current[slot]!.step({ id: actions[slot]! });
      if (!report.ok) return err(report.error.code, `match ${slot} of the vector: ${report.error.message}`);
      this.plies[slot]!++;
      let ended = 0;
      if (report.value.terminal) {
        ended = VectorFlag.terminated;
        (report.value.rewards ?? []).forEach((reward, seat) => (rewards[slot * seats + seat] = reward));
      } else if (this.maxPlies > 0 && this.plies[slot]! >= this.maxPlies) ended = VectorFlag.truncated;
      flags[slot] = ended;
      if (ended !== 0) {
        const created = this.create(seeds[slot]!);
        if (!created.ok) return err(created.error.code, `match ${slot} of the vector: ${created.error.message}`);
        this.place(slot, created.value);
      } else this.legal[slot] = report.value.legal;
    }
    return ok(this.answer(flags, rewards));
  }

  private seatCount(): number {
    return this.current[0]?.seats ?? 0;
  }

  private place(slot: number, match: EngineMatch): void {
    this.current[slot] = match;
    this.legal[slot] = match.legal().ids;
    this.plies[slot] = 0;
  }

  /**
   * The answer body: kind `S`, the layout byte (0 dense, 1 sparse), two zero bytes, then u32
   * count, u32 total legal ids L, i32 seat[N] (-1: nobody acts), i32 flags[N], f32 rewards[N ×
   * seats], i32 legal counts[N], i32 ids[L], and the observations: f32 observations[N × size]
   * (dense), or f32 fills[N × planes], i32 entries[N], i32 places[E], f32 numbers[E] (sparse).
   */
  private answer(flags: Int32Array, rewards: Float32Array): VectorAnswer {
    const n = this.count;
    let total = 0;
    for (const ids of this.legal) total += ids.length;
    const sparse = this.sparse;
    if (sparse !== null) {
      sparse.clear();
      for (let slot = 0; slot < n; slot++) {
        const seat = this.seatOf(slot);
        if (seat < 0) continue;
        this.current[slot]!.observeInto(seat, sparse.scratch);
        sparse.add(slot);
      }
    }
    const bytes = HEADER + 4 * (3 * n + rewards.length + total) + (sparse === null ? 4 * n * this.size : sparse.bytes());
    const reused = this.spare !== null && this.spare.byteLength >= bytes ? this.spare : null;
    this.spare = null;
    // room for more legal ids than now, so that the next answers fit in this buffer when it comes back
    const buffer = reused ?? new ArrayBuffer(bytes + (bytes >> 3) + 4096);
    const body = new Uint8Array(buffer, 0, bytes);
    const words = new Int32Array(buffer, 0, bytes / 4);
    words[0] = sparse === null ? 0x53 : 0x153; // 'S', the layout byte, two zero bytes (little-endian)
    words[1] = n;
    words[2] = total;
    let at = HEADER / 4;
    for (let slot = 0; slot < n; slot++) words[at + slot] = this.seatOf(slot);
    at += n;
    words.set(flags, at);
    at += n;
    new Float32Array(buffer, at * 4, rewards.length).set(rewards);
    at += rewards.length;
    for (let slot = 0; slot < n; slot++) words[at + slot] = this.legal[slot]!.length;
    at += n;
    for (const ids of this.legal) {
      words.set(ids, at);
      at += ids.length;
    }
    if (sparse !== null) sparse.write(buffer, at);
    else {
      if (reused !== null) words.fill(0, at);
      for (let slot = 0; slot < n; slot++) {
        const seat = words[HEADER / 4 + slot]!;
        if (seat >= 0) this.current[slot]!.observeInto(seat, new Float32Array(buffer, (at + slot * this.size) * 4, this.size));
      }
    }
    return { body, release: () => (this.spare = buffer) };
  }

  /** The seat acting in match `slot`, or -1 when nobody acts. */
  private seatOf(slot: number): number {
    const actor = this.current[slot]!.actor();
    return actor.kind === 'player' ? actor.seat : -1;
  }
}

/** True when the ascending list `ids` holds `id` (binary search). */
function includes(ids: readonly number[], id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = ids[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
