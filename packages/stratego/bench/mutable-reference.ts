/**
 * The reference of the Stratego benchmark: a hand-written, mutable random playout of classic
 * Stratego (one board of typed-array cells changed in place, piece lists kept in step, no states
 * kept, no legality checks beyond the rules), the kind of engine the "hand-tuned mutable
 * engine" figure speaks of. It plays the rules the engine plays with `twoSquareLimit: null` and
 * `moreSquaresRule: false` (the repetition rules off: they need a history the reference does not
 * keep): random setups, steps and Scout runs (a Scout may run and attack), combat with the Spy,
 * Miners and Bombs, the Flag's capture, a side without a movable piece losing, and the draw
 * limits (2000 plies, 200 without an attack). The benchmark measures the engine against it side
 * by side on the same settings and prints the ratio.
 */
import { int, type Rng } from '@games/core';

const SIDE = 10;
const SQUARES = 100;
const LAKE = -1;
const EMPTY = 0;
const SPY = 1;
const SCOUT = 2;
const MINER = 3;
const MARSHAL = 10;
const BOMB = 11;
const FLAG = 12;
const BLUE = 16;
const MAX_PLIES = 2000;
const MAX_QUIET = 200;
/** The classic army by rank (index 0 unused). */
const ARMY = [0, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 6, 1];
const LAKES = [42, 43, 52, 53, 46, 47, 56, 57];
/** Steps in the four directions, and whether a step from a square stays on the board. */
const DELTA = [-SIDE, SIDE, -1, 1];
const STEP_OK = new Uint8Array(SQUARES * 4);
for (let square = 0; square < SQUARES; square++) {
  const row = Math.floor(square / SIDE);
  const column = square % SIDE;
  STEP_OK[square * 4] = row > 0 ? 1 : 0;
  STEP_OK[square * 4 + 1] = row < SIDE - 1 ? 1 : 0;
  STEP_OK[square * 4 + 2] = column > 0 ? 1 : 0;
  STEP_OK[square * 4 + 3] = column < SIDE - 1 ? 1 : 0;
}

const board = new Int8Array(SQUARES);
const army = new Int8Array(40);
/** Moves of the side to play: from * 128 + to. */
const moves = new Int32Array(1024);

/** Whether `cell` is a piece of `seat` (0 Red, 1 Blue). */
const ownedBy = (cell: number, seat: number): boolean => cell > 0 && (cell & BLUE) === seat * BLUE;

/** A random setup of `seat` in its four rows (a Fisher-Yates shuffle of the army). */
function deal(seat: number, rng: Rng): void {
  let count = 0;
  for (let rank = 1; rank <= FLAG; rank++) for (let copy = 0; copy < ARMY[rank]!; copy++) army[count++] = rank;
  for (let index = count - 1; index > 0; index--) {
    const other = int(rng, 0, index);
    const swap = army[index]!;
    army[index] = army[other]!;
    army[other] = swap;
  }
  for (let index = 0; index < 40; index++) {
    const row = Math.floor(index / SIDE);
    const square = (seat === 0 ? row : SIDE - 1 - row) * SIDE + (index % SIDE);
    board[square] = army[index]! | (seat === 1 ? BLUE : 0);
  }
}

/** Fills `moves` with the moves of `seat`; returns how many. */
function generate(seat: number): number {
  let count = 0;
  for (let from = 0; from < SQUARES; from++) {
    const cell = board[from]!;
    if (!ownedBy(cell, seat)) continue;
    const rank = cell & 15;
    if (rank === BOMB || rank === FLAG) continue;
    for (let direction = 0; direction < 4; direction++) {
      let at = from;
      while (STEP_OK[at * 4 + direction] === 1) {
        at += DELTA[direction]!;
        const target = board[at]!;
        if (target === LAKE || ownedBy(target, seat)) break;
        moves[count++] = from * 128 + at;
        if (target !== EMPTY || rank !== SCOUT) break;
      }
    }
  }
  return count;
}

/** One random playout of classic Stratego from random setups; returns the plies played. */
export function mutablePlayout(rng: Rng): number {
  board.fill(EMPTY);
  for (const lake of LAKES) board[lake] = LAKE;
  deal(0, rng);
  deal(1, rng);
  let seat = 0;
  let quiet = 0;
  for (let ply = 0; ply < MAX_PLIES; ply++) {
    const count = generate(seat);
    if (count === 0) return ply;
    const chosen = moves[count === 1 ? 0 : int(rng, 0, count - 1)]!;
    const from = chosen >> 7;
    const to = chosen & 127;
    const attacker = board[from]!;
    const defender = board[to]!;
    board[from] = EMPTY;
    if (defender === EMPTY) {
      board[to] = attacker;
      quiet++;
    } else {
      quiet = 0;
      const a = attacker & 15;
      const d = defender & 15;
      if (d === FLAG) return ply + 1;
      const wins = d === BOMB ? a === MINER : (a === SPY && d === MARSHAL) || a > d;
      if (wins) board[to] = attacker;
      else if (a === d) board[to] = EMPTY;
    }
    if (quiet >= MAX_QUIET) return ply + 1;
    seat = 1 - seat;
  }
  return MAX_PLIES;
}
