/**
 * `@games/yunnori/classic`: the classic Yut Nori console program (accounts,
 * saved games, menus) as pure functions: the accounts file and logging in, the saved-games file, every screen, menu,
 * prompt and message word for word, and the readers of the answers typed at the console. The
 * engine itself (the `yunnori` game, moves, board, renderText) is the main entry,
 * `@games/yunnori`.
 *
 * @module @games/yunnori/classic
 */
export { animalCode } from './animals.js';
export {
  readAnimal,
  readContinueChoice,
  readGameChoice,
  readMenuChoice,
  readPieceCount,
  readPlayerCount,
  readPosition,
  readResumeChoice,
  readYut,
  type MenuAction,
} from './console-input.js';
export {
  ANIMAL_PROMPT,
  animalQuestion,
  BANNER,
  CONTINUE_PROMPT,
  GAME_CHOICE_PROMPT,
  GAME_CHOICES,
  GAME_SAVED,
  ID_PROMPT,
  loggedInLine,
  LOGIN_FAILED,
  LOGIN_SUCCEEDED,
  MENU_HEADER,
  MENU_PROMPT,
  menuText,
  NEED_MORE_PLAYERS,
  NO_PLAYER_LOGGED_IN,
  PASSWORD_PROMPT,
  PIECE_COUNT_PROMPT,
  PLAYER_COUNT_PROMPT,
  RESUME_PROMPT,
  STAR_LINE,
  winLine,
} from './messages.js';
export {
  addSavedGame,
  findSavedGame,
  formatSaveLine,
  parseSaveFile,
  parseSaveLine,
  MAX_SAVE_LINE,
  readIdList,
  readSavedGame,
  removeSaveLine,
  resumeSavedGame,
  sameIds,
  savedGameOf,
  type SavedGame,
  type SavedGameEntry,
  type SavedGameMatch,
  type SavedGameSearch,
  type SaveFile,
} from './save-file.js';
export {
  animalText,
  boardText,
  COLOR_RESET,
  DASH_LINE,
  EMPTY_BOARD,
  gameScreen,
  MOVE_REQUEST,
  pieceLine,
  pieceStateText,
  POSITION_PROMPT,
  RESULT_NAMES_LINE,
  SEAT_COLORS,
  turnHeader,
  turnScreen,
  turnText,
  yutLine,
  YUT_PROMPT,
  type ScreenOptions,
} from './screens.js';
export { isPlayerId } from './setup.js';
export { checkCanStart, login, MAX_PLAYERS, parseUsers, type User, type UserFile } from './users.js';
