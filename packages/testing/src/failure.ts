import fc from 'fast-check';
import type { Game } from '@games/core';
import type { Resolved } from './config.js';

/**
 * A broken law found in one state of a run: thrown by the laws' properties. `ply` is the number
 * of moves after which it shows (the moves after it are not part of the counterexample).
 */
export class Violation extends Error {
  /** Moves played before the state that breaks the law (undefined: the state reached). */
  readonly ply: number | undefined;

  /** A violation described by `message`, seen after `ply` moves. */
  constructor(message: string, ply?: number) {
    super(message);
    this.name = 'Violation';
    this.ply = ply;
  }
}

/** Throws a {@link Violation}. */
export function violate(message: string, ply?: number): never {
  throw new Violation(message, ply);
}

/**
 * A law the game breaks, as the conformance laws report it: the law, the problem, and the
 * counterexample fast-check shrank it to (the options and the move sequence in notation), with
 * the seed and path that replay it.
 *
 * @group Conformance
 */
export class LawFailure extends Error {
  /** The game's id. */
  readonly game: string;
  /** The name of the law. */
  readonly law: string;
  /** What is wrong, in one sentence. */
  readonly problem: string;
  /** The options of the counterexample's setup (undefined where the law has none). */
  readonly options: unknown;
  /** The moves from the setup to the state that breaks the law, in the game's notation. */
  readonly moves: string[];
  /** The fast-check seed of the run. */
  readonly seed: number;
  /** The fast-check path of the counterexample: with the seed, replays exactly it. */
  readonly path: string | null;
  /** How many times fast-check shrank the first counterexample. */
  readonly shrinks: number;
  /**
   * The law this failure most likely follows from, when the game breaks that one too (a `play`
   * that mutates its input breaks determinism, round trips and replays as well): fix that law
   * first. `null` when this failure is a cause of its own.
   */
  readonly followsFrom: string | null;

  /** A failure of `law` in `game` (see the fields). */
  constructor(fields: { game: string; law: string; problem: string; options: unknown; moves: string[]; seed: number; path: string | null; shrinks: number; followsFrom?: string | null }) {
    const followsFrom = fields.followsFrom ?? null;
    const lines = [
      `${fields.game} breaks the law "${fields.law}"`,
      ...(followsFrom === null ? [] : [`  follows from: the law "${followsFrom}", which the game breaks too (reported there): fix that first`]),
      `  problem: ${fields.problem}`,
      ...(fields.options === undefined ? [] : [`  options: ${JSON.stringify(fields.options)}`]),
      `  moves (${fields.moves.length}): ${fields.moves.length === 0 ? '(none: the setup itself)' : fields.moves.join(', ')}`,
      `  shrunk ${fields.shrinks} time(s); replay with { seed: ${fields.seed}${fields.path === null ? '' : `, path: ${JSON.stringify(fields.path)}`} } in the config`,
    ];
    super(lines.join('\n'));
    this.name = 'LawFailure';
    this.game = fields.game;
    this.law = fields.law;
    this.problem = fields.problem;
    this.options = fields.options;
    this.moves = fields.moves;
    this.seed = fields.seed;
    this.path = fields.path;
    this.shrinks = fields.shrinks;
    this.followsFrom = followsFrom;
  }

  /** This failure marked as following from the law `cause`. */
  followingFrom(cause: string): LawFailure {
    return new LawFailure({ ...this, followsFrom: cause });
  }
}

/** A synchronous fast-check property of a law (its arguments vary from law to law). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LawProperty = fc.IProperty<any>;

interface ReachedLike {
  options: unknown;
  moves: unknown[];
}

function isReached(value: unknown): value is ReachedLike {
  return typeof value === 'object' && value !== null && Array.isArray((value as ReachedLike).moves) && 'options' in value && 'states' in value;
}

/** The slowest run of a property: how long it took and the value it ran on. */
interface Slowest {
  ms: number;
  value: unknown;
}

/** `property` with each run timed, the slowest kept in `slowest`. */
function timed(property: LawProperty, slowest: Slowest): LawProperty {
  return new Proxy(property, {
    get(target, key) {
      const member = (target as unknown as Record<PropertyKey, unknown>)[key];
      if (key !== 'run' || typeof member !== 'function') return typeof member === 'function' ? member.bind(target) : member;
      return (value: unknown, ...rest: unknown[]) => {
        const started = performance.now();
        try {
          return member.call(target, value, ...rest) as unknown;
        } finally {
          const ms = performance.now() - started;
          if (ms > slowest.ms) {
            slowest.ms = ms;
            slowest.value = value;
          }
        }
      };
    },
  });
}

/** The options and the moves (in notation) of a property's input, when it is a reached state. */
function inputOf<S, M, O, V>(game: Game<S, M, O, V>, value: unknown, ply?: number): { options: unknown; moves: string[] } {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (isReached(first)) return { options: first.options, moves: first.moves.slice(0, ply ?? first.moves.length).map((move) => game.formatMove(move as M)) };
  return { options: Array.isArray(value) && value.length > 0 ? first : undefined, moves: [] };
}

/**
 * Runs `property` with the config's seed, runs and shrinking; throws a {@link LawFailure} that
 * names the law and the shrunk move sequence when it fails. A law still running after the
 * config's `timeLimitMs` stops and fails, naming its slowest input.
 */
export function runLaw<S, M, O, V>(game: Game<S, M, O, V>, law: string, property: LawProperty, config: Resolved<S, O>, runs = config.numRuns): void {
  const parameters: fc.Parameters<unknown[]> = { seed: config.seed, numRuns: runs, endOnFailure: !config.shrink, interruptAfterTimeLimit: config.timeLimitMs, markInterruptAsFailure: true };
  if (config.path !== undefined) parameters.path = config.path;
  const slowest: Slowest = { ms: -1, value: undefined };
  const details = fc.check(timed(property, slowest), parameters) as fc.RunDetails<unknown[]>;
  if (!details.failed) return;
  if (details.interrupted && details.counterexample === null) {
    const { options, moves } = inputOf(game, slowest.value);
    throw new LawFailure({
      game: game.id,
      law,
      problem:
        `the law ran past its time limit (timeLimitMs: ${config.timeLimitMs}) after ${details.numRuns} of ${runs} runs; its slowest input (below) took ${Math.round(slowest.ms)} ms. ` +
        'A slow legalMoves or play is the usual cause (comparing moves through JSON.stringify, say); or give the law more time or fewer runs',
      options,
      moves,
      seed: details.seed,
      path: null,
      shrinks: 0,
    });
  }
  const thrown = (details as { errorInstance?: unknown }).errorInstance ?? (details as { error?: unknown }).error;
  const { options, moves } = inputOf(game, details.counterexample ?? [], thrown instanceof Violation ? thrown.ply : undefined);
  const problem = thrown instanceof Error ? (thrown instanceof Violation ? thrown.message : `${thrown.name}: ${thrown.message}`) : String(thrown);
  throw new LawFailure({ game: game.id, law, problem, options, moves, seed: details.seed, path: details.counterexamplePath, shrinks: details.numShrinks });
}
