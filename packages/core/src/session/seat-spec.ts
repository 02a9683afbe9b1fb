import type { Game, Result } from '../contract.js';
import { describeValue, err, ok } from '../result.js';
import { randomBot, type Bot } from '../bots/bot.js';
import { mctsBot } from '../bots/mcts.js';

/**
 * Who sits in a seat of a match session: a person, or a bot. Read from text by
 * {@link parseSeatSpec}; every host (terminal, server, browser) uses that one parser and the
 * one set of defaults in {@link SEAT_SPEC_DEFAULTS}.
 *
 * @group Sessions
 */
export type SeatSpec =
  | {
      /** A person: the host asks them for moves. */
      kind: 'human';
    }
  | {
      /** Core's {@link randomBot}. */
      kind: 'random';
    }
  | {
      /** Core's search bot ({@link mctsBot}). */
      kind: 'mcts';
      /** Its iteration budget per move (`mcts:N`), if given. */
      iterations?: number;
      /** Its time budget per move in milliseconds (`mcts:Nms`), if given. */
      milliseconds?: number;
    }
  | {
      /** A bot the host registered under a name (see {@link SeatSpecOptions.custom}). */
      kind: 'custom';
      /** The name it was registered under. */
      name: string;
    };

/**
 * Makes a host's own bot for a game: registered by name and chosen in a seat spec by that name.
 *
 * @group Sessions
 */
export type BotFactory = (game: Game<unknown, unknown, unknown, unknown>) => Bot<unknown, unknown>;

/**
 * The defaults and limits of seat specs, one set for every host.
 *
 * @group Sessions
 */
export const SEAT_SPEC_DEFAULTS = {
  /** Iterations of a bare `mcts` seat. */
  mctsIterations: 1000,
  /** The largest `mcts:N`. */
  maxIterations: 100_000,
  /** The largest `mcts:Nms`. */
  maxMilliseconds: 60_000,
} as const;

/**
 * Settings of {@link parseSeatSpec}.
 *
 * @group Sessions
 */
export interface SeatSpecOptions {
  /** Names of bots the host registered (accepted as `custom` seats). */
  custom?: Iterable<string>;
  /** A host's own ceiling on `mcts:N` (at most {@link SEAT_SPEC_DEFAULTS}.maxIterations). */
  maxIterations?: number;
  /** A host's own ceiling on `mcts:Nms` (at most {@link SEAT_SPEC_DEFAULTS}.maxMilliseconds). */
  maxMilliseconds?: number;
}

const SPEC_TEXT = /^(human|random|mcts)(?::(\d{1,9})(ms)?)?$/;

/**
 * Reads one seat spec: `human`, `random`, `mcts` ({@link SEAT_SPEC_DEFAULTS}.mctsIterations
 * iterations), `mcts:N` (N iterations), `mcts:Nms` (N milliseconds per move), or the name of a
 * bot the host registered. Case and surrounding spaces do not matter. Anything else is refused
 * with code `invalid-seat`.
 *
 * @example
 * ```ts
 * import { parseSeatSpec } from '@games/core';
 *
 * console.log(parseSeatSpec('mcts:200'));          // { ok: true, value: { kind: 'mcts', iterations: 200 } }
 * console.log(parseSeatSpec('MCTS:500ms'));        // { ok: true, value: { kind: 'mcts', milliseconds: 500 } }
 * console.log(parseSeatSpec('genius').ok);         // false: code 'invalid-seat'
 * console.log(parseSeatSpec('genius', { custom: ['genius'] })); // { ok: true, value: { kind: 'custom', name: 'genius' } }
 * ```
 *
 * @group Sessions
 */
export function parseSeatSpec(text: unknown, options: SeatSpecOptions = {}): Result<SeatSpec> {
  if (typeof text !== 'string' || text.length > 64) {
    return err('invalid-seat', `a seat is human, random, mcts, mcts:N, mcts:Nms or a registered bot's name, got ${describeValue(text)}`);
  }
  const custom = [...(options.custom ?? [])];
  const trimmed = text.trim();
  if (custom.includes(trimmed)) return ok({ kind: 'custom', name: trimmed });
  const match = SPEC_TEXT.exec(trimmed.toLowerCase());
  const names = `human, random, mcts, mcts:N, mcts:Nms${custom.length > 0 ? ` or ${custom.join(', ')}` : ''}`;
  if (match === null) return err('invalid-seat', `unknown seat "${trimmed}": use ${names}`);
  const [, kind, number, ms] = match;
  if (number !== undefined && kind !== 'mcts') return err('invalid-seat', `"${trimmed}": only mcts takes a budget`);
  if (kind === 'human') return ok({ kind: 'human' });
  if (kind === 'random') return ok({ kind: 'random' });
  if (number === undefined) return ok({ kind: 'mcts' });
  const value = Number(number);
  if (ms !== undefined) {
    const most = Math.min(options.maxMilliseconds ?? SEAT_SPEC_DEFAULTS.maxMilliseconds, SEAT_SPEC_DEFAULTS.maxMilliseconds);
    if (value < 1 || value > most) return err('invalid-seat', `mcts:Nms takes 1 to ${most} milliseconds, got ${value}`);
    return ok({ kind: 'mcts', milliseconds: value });
  }
  const most = Math.min(options.maxIterations ?? SEAT_SPEC_DEFAULTS.maxIterations, SEAT_SPEC_DEFAULTS.maxIterations);
  if (value < 1 || value > most) return err('invalid-seat', `mcts:N takes 1 to ${most} iterations, got ${value}`);
  return ok({ kind: 'mcts', iterations: value });
}

/**
 * Reads the seats of a match with `seats` seats from a comma-separated list (or an array of
 * specs); a shorter list is filled with its last entry, so `mcts` alone makes every seat a bot.
 *
 * @example
 * ```ts
 * import { parseSeatSpecs } from '@games/core';
 *
 * const seats = parseSeatSpecs('human,mcts:300', 3);
 * if (seats.ok) console.log(seats.value.map((seat) => seat.kind)); // [ 'human', 'mcts', 'mcts' ]
 * console.log(parseSeatSpecs('human,human,human', 2).ok);          // false: 3 seats for a match of 2
 * ```
 *
 * @group Sessions
 */
export function parseSeatSpecs(list: string | readonly (string | SeatSpec)[], seats: number, options: SeatSpecOptions = {}): Result<SeatSpec[]> {
  const entries = typeof list === 'string' ? list.split(',').map((name) => name.trim()).filter((name) => name.length > 0) : Array.isArray(list) ? [...list] : null;
  if (entries === null) return err('invalid-seat', `seats are a comma-separated list or an array, got ${describeValue(list)}`);
  if (entries.length === 0) return err('invalid-seat', 'no seats given');
  if (entries.length > seats) return err('invalid-seat', `${entries.length} seats given, but this match has ${seats}`);
  const specs: SeatSpec[] = [];
  for (const entry of entries) {
    const spec = typeof entry === 'string' ? parseSeatSpec(entry, options) : checkSeatSpec(entry, options);
    if (!spec.ok) return spec;
    specs.push(spec.value);
  }
  while (specs.length < seats) specs.push(specs[specs.length - 1]!);
  return ok(specs);
}

/** Checks a spec given as an object by reading it back from its text. */
function checkSeatSpec(spec: unknown, options: SeatSpecOptions): Result<SeatSpec> {
  if (typeof spec !== 'object' || spec === null) return err('invalid-seat', `not a seat: ${describeValue(spec)}`);
  return parseSeatSpec(formatSeatSpec(spec as SeatSpec), options);
}

/**
 * A seat spec as text, the form {@link parseSeatSpec} reads: `human`, `mcts:300`, `mcts:500ms`.
 *
 * @group Sessions
 */
export function formatSeatSpec(spec: SeatSpec): string {
  switch (spec.kind) {
    case 'mcts':
      if (spec.milliseconds !== undefined) return `mcts:${spec.milliseconds}ms`;
      return spec.iterations === undefined ? 'mcts' : `mcts:${spec.iterations}`;
    case 'custom':
      return String(spec.name);
    default:
      return String(spec.kind);
  }
}

/**
 * The bot a seat spec names, for `game`: `invalid-seat` for a human seat or an unregistered
 * custom name. A bare `mcts` searches {@link SEAT_SPEC_DEFAULTS}.mctsIterations iterations.
 *
 * @group Sessions
 */
export function botFor<S, M, O, V>(game: Game<S, M, O, V>, spec: SeatSpec, custom?: ReadonlyMap<string, BotFactory>): Result<Bot<S, M>> {
  switch (spec.kind) {
    case 'random':
      return ok(randomBot(game));
    case 'mcts': {
      const budget = spec.iterations === undefined && spec.milliseconds === undefined ? { iterations: SEAT_SPEC_DEFAULTS.mctsIterations } : { iterations: spec.iterations, milliseconds: spec.milliseconds };
      return ok(mctsBot(game, Object.fromEntries(Object.entries(budget).filter(([, value]) => value !== undefined))));
    }
    case 'custom': {
      const factory = custom?.get(spec.name);
      if (factory === undefined) return err('invalid-seat', `no bot is registered as "${spec.name}"`);
      return ok(factory(game as Game<unknown, unknown, unknown, unknown>) as Bot<S, M>);
    }
    default:
      return err('invalid-seat', 'a human seat has no bot');
  }
}
