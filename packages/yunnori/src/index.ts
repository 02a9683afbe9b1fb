/**
 * `@games/yunnori`: Yut Nori, the basic game and the advanced game with animal players, with
 * the save and login files and the console screens of the course's program.
 *
 * @packageDocumentation
 */
export { ANIMALS, animalCode, isAnimal, type Animal } from './animals.js';
export {
  ARRIVED,
  COORDINATES,
  COW_BOARD,
  COW_DESTINATIONS,
  COW_PATH,
  FINISH_CORNER,
  isOnCowPath,
  movePiece,
  NORMAL_DESTINATIONS,
  POSITION_COUNT,
  YUT_BOARD,
} from './board.js';
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
export { YunnoriErrorCode } from './errors.js';
export { yunnori } from './game.js';
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
export { PIECE_MOVES, THROW_MOVES, throwOutcomes } from './moves.js';
export { formatMove, parseMove } from './notation.js';
export { animalOf, piecesOf, resultsOf } from './queries.js';
export { DEFAULT_STICK_FRONT_PROBABILITY, isYutResult, throwWeights, YUT_RESULTS, type YutResult } from './results.js';
export { outcomeOf } from './rules.js';
export {
  addSavedGame,
  findSavedGame,
  formatSaveLine,
  parseSaveFile,
  parseSaveLine,
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
export type { PieceMove, ThrowMove, YunnoriMove, YunnoriOptions, YunnoriStart, YunnoriState, YunnoriVersion, YunnoriView } from './state.js';
export { checkCanStart, login, MAX_PLAYERS, parseUsers, type User, type UserFile } from './users.js';
export { renderText } from './view.js';
