/**
 * Santorini's action ids (the contract's optional `actions`): 726 ids, the same for every god
 * and player count. Squares are numbered `A1` = 0 … `E5` = 24 (column letter, then row: the
 * square `c r` is `(r - 1) * 5 + column`).
 *
 * | ids        | move                     | id of the move                 |
 * | ---------- | ------------------------ | ------------------------------ |
 * | 0 … 24     | `place S`                | `S`                            |
 * | 25 … 649   | a move step `F-T`        | `25 + F * 25 + T`              |
 * | 650 … 674  | `build S`                | `650 + S`                      |
 * | 675 … 699  | `dome S`                 | `675 + S`                      |
 * | 700 … 724  | `remove S` (Ares)        | `700 + S`                      |
 * | 725        | `pass`                   | `725`                          |
 *
 * A step names its worker by the square it leaves, so one table serves every god (Artemis'
 * second step, Apollo's swap and Minotaur's push are steps like any other).
 *
 * @module
 */
import { ok } from '@games/core';
import { isActionId, unknownAction, type ActionIds } from '@games/core/actions';
import { SPACES, squareIndex } from './board.js';
import { BUILD, DOME, PASS, PLACE, REMOVE, STEP, type SantoriniMove } from './moves.js';
import type { SantoriniState } from './state.js';

/** The first id of each kind of move. */
const FIRST = { place: 0, move: SPACES, build: SPACES + SPACES * SPACES, dome: 2 * SPACES + SPACES * SPACES, remove: 3 * SPACES + SPACES * SPACES } as const;
/** The id of `pass`, the last one. */
const PASS_ID = 4 * SPACES + SPACES * SPACES;
/** The number of ids. */
const COUNT = PASS_ID + 1;

/** The id of a move (-1 for a value that is no Santorini move). */
function idOf(_state: SantoriniState, move: SantoriniMove): number {
  switch (move?.kind) {
    case 'pass':
      return PASS_ID;
    case 'move': {
      const from = squareIndex(move.from);
      const to = squareIndex(move.to);
      return from < 0 || to < 0 ? -1 : FIRST.move + from * SPACES + to;
    }
    case 'place':
    case 'build':
    case 'dome':
    case 'remove': {
      const square = squareIndex(move.square);
      return square < 0 ? -1 : FIRST[move.kind] + square;
    }
    default:
      return -1;
  }
}

/** The move of an id (one of the shared move constants). */
function moveOf(_state: SantoriniState, id: number): ReturnType<ActionIds<SantoriniState, SantoriniMove>['moveOf']> {
  if (!isActionId(id, COUNT)) return unknownAction(id, `is not an integer from 0 to ${COUNT - 1}`);
  if (id === PASS_ID) return ok(PASS);
  if (id < FIRST.move) return ok(PLACE[id]!);
  if (id < FIRST.build) return ok(STEP[id - FIRST.move]!);
  if (id < FIRST.dome) return ok(BUILD[id - FIRST.build]!);
  if (id < FIRST.remove) return ok(DOME[id - FIRST.dome]!);
  return ok(REMOVE[id - FIRST.remove]!);
}

/**
 * Santorini's action ids: see the table in this module's description.
 *
 * @group Research interfaces
 */
export const santoriniActions: ActionIds<SantoriniState, SantoriniMove> = { count: () => COUNT, idOf, moveOf };
