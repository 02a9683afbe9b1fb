/**
 * Every menu, prompt and message of the classic console program, word for word. Blocks end
 * each line with `\n`; prompts end with `: ` and no newline (the answer is typed after them).
 *
 * @module
 */
import type { YunnoriVersion } from './state.js';

/**
 * A line of 60 `*`.
 *
 * @group Console program
 */
export const STAR_LINE = '*'.repeat(60);

/**
 * The five-line banner printed when the program starts (with its newlines).
 *
 * @group Console program
 */
export const BANNER = `${STAR_LINE}\n${STAR_LINE}\n*************   Let's start the Project 2   ****************\n${STAR_LINE}\n${STAR_LINE}\n`;

/**
 * The two games offered after the banner (with newlines).
 *
 * @group Console program
 */
export const GAME_CHOICES = '1. Yunnori Basic\n2. Yunnori Extension\n';

/**
 * The prompt choosing the game: `1` basic, `2` advanced (extension).
 *
 * @group Console program
 */
export const GAME_CHOICE_PROMPT = 'Choose a game to play (1, 2) : ';

/**
 * The three-line menu header (with newlines).
 *
 * @group Console program
 */
export const MENU_HEADER = `${STAR_LINE}\n************************   Menu   **************************\n${STAR_LINE}\n`;

/**
 * What the logged-in line shows when nobody is logged in.
 *
 * @group Console program
 */
export const NO_PLAYER_LOGGED_IN = 'No player is logged in';

/**
 * `Logged-in ID List : ` then `No player is logged in` or each ID followed by a space.
 *
 * @group Console program
 */
export function loggedInLine(ids: readonly string[]): string {
  return `Logged-in ID List : ${ids.length === 0 ? NO_PLAYER_LOGGED_IN : ids.map((id) => `${id} `).join('')}`;
}

/**
 * The menu before its prompt: the header, then for the basic game `1. game start` and
 * `2. end program`; for the advanced game the logged-in line, `1. game start`, `2. login` and
 * `3. end program`. Follow it with {@link MENU_PROMPT}.
 *
 * @group Console program
 */
export function menuText(version: YunnoriVersion, loggedInIds: readonly string[] = []): string {
  if (version === 'basic') return `${MENU_HEADER}1. game start\n2. end program\n`;
  return `${MENU_HEADER}${loggedInLine(loggedInIds)}\n1. game start\n2. login\n3. end program\n`;
}

/**
 * The menu prompt.
 *
 * @group Console program
 */
export const MENU_PROMPT = 'Select the function you want : ';

/**
 * Printed when the advanced game is started with fewer than two players logged in.
 *
 * @group Console program
 */
export const NEED_MORE_PLAYERS = 'More than 1 player is needed to start the game';

/**
 * Login: the ID prompt.
 *
 * @group Console program
 */
export const ID_PROMPT = 'ID : ';
/**
 * Login: the password prompt.
 *
 * @group Console program
 */
export const PASSWORD_PROMPT = 'PASSWORD : ';
/**
 * Login: success.
 *
 * @group Console program
 */
export const LOGIN_SUCCEEDED = 'Login Succeed!';
/**
 * Login: unknown ID or wrong password.
 *
 * @group Console program
 */
export const LOGIN_FAILED = 'Login Failed!';

/**
 * Asked when the logged-in IDs match a saved game: `0` new game, `1` resume.
 *
 * @group Console program
 */
export const RESUME_PROMPT = 'There is a saved game. Start a new game (0) / Resume (1) : ';

/**
 * The line before the animal prompt: `Select animal type of <ID>`.
 *
 * @group Console program
 */
export function animalQuestion(id: string): string {
  return `Select animal type of ${id}`;
}

/**
 * The animal prompt (after {@link animalQuestion}): `0` pig, `1` dog, `2` sheep, `3` cow.
 *
 * @group Console program
 */
export const ANIMAL_PROMPT = '(0: pig, 1: dog, 2: sheep, 3:cow) : ';

/**
 * Basic game: the player-count prompt.
 *
 * @group Console program
 */
export const PLAYER_COUNT_PROMPT = 'number of players (2, 3, 4) : ';
/**
 * Basic game: the pieces-per-player prompt.
 *
 * @group Console program
 */
export const PIECE_COUNT_PROMPT = 'number of pieces per player (1, 2, 3, 4) : ';

/**
 * Advanced game, at the start of each turn: `0` continue, `1` save and exit.
 *
 * @group Console program
 */
export const CONTINUE_PROMPT = 'Continue (0) / Save and Exit the game (1) : ';
/**
 * Printed after a save.
 *
 * @group Console program
 */
export const GAME_SAVED = 'Game saved successfully!';

/**
 * `Player <i> win` (no newline; see `winText` for the line).
 *
 * @group Console program
 */
export function winLine(seat: number): string {
  return `Player ${seat} win`;
}
