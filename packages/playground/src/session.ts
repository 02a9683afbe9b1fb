/**
 * A match on this device, driven by `@games/core`'s host step: the current state and its
 * {@link Table}, the history (for undo, the move list, replay and the record) and the host's rng
 * for chance. No DOM here, so it is tested in Node.
 */
import {
  cloneRng,
  createRng,
  deriveSeed,
  formatRecord,
  matchFromRecord,
  parseRecord,
  step,
  table,
  type AnyGame,
  type MatchRecord,
  type Result,
  type Rng,
  type Seat,
  type Table,
} from '@games/core';

/** One move of the history. */
export interface Entry {
  /** The state before the move. */
  before: unknown;
  /** The host rng before the move (so a take-back replays chance the same way). */
  rng: Rng;
  /** Who played it; `null` for chance. */
  seat: Seat | null;
  /** The move in notation. */
  notation: string;
}

/** A match held by the page. */
export class Session {
  /** The state now. */
  state: unknown;
  /** What every seat sees now, who acts and the acting seat's legal moves. */
  table: Table<unknown, unknown>;
  /** Every move so far. */
  readonly history: Entry[] = [];
  private rng: Rng;

  private constructor(
    /** The game. */
    readonly game: AnyGame,
    /** The options of `setup`. */
    readonly options: Record<string, unknown>,
    initial: unknown,
    seed: number,
    /** The state the moves start from, when it is not `setup(options)` (an imported record's `start`). */
    readonly start: unknown,
  ) {
    this.state = initial;
    this.table = table(game, initial);
    this.rng = createRng(deriveSeed(seed, 'chance'));
  }

  /** Sets up a match; the setup's error when the options are refused. */
  static create(game: AnyGame, options: Record<string, unknown>, seed: number): Result<Session> {
    let setup: Result<unknown>;
    try {
      setup = game.setup(options);
    } catch (thrown) {
      return { ok: false, error: { code: 'invalid-options', message: `setup failed: ${String(thrown)}` } };
    }
    if (!setup.ok) return setup;
    return { ok: true, value: new Session(game, options, setup.value, seed, undefined) };
  }

  /** Reads a record (JSON text) of this game and resumes the match at its end. */
  static import(game: AnyGame, text: string, seed: number): Result<Session> {
    const record = parseRecord(text);
    if (!record.ok) return record;
    const match = matchFromRecord(game, record.value);
    if (!match.ok) return match;
    const first = match.value.history[0]?.before ?? match.value.state;
    const session = new Session(game, match.value.options as Record<string, unknown>, first, seed, record.value.start);
    for (const entry of match.value.history) session.history.push({ before: entry.before, rng: cloneRng(session.rng), seat: entry.seat, notation: entry.notation });
    session.state = match.value.state;
    session.table = table(game, session.state, session.history.at(-1)?.notation ?? null);
    return { ok: true, value: session };
  }

  /** The seat that acts now, `null` when chance acts or the game is over. */
  get acting(): Seat | null {
    return this.table.actor.kind === 'player' ? this.table.actor.seat : null;
  }

  /** Plays `move` (notation) for `seat`; nothing changes on refusal. */
  play(seat: Seat, move: string): Result<void> {
    const before = this.state;
    const rng = cloneRng(this.rng);
    const next = step(this.game, before, { seat, move });
    if (!next.ok) return next;
    this.history.push({ before, rng, seat, notation: next.value.played.notation });
    this.state = next.value.state;
    this.table = next.value;
    return { ok: true, value: undefined };
  }

  /** Draws chance's outcomes with the host rng for as long as chance acts; how many were drawn. */
  resolveChance(): number {
    let drawn = 0;
    while (this.table.actor.kind === 'chance') {
      const before = this.state;
      const rng = cloneRng(this.rng);
      const next = step(this.game, before, { chance: this.rng });
      if (!next.ok) throw new Error(`chance could not act: ${next.error.message}`);
      this.history.push({ before, rng, seat: null, notation: next.value.played.notation });
      this.state = next.value.state;
      this.table = next.value;
      drawn++;
    }
    return drawn;
  }

  /**
   * Takes back moves up to and including the last move of one of `seats` (the humans): the match
   * returns to their previous decision. `false` when none of them has moved.
   */
  undo(seats: readonly Seat[]): boolean {
    let index = this.history.length - 1;
    while (index >= 0 && !seats.includes(this.history[index]!.seat as Seat)) index--;
    if (index < 0) return false;
    const entry = this.history[index]!;
    this.history.length = index;
    this.state = entry.before;
    this.rng = cloneRng(entry.rng);
    this.table = table(this.game, this.state, this.history.at(-1)?.notation ?? null);
    return true;
  }

  /** The state after the first `ply` moves (0: the start). */
  stateAt(ply: number): unknown {
    return ply >= this.history.length ? this.state : this.history[Math.max(0, ply)]!.before;
  }

  /** The table after the first `ply` moves. */
  tableAt(ply: number): Table<unknown, unknown> {
    if (ply >= this.history.length) return this.table;
    return table(this.game, this.stateAt(ply), ply === 0 ? null : this.history[ply - 1]!.notation);
  }

  /** The match as a record. */
  record(): MatchRecord {
    return { game: this.game.id, options: this.options, ...(this.start === undefined ? {} : { start: this.start }), moves: this.history.map((entry) => entry.notation) };
  }

  /** The record as JSON text. */
  recordText(): string {
    return formatRecord(this.record());
  }
}
