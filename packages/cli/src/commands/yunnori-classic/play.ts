/**
 * One game at the console, turn after turn: in the advanced game the board and the save offer at
 * the start of each turn, then the throws, then for each move the screen (the turn block alone
 * right after the save offer, whose board is still on the screen) and the position and yut
 * prompts, until the final board and `Player <i> win` (or a save).
 *
 * @module
 */
import { yunnori, type YunnoriState } from '@games/yunnori';
import {
  addSavedGame,
  CONTINUE_PROMPT,
  GAME_SAVED,
  gameScreen,
  POSITION_PROMPT,
  readContinueChoice,
  readPosition,
  readYut,
  savedGameOf,
  turnScreen,
  turnText,
  winLine,
  YUT_PROMPT,
} from '@games/yunnori/classic';
import { loadSaveFile, notWrittenReason, writeSaveFile } from './data-files.js';
import type { Dialog } from './dialog.js';
import type { ThrowSource } from './throws.js';

/** How a game at the console ends: someone won, or the players saved it and left. */
export type GameEnd = 'won' | 'saved';

/** What a game at the console needs besides its state. */
export interface TableSettings {
  /** Colour the pieces by seat. */
  color: boolean;
  /** The data folder (for saving). */
  dataDir: string;
  /** Where the throws come from. */
  throws: ThrowSource;
}

function advance(state: YunnoriState, move: Parameters<typeof yunnori.play>[1]): YunnoriState {
  const played = yunnori.play(state, move);
  // The console readers only return legal moves and the throw sources only legal throws.
  if (!played.ok) throw new Error(`the engine refused ${yunnori.formatMove(move)}: ${played.error.message}`);
  return played.value;
}

/**
 * Offers to save at the start of an advanced-game turn. Returns true when the game was saved
 * (`game_info.txt` gained its line and the players leave). A save that cannot be written is
 * explained on one line and the question is asked again.
 */
async function offerSave(dialog: Dialog, state: YunnoriState, settings: TableSettings): Promise<boolean> {
  for (;;) {
    const choice = await dialog.ask(CONTINUE_PROMPT, readContinueChoice);
    if (choice === 'continue') return false;
    const saved = savedGameOf(state);
    if (!saved.ok) {
      dialog.line(`The game cannot be saved now: ${saved.error.message}.`);
      continue;
    }
    // Read the file again now: someone may have changed it since the game started.
    const file = loadSaveFile(dialog, settings.dataDir);
    if (!file.writable) {
      dialog.line(`The game was not saved: ${notWrittenReason(file)}`);
      continue;
    }
    const updated = addSavedGame(file.text, saved.value);
    if (!updated.ok) {
      dialog.line(`The game cannot be saved now: ${updated.error.message}.`);
      continue;
    }
    if (!writeSaveFile(dialog, file, updated.value)) {
      dialog.line(`The game was not saved: ${file.path} could not be written.`);
      continue;
    }
    dialog.line(GAME_SAVED);
    return true;
  }
}

/** Plays `state` to its end at the console. */
export async function playGame(dialog: Dialog, start: YunnoriState, settings: TableSettings): Promise<GameEnd> {
  const screen = { color: settings.color };
  let state = start;
  // True right after the save offer: the board is on the screen already, the turn block follows.
  let boardShown = false;
  for (;;) {
    const actor = yunnori.actor(state);
    if (actor.kind === 'over') {
      dialog.say(gameScreen(state, screen));
      dialog.line(winLine(state.winner));
      return 'won';
    }
    if (actor.kind === 'chance') {
      if (state.version === 'advanced' && state.turnStart) {
        dialog.say(gameScreen(state, screen));
        if (await offerSave(dialog, state, settings)) return 'saved';
        boardShown = true;
      }
      // A throw phase: throw while the sticks show yut or mo (or the bonus throws of a catch).
      let phase = actor;
      for (;;) {
        state = advance(state, settings.throws.next(phase));
        const next = yunnori.actor(state);
        if (next.kind !== 'chance') break;
        phase = next;
      }
      continue;
    }
    dialog.say(boardShown ? turnText(state) : turnScreen(state, screen));
    boardShown = false;
    const current = state;
    const position = await dialog.ask(POSITION_PROMPT, (text) => readPosition(text, current));
    const move = await dialog.ask(YUT_PROMPT, (text) => readYut(text, current, position));
    state = advance(state, move);
  }
}
