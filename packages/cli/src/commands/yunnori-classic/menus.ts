/**
 * The two menus of the console program. Basic game: `1. game start` (number of players and of
 * pieces, then the game) and `2. end program`. Advanced game: `1. game start` (at least two
 * logged-in players; the resume offer when a saved game has exactly their IDs; otherwise an
 * animal per ID in login order), `2. login` and `3. end program`. After a game (won or saved)
 * the menu comes back; in the advanced game with nobody logged in, as the classic program did.
 *
 * @module
 */
import { YunnoriError, yunnori, type Animal, type YunnoriOptions, type YunnoriState } from '@games/yunnori';
import {
  ANIMAL_PROMPT,
  animalQuestion,
  checkCanStart,
  findSavedGame,
  ID_PROMPT,
  login,
  LOGIN_FAILED,
  LOGIN_SUCCEEDED,
  MENU_PROMPT,
  menuText,
  PASSWORD_PROMPT,
  PIECE_COUNT_PROMPT,
  PLAYER_COUNT_PROMPT,
  readAnimal,
  readMenuChoice,
  readPieceCount,
  readPlayerCount,
  readResumeChoice,
  RESUME_PROMPT,
  resumeSavedGame,
} from '@games/yunnori/classic';
import { loadSaveFile, loadUsers, notWrittenReason, writeSaveFile } from './data-files.js';
import type { Dialog } from './dialog.js';
import { playGame, type TableSettings } from './play.js';

function setup(options: YunnoriOptions): YunnoriState {
  const state = yunnori.setup(options);
  // The options come from the console readers, which only return allowed values.
  if (!state.ok) throw new Error(`the engine refused the game options: ${state.error.message}`);
  return state.value;
}

/** The basic game's menu loop; returns when the player picks `2. end program`. */
export async function basicMenu(dialog: Dialog, settings: TableSettings): Promise<void> {
  for (;;) {
    dialog.say(menuText('basic'));
    const action = await dialog.ask(MENU_PROMPT, (text) => readMenuChoice(text, 'basic'));
    if (action === 'end') return;
    const players = await dialog.ask(PLAYER_COUNT_PROMPT, readPlayerCount);
    const pieces = await dialog.ask(PIECE_COUNT_PROMPT, readPieceCount);
    await playGame(dialog, setup({ version: 'basic', players, pieces }), settings);
  }
}

/** `2. login`: asks the ID and password and checks them against `user_info.txt` (read now). */
async function logIn(dialog: Dialog, dataDir: string, loggedIn: string[]): Promise<void> {
  const id = await dialog.answer(ID_PROMPT);
  const password = await dialog.answer(PASSWORD_PROMPT);
  const result = login(loadUsers(dialog, dataDir), id, password, loggedIn);
  if (result.ok) {
    loggedIn.push(result.value);
    dialog.line(LOGIN_SUCCEEDED);
  } else if (result.error.code === YunnoriError.unknownId || result.error.code === YunnoriError.wrongPassword) {
    dialog.line(LOGIN_FAILED);
  } else {
    // Already logged in, or four players already: the classic program assumed this never happens.
    dialog.line(`${LOGIN_FAILED} (${result.error.message})`);
  }
}

/** Asks each player's animal, in seat (login) order, and sets up a new advanced game. */
async function newAdvancedGame(dialog: Dialog, ids: readonly string[]): Promise<YunnoriState> {
  const animals: Animal[] = [];
  for (const id of ids) {
    dialog.line(animalQuestion(id));
    animals.push(await dialog.ask(ANIMAL_PROMPT, readAnimal));
  }
  return setup({ version: 'advanced', ids: ids.slice(), animals });
}

/**
 * The game the logged-in players start: when `game_info.txt` has a saved game of exactly their
 * IDs, they choose to resume it (in its saved seat order, from its next seat) or start anew;
 * either way its line leaves the file. Otherwise a new game in login order.
 */
async function startAdvancedGame(dialog: Dialog, dataDir: string, ids: readonly string[]): Promise<YunnoriState> {
  const file = loadSaveFile(dialog, dataDir);
  const saved = findSavedGame(file.text, ids).match;
  if (saved === null) return newAdvancedGame(dialog, ids);
  const choice = await dialog.ask(RESUME_PROMPT, readResumeChoice);
  // Read the file again and drop the line of these players from what is there now.
  const current = loadSaveFile(dialog, dataDir, { quiet: true });
  const now = findSavedGame(current.text, ids).match;
  if (!current.writable) dialog.warn(`the saved game of ${ids.join(' ')} stays in the file: ${notWrittenReason(current)}`);
  else if (now !== null) writeSaveFile(dialog, current, now.remainingFile);
  if (choice === 'resume') {
    const resumed = resumeSavedGame((now ?? saved).game);
    if (resumed.ok) return resumed.value;
    dialog.line(`The saved game cannot be resumed (${resumed.error.message}): starting a new game.`);
  }
  return newAdvancedGame(dialog, ids);
}

/** The advanced game's menu loop; returns when the player picks `3. end program`. */
export async function advancedMenu(dialog: Dialog, settings: TableSettings): Promise<void> {
  let loggedIn: string[] = [];
  for (;;) {
    dialog.say(menuText('advanced', loggedIn));
    const action = await dialog.ask(MENU_PROMPT, (text) => readMenuChoice(text, 'advanced'));
    if (action === 'end') return;
    if (action === 'login') {
      await logIn(dialog, settings.dataDir, loggedIn);
      continue;
    }
    const ready = checkCanStart(loggedIn);
    if (!ready.ok) {
      dialog.line(ready.error.message);
      continue;
    }
    const state = await startAdvancedGame(dialog, settings.dataDir, loggedIn);
    await playGame(dialog, state, settings);
    // Back to the beginning, with nobody logged in (after a save as after a win).
    loggedIn = [];
  }
}
