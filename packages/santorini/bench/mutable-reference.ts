/**
 * The reference of the Santorini benchmark: a hand-written, mutable random playout of the
 * two-player mortal game (typed arrays changed in place, no legality checks beyond the rules, no
 * states kept), the kind of engine the "hand-tuned mutable engine" figure speaks of. It
 * plays the same rules with the same random choices as a random playout through the public
 * `legalMoves`/`play` (placement on a random free square, a random step of either worker, a random
 * build of the moved worker, a draw after 300 turns), so the benchmark can report the immutable
 * engine's speed as a ratio against it, measured side by side on the same machine.
 */
import { int, type Rng } from '@games/core';

const SPACES = 25;
const MAX_TURNS = 300;

/** Neighbour lists of the 5 x 5 island, -1 padded: `AROUND[square * 8 + k]`. */
const AROUND = new Int8Array(SPACES * 8).fill(-1);
for (let square = 0; square < SPACES; square++) {
  let count = 0;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const x = (square % 5) + dx;
      const y = Math.floor(square / 5) + dy;
      if ((dx !== 0 || dy !== 0) && x >= 0 && x < 5 && y >= 0 && y < 5) AROUND[square * 8 + count++] = y * 5 + x;
    }
  }
}

const levels = new Int8Array(SPACES);
const domed = new Uint8Array(SPACES);
const occupant = new Int8Array(SPACES);
const workers = new Int8Array(4);
const choices = new Int16Array(SPACES);

/** One random playout; returns the number of decisions taken (placements, steps and builds). */
export function mutablePlayout(rng: Rng): number {
  levels.fill(0);
  domed.fill(0);
  occupant.fill(-1);
  let decisions = 0;
  for (let worker = 0; worker < 4; worker++) {
    let free = 0;
    for (let square = 0; square < SPACES; square++) if (occupant[square]! < 0) choices[free++] = square;
    const square = free === 1 ? choices[0]! : choices[int(rng, 0, free - 1)]!;
    workers[worker] = square;
    occupant[square] = worker;
    decisions++;
  }
  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const seat = turn & 1;
    let steps = 0;
    for (let worker = 2 * seat; worker < 2 * seat + 2; worker++) {
      const from = workers[worker]!;
      for (let k = from * 8; k < from * 8 + 8; k++) {
        const to = AROUND[k]!;
        if (to < 0) break;
        if (occupant[to]! < 0 && domed[to] === 0 && levels[to]! <= levels[from]! + 1) choices[steps++] = worker * 32 + to;
      }
    }
    if (steps === 0) return decisions;
    const step = choices[steps === 1 ? 0 : int(rng, 0, steps - 1)]!;
    const worker = step >> 5;
    const from = workers[worker]!;
    const to = step & 31;
    occupant[from] = -1;
    occupant[to] = worker;
    workers[worker] = to;
    decisions++;
    if (levels[to] === 3 && levels[from]! < 3) return decisions;
    let builds = 0;
    for (let k = to * 8; k < to * 8 + 8; k++) {
      const square = AROUND[k]!;
      if (square < 0) break;
      if (occupant[square]! < 0 && domed[square] === 0) choices[builds++] = square;
    }
    const square = choices[builds === 1 ? 0 : int(rng, 0, builds - 1)]!;
    if (levels[square] === 3) domed[square] = 1;
    else levels[square]!++;
    decisions++;
  }
  return decisions;
}
