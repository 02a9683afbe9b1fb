import fc from 'fast-check';
import { createRng, int, type Game, type Result, type Seat } from '@games/core';
import { resolveConfig, type ConformanceConfig, type Resolved } from './config.js';
import { violate } from './failure.js';
import { arbReachableState, type Reached } from './reachable.js';

/**
 * One law of the contract, as a check that throws on a violation.
 *
 * @group Conformance
 */
export interface Law {
  /** What the law says. */
  name: string;
  /** Runs the law's property; throws a {@link LawFailure} when the game breaks it. */
  check: () => void;
}

/** What every law needs: the game, the config with its defaults, and shared helpers. */
export interface LawContext<S, M, O, V> {
  game: Game<S, M, O, V>;
  config: Resolved<S, O>;
  optionsArb: fc.Arbitrary<O>;
  reachable: fc.Arbitrary<Reached<S, M, O>>;
  /** The spectator and every seat of the state's match. */
  viewers: (state: S) => (Seat | null)[];
  /** The plies (indices into `states`) the per-state laws look at: the last, and some before. */
  checkedPlies: (reached: Reached<S, M, O>) => number[];
  /** Up to `movesPerState` legal moves of a state, sampled with `salt`. */
  sampled: (state: S, salt: number) => M[];
  /** The re-deal the view law uses: the config's `hidden`, else the game's `redeal`. */
  redeal: ((state: S, seat: Seat | null, draw: (max: number) => number) => S) | undefined;
  /** The re-deal bots use, checked by the re-deal laws: the game's `redeal`, else the config's `hidden`. */
  searchRedeal: ((state: S, seat: Seat | null, draw: (max: number) => number) => S) | undefined;
  /** A property over reachable states, checked at the plies of {@link LawContext.checkedPlies}. */
  perState: (check: (state: S, ply: number, reached: Reached<S, M, O>) => void) => fc.IProperty<[Reached<S, M, O>]>;
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Fails unless `result` is a refusal with a kebab-case code and a readable message. */
export function expectRuleError<T>(result: Result<T>, what: string, ply?: number): void {
  if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') violate(`${what} did not return a Result`, ply);
  if (result.ok) violate(`${what} was accepted`, ply);
  const error = result.error as { code?: unknown; message?: unknown };
  if (typeof error?.code !== 'string' || !KEBAB.test(error.code)) violate(`${what}: error code ${JSON.stringify(error?.code)} is not a kebab-case string`, ply);
  if (typeof error.message !== 'string' || error.message.length === 0) violate(`${what}: error has no readable message`, ply);
}

/** `count` distinct indices below `length` (all of them when there are no more), sampled with `salt`. */
export function sampleIndices(length: number, count: number, salt: number): number[] {
  if (length <= count) return Array.from({ length }, (_, index) => index);
  const rng = createRng(salt);
  const picked = new Set<number>();
  while (picked.size < count) picked.add(int(rng, 0, length - 1));
  return [...picked].sort((a, b) => a - b);
}

/** A draw function for `redeal`: integers 0..max from a seeded rng. */
export function drawFrom(seed: number): (max: number) => number {
  const rng = createRng(seed);
  return (max) => int(rng, 0, Math.max(0, Math.floor(max)));
}

/** Builds the shared context of the laws. */
export function lawContext<S, M, O, V>(game: Game<S, M, O, V>, config: ConformanceConfig<S, O>): LawContext<S, M, O, V> {
  const resolved = resolveConfig(config);
  const optionsArb: fc.Arbitrary<O> = Array.isArray(config.options) ? fc.constantFrom(...config.options) : config.options;
  const reachable = arbReachableState(game, optionsArb, { maxPlies: resolved.maxPlies });
  const viewers = (state: S): (Seat | null)[] => [null, ...Array.from({ length: game.seats(state) }, (_, seat) => seat)];
  const checkedPlies = (reached: Reached<S, M, O>): number[] => {
    const last = reached.states.length - 1;
    const plies = new Set<number>([last]);
    const extra = Math.min(resolved.statesPerRun, last);
    for (let index = 0; index < extra; index++) plies.add(Math.floor((index * last) / extra));
    return [...plies].sort((a, b) => a - b);
  };
  const sampled = (state: S, salt: number): M[] => {
    const legal = game.legalMoves(state);
    return sampleIndices(legal.length, resolved.movesPerState, salt).map((index) => legal[index] as M);
  };
  const own = game.redeal === undefined ? undefined : (state: S, seat: Seat | null, draw: (max: number) => number): S => game.redeal!(state, seat, draw);
  const redeal = config.hidden ?? own;
  const searchRedeal = own ?? config.hidden;
  const perState = (check: (state: S, ply: number, reached: Reached<S, M, O>) => void) =>
    fc.property(reachable, (reached) => {
      for (const ply of checkedPlies(reached)) check(reached.states[ply] as S, ply, reached);
    });
  return { game, config: resolved, optionsArb, reachable, viewers, checkedPlies, sampled, redeal, searchRedeal, perState };
}
