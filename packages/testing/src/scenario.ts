/**
 * Rulebook-style tests: set a game up (or start from a state), play moves in the game's notation,
 * and state what the rules say: this move is refused with that code, these are the legal moves,
 * this seat acts, the game ends so. Runner-agnostic: a broken expectation throws a
 * {@link ScenarioError} that names the step, the moves played so far and the legal moves.
 */
import type { Game, Outcome, Seat } from '@games/core';
import { canonical } from './plain-data.js';

/**
 * A scenario expectation that does not hold.
 *
 * @group Scenarios
 */
export class ScenarioError extends Error {
  /** The moves played before the step that failed, in notation. */
  readonly played: string[];

  /** An error for `step` after the moves `played`, with the legal moves listed. */
  constructor(game: string, step: string, problem: string, played: string[], legal: string[]) {
    super(
      [
        `${game} scenario, ${step}: ${problem}`,
        `  played: ${played.length === 0 ? '(nothing)' : played.join(', ')}`,
        `  legal now: ${legal.length === 0 ? '(none)' : legal.join(', ')}`,
      ].join('\n'),
    );
    this.name = 'ScenarioError';
    this.played = played;
  }
}

/**
 * Where a scenario starts: a setup, or a state of your own.
 *
 * @group Scenarios
 */
export interface ScenarioStart<S, M, O> {
  /** Sets the game up with `options`; throws a {@link ScenarioError} if they are refused. */
  setup(options: O): Scenario<S, M>;
  /** Starts from `state` (for example one drawn with your test's board parser). */
  from(state: S): Scenario<S, M>;
}

/**
 * A point in a game, reached by the moves played so far. Every method that plays or checks
 * returns a scenario (a new one after moves, the same one after checks), so steps chain; a
 * scenario never changes, so one can branch into several.
 *
 * @group Scenarios
 */
export interface Scenario<S, M> {
  /** The state reached. */
  readonly state: S;
  /** The moves played since the start, in notation. */
  readonly played: readonly string[];
  /** Plays moves in order, each given in the game's notation or as a move; each must be accepted. */
  play(...moves: (string | M)[]): Scenario<S, M>;
  /**
   * Checks that `move` (notation or a move) is refused here, with error `code` when given (a
   * notation that does not parse counts as refused with the parser's code). Also checks that the
   * refused `play` left the state as it was (a game that changes its input on a refusal fails).
   */
  refuses(move: string | M, code?: string): Scenario<S, M>;
  /**
   * Checks that the legal moves here are exactly `moves` (in notation, any order), or exactly
   * `moves` in the order `legalMoves` gives them with `{ ordered: true }`.
   */
  expectLegal(moves: readonly string[], options?: { ordered?: boolean }): Scenario<S, M>;
  /** Checks who acts: a seat, `'chance'` or `'over'`. */
  expectTurn(actor: Seat | 'chance' | 'over'): Scenario<S, M>;
  /** Checks that the game is over with an outcome having these fields (each compared deeply). */
  expectOutcome(outcome: Partial<Outcome>): Scenario<S, M>;
  /** Runs a check of your own on the state (throw, or use your runner's `expect`). */
  check(inspect: (state: S) => void): Scenario<S, M>;
  /** The legal moves here, in notation. */
  legal(): string[];
}

function makeScenario<S, M, O, V>(game: Game<S, M, O, V>, state: S, played: readonly string[]): Scenario<S, M> {
  const legal = (): string[] => game.legalMoves(state).map((move) => game.formatMove(move));
  const fail = (step: string, problem: string): never => {
    throw new ScenarioError(game.id, step, problem, [...played], legal());
  };
  const describe = (move: string | M): string => (typeof move === 'string' ? `"${move}"` : JSON.stringify(move));
  const self: Scenario<S, M> = {
    state,
    played,
    play(...moves) {
      let current: Scenario<S, M> = self;
      for (const move of moves) current = step(current, move);
      return current;
    },
    refuses(move, code) {
      const step = `refuses ${describe(move)}${code === undefined ? '' : ` with ${code}`}`;
      let parsed: M;
      if (typeof move === 'string') {
        const result = game.parseMove(move, state);
        if (!result.ok) {
          if (code !== undefined && result.error.code !== code) fail(step, `it does not parse, with ${result.error.code}: ${result.error.message}`);
          return self;
        }
        parsed = result.value;
      } else {
        parsed = move;
      }
      const before = canonical(state);
      const result = game.play(state, parsed);
      if (result.ok) return fail(step, 'it was accepted');
      if (canonical(state) !== before) fail(step, 'it was refused, but the state it was played on changed');
      if (code !== undefined && result.error.code !== code) fail(step, `it was refused with ${result.error.code}: ${result.error.message}`);
      return self;
    },
    expectLegal(moves, options) {
      const ordered = options?.ordered === true;
      const actual = ordered ? legal() : legal().sort();
      const expected = ordered ? [...moves] : [...moves].sort();
      if (canonical(actual) !== canonical(expected)) fail(`expects the legal moves ${expected.join(', ')}${ordered ? ' in this order' : ''}`, 'they differ');
      return self;
    },
    expectTurn(expected) {
      const actor = game.actor(state);
      const actual = actor.kind === 'player' ? actor.seat : actor.kind;
      if (actual !== expected) fail(`expects ${typeof expected === 'number' ? `seat ${expected}` : expected} to act`, `${typeof actual === 'number' ? `seat ${actual}` : actual} acts`);
      return self;
    },
    expectOutcome(expected) {
      const actor = game.actor(state);
      if (actor.kind !== 'over') return fail(`expects the outcome ${JSON.stringify(expected)}`, 'the game is not over');
      for (const [key, value] of Object.entries(expected)) {
        const actual = (actor.outcome as unknown as Record<string, unknown>)[key];
        if (canonical(actual) !== canonical(value)) fail(`expects the outcome ${JSON.stringify(expected)}`, `its ${key} is ${JSON.stringify(actual)}`);
      }
      return self;
    },
    check(inspect) {
      inspect(state);
      return self;
    },
    legal,
  };
  return self;

  function step(from: Scenario<S, M>, move: string | M): Scenario<S, M> {
    const at = from.state;
    const where = `play ${describe(move)}`;
    const report = (problem: string): never => {
      throw new ScenarioError(game.id, where, problem, [...from.played], from.legal());
    };
    let parsed: M;
    if (typeof move === 'string') {
      const result = game.parseMove(move, at);
      if (!result.ok) return report(`it does not parse: ${result.error.code}: ${result.error.message}`);
      parsed = result.value;
    } else {
      parsed = move;
    }
    const result = game.play(at, parsed);
    if (!result.ok) return report(`it was refused: ${result.error.code}: ${result.error.message}`);
    return makeScenario(game, result.value, [...from.played, game.formatMove(parsed)]);
  }
}

/**
 * Starts a rulebook-style scenario of `game`.
 *
 * @example
 * ```ts
 * import { pig } from '@games/core/example';
 * import { scenario } from '@games/testing';
 *
 * scenario(pig)
 *   .setup({ players: 2, target: 10, seed: 3 })
 *   .refuses('hold', 'illegal-move') // nothing rolled yet
 *   .play('roll', 'die 6', 'roll', 'die 5')
 *   .expectLegal(['roll', 'hold'])
 *   .play('hold')
 *   .expectOutcome({ ranking: [[0], [1]], reason: 'reached-target' });
 * ```
 *
 * @group Scenarios
 */
export function scenario<S, M, O, V>(game: Game<S, M, O, V>): ScenarioStart<S, M, O> {
  return {
    setup(options) {
      const result = game.setup(options);
      if (!result.ok) throw new ScenarioError(game.id, `setup(${JSON.stringify(options)})`, `refused: ${result.error.code}: ${result.error.message}`, [], []);
      return makeScenario(game, result.value, []);
    },
    from(state) {
      return makeScenario(game, state, []);
    },
  };
}
