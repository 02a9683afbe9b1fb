// Test helpers: readable boards and where the shared data lives (moves are played with `scenario` from @games/testing).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unwrap } from '@games/core';
import { stratego, type StrategoOptions, type StrategoState } from '@games/stratego';
import { IS_LAKE } from '../src/board.js';
import { MOVED_BIT, packPiece, rankOfLetter, REVEALED_BIT } from '../src/pieces.js';
import { hashBoard } from '../src/repetition.js';
import { movablePieces } from '../src/rules.js';

/** `<repo>/../shared/data/stratego`: the shared test data (never copied into the repo). */
export const DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/stratego');
/** True when the shared data folder is there. */
export const HAS_DATA = existsSync(DATA);

/**
 * A play-phase state from a drawing: 10 lines, row 10 first, 10 cells per line separated by spaces.
 * `.` empty, `~` lake, `rM` a Red Marshal, `b2` a Blue Scout; a trailing `+` marks a piece that has
 * moved, `!` one that is revealed (`b9+!`).
 */
export function position(drawing: string, options: StrategoOptions & { toMove?: number } = {}): StrategoState {
  const { toMove = 0, ...rest } = options;
  const start = unwrap(stratego.setup({ ...rest, redSetup: 'random', blueSetup: 'random' }));
  const lines = drawing
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length !== 10) throw new Error(`a drawing has 10 rows, got ${lines.length}`);
  const board: number[] = [];
  for (let square = 0; square < 100; square++) board.push(0);
  lines.forEach((line, index) => {
    const row = 9 - index;
    const cells = line.split(/\s+/);
    if (cells.length !== 10) throw new Error(`row ${row + 1} has ${cells.length} cells`);
    cells.forEach((cell, column) => {
      const square = row * 10 + column;
      if (cell === '~') {
        if (!IS_LAKE[square]) throw new Error(`no lake at row ${row + 1} column ${column + 1}`);
        board[square] = -1;
        return;
      }
      if (IS_LAKE[square]) throw new Error(`row ${row + 1} column ${column + 1} is a lake, drawn '${cell}'`);
      if (cell === '.') return;
      const match = /^([rb])([MSBF2-9])([+!]*)$/.exec(cell);
      if (!match) throw new Error(`cannot read cell '${cell}'`);
      let piece = packPiece(match[1] === 'r' ? 0 : 1, rankOfLetter(match[2]!));
      if (match[3]!.includes('+')) piece |= MOVED_BIT;
      if (match[3]!.includes('!')) piece |= REVEALED_BIT;
      board[square] = piece;
    });
  });
  const hash = hashBoard(board);
  return { ...start, board, movable: movablePieces(board), toMove, hash, positions: hash.slice() };
}

/** The board of the battle and view tests: a few pieces of each side around the lakes, Blue's Flag in a corner. */
export const battleBoard = position(`
  . . . . . . . . . bF
  . . . . . . . . . bB
  . . . . . . . . . .
  . . . . b9 b3 . . . .
  . . ~ ~ . . ~ ~ . .
  . . ~ ~ . . ~ ~ . .
  . . . . r8 . . . . .
  . . . . . . . . . .
  rB . . . . . . . . .
  rF . . . . . . . . r2
`);

