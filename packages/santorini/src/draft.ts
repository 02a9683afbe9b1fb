/**
 * A draft: the mutable working copy of a state while the turn machine applies one decision.
 * Arrays are copied the first time they change, so a decision copies only what it touches; the
 * draft then yields a fresh plain {@link SantoriniState} with {@link Draft.finish}.
 *
 * @module
 */
import type { Outcome } from '@games/core';
import type { JsonValue, Phase, Rules, SantoriniState, TurnRecord } from './state.js';

/**
 * The state being produced by a decision. Fields mirror {@link SantoriniState} (so every read-only
 * query on states accepts a draft); change squares, workers and power data only through the
 * methods, which copy on first write. The turn record is already a private copy.
 */
export class Draft implements SantoriniState {
  /** The state the decision was applied to (never changed). */
  declare readonly base: SantoriniState;
  /** Number of seats. */
  declare players: number;
  /** Gods by seat. */
  declare gods: string[];
  /** Block levels (copied on first write). */
  declare levels: number[];
  /** Dome mask. */
  declare domes: number;
  /** Worker squares (copied on first write). */
  declare workers: number[];
  /** The acting seat. */
  declare seat: number;
  /** The phase of the turn machine. */
  declare phase: Phase;
  /** Whether `pass` is allowed now. */
  declare optional: boolean;
  /** The turn record, a private copy. */
  declare turn: TurnRecord;
  /** Completed turns. */
  declare turns: number;
  /** Seats out of the game (copied on first write). */
  declare out: number[];
  /** Power data by seat (copied on first write). */
  declare powers: JsonValue[];
  /** Rule options. */
  declare rules: Rules;
  /** Outcome once over. */
  declare outcome: Outcome | null;
  /** Set when the current turn is complete (a build ended it, or a win). */
  declare ended: boolean;
  /** The seat that won by this decision, or -1. */
  declare winner: number;
  /** The machine-readable reason of {@link Draft.winner}'s win. */
  declare winReason: string;
  /** Set when a new turn (or the first turn after placement) began in this draft. */
  declare startedTurn: boolean;

  /** Starts a draft of `base` with a private copy of its turn record. */
  constructor(base: SantoriniState) {
    this.base = base;
    this.players = base.players;
    this.gods = base.gods;
    this.levels = base.levels;
    this.domes = base.domes;
    this.workers = base.workers;
    this.seat = base.seat;
    this.phase = base.phase;
    this.optional = base.optional;
    const turn = base.turn;
    this.turn = {
      movers: turn.movers,
      builders: turn.builders,
      worker: turn.worker,
      start: turn.start,
      steps: turn.steps,
      builds: turn.builds,
      lastBuild: turn.lastBuild,
      movedUp: turn.movedUp,
      domed: turn.domed,
      mode: turn.mode,
      notes: turn.notes,
    };
    this.turns = base.turns;
    this.out = base.out;
    this.powers = base.powers;
    this.rules = base.rules;
    this.outcome = base.outcome;
    this.ended = false;
    this.winner = -1;
    this.winReason = '';
    this.startedTurn = false;
  }

  /** Sets the block level of `square`. */
  setLevel(square: number, level: number): void {
    if (this.levels === this.base.levels) this.levels = this.levels.slice();
    this.levels[square] = level;
  }

  /** Puts a dome on `square` and notes it in the turn record. */
  addDome(square: number): void {
    this.domes |= 1 << square;
    this.turn.domed = true;
  }

  /** Takes the dome off `square` (for powers that remove pieces). */
  removeDome(square: number): void {
    this.domes &= ~(1 << square);
  }

  /** Puts `worker` on `square` (-1 takes it off the board). */
  setWorker(worker: number, square: number): void {
    if (this.workers === this.base.workers) this.workers = this.workers.slice();
    this.workers[worker] = square;
  }

  /** Replaces the power data of `seat`. */
  setPower(seat: number, data: JsonValue): void {
    if (this.powers === this.base.powers) this.powers = this.powers.slice();
    this.powers[seat] = data;
  }

  /** Records that `seat` left the game. */
  addOut(seat: number): void {
    this.out = [...this.out, seat];
  }

  /** Declares `seat` the winner of this decision for `reason` (the machine ends the game). */
  win(seat: number, reason: string): void {
    this.winner = seat;
    this.winReason = reason;
    this.ended = true;
  }

  /** The finished state, as a fresh plain object. */
  finish(): SantoriniState {
    return {
      players: this.players,
      gods: this.gods,
      levels: this.levels,
      domes: this.domes,
      workers: this.workers,
      seat: this.seat,
      phase: this.phase,
      optional: this.optional,
      turn: this.turn,
      turns: this.turns,
      out: this.out,
      powers: this.powers,
      rules: this.rules,
      outcome: this.outcome,
    };
  }
}
