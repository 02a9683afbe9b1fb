import fc from 'fast-check';
import type { Game } from '@games/core';

/**
 * A state reached from `setup(options)` by playing `moves`, with every state on the way.
 *
 * @group Reachable states
 */
export interface Reached<S, M, O> {
  /** The options of the setup. */
  options: O;
  /** The move choices the moves were picked by (one per move; see {@link reach}). */
  choices: number[];
  /** The moves played (chance outcomes included). */
  moves: M[];
  /** The states after 0, 1, ... moves; the last is {@link Reached.state}. */
  states: S[];
  /** The state reached. */
  state: S;
}

/**
 * Settings of {@link arbReachableState}.
 *
 * @group Reachable states
 */
export interface ReachableSettings {
  /** The most moves played from the setup (default 100). */
  maxPlies?: number;
}

/**
 * Plays the move choices `choices` from `setup(options)`: each choice picks a legal move by
 * index (modulo the number of legal moves), chance included; play stops early when the game ends.
 * Throws if `setup` refuses the options or the game refuses one of its own legal moves.
 *
 * @example
 * ```ts
 * import { pig } from '@games/core/example';
 * import { reach } from '@games/testing';
 *
 * const reached = reach(pig, { players: 2, seed: 1 }, [0, 3]); // roll, then the die shows 4
 * console.log(reached.moves.map((move) => pig.formatMove(move))); // [ 'roll', 'die 4' ]
 * ```
 *
 * @group Reachable states
 */
export function reach<S, M, O, V>(game: Game<S, M, O, V>, options: O, choices: readonly number[]): Reached<S, M, O> {
  const setup = game.setup(options);
  if (!setup.ok) throw new Error(`setup refused the options ${JSON.stringify(options)}: ${setup.error.code}: ${setup.error.message}`);
  let state = setup.value;
  const states = [state];
  const moves: M[] = [];
  const used: number[] = [];
  for (const choice of choices) {
    const legal = game.legalMoves(state);
    if (legal.length === 0) break;
    const move = legal[choice % legal.length] as M;
    const played = game.play(state, move);
    if (!played.ok) {
      const path = moves.map((earlier) => game.formatMove(earlier)).join(', ');
      throw new Error(`${game.id} refused its own legal move ${game.formatMove(move)} after [${path}]: ${played.error.code}: ${played.error.message}`);
    }
    used.push(choice);
    moves.push(move);
    state = played.value;
    states.push(state);
  }
  return { options, choices: used, moves, states, state };
}

/**
 * An arbitrary of states reachable in `game`: options from `options`, then up to `maxPlies`
 * legal moves chosen by index. Because it is generated from a list of move choices, a failing
 * property shrinks to the shortest move sequence (and the earliest moves in each list).
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { pig } from '@games/core/example';
 * import { arbReachableState } from '@games/testing';
 *
 * fc.assert(
 *   fc.property(arbReachableState(pig, fc.constant({ players: 2 }), { maxPlies: 60 }), ({ state }) => {
 *     if (state.banked.some((points) => points < 0)) throw new Error('negative bank');
 *   }),
 *   { seed: 1, numRuns: 20 },
 * );
 * ```
 *
 * @group Reachable states
 */
export function arbReachableState<S, M, O, V>(
  game: Game<S, M, O, V>,
  options: fc.Arbitrary<O>,
  { maxPlies = 100 }: ReachableSettings = {},
): fc.Arbitrary<Reached<S, M, O>> {
  return fc
    .tuple(options, fc.array(fc.nat({ max: 0x7fffffff }), { maxLength: maxPlies, size: 'max' }))
    .map(([chosen, choices]) => reach(game, chosen, choices));
}
