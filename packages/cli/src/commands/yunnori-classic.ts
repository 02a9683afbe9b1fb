import { BANNER, GAME_CHOICE_PROMPT, GAME_CHOICES, readGameChoice } from '@games/yunnori/classic';
import type { Io } from '../io.js';
import { createDialog, InputEnded } from './yunnori-classic/dialog.js';
import { advancedMenu, basicMenu } from './yunnori-classic/menus.js';
import { parseThrowScript, randomThrows, scriptedThrows, ThrowsRanOut, type ThrowSource } from './yunnori-classic/throws.js';

/**
 * Settings of the Yut Nori console program.
 *
 * @group Commands
 */
export interface YunnoriClassicSettings {
  /** Folder of `user_info.txt` and `game_info.txt`. */
  dataDir: string;
  /** Whether to print ANSI colours. */
  color: boolean;
  /** Seed of the throws; from the clock when undefined. */
  seed: number | undefined;
  /**
   * Scripted throws instead of random ones: result names separated by commas, used in order
   * (`mo,geol,do`); the program stops with status 1 if the game needs more. Overrides `seed`.
   */
  throws: string | undefined;
}

/**
 * `games yunnori-classic`: the classic Yut Nori console program. The banner and the game choice
 * (`1` basic, `2` extension), then the game's menu: the basic game asks the number of players
 * and pieces; the advanced game logs players in from `<dataDir>/user_info.txt`, offers to resume
 * a saved game of the same players from `<dataDir>/game_info.txt`, asks each player's animal, and
 * offers to save at the start of every turn. Texts are those of `@games/yunnori`, to the
 * character. A wrong answer prints a one-line reason and asks again; the end of the input ends
 * the program. A broken data file is reported (standard error) with its line and never written.
 *
 * Resolves to the exit status: 0 at `end program` or the end of the input, 1 when the scripted
 * throws run out (or on an internal failure), 2 for a bad `--throws` list.
 *
 * @group Commands
 */
export async function runYunnoriClassic(io: Io, settings: YunnoriClassicSettings): Promise<number> {
  let throws: ThrowSource;
  if (settings.throws !== undefined) {
    const script = parseThrowScript(settings.throws);
    if (!script.ok) {
      io.err(`games: ${script.error.message}\n(run games --help for usage)\n`);
      return 2;
    }
    throws = scriptedThrows(script.value);
  } else {
    throws = randomThrows(settings.seed ?? Date.now() % 2147483647);
  }
  const dialog = createDialog(io);
  const table = { color: settings.color, dataDir: settings.dataDir, throws };
  try {
    dialog.say(BANNER + GAME_CHOICES);
    const version = await dialog.ask(GAME_CHOICE_PROMPT, readGameChoice);
    if (version === 'basic') await basicMenu(dialog, table);
    else await advancedMenu(dialog, table);
    return 0;
  } catch (error) {
    if (error instanceof InputEnded) {
      // The last prompt has no newline: end the line so the shell's prompt starts afresh.
      io.out('\n');
      return 0;
    }
    if (error instanceof ThrowsRanOut) {
      io.out('\n');
      io.err(`games: ${error.message}\n`);
      return 1;
    }
    io.err(`games: yunnori-classic failed: ${(error as Error).message}\n`);
    return 1;
  }
}
