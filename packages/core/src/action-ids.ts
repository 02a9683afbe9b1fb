/**
 * Hosts' side of action ids and observation tensors (the optional `actions` and `observation`
 * members of {@link Game}): the legal ids of a state in ascending order, the legal mask, an id
 * read back into a move, and a seat's tensor.
 *
 * @module
 */
import type { Game, Result, Seat } from './contract.js';
import { describeValue, err } from './result.js';

/**
 * The error code of an action id that names no move (not an integer, out of range, or meaningless
 * in this state), and of a game without action ids or observations.
 *
 * @group Action ids
 */
export const ActionError = {
  /** The id is not an integer in range, or names no move in this state. */
  unknownAction: 'unknown-action',
  /** The game has no action-id table or no observation tensor. */
  unsupported: 'unsupported',
} as const;

/**
 * The refusal of an id that names no move: code `unknown-action`, with what was wrong.
 *
 * @group Action ids
 */
export function unknownAction(id: unknown, why: string): Result<never> {
  return err(ActionError.unknownAction, `action id ${describeValue(id)} ${why}`);
}

/**
 * True when `id` is an integer in `0 .. count - 1`.
 *
 * @group Action ids
 */
export function isActionId(id: unknown, count: number): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 && id < count;
}

/**
 * The ids of the legal moves of the seat acting in `state`, ascending (empty at chance and at the
 * end, and for a game without action ids).
 *
 * @example
 * ```ts
 * import { legalActionIds } from '@games/core/actions';
 * import { pig } from '@games/core/example';
 *
 * const state = pig.setup({ players: 2 });
 * if (state.ok) console.log(legalActionIds(pig, state.value)); // [0]: only `roll` at the start of a turn
 * ```
 *
 * @group Action ids
 */
export function legalActionIds<S, M, O, V>(game: Game<S, M, O, V>, state: S): number[] {
  const actions = game.actions;
  if (actions === undefined || game.actor(state).kind !== 'player') return [];
  const moves = game.legalMoves(state);
  const ids = new Array<number>(moves.length);
  for (let index = 0; index < moves.length; index++) ids[index] = actions.idOf(state, moves[index]!);
  return sortIds(ids);
}

/**
 * Sorts ids ascending in place, without a comparator (the vectors of `games engine` ask every
 * step): insertion sort for the usual few dozen ids, which games list in nearly ascending runs;
 * a typed array's numeric sort for long lists (ids are below 2^31, -1 at worst).
 */
function sortIds(ids: number[]): number[] {
  if (ids.length > 64) {
    const sorted = Int32Array.from(ids).sort();
    for (let index = 0; index < sorted.length; index++) ids[index] = sorted[index]!;
    return ids;
  }
  for (let index = 1; index < ids.length; index++) {
    const id = ids[index]!;
    let at = index - 1;
    while (at >= 0 && ids[at]! > id) {
      ids[at + 1] = ids[at]!;
      at--;
    }
    ids[at + 1] = id;
  }
  return ids;
}

/**
 * The legal mask of `state`: a byte per action id, 1 where the id is legal for the acting seat.
 *
 * @group Action ids
 */
export function actionMask<S, M, O, V>(game: Game<S, M, O, V>, state: S): Uint8Array {
  const count = game.actions?.count(state) ?? 0;
  const mask = new Uint8Array(count);
  for (const id of legalActionIds(game, state)) if (id >= 0 && id < count) mask[id] = 1;
  return mask;
}

/**
 * The observation tensor of `seat` in `state`, computed from that seat's view; an `unsupported`
 * error for a game without one.
 *
 * @group Action ids
 */
export function observe<S, M, O, V>(game: Game<S, M, O, V>, state: S, seat: Seat): Result<Float32Array> {
  const observation = game.observation;
  if (observation === undefined) return err(ActionError.unsupported, `${game.id} has no observation tensor`);
  return { ok: true, value: observation.observe(game.view(state, seat), seat) };
}
