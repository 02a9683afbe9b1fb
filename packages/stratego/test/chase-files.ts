// Reads the ataraxos chase games in ../shared/data/stratego/chase (format in that folder's
// README): line 1 is the board (100 letters), then one action per line in the mover's frame.
import { readFileSync } from 'node:fs';
import { RANK_LETTERS, SQUARE_NAMES, type StrategoOptions } from '@games/stratego';

const RED_LETTERS = 'CDEFGHIJKLMB';
const BLUE_LETTERS = 'OPQRSTUVWXYN';
// Spy, Scout, Miner, Sergeant, Lieutenant, Captain, Major, Colonel, General, Marshal, Flag, Bomb.
const RANKS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 11];

/** A chase game: options with both setups (no move limits) and the moves in notation. */
export interface ChaseGame {
  options: StrategoOptions;
  moves: string[];
}

function decode(action: number, ply: number): string {
  const code = action % 900;
  const source = code % 100;
  const k = Math.floor(code / 100);
  let from = source;
  let to: number;
  if (action < 900) {
    const row = Math.floor(source / 10);
    to = (k < row ? k : k + 1) * 10 + (source % 10);
  } else {
    const column = source % 10;
    to = Math.floor(source / 10) * 10 + (k < column ? k : k + 1);
  }
  if (ply % 2 === 1) {
    from = 99 - from;
    to = 99 - to;
  }
  return `${SQUARE_NAMES[from]}-${SQUARE_NAMES[to]}`;
}

/** Reads one chase file. */
export function readChaseGame(path: string): ChaseGame {
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  const board = lines[0]!.toUpperCase();
  let red = '';
  let blue = '';
  let pieces = 0;
  for (let index = 0; index < 40; index++) {
    const redIndex = RED_LETTERS.indexOf(board[index]!);
    red += redIndex >= 0 ? RANK_LETTERS[RANKS[redIndex]!] : '.';
    if (redIndex >= 0) pieces++;
    const square = (9 - Math.floor(index / 10)) * 10 + (index % 10);
    const blueIndex = BLUE_LETTERS.indexOf(board[square]!);
    blue += blueIndex >= 0 ? RANK_LETTERS[RANKS[blueIndex]!] : '.';
  }
  return {
    options: { variant: pieces === 40 ? 'classic' : 'barrage', redSetup: red, blueSetup: blue, maxPlies: null, maxPliesWithoutAttack: null },
    moves: lines.slice(1).map((line, ply) => decode(Number(line), ply)),
  };
}
