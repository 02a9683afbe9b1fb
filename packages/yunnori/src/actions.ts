/**
 * Yut Nori's action ids (the contract's optional `actions`): 180 ids, piece-or-start × throw
 * result. A player's move uses one of its results on the piece or stack at a position
 * (0: a new piece enters the board, or a back-do used up with nothing on the board):
 *
 * | ids       | move                              | id of the move                  |
 * | --------- | --------------------------------- | ------------------------------- |
 * | 0 … 179   | `P R`: result R on position P     | `P * 6 + R`                     |
 *
 * with positions P 0 … 29 (see `numberedBoardText`) and results R 0 back-do, 1 do, 2 gae,
 * 3 geol, 4 yut, 5 mo. Throws of the sticks are chance outcomes and have no id.
 *
 * @module
 */
import { ok, type Result } from '@games/core';
import { isActionId, unknownAction, type ActionIds } from '@games/core/actions';
import { POSITION_COUNT } from './board.js';
import { PIECE_MOVES, type YunnoriMove } from './moves.js';
import { resultIndex } from './results.js';
import type { YunnoriState } from './state.js';

/** The number of ids. */
const COUNT = POSITION_COUNT * 6;

function idOf(_state: YunnoriState, move: YunnoriMove): number {
  if (move?.kind !== 'move') return -1;
  const result = resultIndex(move.result);
  const position = move.position;
  return result < 0 || !Number.isInteger(position) || position < 0 || position >= POSITION_COUNT ? -1 : position * 6 + result;
}

function moveOf(_state: YunnoriState, id: number): Result<YunnoriMove> {
  return isActionId(id, COUNT) ? ok(PIECE_MOVES[id]!) : unknownAction(id, `is not an integer from 0 to ${COUNT - 1}`);
}

/**
 * Yut Nori's action ids: see the table in this module's description.
 *
 * @group Research interfaces
 */
export const yunnoriActions: ActionIds<YunnoriState, YunnoriMove> = { count: () => COUNT, idOf, moveOf };
