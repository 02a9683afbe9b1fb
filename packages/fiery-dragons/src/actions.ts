/**
 * Fiery Dragons' action ids (the contract's optional `actions`): 33 ids for every board and
 * set of extension chits.
 *
 * | ids      | move                                                      |
 * | -------- | --------------------------------------------------------- |
 * | 0 … 31   | `flip N`: turn over the chit at position N (a game has 16 to 32 chits) |
 * | 32       | `end`: end the turn (with the voluntary end-of-turn rule)  |
 *
 * @module
 */
import { ok, type Result } from '@games/core';
import { isActionId, unknownAction, type ActionIds } from '@games/core/actions';
import { MAX_EXTRA_CHITS, STANDARD_CHITS } from './chits.js';
import { END_MOVE, flipMove, type FieryDragonsMove } from './moves.js';
import type { FieryDragonsState } from './state.js';

/** The most chits a game can have: the 16 published ones and up to 8 of each extension chit. */
export const MAX_CHIT_IDS = STANDARD_CHITS.length + 2 * MAX_EXTRA_CHITS;
/** The number of ids. */
const COUNT = MAX_CHIT_IDS + 1;

function idOf(_state: FieryDragonsState, move: FieryDragonsMove): number {
  if (move?.kind === 'end') return MAX_CHIT_IDS;
  if (move?.kind === 'flip') return Number.isInteger(move.chit) && move.chit >= 0 && move.chit < MAX_CHIT_IDS ? move.chit : -1;
  return -1;
}

function moveOf(_state: FieryDragonsState, id: number): Result<FieryDragonsMove> {
  if (!isActionId(id, COUNT)) return unknownAction(id, `is not an integer from 0 to ${COUNT - 1}`);
  return ok(id === MAX_CHIT_IDS ? END_MOVE : flipMove(id));
}

/**
 * Fiery Dragons' action ids: see the table in this module's description.
 *
 * @group Research interfaces
 */
export const fieryDragonsActions: ActionIds<FieryDragonsState, FieryDragonsMove> = { count: () => COUNT, idOf, moveOf };
