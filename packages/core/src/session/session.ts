import type { Game, Outcome, Result, Seat } from '../contract.js';
import { describeValue, err, ErrorCode, ok } from '../result.js';
import { createRng, deriveSeed } from '../rng.js';
import { sampleChance } from '../match/chance.js';
import { checkGame } from '../match/game-check.js';
import { applyAs, notationsOf, publicActor, table, updateFor, type PublicActor, type SeatUpdate, type Table } from '../match/host.js';
import type { MatchRecord } from '../match/record.js';
import type { BotContext } from '../bots/bot.js';
import type { BotRequest } from './bot-request.js';
import { describeOutcome, outcomeReason, type OutcomeWording } from './outcome-text.js';
import { botFor, formatSeatSpec, parseSeatSpecs, type BotFactory, type SeatSpec } from './seat-spec.js';
import type { SessionSnapshot } from './session-snapshot.js';

/**
 * One move of a session's history.
 *
 * @group Sessions
 */
export interface SessionEntry {
  /** Its 0-based number in the match. */
  ply: number;
  /** The seat that made it, `null` for a chance draw. */
  seat: Seat | null;
  /** The move in the game's full notation (what the record holds; see {@link Session.historyFor} for what to show a seat). */
  notation: string;
  /** Whether it showed some seat something hidden ({@link Game.reveals}): no undo crosses it. */
  reveals: boolean;
}

/**
 * A move a session just applied: its {@link SessionEntry} and the move value.
 *
 * @group Sessions
 */
export interface SessionStep<M> extends SessionEntry {
  /** The move value, as {@link Game.play} took it. */
  move: M;
}

/**
 * What a session waits for: a person's move, a bot's move, a chance draw, or nothing (over).
 *
 * @group Sessions
 */
export type NextTurn =
  | { kind: 'human'; seat: Seat }
  | { kind: 'bot'; seat: Seat; spec: SeatSpec }
  | { kind: 'chance' }
  | { kind: 'over'; outcome: Outcome };

/**
 * How a session starts ({@link createSession}).
 *
 * @group Sessions
 */
export interface SessionSettings<O> {
  /** The options of {@link Game.setup}. */
  options: O;
  /** Who sits where: a comma-separated list or an array of seat specs (see {@link parseSeatSpecs}); default every seat `human`. */
  seats?: string | readonly (string | SeatSpec)[];
  /**
   * The seed of the session's chance draws and bots (default 0). Chance at ply `p` draws with an
   * rng seeded from (seed, p) and a bot at ply `p` from (seed, seat, p), so a session holds no
   * rng state: its record and seed repeat it exactly. This is not the setup's `options.seed`.
   */
  seed?: number;
  /**
   * The most chance draws in a row (with no player move between them) before the session ends
   * the match with reason `chance-limit`, so no game can spin (default {@link DEFAULT_CHANCE_LIMIT}).
   */
  chanceLimit?: number;
  /** Names of bots the host registered, accepted as seat specs. */
  custom?: Iterable<string>;
  /**
   * Whether the session holds the state before every move (default true). With false it holds
   * only the starting state and the moves: a past state (for {@link Session.undo},
   * {@link Session.tableAt}, {@link Session.viewAt}, or {@link Session.historyFor} of a game with
   * `notationFor`) is computed again by replaying the moves, which gives the same state since
   * `play` is a pure function. Hosts that step many matches and rarely look back (the
   * `games engine` vectors) spare the memory and the garbage collector's work of every past state.
   */
  keepStates?: boolean;
}

/**
 * Chance draws in a row after which a session ends the match with reason `chance-limit`.
 *
 * @group Sessions
 */
export const DEFAULT_CHANCE_LIMIT = 1000;

/**
 * A match in progress, as every host holds it: the state and what each seat sees, the history
 * (who acted, the notation, chance draws), chance drawn from the session's seed with a cap,
 * bot seats, undo that never crosses a move that revealed something hidden, the record and a
 * JSON snapshot. Pure data in, data out: the same in Node and in a browser. Made by
 * {@link createSession}, {@link sessionFromRecord} or {@link restoreSession}.
 *
 * @group Sessions
 */
export interface Session<S, M, O, V> {
  /** The game. */
  readonly game: Game<S, M, O, V>;
  /** The options the match was set up with. */
  readonly options: O;
  /** The seed of chance draws and bots. */
  readonly seed: number;
  /** Who sits in each seat. */
  readonly seatSpecs: readonly SeatSpec[];
  /** The cap on chance draws in a row. */
  readonly chanceLimit: number;
  /** The state now. */
  readonly state: S;
  /** Every seat's view, the spectator's, who acts and the acting seat's legal moves (computed when read). */
  readonly table: Table<M, V>;
  /** Every move so far, oldest first. */
  readonly history: readonly SessionEntry[];
  /** The outcome once the match is over (reason `chance-limit` when the session ended it), else `null`. */
  readonly outcome: Outcome | null;
  /** Who acts now, as everyone may be told. */
  actor(): PublicActor;
  /** What the session waits for. */
  next(): NextTurn;
  /** Whether `seat` is played by a bot. */
  isBot(seat: Seat): boolean;
  /** The history as `seat` (`null`: a spectator) may read it ({@link Game.notationFor}). */
  historyFor(seat: Seat | null): { ply: number; seat: Seat | null; notation: string }[];
  /** What one participant is sent now (see `updateFor`). */
  updateFor(seat: Seat | null): SeatUpdate<V>;
  /**
   * Plays `move` (a value or its notation) for `seat`: `not-your-turn` when that seat does not act,
   * `game-over` after the end, or the game's own error; nothing changes on refusal. Chance and
   * bots are not run: call {@link Session.advance} after.
   */
  play(seat: Seat, move: M | string): Result<SessionStep<M>>;
  /** Draws chance until a player acts or the match ends (`not-chance` when chance does not act now). */
  resolveChance(): Result<SessionStep<M>[]>;
  /**
   * Plays a chance outcome the host was given rather than drew (a recorded draw, a tile a
   * tournament server announced): `not-chance` when chance does not act, the game's error when
   * it is not one of chance's outcomes now.
   */
  drawChance(move: M | string): Result<SessionStep<M>>;
  /** The question for the bot that acts now, or `null` when no bot acts. */
  botRequest(): BotRequest<S> | null;
  /** Lets the bot that acts now choose and play, in this thread (`not-a-bot-turn` otherwise). */
  runBot(custom?: ReadonlyMap<string, BotFactory>): Result<SessionStep<M>>;
  /**
   * Runs chance (and bots, unless `bots` is false) until a person acts or the match ends, or
   * `maxPlies` moves are in the history.
   */
  advance(settings?: { bots?: boolean; custom?: ReadonlyMap<string, BotFactory>; maxPlies?: number }): Result<SessionStep<M>[]>;
  /**
   * How many moves {@link Session.undo} would take back for `seats` (default the human seats; all
   * seats when none is human): `nothing-to-undo` or `undo-crosses-reveal`.
   */
  canUndo(seats?: readonly Seat[]): Result<number>;
  /**
   * Takes the match back to just before the last move of one of `seats` (default the human seats),
   * with every move after it: refused with `undo-crosses-reveal` when one of those moves showed
   * some seat something hidden, `nothing-to-undo` when none of them moved. Returns the moves taken back.
   */
  undo(seats?: readonly Seat[]): Result<number>;
  /** The table after the first `ply` moves (0: the start): for replays, shown through one seat's view. */
  tableAt(ply: number): Table<M, V>;
  /** The view of `seat` after the first `ply` moves. */
  viewAt(ply: number, seat: Seat | null): V;
  /** The match as a {@link MatchRecord}. */
  record(): MatchRecord<O>;
  /** The session as plain JSON ({@link restoreSession} reads it back). */
  snapshot(): SessionSnapshot<O>;
  /** The outcome in words (see {@link describeOutcome}), or `null` while the match runs. */
  describeOutcome(wording?: OutcomeWording): string | null;
}

interface Entry<S, M> extends SessionEntry {
  move: M;
  /** The state before the move; `undefined` when the session keeps no past states (see `stateAt`). */
  before: S | undefined;
}

/**
 * Starts a session: checks the game, the options (setup's own errors as they are), the seats and
 * the settings.
 *
 * @example
 * ```ts
 * import { createSession, unwrap } from '@games/core';
 * import { pig } from '@games/core/example';
 *
 * const session = unwrap(createSession(pig, { options: { players: 2 }, seats: 'human,mcts:200', seed: 7 }));
 * unwrap(session.play(0, 'roll'));            // a person's move...
 * unwrap(session.advance());                  // ...then chance and the bot, until a person acts
 * console.log(session.next());                // { kind: 'human', seat: 0 } or the end
 * console.log(session.undo().ok);             // true: Pig's dice hide nothing
 * console.log(session.record().moves);        // [] after the undo
 * ```
 *
 * @group Sessions
 */
export function createSession<S, M, O, V>(game: Game<S, M, O, V>, settings: SessionSettings<O>): Result<Session<S, M, O, V>> {
  const checked = checkGame(game);
  if (!checked.ok) return checked;
  if (typeof settings !== 'object' || settings === null) return err('invalid-session', `session settings are an object { options, seats?, seed? }, got ${describeValue(settings)}`);
  let setup: Result<S>;
  try {
    setup = game.setup(settings.options);
  } catch (thrown) {
    return err(ErrorCode.invalidOptions, `setup threw on ${describeValue(settings.options)}: ${String(thrown)}`);
  }
  if (!setup.ok) return setup;
  return holdSession(game, settings, setup.value, undefined);
}

/** Builds the session object around a starting state; `start` is kept for the record when given. */
export function holdSession<S, M, O, V>(game: Game<S, M, O, V>, settings: SessionSettings<O>, initial: S, start: S | undefined): Result<Session<S, M, O, V>> {
  const seed = settings.seed ?? 0;
  if (!Number.isSafeInteger(seed)) return err('invalid-session', `the seed must be a whole number, got ${describeValue(seed)}`);
  const chanceLimit = settings.chanceLimit ?? DEFAULT_CHANCE_LIMIT;
  if (!Number.isSafeInteger(chanceLimit) || chanceLimit < 1) return err('invalid-session', `chanceLimit must be a positive whole number, got ${describeValue(chanceLimit)}`);
  let seatCount: number;
  try {
    seatCount = game.seats(initial);
  } catch (thrown) {
    return err('invalid-state', `not a state of ${game.id}: ${String(thrown)}`);
  }
  const custom = [...(settings.custom ?? [])];
  const specs = parseSeatSpecs(settings.seats ?? 'human', seatCount, { custom });
  if (!specs.ok) return specs;
  return ok(new LiveSession(game, settings.options, initial, start, seed, chanceLimit, specs.value, settings.keepStates !== false));
}

/** The session: states before each move, entries, and a table computed when read. */
class LiveSession<S, M, O, V> implements Session<S, M, O, V> {
  private current: S;
  private readonly entries: Entry<S, M>[] = [];
  private ended: Outcome | null = null;
  private cachedTable: Table<M, V> | null = null;

  constructor(
    readonly game: Game<S, M, O, V>,
    readonly options: O,
    private readonly initial: S,
    private readonly start: S | undefined,
    readonly seed: number,
    readonly chanceLimit: number,
    readonly seatSpecs: readonly SeatSpec[],
    /** Whether each entry holds the state before its move ({@link SessionSettings.keepStates}). */
    private readonly keepStates: boolean,
  ) {
    this.current = initial;
  }

  get state(): S {
    return this.current;
  }

  get history(): readonly SessionEntry[] {
    return this.entries.map(({ ply, seat, notation, reveals }) => ({ ply, seat, notation, reveals }));
  }

  get table(): Table<M, V> {
    if (this.cachedTable === null) this.cachedTable = this.tableAt(this.entries.length);
    return this.cachedTable;
  }

  get outcome(): Outcome | null {
    if (this.ended !== null) return this.ended;
    const actor = this.game.actor(this.current);
    return actor.kind === 'over' ? actor.outcome : null;
  }

  actor(): PublicActor {
    return this.ended !== null ? { kind: 'over', outcome: this.ended } : publicActor(this.game.actor(this.current));
  }

  next(): NextTurn {
    const actor = this.actor();
    if (actor.kind !== 'player') return actor;
    const spec = this.seatSpecs[actor.seat];
    return spec === undefined || spec.kind === 'human' ? { kind: 'human', seat: actor.seat } : { kind: 'bot', seat: actor.seat, spec };
  }

  isBot(seat: Seat): boolean {
    const spec = this.seatSpecs[seat];
    return spec !== undefined && spec.kind !== 'human';
  }

  historyFor(seat: Seat | null): { ply: number; seat: Seat | null; notation: string }[] {
    const notationFor = this.game.notationFor;
    if (typeof notationFor !== 'function') return this.entries.map(({ ply, seat: mover, notation }) => ({ ply, seat: mover, notation }));
    let before = this.initial;
    return this.entries.map((entry) => {
      const state = entry.before ?? before;
      if (entry.before === undefined) before = this.replayed(state, entry);
      return { ply: entry.ply, seat: entry.seat, notation: notationFor.call(this.game, state, entry.move, seat) };
    });
  }

  updateFor(seat: Seat | null): SeatUpdate<V> {
    return updateFor(this.table, seat);
  }

  play(seat: Seat, move: M | string): Result<SessionStep<M>> {
    if (this.ended !== null) return err(ErrorCode.gameOver, `the game is over (${outcomeReason(this.ended.reason)})`);
    const applied = applyAs(this.game, this.current, seat, move);
    if (!applied.ok) return applied;
    return ok(this.push(seat, applied.value.move, applied.value.state));
  }

  resolveChance(): Result<SessionStep<M>[]> {
    const steps: SessionStep<M>[] = [];
    if (this.actor().kind !== 'chance') return err('not-chance', this.ended !== null ? 'the game is over' : 'chance does not act now');
    for (;;) {
      const actor = this.game.actor(this.current);
      if (actor.kind !== 'chance') return ok(steps);
      if (this.chanceRun() >= this.chanceLimit) {
        this.ended = { ranking: [Array.from({ length: this.seatSpecs.length }, (_, seat) => seat)], reason: 'chance-limit' };
        this.cachedTable = null;
        return ok(steps);
      }
      const move = sampleChance(actor, createRng(deriveSeed(this.seed, `chance:${this.entries.length}`)));
      const played = this.game.play(this.current, move);
      if (!played.ok) return err('chance-refused', `${this.game.id} refused its own chance outcome ${this.game.formatMove(move)}: ${played.error.message}`);
      steps.push(this.push(null, move, played.value));
    }
  }

  drawChance(move: M | string): Result<SessionStep<M>> {
    if (this.actor().kind !== 'chance') return err('not-chance', this.ended !== null ? 'the game is over' : 'chance does not act now');
    const parsed = typeof move === 'string' ? this.game.parseMove(move, this.current) : ok(move);
    if (!parsed.ok) return parsed;
    const played = this.game.play(this.current, parsed.value);
    if (!played.ok) return played;
    return ok(this.push(null, parsed.value, played.value));
  }

  botRequest(): BotRequest<S> | null {
    const next = this.next();
    if (next.kind !== 'bot') return null;
    const ply = this.entries.length;
    return {
      game: this.game.id,
      seat: next.seat,
      spec: formatSeatSpec(next.spec),
      state: this.current,
      seed: deriveSeed(this.seed, `bot:${next.seat}:${ply}`),
      ply,
      history: this.historyFor(next.seat).map(({ seat, notation }) => ({ seat, notation })),
    };
  }

  runBot(custom?: ReadonlyMap<string, BotFactory>): Result<SessionStep<M>> {
    // The same bot, rng and history as botRequest + chooseBotMove, without the JSON round trip;
    // the history is only built when the bot reads it (a random bot never does).
    const next = this.next();
    if (next.kind !== 'bot') return err('not-a-bot-turn', 'no bot acts now');
    const bot = botFor(this.game, next.spec, custom);
    if (!bot.ok) return bot;
    const seed = deriveSeed(this.seed, `bot:${next.seat}:${this.entries.length}`);
    const history = (): BotContext['history'] => this.historyFor(next.seat).map(({ seat, notation }) => ({ seat, notation }));
    const context: BotContext = {
      seat: next.seat,
      get history() {
        return history();
      },
    };
    const chosen = bot.value.chooseMove(this.current, createRng(seed), context);
    if (!chosen.ok) return chosen;
    return this.play(next.seat, chosen.value);
  }

  advance(settings: { bots?: boolean; custom?: ReadonlyMap<string, BotFactory>; maxPlies?: number } = {}): Result<SessionStep<M>[]> {
    const steps: SessionStep<M>[] = [];
    const bots = settings.bots ?? true;
    const maxPlies = settings.maxPlies ?? Number.POSITIVE_INFINITY;
    while (this.entries.length < maxPlies) {
      const next = this.next();
      if (next.kind === 'chance') {
        const drawn = this.resolveChance();
        if (!drawn.ok) return drawn;
        steps.push(...drawn.value);
      } else if (next.kind === 'bot' && bots) {
        const played = this.runBot(settings.custom);
        if (!played.ok) return played;
        steps.push(played.value);
      } else break;
    }
    return ok(steps);
  }

  canUndo(seats?: readonly Seat[]): Result<number> {
    const from = this.undoPoint(seats);
    if (!from.ok) return from;
    return ok(this.entries.length - from.value);
  }

  undo(seats?: readonly Seat[]): Result<number> {
    const from = this.undoPoint(seats);
    if (!from.ok) return from;
    const taken = this.entries.length - from.value;
    this.current = this.stateAt(from.value);
    this.entries.length = from.value;
    this.ended = null;
    this.cachedTable = null;
    return ok(taken);
  }

  tableAt(ply: number): Table<M, V> {
    const at = Math.max(0, Math.min(Math.trunc(Number(ply)) || 0, this.entries.length));
    const last = this.entries[at - 1];
    const built = last === undefined ? table(this.game, this.stateAt(at)) : (() => {
      // The state before the last move, then the state after it from that one: one replay from
      // the start at most when past states are not kept.
      const before = this.stateAt(at - 1);
      const state = at < this.entries.length && this.entries[at]!.before === undefined ? this.replayed(before, last) : this.stateAt(at);
      const read = notationsOf(this.game, before, last.move, this.seatSpecs.length);
      return table(this.game, state, read.spectator, read.seats);
    })();
    if (at === this.entries.length && this.ended !== null) return { ...built, actor: { kind: 'over', outcome: this.ended }, outcome: this.ended, toAct: null };
    return built;
  }

  viewAt(ply: number, seat: Seat | null): V {
    const at = Math.max(0, Math.min(Math.trunc(Number(ply)) || 0, this.entries.length));
    return this.game.view(this.stateAt(at), seat);
  }

  record(): MatchRecord<O> {
    return { game: this.game.id, options: this.options, ...(this.start === undefined ? {} : { start: this.start }), moves: this.entries.map((entry) => entry.notation) };
  }

  snapshot(): SessionSnapshot<O> {
    return {
      format: 'games-session',
      version: 1,
      game: this.game.id,
      options: this.options,
      ...(this.start === undefined ? {} : { start: this.start }),
      seed: this.seed,
      seats: this.seatSpecs.map(formatSeatSpec),
      chanceLimit: this.chanceLimit,
      moves: this.entries.map(({ seat, notation }) => ({ seat, notation })),
    };
  }

  describeOutcome(wording: OutcomeWording = {}): string | null {
    const outcome = this.outcome;
    return outcome === null ? null : describeOutcome(outcome, { plies: this.entries.length, ...wording });
  }

  /** The state after the first `ply` moves: held, or replayed from the start when past states are not kept. */
  private stateAt(ply: number): S {
    if (ply >= this.entries.length) return this.current;
    const held = this.entries[ply]!.before;
    if (held !== undefined) return held;
    let state = this.initial;
    for (let index = 0; index < ply; index++) state = this.replayed(state, this.entries[index]!);
    return state;
  }

  /** The state after `entry`'s move from `state` (the state before it), played again. */
  private replayed(state: S, entry: Entry<S, M>): S {
    const played = this.game.play(state, entry.move);
    if (!played.ok) throw new Error(`${this.game.id} refused move ${entry.ply} (${entry.notation}) when replayed: ${played.error.message}; its play is not a pure function`);
    return played.value;
  }

  /** How many chance draws end the history with no player move between them. */
  private chanceRun(): number {
    let count = 0;
    for (let index = this.entries.length - 1; index >= 0 && this.entries[index]!.seat === null; index--) count++;
    return count;
  }

  private push(seat: Seat | null, move: M, next: S): SessionStep<M> {
    const before = this.current;
    const entry: Entry<S, M> = { ply: this.entries.length, seat, notation: this.game.formatMove(move), reveals: this.revealing(before, move), move, before: this.keepStates ? before : undefined };
    this.entries.push(entry);
    this.current = next;
    this.cachedTable = null;
    return { ply: entry.ply, seat, notation: entry.notation, reveals: entry.reveals, move };
  }

  private revealing(state: S, move: M): boolean {
    if (typeof this.game.reveals === 'function') {
      try {
        return this.game.reveals(state, move) !== false;
      } catch {
        return true;
      }
    }
    return this.game.hiddenInformation === true;
  }

  /** The index of the first entry an undo for `seats` takes back. */
  private undoPoint(seats?: readonly Seat[]): Result<number> {
    let who = seats;
    if (who === undefined) {
      const humans = this.seatSpecs.flatMap((spec, seat) => (spec.kind === 'human' ? [seat] : []));
      who = humans.length > 0 ? humans : this.seatSpecs.map((_, seat) => seat);
    } else if (!Array.isArray(who) || who.some((seat) => !Number.isInteger(seat) || seat < 0 || seat >= this.seatSpecs.length)) {
      return err('invalid-seat', `undo takes seats of this match (0..${this.seatSpecs.length - 1}), got ${describeValue(seats)}`);
    }
    let index = this.entries.length - 1;
    while (index >= 0 && (this.entries[index]!.seat === null || !who.includes(this.entries[index]!.seat!))) index--;
    if (index < 0) return err('nothing-to-undo', 'there is no move to take back');
    const revealing = this.entries.slice(index).find((entry) => entry.reveals);
    if (revealing !== undefined) {
      const by = revealing.seat === null ? 'a chance draw' : `a move of Player ${revealing.seat + 1}`;
      return err('undo-crosses-reveal', `cannot take back: ${by} showed something that was hidden, so it and every move before it stand`);
    }
    return ok(index);
  }
}
