/**
 * Stratego's action ids (the contract's optional `actions`): 11,200 ids for every variant.
 * Squares are numbered `10 * row + column` from `A1` = 0 to `K10` = 99 (columns `A`…`K`
 * without `J`), the same for both seats.
 *
 * | ids            | move                          | id of the move                |
 * | -------------- | ----------------------------- | ----------------------------- |
 * | 0 … 1199       | `place` a piece of rank R on S | `(R - 1) * 100 + S` (R 1…12) |
 * | 1200 … 11199   | a piece move from F to T      | `1200 + F * 100 + T`          |
 *
 * Ranks: 1 Spy, 2 Scout … 10 Marshal, 11 Bomb, 12 Flag. Only straight moves exist, so ids of
 * pairs of squares not on one line name no move (`unknown-action`).
 *
 * @module
 */
import { ok, type Result } from '@games/core';
import { isActionId, unknownAction, type ActionIds } from '@games/core/actions';
import { SQUARES, squareIndex } from './board.js';
import { pieceMove, placementMove } from './moves.js';
import { RANK_COUNT } from './pieces.js';
import type { StrategoMove, StrategoState } from './state.js';

/** The first id of a piece move. */
const FIRST_MOVE = RANK_COUNT * SQUARES;
/** The number of ids. */
const COUNT = FIRST_MOVE + SQUARES * SQUARES;

function idOf(_state: StrategoState, move: StrategoMove): number {
  if (move?.kind === 'place') {
    const square = squareIndex(move.square);
    const rank = move.rank;
    return square < 0 || !Number.isInteger(rank) || rank < 1 || rank > RANK_COUNT ? -1 : (rank - 1) * SQUARES + square;
  }
  if (move?.kind === 'move') {
    const from = squareIndex(move.from);
    const to = squareIndex(move.to);
    return from < 0 || to < 0 ? -1 : FIRST_MOVE + from * SQUARES + to;
  }
  return -1;
}

function moveOf(_state: StrategoState, id: number): Result<StrategoMove> {
  if (!isActionId(id, COUNT)) return unknownAction(id, `is not an integer from 0 to ${COUNT - 1}`);
  if (id < FIRST_MOVE) return ok(placementMove(Math.floor(id / SQUARES) + 1, id % SQUARES));
  const pair = id - FIRST_MOVE;
  const move = pieceMove(Math.floor(pair / SQUARES), pair % SQUARES);
  return move === null ? unknownAction(id, 'names two squares not on one line: no piece moves so') : ok(move);
}

/**
 * Stratego's action ids: see the table in this module's description.
 *
 * @group Research interfaces
 */
export const strategoActions: ActionIds<StrategoState, StrategoMove> = { count: () => COUNT, idOf, moveOf };
