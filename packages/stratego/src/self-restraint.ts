/**
 * The two-squares rule kept by a side of its own accord, where the game's rules have none (the UCC
 * 2012 competition's): without it a threatened piece and its chaser can step back and forth for a
 * thousand turns, and a game the side leads ends drawn at the turn limit.
 *
 * @module
 */
import { hasPieceMove } from './moves.js';
import { extendTwoSquares } from './repetition.js';
import type { StrategoState } from './state.js';

/**
 * The last of `states` (consecutive states of one game, oldest first) under the two-squares rule
 * with `limit`, each seat's memory rebuilt from the moves between the states (each state's
 * `previousMoves` and `lastCombat`): the position for a search by a side that keeps the rule by
 * itself. The rule then binds both seats in the search, so the other side is also expected not to
 * shuffle forever; the moves it leaves are all legal under the game's own rules. Give it at least
 * the last `2 × limit + 1` states (more are ignored); the game's own state when it already has a
 * two-squares rule, is not in the play phase, or when the rule would leave the side to move no move
 * (a search from there would find the game lost).
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { stratego, withTwoSquaresRule } from '@games/stratego';
 *
 * const rules = { twoSquareLimit: null, moreSquaresRule: false, maxPlies: null };
 * let state = unwrap(stratego.setup({ ...rules, redSetup: 'policy', blueSetup: 'policy', seed: 3 }));
 * const states = [state];
 * const back = (from: string, to: string) => {
 *   state = unwrap(stratego.play(state, unwrap(stratego.parseMove(`${from}-${to}`, state))));
 *   states.push(state);
 * };
 * for (let turn = 0; turn < 2; turn++) {
 *   back('A4', 'A5'); back('A7', 'A6');
 *   back('A5', 'A4'); back('A6', 'A7');
 * }
 * const restrained = withTwoSquaresRule(states, 3);
 * const formatted = (s: typeof state) => stratego.legalMoves(s).map((move) => stratego.formatMove(move));
 * console.log(formatted(state).includes('A4-A5'), formatted(restrained).includes('A4-A5')); // true false
 * ```
 *
 * @group Game
 */
export function withTwoSquaresRule(states: readonly StrategoState[], limit: number): StrategoState {
  const last = states[states.length - 1]!;
  if (last.rules.twoSquareLimit !== null || last.phase !== 'play' || last.outcome !== null) return last;
  const memories: number[][] = [[], []];
  for (let index = Math.max(1, states.length - 2 * limit - 1); index < states.length; index++) {
    const before = states[index - 1]!;
    const after = states[index]!;
    if (before.phase !== 'play' || after.ply !== before.ply + 1) continue;
    const seat = before.toMove;
    const combat = after.lastCombat;
    const survived = combat === null || combat.result === 'attacker-wins' || combat.result === 'flag-captured';
    memories[seat] = extendTwoSquares(memories[seat]!, limit, after.previousMoves[seat * 2]!, after.previousMoves[seat * 2 + 1]!, survived);
  }
  const restrained: StrategoState = { ...last, rules: { ...last.rules, twoSquareLimit: limit }, twoSquares: memories };
  return hasPieceMove(restrained) ? restrained : last;
}
