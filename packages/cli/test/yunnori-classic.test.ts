import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runProgram, scriptedIo } from '../src/index.js';

// Transcripts of `games yunnori-classic` against the worked examples of the Yut Nori spec
// (/work/shared/rules/yunnori.md, "Console app" and "Login and saved games"). The scripted input
// is not echoed, so each answer disappears from the transcript: a prompt is followed directly
// by what the program prints next. Expected texts are written out here, not taken from the
// engine, so that a changed character fails.

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const SAMPLE_USERS = readFileSync(join(PACKAGE, 'data', 'user_info.txt'), 'utf8');
const OLIVIA_LINE = 'Olivia Ava Sophia | Olivia 2 0 0 10 10 | Ava 1 0 0 2 100 | Sophia 3 0 3 100 100 | 2';
const NOAH_LIAM_LINE = 'Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1';

const STARS = '*'.repeat(60);
const DASHES = '-'.repeat(41);
const lines = (...text: string[]): string => text.map((line) => `${line}\n`).join('');
const START = `${lines(STARS, STARS, "*************   Let's start the Project 2   ****************", STARS, STARS, '1. Yunnori Basic', '2. Yunnori Extension')}Choose a game to play (1, 2) : `;
const MENU_HEAD = [STARS, '************************   Menu   **************************', STARS];
const MENU_PROMPT = 'Select the function you want : ';
const BASIC_MENU = `${lines(...MENU_HEAD, '1. game start', '2. end program')}${MENU_PROMPT}`;
const advancedMenu = (...ids: string[]): string =>
  `${lines(...MENU_HEAD, `Logged-in ID List : ${ids.length === 0 ? 'No player is logged in' : ids.map((id) => `${id} `).join('')}`, '1. game start', '2. login', '3. end program')}${MENU_PROMPT}`;
const EMPTY_BOARD = [
  '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]',
  ' | [ ]                     [ ] |',
  '[ ]    .                 .    [ ]',
  ' |       [ ]         [ ]       |',
  '[ ]          .     .          [ ]',
  ' |             [ ]             |',
  '[ ]          .     .          [ ]',
  ' |       [ ]         [ ]       |',
  '[ ]    .                 .    [ ]',
  ' | [ ]                     [ ] |',
  '[ ] - [ ] - [ ] - [ ] - [ ] - [ ]^Start',
];
/** The board with some cells filled: `[row, col, text]`. */
const board = (...cells: [number, number, string][]): string[] =>
  EMPTY_BOARD.map((line, row) => {
    let text = line;
    for (const [r, col, digit] of cells) if (r === row) text = text.slice(0, 3 * col + 1) + digit + text.slice(3 * col + 2);
    return text;
  });
const pieceState = (waiting: string, arrived: string): string[] => [DASHES, 'Not started : ', waiting, 'Arrived : ', arrived, DASHES];
const TURN_TAIL = ['Write down the position of the player to move and yut', '(back-do, do, gae, geol, yut, and mo)'];
const MOVE_PROMPTS = '>> position : >> yut : ';
const CONTINUE = 'Continue (0) / Save and Exit the game (1) : ';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A data folder with these files (`null`: no such file). */
function dataFolder(files: { users?: string | null; games?: string | null } = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'yunnori-classic-'));
  folders.push(folder);
  const users = files.users === undefined ? SAMPLE_USERS : files.users;
  const games = files.games === undefined ? `${OLIVIA_LINE}\n${NOAH_LIAM_LINE}\n` : files.games;
  if (users !== null) writeFileSync(join(folder, 'user_info.txt'), users);
  if (games !== null) writeFileSync(join(folder, 'game_info.txt'), games);
  return folder;
}

const gameFile = (folder: string): string => readFileSync(join(folder, 'game_info.txt'), 'utf8');

/** Runs the console program with these typed lines; `throws` is the `--throws` script. */
async function run(folder: string, input: string[], throws?: string, extra: string[] = []) {
  const io = scriptedIo(input);
  const args = ['yunnori-classic', '--data', folder, ...(throws === undefined ? [] : ['--throws', throws]), ...extra];
  const status = await runProgram(extra.includes('--color') ? args.filter((arg) => arg !== '--color') : [...args, '--no-color'], { io, workerUrl: null });
  return { status, output: io.output, errors: io.errors };
}

const LOGIN_NOAH = ['2', 'Noah', '22d34h'];
const LOGIN_LIAM = ['2', 'Liam', '912ynd'];

describe('the start screen', () => {
  it('prints the banner and the game choice, explains a wrong choice and asks again', async () => {
    const { status, output, errors } = await run(dataFolder(), ['3', '1', '2']);
    expect(status).toBe(0);
    expect(errors).toBe('');
    expect(output).toBe(`${START}Please enter 1 or 2 (1 Yunnori Basic, 2 Yunnori Extension).\nChoose a game to play (1, 2) : ${BASIC_MENU}`);
  });

  it('ends cleanly (status 0) when the input ends at a prompt', async () => {
    const { status, output } = await run(dataFolder(), ['2']);
    expect(status).toBe(0);
    expect(output).toBe(`${START}${advancedMenu()}\n`);
  });
});

describe('login', () => {
  it('Noah logs in with his password: Login Succeed! and the ID is listed', async () => {
    const { status, output } = await run(dataFolder(), ['2', ...LOGIN_NOAH, '3']);
    expect(status).toBe(0);
    expect(output).toBe(`${START}${advancedMenu()}ID : PASSWORD : Login Succeed!\n${advancedMenu('Noah')}`);
  });

  it('an unknown ID (Jack) and a wrong password both fail: Login Failed!', async () => {
    const { output } = await run(dataFolder(), ['2', ...LOGIN_NOAH, '2', 'Jack', 'adfv', '2', 'Liam', '22d34h', '3']);
    expect(output).toBe(
      `${START}${advancedMenu()}ID : PASSWORD : Login Succeed!\n${advancedMenu('Noah')}ID : PASSWORD : Login Failed!\n${advancedMenu('Noah')}ID : PASSWORD : Login Failed!\n${advancedMenu('Noah')}`,
    );
  });

  it('logging in twice is refused with a reason; the list keeps login order', async () => {
    const { output } = await run(dataFolder(), ['2', ...LOGIN_LIAM, ...LOGIN_NOAH, ...LOGIN_LIAM, '3']);
    expect(output).toContain(`ID : PASSWORD : Login Failed! (Liam is already logged in)\n${advancedMenu('Liam', 'Noah')}`);
  });

  it('a user file with CRLF line ends and no final newline works', async () => {
    const folder = dataFolder({ users: 'Ethan a2b7\r\nNoah 22d34h' });
    const { output, errors } = await run(folder, ['2', ...LOGIN_NOAH, '3']);
    expect(errors).toBe('');
    expect(output).toContain('Login Succeed!\n');
  });

  it('without user_info.txt nobody can log in, and the reason is reported', async () => {
    const { status, output, errors } = await run(dataFolder({ users: null }), ['2', ...LOGIN_NOAH, '3']);
    expect(status).toBe(0);
    expect(output).toContain('Login Failed!\n');
    expect(errors).toMatch(/user_info\.txt does not exist/);
  });
});

describe('starting the advanced game', () => {
  it('with nobody or one player logged in: More than 1 player is needed to start the game', async () => {
    const { output } = await run(dataFolder(), ['2', '1', ...LOGIN_NOAH, '1', '3']);
    const need = 'More than 1 player is needed to start the game\n';
    expect(output).toBe(`${START}${advancedMenu()}${need}${advancedMenu()}ID : PASSWORD : Login Succeed!\n${advancedMenu('Noah')}${need}${advancedMenu('Noah')}`);
  });

  it('without a saved game of these IDs, asks each animal in login order and starts with seat 0', async () => {
    const folder = dataFolder({ games: `${OLIVIA_LINE}\n` });
    const { output } = await run(folder, ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '2', '5', '1', '0']);
    expect(output).toContain(
      `${advancedMenu('Noah', 'Liam')}Select animal type of Noah\n(0: pig, 1: dog, 2: sheep, 3:cow) : Select animal type of Liam\n(0: pig, 1: dog, 2: sheep, 3:cow) : Please enter 0, 1, 2 or 3 (0 pig, 1 dog, 2 sheep, 3 cow).\n(0: pig, 1: dog, 2: sheep, 3:cow) : ${lines(...EMPTY_BOARD, DASHES, 'Noah(sheep) Liam(dog) ', ...pieceState(' □  □  □  □  □  □  □  □ ', ''))}${CONTINUE}`,
    );
    expect(gameFile(folder)).toBe(`${OLIVIA_LINE}\n`);
  });
});

describe('saving', () => {
  it('appends the exact line, keeps the other lines, and goes back to the menu with nobody logged in', async () => {
    // Olivia's line has no final newline: it stays, and the new line follows it.
    const folder = dataFolder({ games: OLIVIA_LINE });
    const { status, output, errors } = await run(folder, ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '1', '0', '0', '0', 'gae', '1', '3'], 'gae');
    expect(status).toBe(0);
    expect(errors).toBe('');
    expect(gameFile(folder)).toBe(`${OLIVIA_LINE}\nNoah Liam | Noah 1 0 0 0 2 | Liam 0 0 0 0 0 | 1\n`);
    // Noah's turn: board, animals, piece state, the save offer; then the turn block alone.
    expect(output).toContain(
      `${lines(...EMPTY_BOARD, DASHES, 'Noah(dog) Liam(pig) ', ...pieceState(' □  □  □  □  □  □  □  □ ', ''))}${CONTINUE}${lines('Player 0 Noah turn', 'Piece : 0 0 0 0 ', 'Yut : gae ', ...TURN_TAIL)}${MOVE_PROMPTS}`,
    );
    // Liam's turn: saved at once.
    expect(output).toContain(
      `${lines(...board([6, 10, '1']), DASHES, 'Noah(dog) Liam(pig) ', ...pieceState(' □  □  □  □  □  □  □ ', ''))}${CONTINUE}Game saved successfully!\n${advancedMenu()}`,
    );
    expect(output.endsWith(advancedMenu())).toBe(true);
  });

  it('a wrong answer to the save offer is explained and asked again', async () => {
    const folder = dataFolder({ games: '' });
    const { output } = await run(folder, ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '1', '0', 'save', '1', '3']);
    expect(output).toContain(`${CONTINUE}Please enter 0 or 1 (0 continue, 1 save and exit).\n${CONTINUE}Game saved successfully!\n`);
    expect(gameFile(folder)).toBe('Noah Liam | Noah 1 0 0 0 0 | Liam 0 0 0 0 0 | 0\n');
  });

  it('creates game_info.txt when there is none', async () => {
    const folder = dataFolder({ games: null });
    await run(folder, ['2', ...LOGIN_LIAM, ...LOGIN_NOAH, '1', '3', '2', '1']);
    expect(gameFile(folder)).toBe('Liam Noah | Liam 3 0 0 0 0 | Noah 2 0 0 0 0 | 0\n');
  });
});

describe('resuming a saved game', () => {
  it('Liam and Noah log in (that order) and resume Noah Liam: saved seat order, Liam (seat 1) to move', async () => {
    const folder = dataFolder();
    const { status, output } = await run(folder, ['2', ...LOGIN_LIAM, ...LOGIN_NOAH, '1', '1', '0', '5', 'do', '1', '3'], 'do');
    expect(status).toBe(0);
    expect(output).toContain(
      `${advancedMenu('Liam', 'Noah')}There is a saved game. Start a new game (0) / Resume (1) : ${lines(
        ...board([0, 10, '3'], [8, 10, '1']),
        DASHES,
        'Noah(dog) Liam(pig) ',
        ...pieceState(' □ ', ' ■  ■  ■ '),
      )}${CONTINUE}${lines('Player 1 Liam turn', 'Piece : 1 5 5 5 ', 'Yut : do ', ...TURN_TAIL)}${MOVE_PROMPTS}`,
    );
    // 5 do: the stack of three stopped on the corner takes the shortcut to 20; then Noah saves.
    expect(output).toContain(`${lines(...board([1, 9, '3'], [8, 10, '1']), DASHES, 'Noah(dog) Liam(pig) ', ...pieceState(' □ ', ' ■  ■  ■ '))}${CONTINUE}Game saved successfully!\n`);
    expect(gameFile(folder)).toBe(`${OLIVIA_LINE}\nNoah Liam | Noah 1 0 100 100 100 | Liam 0 1 20 20 20 | 0\n`);
  });

  it('resuming removes the line at once (the file keeps only the other lines)', async () => {
    const folder = dataFolder();
    await run(folder, ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '1']);
    expect(gameFile(folder)).toBe(`${OLIVIA_LINE}\n`);
  });

  it('starting a new game instead removes the line too and asks the animals in login order', async () => {
    const folder = dataFolder();
    const { output } = await run(folder, ['2', ...LOGIN_LIAM, ...LOGIN_NOAH, '1', '0', '2', '1']);
    expect(output).toContain(
      'There is a saved game. Start a new game (0) / Resume (1) : Select animal type of Liam\n(0: pig, 1: dog, 2: sheep, 3:cow) : Select animal type of Noah\n(0: pig, 1: dog, 2: sheep, 3:cow) : ',
    );
    expect(output).toContain('Liam(sheep) Noah(dog) \n');
    expect(gameFile(folder)).toBe(`${OLIVIA_LINE}\n`);
  });

  it('only the same set of IDs matches: Olivia, Ava and Sophia in any order, not two of them', async () => {
    const login = (id: string, password: string): string[] => ['2', id, password];
    const three = await run(dataFolder(), ['2', ...login('Sophia', 'ae87df4g5'), ...login('Olivia', 'tyb14'), ...login('Ava', 'qws0853'), '1', '1']);
    expect(three.output).toContain('There is a saved game.');
    expect(three.output).toContain('Olivia(sheep) Ava(dog) Sophia(cow) \n');
    const two = await run(dataFolder(), ['2', ...login('Olivia', 'tyb14'), ...login('Ava', 'qws0853'), '1']);
    expect(two.output).not.toContain('There is a saved game.');
    expect(two.output).toContain('Select animal type of Olivia\n');
  });
});

describe('the animals at the console', () => {
  const resume = (line: string, throws: string, moves: string[]) =>
    run(dataFolder({ games: `${line}\n` }), ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '1', '0', ...moves], throws);

  it('a sheep that catches throws two bonus phases, listed together', async () => {
    const { output } = await resume('Noah Liam | Noah 2 0 0 0 3 | Liam 1 0 0 0 5 | 0', 'gae,do,yut,geol', ['3', 'gae']);
    expect(output).toContain(`${lines('Player 0 Noah turn', 'Piece : 0 0 0 5 ', 'Yut : do geol yut ', ...TURN_TAIL)}`);
  });

  it('whoever catches a pig ends the turn at once: the next seat is offered to save', async () => {
    const { output } = await resume('Noah Liam | Noah 2 0 0 0 3 | Liam 0 0 0 0 5 | 0', 'gae,do', ['3', 'gae']);
    expect(output).toContain(
      `${MOVE_PROMPTS}${lines(...board([0, 10, '1']), DASHES, 'Noah(sheep) Liam(pig) ', ...pieceState(' □  □  □  □  □  □  □ ', ''))}${CONTINUE}`,
    );
    expect(output).not.toContain('Player 0 Noah turn\nPiece : 0 0 0 5 ');
  });

  it('a dog throws again on geol', async () => {
    const { output } = await resume('Noah Liam | Noah 1 0 0 0 3 | Liam 0 0 0 0 5 | 0', 'geol,do', []);
    expect(output).toContain(`${lines('Player 0 Noah turn', 'Piece : 0 0 0 3 ', 'Yut : do geol ', ...TURN_TAIL)}`);
  });

  it('an advanced game won: Player 0 win, then the menu with nobody logged in', async () => {
    const folder = dataFolder({ games: `Noah Liam | Noah 1 0 100 100 100 | Liam 0 0 10 10 12 | 0\n${OLIVIA_LINE}\n` });
    const { status, output } = await run(folder, ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '1', '0', '0', 'mo', '5', 'mo', '24', 'mo', '19', 'gae', '3'], 'mo,mo,mo,gae');
    expect(status).toBe(0);
    expect(output).toContain(
      `${lines(...board([0, 0, '2'], [4, 0, '1']), DASHES, 'Noah(dog) Liam(pig) ', ...pieceState(' □ ', ' ■  ■  ■  ■ '))}Player 0 win\n${advancedMenu()}`,
    );
    expect(gameFile(folder)).toBe(`${OLIVIA_LINE}\n`);
  });
});

describe('a complete basic game', () => {
  // Two players, one piece each. Seat 0 enters with do; seat 1 enters with do onto it, catches
  // it, throws again (gae) and moves on to 3; seat 0 throws mo mo mo mo geol and goes
  // 0 → 5 → 24 → 19 → arrived: Player 0 win (the geol left over is discarded).
  const input = ['1', '1', '2', '1', '0', 'do', '0', 'do', '1', 'gae', '0', 'mo', '5', 'mo', '24', 'mo', '19', 'mo', '2'];
  const throws = 'do,do,gae,mo,mo,mo,mo,geol';

  it('plays to Player 0 win with scripted throws, then shows the menu again', async () => {
    const { status, output, errors } = await run(dataFolder(), input, throws);
    expect(errors).toBe('');
    expect(status).toBe(0);
    const turn = (seat: number, piece: string, yut: string): string => `${lines(`Player ${seat} turn`, `Piece : ${piece}`, `Yut : ${yut}`, ...TURN_TAIL)}${MOVE_PROMPTS}`;
    expect(output).toBe(
      [
        START,
        BASIC_MENU,
        'number of players (2, 3, 4) : number of pieces per player (1, 2, 3, 4) : ',
        lines(...EMPTY_BOARD, ...pieceState(' □  □ ', '')),
        turn(0, '0 ', 'do '),
        lines(...board([8, 10, '1']), ...pieceState(' □ ', '')),
        turn(1, '0 ', 'do '),
        lines(...board([8, 10, '1']), ...pieceState(' □ ', '')),
        turn(1, '1 ', 'gae '),
        lines(...board([4, 10, '1']), ...pieceState(' □ ', '')),
        turn(0, '0 ', 'geol mo mo mo mo '),
        lines(...board([0, 10, '1'], [4, 10, '1']), ...pieceState('', '')),
        turn(0, '5 ', 'geol mo mo mo '),
        lines(...board([9, 1, '1'], [4, 10, '1']), ...pieceState('', '')),
        turn(0, '24 ', 'geol mo mo '),
        lines(...board([10, 8, '1'], [4, 10, '1']), ...pieceState('', '')),
        turn(0, '19 ', 'geol mo '),
        lines(...board([4, 10, '1']), ...pieceState('', ' ■ ')),
        'Player 0 win\n',
        BASIC_MENU,
      ].join(''),
    );
  });

  it('colours the stacks and piece marks by seat unless --no-color', async () => {
    const { output } = await run(dataFolder(), input, throws, ['--color']);
    expect(output).toContain('[\u001b[31m1\u001b[0m]');
    expect(output).toContain('[\u001b[94m1\u001b[0m]');
    expect(output).toContain(' \u001b[94m□\u001b[0m ');
    expect(output).toContain(' \u001b[31m■\u001b[0m ');
    expect(output).toContain('Player 0 win\n');
  });

  it('explains wrong players, pieces, positions and results on one line and asks again', async () => {
    const { status, output } = await run(dataFolder(), ['1', '1', '5', '2', 'four', '4', 'x', '7', '0', 'gae', 'jump', 'do'], 'do,do');
    expect(status).toBe(0);
    expect(output).toContain('number of players (2, 3, 4) : Please enter 2, 3 or 4 (the number of players).\nnumber of players (2, 3, 4) : ');
    expect(output).toContain('number of pieces per player (1, 2, 3, 4) : Please enter 1, 2, 3 or 4 (the number of pieces per player).\nnumber of pieces per player (1, 2, 3, 4) : ');
    expect(output).toContain(
      '>> position : Enter a position number such as 0 or 22.\n>> position : You have no piece on 7.\n>> position : >> yut : You have no gae.\n>> yut : Enter one of back-do, do, gae, geol, yut, mo.\n>> yut : ',
    );
  });

  it('a back-do with no piece on the board is used up with 0 back-do', async () => {
    const { output } = await run(dataFolder(), ['1', '1', '2', '4', '0', 'back-do'], 'back-do,gae');
    expect(output).toContain(`${lines('Player 0 turn', 'Piece : 0 0 0 0 ', 'Yut : back-do ', ...TURN_TAIL)}${MOVE_PROMPTS}`);
    expect(output.endsWith(`${lines('Player 1 turn', 'Piece : 0 0 0 0 ', 'Yut : gae ', ...TURN_TAIL)}>> position : \n`)).toBe(true);
  });
});

describe('the throws', () => {
  it('the same --seed gives the same game', async () => {
    const input = ['1', '1', '2', '4'];
    const first = await run(dataFolder(), input, undefined, ['--seed', '11']);
    const second = await run(dataFolder(), input, undefined, ['--seed', '11']);
    expect(first.output).toContain('Player 0 turn\n');
    expect(first.output).toBe(second.output);
  });

  it('a --throws list with an unknown result is a usage error (status 2)', async () => {
    const { status, errors } = await run(dataFolder(), ['1'], 'mo,six');
    expect(status).toBe(2);
    expect(errors).toContain('--throws: item 2 ("six") is not one of back-do, do, gae, geol, yut, mo');
  });

  it('running out of scripted throws stops the program with status 1', async () => {
    const { status, errors } = await run(dataFolder(), ['1', '1', '2', '1', '0', 'do'], 'do');
    expect(status).toBe(1);
    expect(errors).toContain('the scripted throws (--throws) ran out after 1 throws');
  });
});

describe('broken data files', () => {
  const BROKEN = `${OLIVIA_LINE}\r\nNoah Liam | Noah 9 0 0 0 0 | Liam 0 0 0 0 0 | 0\r\nEthan Ava | Ethan 0 0 0 0 0 | Ava 1 0 0 0 0 | 1`;

  it('game_info.txt: the bad line is reported with its line and column, and the file is never written', async () => {
    const folder = dataFolder({ games: BROKEN });
    const { status, output, errors } = await run(folder, ['2', ...LOGIN_NOAH, ...LOGIN_LIAM, '1', '1', '0', '1', '0'], 'do');
    expect(status).toBe(0);
    expect(errors).toContain('game_info.txt: line 2, column 18: the animal of Noah must be 0 (pig), 1 (dog), 2 (sheep) or 3 (cow), found 9');
    // No saved game matched (the broken line is skipped): a new game, then the save is refused.
    expect(output).toContain('Select animal type of Noah\n');
    expect(output).toContain(`${CONTINUE}The game was not saved: ${join(folder, 'game_info.txt')} cannot be used (malformed line 2): it was left unchanged.\n${CONTINUE}`);
    expect(output).not.toContain('Game saved successfully!');
    expect(gameFile(folder)).toBe(BROKEN);
  });

  it('game_info.txt: a saved game on a good line can be resumed, but its line stays (the file is not written)', async () => {
    const folder = dataFolder({ games: BROKEN });
    const { output, errors } = await run(folder, ['2', '2', 'Ethan', 'a2b7', '2', 'Ava', 'qws0853', '1', '1']);
    expect(output).toContain('There is a saved game.');
    expect(output).toContain('Ethan(pig) Ava(dog) \n');
    expect(errors).toContain('line 2, column 18');
    expect(errors).toContain('the saved game of Ethan Ava stays in the file');
    expect(gameFile(folder)).toBe(BROKEN);
  });

  it('user_info.txt: a bad line is reported with its line; the other accounts still log in; the file is untouched', async () => {
    const users = 'Ethan a2b7\nOlivia tyb14 extra\nNoah 22d34h\n';
    const folder = dataFolder({ users });
    const { output, errors } = await run(folder, ['2', ...LOGIN_NOAH, '3']);
    expect(errors).toContain('user_info.txt: line 2, column 1: expected "ID password", found 3 words');
    expect(output).toContain('Login Succeed!\n');
    expect(readFileSync(join(folder, 'user_info.txt'), 'utf8')).toBe(users);
  });
});

describe('the sample data folder shipped in the package', () => {
  it("has the spec's six users, who can all log in", async () => {
    expect(SAMPLE_USERS).toBe('Ethan a2b7\nOlivia tyb14\nLiam 912ynd\nAva qws0853\nNoah 22d34h\nSophia ae87df4g5\n');
    const passwords = SAMPLE_USERS.trim().split('\n').map((line) => line.split(' '));
    const { output } = await run(dataFolder({ users: SAMPLE_USERS }), ['2', ...passwords.slice(0, 4).flatMap(([id, password]) => ['2', id as string, password as string]), '3']);
    expect(output.match(/Login Succeed!/g)).toHaveLength(4);
    const { output: rest } = await run(dataFolder({ users: SAMPLE_USERS }), ['2', ...passwords.slice(4).flatMap(([id, password]) => ['2', id as string, password as string]), '3']);
    expect(rest.match(/Login Succeed!/g)).toHaveLength(2);
  });

  it('has the two saved games of the spec', () => {
    expect(readFileSync(join(PACKAGE, 'data', 'game_info.txt'), 'utf8')).toBe(`${OLIVIA_LINE}\n${NOAH_LIAM_LINE}\n`);
  });
});

// The console program in a real terminal: scripts/tmux-yunnori-check.sh runs the built binary in
// tmux, types into it and checks the screen. It needs tmux and the built CLI (npx tsup).
const SCRIPT = join(PACKAGE, 'scripts', 'tmux-yunnori-check.sh');
const hasTmux = (process.env['PATH'] ?? '').split(delimiter).some((folder) => folder !== '' && existsSync(join(folder, 'tmux')));
const hasDist = existsSync(join(PACKAGE, 'dist', 'bin.js'));
const skipReason = !hasTmux ? 'tmux is not on PATH' : !hasDist ? 'packages/cli/dist/bin.js is missing (run npx tsup in packages/cli)' : '';

describe('in a real terminal (tmux)', () => {
  it.skipIf(skipReason !== '')(`runs scripts/tmux-yunnori-check.sh${skipReason === '' ? '' : ` (skipped: ${skipReason})`}`, () => {
    const result = spawnSync('bash', [SCRIPT], { encoding: 'utf8', timeout: 50_000 });
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('tmux-yunnori-check: OK');
    expect(result.status).toBe(0);
  });
});
