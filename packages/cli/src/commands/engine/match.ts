/**
 * One match of `games engine`: core's match session (state, history, chance drawn with the
 * session's seed, bot seats, undo that never crosses a reveal, record) with what the protocol
 * adds: action ids, the legal mask, observations and rewards.
 *
 * @module
 */
import type { Engine } from '@games/catalogue';
import { createSession, err, outcomeReason, ok, type Game, type MatchRecord, type PublicActor, type Result, type Seat, type Session, type SessionStep } from '@games/core';
import { actionMask, legalActionIds, outcomeRewards } from '@games/core/actions';

/** How chance is handled: drawn (and bot seats played) by the session after every step, or only when asked. */
export type ChanceMode = 'auto' | 'manual';

/** What a step played and where it leaves the match. */
export interface StepReport {
  /** The notation of every move played: the step and the chance draws and bot moves after it. */
  played: string[];
  /** Who acts now. */
  actor: PublicActor;
  /** The acting seat's legal action ids, ascending (empty at chance and at the end). */
  legal: number[];
  /** True once the game is over. */
  terminal: boolean;
  /** Rewards by seat once the game is over (1 best … -1 worst, ties shared), else absent. */
  rewards?: number[];
}

/** What a match is set up with. */
export interface MatchSettings {
  /** The options of the game's `setup`; `seed` is added from {@link MatchSettings.seed} unless given. */
  options: Record<string, unknown>;
  /** The seed of the setup, the chance draws and the bots. */
  seed: number;
  /** When chance is drawn. */
  chance: ChanceMode;
  /** Seat specs (`human`, `random`, `mcts:N`, …; see core's `parseSeatSpecs`); default every seat human. */
  seats?: string;
  /**
   * Whether the session holds every past state (default true; see core's `keepStates`). A
   * vector's matches do not: they never look back, and thousands of held states per engine
   * would keep the garbage collector busy.
   */
  keepStates?: boolean;
}

const notations = <M>(steps: readonly SessionStep<M>[]): string[] => steps.map((step) => step.notation);

/** One match of the protocol, whatever its game: what the protocol's commands read and do. */
export interface EngineMatch {
  /** When chance is drawn. */
  readonly chance: ChanceMode;
  /** Seats of the match. */
  readonly seats: number;
  /** The number of action ids (0 for a game without a table). */
  readonly actionCount: number;
  /** The observation shape, or `null` for a game without tensors. */
  readonly shape: readonly number[] | null;
  /** Plies played, chance included. */
  readonly ply: number;
  /** What was played when the match was set up: chance draws and bot moves before the first person acts. */
  readonly openingMoves: readonly string[];
  /** Who acts now. */
  actor(): PublicActor;
  /** The legal moves: ids ascending with their notation, or chance's outcomes (no ids) with weights. */
  legal(): { ids: number[]; moves: string[]; weights?: number[] };
  /** The legal mask as a string of `0` and `1`, one character per action id. */
  mask(): string;
  /** Plays a move named by action id or by notation, then in `auto` mode chance and bot seats until a person acts. */
  step(move: { notation: string } | { id: number }): Result<StepReport>;
  /** Draws chance until a seat acts. */
  drawChance(): Result<StepReport>;
  /** What the seat may see (`null`: a spectator). */
  view(seat: Seat | null): unknown;
  /** The seat's observation tensor, from its view. */
  observe(seat: Seat): Result<Float32Array>;
  /** Writes the seat's observation tensor into `out` (all zeros when called; its length the shape's product). */
  observeInto(seat: Seat, out: Float32Array): Result<void>;
  /** The game's text board of what the seat may see (`null`: a spectator), as `renderText` draws it. */
  render(seat: Seat | null): Result<string>;
  /** Rewards by seat: 1 for the best, -1 for the worst, ties shared; zeros while the game goes on. */
  rewards(): number[];
  /** Takes back the last move of one of `seats` (default: any seat) and everything after it; the plies taken back. */
  undo(seats?: readonly Seat[]): Result<number>;
  /** The record: options and every move in notation. */
  record(): MatchRecord<unknown>;
}

/**
 * Sets a match of `engine` up (the options read by the engine, `seed` added unless given) and,
 * in `auto` mode, draws chance and plays bot seats until a person acts.
 */
export function createEngineMatch<S, M, O, V>(engine: Engine<S, M, O, V>, settings: MatchSettings): Result<EngineMatch> {
  const { game } = engine;
  const { options, seed } = settings;
  const withSeed = 'seed' in options || !game.options.some((option) => option.name === 'seed') ? options : { ...options, seed };
  const created = createSession(game, { options: engine.optionsFrom(withSeed), seed, keepStates: settings.keepStates !== false, ...(settings.seats === undefined ? {} : { seats: settings.seats }) });
  if (!created.ok) return created;
  const match = new SessionMatch(game, settings.chance, created.value);
  const played = match.settle();
  if (!played.ok) return played;
  match.openingMoves = played.value;
  return ok(match);
}

/** One match of the protocol, held by core's match session, with its game's types. */
class SessionMatch<S, M, O, V> implements EngineMatch {
  /** Plies played, kept here (the session's history is a fresh copy on every read). */
  private plies = 0;
  /** What was played when the match was set up. */
  openingMoves: readonly string[] = [];

  constructor(
    readonly game: Game<S, M, O, V>,
    readonly chance: ChanceMode,
    private readonly session: Session<S, M, O, V>,
  ) {}

  /** Seats of the match. */
  get seats(): number {
    return this.game.seats(this.session.state);
  }

  /** The number of action ids (0 for a game without a table). */
  get actionCount(): number {
    return this.game.actions?.count(this.session.state) ?? 0;
  }

  /** The observation shape, or `null` for a game without tensors. */
  get shape(): readonly number[] | null {
    return this.game.observation?.shape(this.session.state) ?? null;
  }

  /** Who acts now. */
  actor(): PublicActor {
    return this.session.actor();
  }

  /** The legal moves: ids ascending with their notation, or chance's outcomes (no ids) with weights. */
  legal(): { ids: number[]; moves: string[]; weights?: number[] } {
    const state = this.session.state;
    const actor = this.game.actor(state);
    if (this.session.outcome !== null) return { ids: [], moves: [] };
    if (actor.kind === 'chance') return { ids: [], moves: actor.outcomes.map((outcome) => this.game.formatMove(outcome.move)), weights: actor.outcomes.map((outcome) => outcome.weight) };
    const ids = legalActionIds(this.game, state);
    const actions = this.game.actions;
    if (actions === undefined) return { ids, moves: this.game.legalMoves(state).map((move) => this.game.formatMove(move)) };
    return {
      ids,
      moves: ids.map((id) => {
        const move = actions.moveOf(state, id);
        return move.ok ? this.game.formatMove(move.value) : '';
      }),
    };
  }

  /** The legal mask as a string of `0` and `1`, one character per action id. */
  mask(): string {
    const mask = this.session.outcome === null ? actionMask(this.game, this.session.state) : new Uint8Array(this.actionCount);
    let text = '';
    for (let index = 0; index < mask.length; index++) text += mask[index] === 1 ? '1' : '0';
    return text;
  }

  /**
   * Plays a move named by action id or by notation (a chance outcome only by notation: chance
   * given), then in `auto` mode draws chance and plays bot seats until a person acts.
   */
  step(move: { notation: string } | { id: number }): Result<StepReport> {
    const actor = this.session.actor();
    if (actor.kind === 'over') return err('game-over', `the game is over (${outcomeReason(actor.outcome.reason)})`);
    let step: Result<SessionStep<M>>;
    if ('id' in move) {
      const actions = this.game.actions;
      if (actions === undefined) return err('unsupported', `${this.game.id} has no action ids`);
      if (actor.kind !== 'player') return err('chance-acts', 'chance acts now: name its outcome by notation, or draw it');
      const read = actions.moveOf(this.session.state, move.id);
      if (!read.ok) return read;
      step = this.session.play(actor.seat, read.value);
    } else step = actor.kind === 'chance' ? this.session.drawChance(move.notation) : this.session.play(actor.seat, move.notation);
    if (!step.ok) return step;
    this.plies++;
    const after = this.settle();
    if (!after.ok) return after;
    return ok(this.report([step.value.notation, ...after.value]));
  }

  /** Draws chance with the session's rng until a seat acts (the rng of each ply: undo and draw again gives the same). */
  drawChance(): Result<StepReport> {
    const drawn = this.session.resolveChance();
    if (!drawn.ok) return drawn;
    this.plies += drawn.value.length;
    return ok(this.report(notations(drawn.value)));
  }

  /** What the seat may see (`null`: a spectator). */
  view(seat: Seat | null): V {
    return this.game.view(this.session.state, seat);
  }

  /** The seat's observation tensor, from its view. */
  observe(seat: Seat): Result<Float32Array> {
    const observation = this.game.observation;
    if (observation === undefined) return err('unsupported', `${this.game.id} has no observation tensor`);
    return ok(observation.observe(this.game.view(this.session.state, seat), seat));
  }

  /** Writes the seat's observation tensor into `out` (all zeros when called), with the game's `observeInto` when it has one. */
  observeInto(seat: Seat, out: Float32Array): Result<void> {
    const observation = this.game.observation;
    if (observation === undefined) return err('unsupported', `${this.game.id} has no observation tensor`);
    const view = this.game.view(this.session.state, seat);
    if (observation.observeInto !== undefined) observation.observeInto(view, seat, out);
    else out.set(observation.observe(view, seat));
    return ok(undefined);
  }

  /** The game's text board of what the seat may see (`null`: a spectator). */
  render(seat: Seat | null): Result<string> {
    if (this.game.renderText === undefined) return err('unsupported', `${this.game.id} has no text board`);
    return ok(this.game.renderText(this.game.view(this.session.state, seat), seat));
  }

  /** Rewards by seat: 1 for the best, -1 for the worst, ties shared; zeros while the game goes on. */
  rewards(): number[] {
    const outcome = this.session.outcome;
    const rewards = new Array<number>(this.seats).fill(0);
    if (outcome === null) return rewards;
    const values = outcomeRewards(outcome);
    return rewards.map((_, seat) => 2 * (values[seat] ?? 0.5) - 1);
  }

  /** Takes back the last move of one of `seats` (default: any seat) and everything after it; the plies taken back. */
  undo(seats?: readonly Seat[]): Result<number> {
    const undone = this.session.undo(seats);
    if (undone.ok) this.plies -= undone.value;
    return undone;
  }

  /** Plies played, chance included. */
  get ply(): number {
    return this.plies;
  }

  /** The record: options and every move in notation. */
  record(): MatchRecord<O> {
    return this.session.record();
  }

  /** In `auto` mode: chance and bot seats until a person acts or the game is over. */
  settle(): Result<string[]> {
    if (this.chance === 'manual') return ok([]);
    const steps = this.session.advance({ bots: true });
    if (!steps.ok) return steps;
    this.plies += steps.value.length;
    return ok(notations(steps.value));
  }

  private report(played: string[]): StepReport {
    const actor = this.session.actor();
    const report: StepReport = { played, actor, legal: actor.kind === 'player' ? legalActionIds(this.game, this.session.state) : [], terminal: actor.kind === 'over' };
    if (report.terminal) report.rewards = this.rewards();
    return report;
  }
}
