/**
 * One match of `games engine`: a thin layer over core's match (state, history, undo, record,
 * chance with a seeded rng) that answers in the protocol's terms: action ids, the legal mask,
 * observations and rewards.
 *
 * @module
 */
import {
  actionMask,
  createMatch,
  createRng,
  deriveSeed,
  err,
  legalActionIds,
  ok,
  outcomeRewards,
  publicActor,
  sampleChance,
  type AnyGame,
  type Match,
  type MatchRecord,
  type PublicActor,
  type Result,
  type Seat,
} from '@games/core';

/** How chance is handled: drawn by the match's seeded rng after every step, or named by the client. */
export type ChanceMode = 'auto' | 'manual';

/** What a step played and where it leaves the match. */
export interface StepReport {
  /** The notation of every move played: the step and any chance drawn after it. */
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

/** One match of the protocol. */
export class EngineMatch {
  private constructor(
    readonly game: AnyGame,
    readonly seed: number,
    readonly chance: ChanceMode,
    private readonly match: Match<unknown, unknown, unknown, unknown>,
  ) {}

  /** Sets a match up: `options.seed` is the given seed unless the options name their own. */
  static create(game: AnyGame, options: Record<string, unknown>, seed: number, chance: ChanceMode): Result<{ match: EngineMatch; played: string[] }> {
    const withSeed = 'seed' in options || !game.options.some((option) => option.name === 'seed') ? options : { ...options, seed };
    const created = createMatch(game, withSeed);
    if (!created.ok) return created;
    const match = new EngineMatch(game, seed, chance, created.value);
    const played = match.autoChance();
    return played.ok ? ok({ match, played: played.value }) : played;
  }

  /** Seats of the match. */
  get seats(): number {
    return this.match.seats;
  }

  /** The number of action ids (0 for a game without a table). */
  get actionCount(): number {
    return this.game.actions?.count(this.match.state) ?? 0;
  }

  /** The observation shape, or `null` for a game without tensors. */
  get shape(): readonly number[] | null {
    return this.game.observation?.shape(this.match.state) ?? null;
  }

  /** Plies played (chance included). */
  get plies(): number {
    return this.match.history.length;
  }

  /** Who acts now. */
  actor(): PublicActor {
    return publicActor(this.match.actor());
  }

  /** The legal moves: ids ascending with their notation, or chance's outcomes (no ids) with weights. */
  legal(): { ids: number[]; moves: string[]; weights?: number[] } {
    const actor = this.match.actor();
    if (actor.kind === 'chance') return { ids: [], moves: actor.outcomes.map((outcome) => this.game.formatMove(outcome.move)), weights: actor.outcomes.map((outcome) => outcome.weight) };
    const state = this.match.state;
    const ids = legalActionIds(this.game, state);
    const actions = this.game.actions;
    if (actions === undefined) return { ids, moves: this.match.legalMoves().map((move) => this.game.formatMove(move)) };
    return { ids, moves: ids.map((id) => {
      const move = actions.moveOf(state, id);
      return move.ok ? this.game.formatMove(move.value) : '';
    }) };
  }

  /** The legal mask as a string of `0` and `1`, one character per action id. */
  mask(): string {
    const mask = actionMask(this.game, this.match.state);
    let text = '';
    for (let index = 0; index < mask.length; index++) text += mask[index] === 1 ? '1' : '0';
    return text;
  }

  /** Plays a move named by notation or by action id (a chance outcome only by notation), then draws chance in `auto` mode. */
  step(move: { notation: string } | { id: number }): Result<StepReport> {
    let chosen: unknown;
    if ('id' in move) {
      const actions = this.game.actions;
      if (actions === undefined) return err('unsupported', `${this.game.id} has no action ids`);
      const actor = this.match.actor();
      if (actor.kind !== 'player') return err(actor.kind === 'over' ? 'game-over' : 'chance-acts', actor.kind === 'over' ? 'the game is over' : 'chance acts now: name its outcome by notation, or draw it');
      const read = actions.moveOf(this.match.state, move.id);
      if (!read.ok) return read;
      chosen = read.value;
    } else chosen = move.notation;
    const before = this.match.history.length;
    const played = this.match.play(chosen);
    if (!played.ok) return played;
    const drawn = this.autoChance();
    if (!drawn.ok) return drawn;
    return ok(this.report(before));
  }

  /** Draws one chance outcome with the match's rng (the rng of this ply: undo and draw again gives the same). */
  drawChance(): Result<StepReport> {
    const before = this.match.history.length;
    const drawn = this.drawOne();
    return drawn.ok ? ok(this.report(before)) : drawn;
  }

  /** What the seat may see. */
  view(seat: Seat | null): unknown {
    return this.match.view(seat);
  }

  /** The seat's observation tensor. */
  observe(seat: Seat): Result<Float32Array> {
    const observation = this.game.observation;
    if (observation === undefined) return err('unsupported', `${this.game.id} has no observation tensor`);
    return ok(observation.observe(this.match.view(seat), seat));
  }

  /** Rewards by seat: 1 for the best, -1 for the worst, ties shared; zeros while the game goes on. */
  rewards(): number[] {
    const actor = this.match.actor();
    const rewards = new Array<number>(this.seats).fill(0);
    if (actor.kind !== 'over') return rewards;
    const values = outcomeRewards(actor.outcome);
    return rewards.map((_, seat) => 2 * (values[seat] ?? 0.5) - 1);
  }

  /** Takes back the last `count` plies (chance included). */
  undo(count: number): Result<number> {
    if (count > this.match.history.length) return err('nothing-to-undo', `only ${this.match.history.length} plies to take back, not ${count}`);
    const undone = this.match.undo(count);
    return undone.ok ? ok(this.match.history.length) : undone;
  }

  /** The record: options and every move in notation. */
  record(): MatchRecord<unknown> {
    return this.match.record();
  }

  /** In `auto` mode: draws chance until a seat acts or the game is over. */
  private autoChance(): Result<string[]> {
    const played: string[] = [];
    if (this.chance === 'manual') return ok(played);
    for (let draws = 0; this.match.actor().kind === 'chance'; draws++) {
      if (draws >= CHANCE_LIMIT) return err('chance-limit', `chance acted ${CHANCE_LIMIT} times in a row`);
      const drawn = this.drawOne();
      if (!drawn.ok) return drawn;
      played.push(drawn.value);
    }
    return ok(played);
  }

  /** Draws one chance outcome with the rng of this ply; its notation. */
  private drawOne(): Result<string> {
    const actor = this.match.actor();
    if (actor.kind !== 'chance') return err('no-chance', 'chance does not act now');
    const played = this.match.play(sampleChance(actor, createRng(deriveSeed(this.seed, this.match.history.length))));
    return played.ok ? ok(this.match.history[this.match.history.length - 1]!.notation) : played;
  }

  private report(from: number): StepReport {
    const actor = this.actor();
    const played = this.match.history.slice(from).map((entry) => entry.notation);
    const report: StepReport = { played, actor, legal: actor.kind === 'player' ? legalActionIds(this.game, this.match.state) : [], terminal: actor.kind === 'over' };
    if (report.terminal) report.rewards = this.rewards();
    return report;
  }
}

/** Chance draws in a row after which a match stops with an error (a game that never leaves chance). */
const CHANCE_LIMIT = 10_000;
