/**
 * The shape of a Santorini game state: plain JSON data, never mutated by the engine.
 *
 * @module
 */
import type { Outcome } from '@games/core';

/**
 * Any plain JSON value (the per-god data kept in a state).
 *
 * @group State and options
 */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Where the turn machine stands:
 * - `place`: a seat places a worker (setup);
 * - `move`: the acting seat takes a move step;
 * - `build`: the acting seat builds (a block or a dome);
 * - `power`: the acting seat takes a decision its power defines (a power's `extraMoves`),
 *   such as Ares removing a block;
 * - `end`: only inside the machine, while a decision that completed the turn is processed (never
 *   in a state the engine returns);
 * - `over`: the game has ended (see {@link SantoriniState.outcome}).
 *
 * Powers add optional steps by re-entering `move` or `build` with {@link SantoriniState.optional}
 * set; a later power needing a phase of its own adds a name here and a generator in the machine.
 *
 * @group State and options
 */
export type Phase = 'place' | 'move' | 'build' | 'power' | 'end' | 'over';

/**
 * What has happened so far in the current turn. Reset at the start of every turn; powers read it
 * to decide what comes next (Artemis' second step, Demeter's second build, Prometheus' pre-build).
 *
 * @group State and options
 */
export interface TurnRecord {
  /** Mask of worker ids (bit `w`) that may take the next move step. */
  movers: number;
  /** Mask of worker ids that may make the next build. */
  builders: number;
  /** The worker that moved last this turn, or -1 before any step. */
  worker: number;
  /** The square where {@link TurnRecord.worker} began the turn, or -1. */
  start: number;
  /** Move steps taken this turn. */
  steps: number;
  /** Builds made this turn. */
  builds: number;
  /** The square of the last build this turn, or -1. */
  lastBuild: number;
  /** True once one of the acting seat's workers has moved up this turn. */
  movedUp: boolean;
  /** True once a dome has been built this turn. */
  domed: boolean;
  /** A power's sub-mode of the turn (0 unless a power sets it; Hermes uses 1 for its free walk). */
  mode: number;
  /** Numbers a power remembers during the turn (Hermes: the worker layouts already visited). */
  notes: number[];
  /**
   * True during an extra turn a power grants after the owner's turn (Dionysus): nobody wins
   * during it, and it may be declined as a whole.
   */
  extra: boolean;
}

/**
 * The rule options of a game, after defaults, as kept in the state.
 *
 * @group State and options
 */
export interface Rules {
  /** When true, blocks and domes come from the box (22/18/14 blocks of levels 1/2/3, 18 domes). */
  physicalSupply: boolean;
  /** The game is drawn once this many turns have been completed. */
  maxTurns: number;
}

/**
 * A Santorini state. Squares are indices 0..24 (`A1` = 0, `E5` = 24); workers are numbered per
 * team: team `t` owns workers `2t` and `2t + 1` (a team is a seat, except with 4 players where
 * seats 0 and 2 are team 0 and seats 1 and 3 team 1).
 *
 * @group State and options
 */
export interface SantoriniState {
  /** Number of seats: 2, 3 or 4. */
  players: number;
  /** The god of each seat by name, `mortal` for none. */
  gods: string[];
  /** The block level (0..3) of each square; a dome does not change it. */
  levels: number[];
  /** Mask of the squares that carry a dome. */
  domes: number;
  /** The square of each worker, -1 while not yet placed or after it left the board. */
  workers: number[];
  /** The seat that acts now (the winner's seat once the game is over). */
  seat: number;
  /** The phase of the turn machine. */
  phase: Phase;
  /** True when the current step may be declined with `pass`. */
  optional: boolean;
  /** What has happened in the current turn. */
  turn: TurnRecord;
  /** Number of completed turns. */
  turns: number;
  /** Seats that lost and left the game (3 players), in the order they left. */
  out: number[];
  /** Each seat's god data (Athena's flag, ...), `null` for gods that keep none. */
  powers: JsonValue[];
  /** The rule options. */
  rules: Rules;
  /** How the game ended, or `null` while it goes on. */
  outcome: Outcome | null;
}

/**
 * The name of a god of this package: the ten Simple Gods and the twenty Advanced Gods of the base
 * box (`GOD_NAMES` lists them). A typo in {@link SantoriniOptions.gods} is then a type error;
 * `setup` still checks names at run time for untyped callers. A god added with `registerGod` is
 * not in this union: pass its name with a cast (`'house' as GodName`).
 *
 * @group State and options
 */
export type GodName =
  | 'aphrodite'
  | 'apollo'
  | 'ares'
  | 'artemis'
  | 'athena'
  | 'atlas'
  | 'bia'
  | 'chaos'
  | 'charon'
  | 'chronus'
  | 'circe'
  | 'demeter'
  | 'dionysus'
  | 'eros'
  | 'hephaestus'
  | 'hera'
  | 'hermes'
  | 'hestia'
  | 'hypnus'
  | 'limus'
  | 'medusa'
  | 'minotaur'
  | 'morpheus'
  | 'pan'
  | 'persephone'
  | 'poseidon'
  | 'prometheus'
  | 'selene'
  | 'triton'
  | 'zeus';

/**
 * What a seat plays with in {@link SantoriniOptions.gods}: a god by name, `mortal`, or `null`
 * (a mortal too).
 *
 * @group State and options
 */
export type SeatGod = GodName | 'mortal' | null;

/**
 * Options of {@link santorini}'s `setup`. Every field is optional.
 *
 * @group State and options
 */
export interface SantoriniOptions {
  /** Number of players, 2 to 4 (default: the length of `gods`, else 2). With 4, seats 0 and 2 play against 1 and 3. */
  players?: number;
  /** A god per seat by name (`apollo`, `athena`, ...), `mortal` or `null` for none. Default (or `null`): all mortal. */
  gods?: readonly SeatGod[] | null;
  /** Limit blocks and domes to the pieces in the box (default false: unlimited). */
  physicalSupply?: boolean;
  /** Draw the game after this many completed turns (default 300). */
  maxTurns?: number;
  /** Seed for hidden randomness: Chaos' deck of Simple Gods is shuffled from it (default 0). */
  seed?: number;
}

/**
 * The team (shared workers) of a seat: the seat itself, or `seat % 2` with 4 players.
 *
 * @group State and options
 */
export function teamOf(state: { players: number }, seat: number): number {
  return state.players === 4 ? seat & 1 : seat;
}

/**
 * Mask of the worker ids of the team of `seat` (bits `2t` and `2t + 1`).
 *
 * @group State and options
 */
export function teamWorkerMask(state: { players: number }, seat: number): number {
  return 3 << (2 * teamOf(state, seat));
}

/**
 * True when seats `a` and `b` play against each other.
 *
 * @group State and options
 */
export function areOpponents(state: { players: number }, a: number, b: number): boolean {
  return teamOf(state, a) !== teamOf(state, b);
}

/**
 * Mask of the squares holding a worker.
 *
 * @group State and options
 */
export function occupiedMask(state: SantoriniState): number {
  const workers = state.workers;
  let mask = 0;
  for (let worker = 0; worker < workers.length; worker++) {
    const square = workers[worker]!;
    if (square >= 0) mask |= 1 << square;
  }
  return mask;
}

/**
 * The worker id standing on `square`, or -1.
 *
 * @group State and options
 */
export function workerOn(state: SantoriniState, square: number): number {
  return square < 0 ? -1 : state.workers.indexOf(square);
}

/**
 * Mask of the worker ids of the team of `seat` that are on the board.
 *
 * @group State and options
 */
export function teamWorkersOnBoard(state: SantoriniState, seat: number): number {
  const team = teamOf(state, seat);
  let mask = 0;
  if ((state.workers[2 * team] ?? -1) >= 0) mask |= 1 << (2 * team);
  if ((state.workers[2 * team + 1] ?? -1) >= 0) mask |= 2 << (2 * team);
  return mask;
}

/**
 * Mask of the worker ids of every opponent of `seat` that are on the board.
 *
 * @group State and options
 */
export function opponentWorkersOnBoard(state: SantoriniState, seat: number): number {
  const own = teamOf(state, seat);
  let mask = 0;
  for (let worker = 0; worker < state.workers.length; worker++) {
    if (worker >> 1 !== own && state.workers[worker]! >= 0) mask |= 1 << worker;
  }
  return mask;
}

/**
 * Mask of the squares next to a worker of the team of `seat`.
 *
 * @group State and options
 */
export function nextToTeam(state: SantoriniState, seat: number, neighbours: ArrayLike<number>): number {
  const team = teamOf(state, seat);
  let mask = 0;
  const a = state.workers[2 * team] ?? -1;
  const b = state.workers[2 * team + 1] ?? -1;
  if (a >= 0) mask |= neighbours[a]!;
  if (b >= 0) mask |= neighbours[b]!;
  return mask;
}
