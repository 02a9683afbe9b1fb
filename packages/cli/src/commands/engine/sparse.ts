/**
 * The sparse layout of a vector's observations (`docs/guides/engine-protocol.md`, "Binary
 * frames"): every plane of a tensor (its first axis) is either whole, every number in it the
 * same, and sent as that one number, or sent as its numbers that are not zero (`-0` goes as an
 * entry too) with their places. TigerZone's tensor (15,876 numbers, 19 whole planes, a few hundred ones on the board) shrinks
 * from 63.5 KB a step to about 2 KB, which the pipe and the reader no longer have to move.
 *
 * @module
 */

/** How a vector's answers carry the observations; `auto` chooses `sparse` for tensors of {@link SPARSE_FROM} numbers or more. */
export type ObservationLayout = 'dense' | 'sparse';

/** The tensor size from which `auto` chooses the sparse layout (smaller tensors cost less dense). */
export const SPARSE_FROM = 4096;

/** The sparse observations of one answer: per match, a fill per plane and the entries that differ from it. */
export class SparseObservations {
  /** `fills[slot * planes + p]`: plane p's number when it is whole, else 0. */
  readonly fills: Float32Array;
  /** How many entries each match has. */
  readonly counts: Int32Array;
  /** The entries' places in their match's tensor (0 … size - 1), match after match. */
  private indices: Int32Array;
  /** The entries' numbers. */
  private values: Float32Array;
  /** Entries so far in this answer. */
  private total = 0;
  /** Where a match's tensor is written before it is encoded (all zeros between matches). */
  readonly scratch: Float32Array;
  /** The scratch's numbers as bit patterns. */
  private readonly bits: Int32Array;

  /**
   * @param count - matches of the vector.
   * @param planes - the first axis of the shape.
   * @param size - numbers per tensor (the product of the shape).
   */
  constructor(
    readonly count: number,
    readonly planes: number,
    readonly size: number,
  ) {
    this.fills = new Float32Array(count * planes);
    this.counts = new Int32Array(count);
    this.indices = new Int32Array(count * 64);
    this.values = new Float32Array(count * 64);
    this.scratch = new Float32Array(size);
    this.bits = new Int32Array(this.scratch.buffer);
  }

  /** Starts a new answer: no entries. */
  clear(): void {
    this.total = 0;
    this.fills.fill(0);
    this.counts.fill(0);
  }

  /** Encodes {@link SparseObservations.scratch} as match `slot`'s tensor, and zeroes the scratch again. */
  add(slot: number): void {
    const tensor = this.scratch;
    // compared as bit patterns: integer compares are cheaper, and equal bits are equal numbers
    const bits = this.bits;
    const per = this.size / this.planes;
    const before = this.total;
    for (let plane = 0; plane < this.planes; plane++) {
      const start = plane * per;
      const end = start + per;
      const first = bits[start]!;
      let at = start + 1;
      while (at < end && bits[at] === first) at++;
      if (at === end) {
        this.fills[slot * this.planes + plane] = tensor[start]!;
        if (first !== 0) bits.fill(0, start, end);
        continue;
      }
      if (this.total + per > this.indices.length) this.grow(this.total + per);
      const indices = this.indices;
      const values = this.values;
      let total = this.total;
      for (let index = start; index < end; index++) {
        if (bits[index] === 0) continue;
        indices[total] = index;
        values[total] = tensor[index]!;
        total++;
        bits[index] = 0;
      }
      this.total = total;
    }
    this.counts[slot] = this.total - before;
  }

  /** The bytes of the section: f32 fills[N × planes], i32 counts[N], i32 indices[E], f32 values[E]. */
  bytes(): number {
    return 4 * (this.fills.length + this.count + 2 * this.total);
  }

  /** Writes the section at word `at` of `buffer`; returns the word after it. */
  write(buffer: ArrayBuffer, at: number): number {
    let word = at;
    new Float32Array(buffer, word * 4, this.fills.length).set(this.fills);
    word += this.fills.length;
    new Int32Array(buffer, word * 4, this.count).set(this.counts);
    word += this.count;
    new Int32Array(buffer, word * 4, this.total).set(this.indices.subarray(0, this.total));
    word += this.total;
    new Float32Array(buffer, word * 4, this.total).set(this.values.subarray(0, this.total));
    return word + this.total;
  }

  /** Makes room for at least `needed` entries. */
  private grow(needed: number): void {
    const length = Math.max(needed, 2 * this.indices.length);
    const indices = new Int32Array(length);
    indices.set(this.indices.subarray(0, this.total));
    this.indices = indices;
    const values = new Float32Array(length);
    values.set(this.values.subarray(0, this.total));
    this.values = values;
  }
}
