import type { Game, Seat } from '../contract.js';

/**
 * One complete turn: a seat's consecutive moves and the state they lead to.
 *
 * @group Matches
 */
export interface Turn<S, M> {
  /** The moves, in order. */
  moves: M[];
  /** The state after the last of them. */
  state: S;
}

/**
 * Every complete turn of the seat acting in `state`: each sequence of its consecutive moves,
 * up to the point where another seat or chance acts or the game ends. Empty when chance acts or
 * the game is over. `maxDepth` bounds the moves of one turn (a guard against endless turns).
 *
 * @group Matches
 */
export function turns<S, M, O, V>(game: Game<S, M, O, V>, state: S, { maxDepth = 64 }: { maxDepth?: number } = {}): Turn<S, M>[] {
  const actor = game.actor(state);
  if (actor.kind !== 'player') return [];
  const found: Turn<S, M>[] = [];
  const seat: Seat = actor.seat;
  const extend = (current: S, moves: M[]): void => {
    for (const move of game.legalMoves(current)) {
      const next = game.play(current, move);
      if (!next.ok) continue;
      const sequence = [...moves, move];
      const after = game.actor(next.value);
      if (after.kind === 'player' && after.seat === seat && sequence.length < maxDepth) extend(next.value, sequence);
      else found.push({ moves: sequence, state: next.value });
    }
  };
  extend(state, []);
  return found;
}
