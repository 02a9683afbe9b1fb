/**
 * The Yut board as two `Track`s of `@games/core` (the normal board and the cow's yellow
 * path), the movement tables derived from them once, and the pure movement function.
 *
 * Positions: `0` not yet departed, `1 … 29` on the board (29 is the start/finish corner, not yet
 * arrived), {@link ARRIVED} (`100`) for an arrived piece.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { OFF_TRACK, track, walk, walkBack, type Track } from '@games/core/board';
import { isAnimal, type Animal } from './animals.js';
import { YunnoriError } from './errors.js';
import { BACK_DO, RESULT_STEPS, resultIndex } from './results.js';

/**
 * The position value of an arrived piece (as written in save files).
 *
 * @group Board
 */
export const ARRIVED = 100;
/**
 * The start/finish corner: a piece on it has not arrived yet.
 *
 * @group Board
 */
export const FINISH_CORNER = 29;
/**
 * Number of board positions including 0: `0 … 29`.
 *
 * @group Board
 */
export const POSITION_COUNT = 30;

function outerRing(): { from: number; to: number }[] {
  const links: { from: number; to: number }[] = [];
  for (let position = 0; position < 19; position++) links.push({ from: position, to: position + 1 });
  links.push({ from: 19, to: FINISH_CORNER }, { from: FINISH_CORNER, to: OFF_TRACK });
  return links;
}

function consecutive(path: readonly number[], lane: string): { from: number; to: number; lane: string }[] {
  const links: { from: number; to: number; lane: string }[] = [];
  for (let index = 1; index < path.length; index++) links.push({ from: path[index - 1] as number, to: path[index] as number, lane });
  return links;
}

function backwardLinks(path: readonly number[]): Record<number, number> {
  const previous: Record<number, number> = {};
  for (let index = 1; index < path.length; index++) previous[path[index] as number] = path[index - 1] as number;
  return previous;
}

/** Diagonal A from the corner 5 through the centre 22 to the corner 15. */
const DIAGONAL_A = [5, 20, 21, 22, 23, 24, 15];
/** Diagonal B from the corner 10 through the centre 22 to the finish corner 29. */
const DIAGONAL_B = [10, 25, 26, 22, 27, 28, 29];

/**
 * The normal board. Lane `main` is the outer ring 0 → 1 … 19 → 29 → off; lanes `diagonal-a`
 * and `diagonal-b` are the two diagonals. Every diagonal position forces its lane on a walk
 * that starts there, and 5, 10 and 22 force their shortcut (22 forces diagonal B: a piece that
 * stopped on the centre heads for the finish). A walk passing 5, 10 or 22 keeps its lane;
 * leaving a diagonal at 15 or 29 falls back to the main lane. Backward steps follow the fixed
 * back-do table: 1 → 29, 20 → 5, 25 → 10, 27 → 22, 29 → 19, otherwise p → p − 1.
 *
 * @group Board
 */
export const YUT_BOARD: Track = track({
  positions: POSITION_COUNT,
  links: [...outerRing(), ...consecutive(DIAGONAL_A, 'diagonal-a'), ...consecutive(DIAGONAL_B, 'diagonal-b')],
  startLanes: {
    5: 'diagonal-a',
    20: 'diagonal-a',
    21: 'diagonal-a',
    23: 'diagonal-a',
    24: 'diagonal-a',
    10: 'diagonal-b',
    25: 'diagonal-b',
    26: 'diagonal-b',
    22: 'diagonal-b',
    27: 'diagonal-b',
    28: 'diagonal-b',
  },
  previous: (() => {
    const previous: Record<number, number> = { 1: FINISH_CORNER, 20: 5, 25: 10, 27: 22, 29: 19 };
    for (let position = 2; position < POSITION_COUNT; position++) if (previous[position] === undefined) previous[position] = position - 1;
    return previous;
  })(),
});

/**
 * The cow's yellow path 0 → 1 … 5 → 20 → 21 → 22 → 23 → 24 → 15 … 19 → 29 → arrived, a single
 * lane in both directions. Positions 6 … 14 and 25 … 28 are not on it.
 *
 * @group Board
 */
export const COW_PATH: readonly number[] = Object.freeze([0, 1, 2, 3, 4, 5, 20, 21, 22, 23, 24, 15, 16, 17, 18, 19, FINISH_CORNER]);

/**
 * The cow's board: {@link COW_PATH} as a one-lane `Track`.
 *
 * @group Board
 */
export const COW_BOARD: Track = track({
  positions: POSITION_COUNT,
  links: [...consecutive(COW_PATH, 'main'), { from: FINISH_CORNER, to: OFF_TRACK }],
  previous: { ...backwardLinks(COW_PATH), 1: FINISH_CORNER },
});

/**
 * True when a cow may stand on `position` (0, the yellow path, or arrived).
 *
 * @group Board
 */
export function isOnCowPath(position: number): boolean {
  return position === ARRIVED || COW_PATH.includes(position);
}

function destinations(board: Track): number[] {
  // Built by pushing so that V8 keeps a packed array of small integers (fast reads).
  const table: number[] = [];
  for (let index = 0; index < POSITION_COUNT * 6; index++) table.push(-1);
  for (let position = 0; position < POSITION_COUNT; position++) {
    const onBoard = board.next[position * board.lanes.length] !== -1 || board.startLane[position] !== -1;
    if (!onBoard) continue;
    for (let result = 0; result < 6; result++) {
      if (result === BACK_DO) {
        table[position * 6] = position === 0 ? -1 : walkBack(board, position, 1);
        continue;
      }
      const steps = RESULT_STEPS[result] as number;
      const end = walk(board, position, steps);
      table[position * 6 + result] = end.position === OFF_TRACK ? ARRIVED : end.path.length === steps ? end.position : -1;
    }
  }
  return table;
}

/**
 * Where a piece lands, by `position * 6 + resultIndex`, on the normal board; -1 where no move
 * exists (back-do from 0). Derived once from {@link YUT_BOARD}; do not modify.
 *
 * @group Board
 */
export const NORMAL_DESTINATIONS: readonly number[] = destinations(YUT_BOARD);

/**
 * Where a cow's piece lands, by `position * 6 + resultIndex`; -1 off the yellow path and for
 * back-do from 0. Derived once from {@link COW_BOARD}; do not modify.
 *
 * @group Board
 */
export const COW_DESTINATIONS: readonly number[] = destinations(COW_BOARD);

/**
 * The pure movement function: where a piece (or stack) on `position` lands with `result`,
 * {@link ARRIVED} (`100`) when it arrives. With `animal` `cow` it follows the yellow path;
 * other animals (and none) use the normal board. Errors: `unknown-position` (not 0 … 29),
 * `unknown-result`, `unknown-animal`, `off-cow-path` (a cow never stands there) and
 * `cannot-move` (back-do from 0: a piece cannot enter backwards).
 *
 * @group Board
 */
export function movePiece(position: number, result: string, animal?: Animal): Result<number> {
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 0 || position >= POSITION_COUNT) {
    return err(YunnoriError.unknownPosition, `position must be an integer 0 … 29 (100 has arrived and never moves), got ${describeValue(position)}`);
  }
  const index = resultIndex(result);
  if (index < 0) return err(YunnoriError.unknownResult, `unknown result ${describeValue(result)}: use back-do, do, gae, geol, yut or mo`);
  if (animal !== undefined && !isAnimal(animal)) return err(YunnoriError.unknownAnimal, `unknown animal ${describeValue(animal)}: use pig, dog, sheep or cow`);
  const cow = animal === 'cow';
  if (cow && !isOnCowPath(position)) return err(YunnoriError.offCowPath, `position ${position} is not on the cow's yellow path`);
  const destination = (cow ? COW_DESTINATIONS : NORMAL_DESTINATIONS)[position * 6 + index] as number;
  if (destination < 0) return err(YunnoriError.cannotMove, 'back-do cannot move a piece that has not departed');
  return ok(destination);
}

/**
 * The positions a piece (or stack) on `position` passes with `result`, in order, the last one
 * where it lands: {@link ARRIVED} (`100`) when it arrives, after the positions it crossed on
 * the way out. Follows the same board as {@link movePiece} (the cow's yellow path with `animal`
 * `cow`); a back-do is the one position stepped back to. The same errors as `movePiece`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { movePath } from '@games/yunnori';
 *
 * console.log(unwrap(movePath(3, 'geol')));    // [4, 5, 6]: along the outer ring
 * console.log(unwrap(movePath(5, 'gae')));     // [20, 21]: a corner takes its shortcut
 * console.log(unwrap(movePath(28, 'geol')));   // [29, 100]: over the finish corner, arrived
 * ```
 *
 * @group Board
 */
export function movePath(position: number, result: string, animal?: Animal): Result<number[]> {
  const landing = movePiece(position, result, animal);
  if (!landing.ok) return landing;
  const index = resultIndex(result);
  if (index === BACK_DO) return ok([landing.value]);
  const walked = walk(animal === 'cow' ? COW_BOARD : YUT_BOARD, position, RESULT_STEPS[index] as number);
  return ok(walked.position === OFF_TRACK ? [...walked.path, ARRIVED] : walked.path);
}

/**
 * Grid coordinates `[row, col]` on the 11 × 11 drawing grid of positions 1 … 29, by position
 * (index 0 is unused: `[-1, -1]`).
 *
 * @group Board
 */
export const COORDINATES: readonly (readonly [number, number])[] = Object.freeze([
  [-1, -1],
  [8, 10], [6, 10], [4, 10], [2, 10], [0, 10],
  [0, 8], [0, 6], [0, 4], [0, 2], [0, 0],
  [2, 0], [4, 0], [6, 0], [8, 0], [10, 0],
  [10, 2], [10, 4], [10, 6], [10, 8],
  [1, 9], [3, 7], [5, 5], [7, 3], [9, 1],
  [1, 1], [3, 3], [7, 7], [9, 9], [10, 10],
] as (readonly [number, number])[]);
