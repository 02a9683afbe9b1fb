import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unwrap } from '@games/core';
import { numberedBoardText, renderText, yunnori } from '@games/yunnori';
import {
  ANIMAL_PROMPT,
  animalQuestion,
  animalText,
  BANNER,
  boardText,
  CONTINUE_PROMPT,
  EMPTY_BOARD,
  GAME_CHOICE_PROMPT,
  GAME_CHOICES,
  GAME_SAVED,
  gameScreen,
  ID_PROMPT,
  LOGIN_FAILED,
  LOGIN_SUCCEEDED,
  MENU_PROMPT,
  menuText,
  NEED_MORE_PLAYERS,
  PASSWORD_PROMPT,
  PIECE_COUNT_PROMPT,
  PLAYER_COUNT_PROMPT,
  RESUME_PROMPT,
  resumeSavedGame,
  turnText,
  winLine,
} from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { position } from './helpers.js';

const lines = (...text: string[]): string => text.map((line) => `${line}\n`).join('');
const STARS = '*'.repeat(60);
const DASHES = '-'.repeat(41);
const SPEC = fileURLToPath(new URL('../../../../shared/rules/yunnori.md', import.meta.url));

describe('the start screen', () => {
  it('prints the banner of five 60-star lines and the game choice', () => {
    expect(BANNER + GAME_CHOICES + GAME_CHOICE_PROMPT).toBe(
      `${lines(STARS, STARS, "*************   Let's start the Project 2   ****************", STARS, STARS, '1. Yunnori Basic', '2. Yunnori Extension')}Choose a game to play (1, 2) : `,
    );
    for (const line of BANNER.trimEnd().split('\n')) expect(line).toHaveLength(60);
  });
});

describe('the menus', () => {
  const header = [STARS, '************************   Menu   **************************', STARS];
  it('basic: game start or end program', () => {
    expect(menuText('basic') + MENU_PROMPT).toBe(`${lines(...header, '1. game start', '2. end program')}Select the function you want : `);
  });
  it('advanced with nobody logged in', () => {
    expect(menuText('advanced', []) + MENU_PROMPT).toBe(
      `${lines(...header, 'Logged-in ID List : No player is logged in', '1. game start', '2. login', '3. end program')}Select the function you want : `,
    );
  });
  it('advanced with players logged in: each ID followed by a space', () => {
    expect(menuText('advanced', ['Noah', 'Liam']).split('\n')[3]).toBe('Logged-in ID List : Noah Liam ');
  });
  it('the header lines are 60 characters', () => {
    for (const line of header) expect(line).toHaveLength(60);
  });
});

describe('the messages and prompts', () => {
  it('are word for word those of the course', () => {
    expect([NEED_MORE_PLAYERS, ID_PROMPT, PASSWORD_PROMPT, LOGIN_SUCCEEDED, LOGIN_FAILED, RESUME_PROMPT]).toEqual([
      'More than 1 player is needed to start the game',
      'ID : ',
      'PASSWORD : ',
      'Login Succeed!',
      'Login Failed!',
      'There is a saved game. Start a new game (0) / Resume (1) : ',
    ]);
    expect(`${animalQuestion('Noah')}\n${ANIMAL_PROMPT}`).toBe('Select animal type of Noah\n(0: pig, 1: dog, 2: sheep, 3:cow) : ');
    expect([PLAYER_COUNT_PROMPT, PIECE_COUNT_PROMPT, CONTINUE_PROMPT, GAME_SAVED, winLine(2)]).toEqual([
      'number of players (2, 3, 4) : ',
      'number of pieces per player (1, 2, 3, 4) : ',
      'Continue (0) / Save and Exit the game (1) : ',
      'Game saved successfully!',
      'Player 2 win',
    ]);
  });
});

describe('the board drawing', () => {
  it('is the empty board of the spec, cell (row, col) at character 3·col', () => {
    const empty = unwrap(yunnori.setup({}));
    expect(boardText(empty, { color: false })).toBe(lines(...EMPTY_BOARD));
    expect(EMPTY_BOARD).toHaveLength(11);
    for (const [row, line] of EMPTY_BOARD.entries()) {
      for (let col = 0; col <= 10; col++) {
        const cell = line.slice(3 * col, 3 * col + 3);
        if (cell === '[ ]') expect([row, col]).toSatisfy(([r = -1, c = -1]: number[]) => r === 0 || r === 10 || c === 0 || c === 10 || r === c || r + c === 10);
      }
    }
  });
  it.skipIf(!existsSync(SPEC))('matches the drawing in the rules file character for character', () => {
    const spec = readFileSync(SPEC, 'utf8');
    const block = /- Board: 11 lines[\s\S]*?```\n([\s\S]*?)```/.exec(spec);
    expect(block).not.toBeNull();
    expect(lines(...EMPTY_BOARD)).toBe(block?.[1]);
  });
  it('shows the stack size on every one of the 29 positions', () => {
    const coordinates = [
      [8, 10], [6, 10], [4, 10], [2, 10], [0, 10], [0, 8], [0, 6], [0, 4], [0, 2], [0, 0],
      [2, 0], [4, 0], [6, 0], [8, 0], [10, 0], [10, 2], [10, 4], [10, 6], [10, 8],
      [1, 9], [3, 7], [5, 5], [7, 3], [9, 1], [1, 1], [3, 3], [7, 7], [9, 9], [10, 10],
    ];
    for (let at = 1; at <= 29; at++) {
      const state = position(`A: ${at} ${at} ${at}\nB: 0 0 0`);
      const rows = boardText(state, { color: false }).split('\n');
      const [row, col] = coordinates[at - 1] as [number, number];
      expect(rows[row]?.slice(3 * col, 3 * col + 3)).toBe('[3]');
      expect(boardText(state, { color: false }).match(/\[\d\]/g)).toHaveLength(1);
    }
  });
});

describe('the advanced game screen', () => {
  it('shows the animal line between the board and the piece state (the saved-game example)', () => {
    const state = unwrap(resumeSavedGame('Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1'));
    expect(gameScreen(state, { color: false }) + CONTINUE_PROMPT).toBe(
      `${lines(
        '[ ] - [ ] - [ ] - [ ] - [ ] - [3]',
        ' | [ ]                     [ ] |',
        '[ ]    .                 .    [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]          .     .          [ ]',
        ' |             [ ]             |',
        '[ ]          .     .          [ ]',
        ' |       [ ]         [ ]       |',
        '[ ]    .                 .    [1]',
        ' | [ ]                     [ ] |',
        '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
        DASHES,
        'Noah(dog) Liam(pig) ',
        DASHES,
        'Not started : ',
        ' □ ',
        'Arrived : ',
        ' ■  ■  ■ ',
        DASHES,
      )}Continue (0) / Save and Exit the game (1) : `,
    );
  });
  it('names the player in the turn block: Player <i> <ID> turn', () => {
    const state = scenario(yunnori).from(unwrap(resumeSavedGame('Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1'))).play('throw do').state;
    expect(turnText(state)).toBe(lines('Player 1 Liam turn', 'Piece : 1 5 5 5 ', 'Yut : do ', 'Write down the position of the player to move and yut', '(back-do, do, gae, geol, yut, and mo)'));
  });
  it('has no animal line in the basic game', () => {
    expect(animalText(unwrap(yunnori.setup({})))).toBe('');
  });
});

describe('renderText', () => {
  it('numbers every position and shows each stack as <player>x<pieces>', () => {
    const state = position('A (pig): 0 0 22 22\nB (cow): 1 5 20 100\nC (dog): 0 0 0 10', { turn: 1 });
    expect(numberedBoardText(state)).toBe(
      lines(
        '2x1       9       8       7       6     1x1',
        '     25                             1x1',
        ' 11                                       4',
        '             26              21',
        ' 12                                       3',
        '                    0x2',
        ' 13                                       2',
        '             23              27',
        ' 14                                     1x1',
        '     24                              28',
        ' 15      16      17      18      19      29',
      ),
    );
    const text = renderText(yunnori.view(state, 2), 2);
    expect(text).toContain('Player 0 (A pig) : 0 0 22 22\nPlayer 1 (B cow) : 1 5 20 100\nPlayer 2 (C dog) : 0 0 0 10\n');
    expect(text).not.toContain('\u001b');
  });

  it('is the colourless screen with the turn lines, and the win line at the end', () => {
    const state = unwrap(yunnori.setup({ players: 2, pieces: 1 }));
    const numbered = `Positions (a stack shows <player>x<pieces>):\n${numberedBoardText(state)}`;
    expect(renderText(yunnori.view(state, null))).toBe(`${gameScreen(state, { color: false })}${numbered}Player 0 : 0\nPlayer 1 : 0\nPlayer 0 turn\nPiece : 0 \nYut : \nThrows to come : 1\n`);
    const won = scenario(yunnori).from(position('A: 29\nB: 0', { results: 'do' })).play('29 do').state;
    expect(renderText(yunnori.view(won, 0)).endsWith(` 29\nPlayer 0 : 100\nPlayer 1 : 0\nPlayer 0 win\n`)).toBe(true);
    expect(renderText(yunnori.view(won, null))).not.toContain('\u001b');
  });
});
