/**
 * Saved games of the advanced game, one per line of `game_info.txt`:
 * `<id0> <id1> … | <id0> <animal> <p> <p> <p> <p> | <id1> <animal> <p> <p> <p> <p> | … | <next seat>`
 * (IDs in seat order, animal codes 0 pig 1 dog 2 sheep 3 cow, positions ascending with 100 for
 * arrived, then the seat that moves first on resume). CRLF line ends and a missing final
 * newline are accepted; a malformed line is reported with its line and column and never makes
 * the other lines disappear.
 *
 * @module
 */
import { err, ErrorCode, ok, type Result, type RuleError } from '@games/core';
import { describeValue } from '@games/core/authoring';
import { ANIMALS, animalCode, isAnimal, type Animal } from './animals.js';
import { ARRIVED, isOnCowPath, POSITION_COUNT } from './board.js';
import { YunnoriError } from './errors.js';
import { STICK_FRONT_PROBABILITY_RANGE } from './results.js';
import { copyList, isPlayerId, setupGame } from './setup.js';
import type { YunnoriState } from './state.js';
import { MAX_PLAYERS } from './users.js';

/**
 * One saved game: the players in seat order with their animals and pieces, and who moves next.
 *
 * @group Records
 */
export interface SavedGame {
  /** Player IDs in seat order. */
  ids: string[];
  /** Animals by seat. */
  animals: Animal[];
  /** Piece positions by seat, ascending (0 not departed, 100 arrived). */
  pieces: number[][];
  /** The seat whose turn starts when the game is resumed. */
  nextSeat: number;
}

/**
 * A well-formed line of a save file.
 *
 * @group Records
 */
export interface SavedGameEntry {
  /** Its 1-based line number. */
  line: number;
  /** The saved game it holds. */
  game: SavedGame;
}

/**
 * A save file read line by line.
 *
 * @group Records
 */
export interface SaveFile {
  /** Every line as written (without line ends), blank and malformed ones included. */
  lines: string[];
  /** The well-formed saved games. */
  games: SavedGameEntry[];
  /** One `malformed-record` error per malformed line, naming the line and column. */
  errors: RuleError[];
}

interface Token {
  text: string;
  column: number;
}

function tokenize(line: string): Token[][] {
  const groups: Token[][] = [[]];
  let index = 0;
  while (index < line.length) {
    const char = line[index] as string;
    if (char === '|') {
      groups.push([]);
      index++;
    } else if (/\s/.test(char)) index++;
    else {
      const start = index;
      while (index < line.length && !/[\s|]/.test(line[index] as string)) index++;
      (groups[groups.length - 1] as Token[]).push({ text: line.slice(start, index), column: start + 1 });
    }
  }
  return groups;
}

function columnAfterBar(line: string, bar: number): number {
  let seen = 0;
  for (let index = 0; index < line.length; index++) if (line[index] === '|' && ++seen === bar) return index + 2;
  return line.length + 1;
}

/**
 * Reads one save line (line ends are ignored). `lineNumber` only labels error messages:
 * `line 2, column 14: …` with code `malformed-record`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { formatSaveLine, parseSaveLine } from '@games/yunnori/classic';
 *
 * const saved = unwrap(parseSaveLine('Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1'));
 * console.log(saved.ids, saved.pieces[0], saved.nextSeat); // [ 'Noah', 'Liam' ] [ 0, 100, 100, 100 ] 1
 * console.log(formatSaveLine(saved));                      // the same line back
 * console.log(parseSaveLine('Noah | oops', 2).ok);         // false: malformed-record, 'line 2, column …'
 * ```
 *
 * @group Records
 */
export function parseSaveLine(text: string, lineNumber = 1): Result<SavedGame> {
  const fail = (column: number, message: string): Result<never> => err(ErrorCode.malformedRecord, `line ${lineNumber}, column ${column}: ${message}`);
  if (typeof text !== 'string') return err(ErrorCode.malformedRecord, `line ${lineNumber}: a save line is text, got ${describeValue(text)}`);
  if (text.length > MAX_SAVE_LINE) return fail(MAX_SAVE_LINE + 1, `a save line is at most ${MAX_SAVE_LINE} characters, this one has ${text.length}`);
  const line = text.replace(/\r?\n$/, '').replace(/\r$/, '');
  const groups = tokenize(line);
  const header = groups[0] as Token[];
  if (groups.length < 2) return fail(line.length + 1, 'expected "|" after the player IDs');
  const players = header.length;
  if (players < 2 || players > 4) return fail(1, `expected 2 to 4 player IDs before the first "|", found ${players}`);
  for (const token of header) if (!isPlayerId(token.text)) return fail(token.column, `${JSON.stringify(token.text)} is not a player ID`);
  for (let seat = 1; seat < players; seat++) {
    const token = header[seat] as Token;
    if (header.slice(0, seat).some((other) => other.text === token.text)) return fail(token.column, `the ID ${token.text} appears twice`);
  }
  if (groups.length !== players + 2) {
    return fail(columnAfterBar(line, Math.min(groups.length - 1, players + 1)), `expected ${players + 2} parts separated by "|" (the IDs, one part per player, the next seat), found ${groups.length}`);
  }
  const ids = header.map((token) => token.text);
  const animals: Animal[] = [];
  const pieces: number[][] = [];
  const owner = new Array<number>(POSITION_COUNT).fill(-1);
  for (let seat = 0; seat < players; seat++) {
    const part = groups[seat + 1] as Token[];
    const partColumn = columnAfterBar(line, seat + 1);
    if (part.length !== 6) return fail(part[0]?.column ?? partColumn, `the part of ${ids[seat]} must be "<ID> <animal 0-3> <4 positions>", found ${part.length} words`);
    const [id, animal, ...positions] = part as [Token, Token, ...Token[]];
    if (id.text !== ids[seat]) return fail(id.column, `the part of seat ${seat} must start with ${ids[seat]}, found ${id.text}`);
    if (!/^[0-3]$/.test(animal.text)) return fail(animal.column, `the animal of ${id.text} must be 0 (pig), 1 (dog), 2 (sheep) or 3 (cow), found ${animal.text}`);
    const kind = ANIMALS[Number(animal.text)] as Animal;
    const own: number[] = [];
    for (const token of positions) {
      const position = /^\d{1,3}$/.test(token.text) ? Number(token.text) : -1;
      if (!((position >= 0 && position < POSITION_COUNT) || position === ARRIVED)) return fail(token.column, `a position must be 0 … 29 or 100, found ${token.text}`);
      if (own.length > 0 && position < (own[own.length - 1] as number)) return fail(token.column, `the positions of ${id.text} must be in ascending order`);
      if (kind === 'cow' && !isOnCowPath(position)) return fail(token.column, `${id.text} is a cow and cannot stand on ${position}`);
      if (position > 0 && position < POSITION_COUNT) {
        const other = owner[position] as number;
        if (other >= 0 && other !== seat) return fail(token.column, `${ids[other]} and ${id.text} cannot both have pieces on ${position}`);
        owner[position] = seat;
      }
      own.push(position);
    }
    if (own.every((position) => position === ARRIVED)) return fail(id.column, `every piece of ${id.text} has arrived: that game was already won`);
    animals.push(kind);
    pieces.push(own);
  }
  const last = groups[players + 1] as Token[];
  const lastColumn = columnAfterBar(line, players + 1);
  if (last.length !== 1 || !/^\d$/.test((last[0] as Token).text) || Number((last[0] as Token).text) >= players) {
    return fail(last[0]?.column ?? lastColumn, `the line must end with the next seat, a number 0 … ${players - 1}`);
  }
  return ok({ ids, animals, pieces, nextSeat: Number((last[0] as Token).text) });
}

/**
 * The save line of a saved game, without a line end: `Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1`.
 * It trusts its input; {@link addSavedGame} checks a game before writing it.
 *
 * @group Records
 */
export function formatSaveLine(game: SavedGame): string {
  const parts = game.ids.map((id, seat) => [id, String(animalCode(game.animals[seat] as Animal)), ...(game.pieces[seat] ?? []).slice().sort((a, b) => a - b).map(String)].join(' '));
  return `${game.ids.join(' ')} | ${parts.join(' | ')} | ${game.nextSeat}`;
}

/**
 * The longest save line read: four IDs of 64 characters, their parts and the separators fit well within it.
 *
 * @group Records
 */
export const MAX_SAVE_LINE = 1024;

/**
 * The lines of a file split at `\n`, each as written (a CR before the LF stays with its line),
 * ready to be joined back with line ends. A last line without a line end that ends in a CR (`3\r`)
 * gets one more CR: a line end written after it then reads as `\r\n`, and the line itself still
 * reads as `3\r`, as {@link parseSaveFile} read it, rather than turning into `3` plus a CRLF.
 */
function rawLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  else if (lines[lines.length - 1]!.endsWith('\r')) lines[lines.length - 1] += '\r';
  return lines;
}

/** A raw line without the CR of a CRLF line end. */
function content(raw: string): string {
  return raw.endsWith('\r') ? raw.slice(0, -1) : raw;
}

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function lineEnd(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** The raw lines joined back, each with its own line end, and a final line end when there is a line. */
function joinRaw(lines: readonly string[], eol: string): string {
  if (lines.length === 0) return '';
  let text = lines.join('\n');
  // A raw line of a CRLF file keeps its CR; the last one may not have had a line end at all.
  if (eol === '\r\n' && !text.endsWith('\r')) text += '\r';
  return `${text}\n`;
}

/**
 * Reads a whole save file. Blank lines are skipped; each malformed line gives one error and
 * stays in {@link SaveFile.lines}, so rewriting the file never loses it.
 *
 * @group Records
 */
export function parseSaveFile(text: string): SaveFile {
  if (typeof text !== 'string') return { lines: [], games: [], errors: [{ code: ErrorCode.malformedRecord, message: `a save file is text, got ${describeValue(text)}` }] };
  const lines = splitLines(text);
  const games: SavedGameEntry[] = [];
  const errors: RuleError[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const game = parseSaveLine(line, index + 1);
    if (game.ok) games.push({ line: index + 1, game: game.value });
    else errors.push(game.error);
  });
  return { lines, games, errors };
}

/**
 * True when two lists hold the same IDs, in any order.
 *
 * @group Records
 */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedA = a.slice().sort();
  const sortedB = b.slice().sort();
  return sortedA.every((id, index) => id === sortedB[index]);
}

/**
 * A saved game found for the logged-in players.
 *
 * @group Records
 */
export interface SavedGameMatch {
  /** The saved game (its seat order is the saved one, not the login order). */
  game: SavedGame;
  /** Its 1-based line number. */
  line: number;
  /** The file without that line: what to write back once the players resume or start anew. */
  remainingFile: string;
}

/**
 * The result of {@link findSavedGame}.
 *
 * @group Records
 */
export interface SavedGameSearch {
  /** The saved game of exactly the logged-in IDs (order ignored), or `null`. */
  match: SavedGameMatch | null;
  /** Errors of malformed lines, which the search skipped (and `invalid-argument` for bad IDs). */
  errors: RuleError[];
}

/**
 * A copy of a list of logged-in IDs: an array of at most `max` strings, each read once. `null`
 * for anything else (checked by length before any element is read).
 *
 * @group Records
 */
export function readIdList(value: unknown, max: number): string[] | null {
  if (!Array.isArray(value)) return null;
  const length = value.length;
  if (length > max) return null;
  const ids: string[] = [];
  for (let index = 0; index < length; index++) {
    const id: unknown = value[index];
    if (typeof id !== 'string') return null;
    ids.push(id);
  }
  return ids;
}

/**
 * Finds the saved game whose set of IDs equals `loggedInIds` (order ignored). The first such
 * line wins; malformed lines are skipped and reported. IDs that are not a list of at most four
 * strings find nothing and add an `invalid-argument` error.
 *
 * @group Records
 */
export function findSavedGame(fileText: string, loggedInIds: readonly string[]): SavedGameSearch {
  const ids = readIdList(loggedInIds, MAX_PLAYERS);
  const file = parseSaveFile(fileText);
  if (ids === null) {
    return { match: null, errors: [...file.errors, { code: YunnoriError.invalidArgument, message: `the logged-in IDs must be a list of at most ${MAX_PLAYERS} IDs, got ${describeValue(loggedInIds)}` }] };
  }
  const entry = file.games.find((candidate) => sameIds(candidate.game.ids, ids));
  if (entry === undefined) return { match: null, errors: file.errors };
  return { match: { game: entry.game, line: entry.line, remainingFile: removeSaveLine(fileText, entry.line) }, errors: file.errors };
}

/**
 * The file without its line `line` (1-based); every other line is kept byte for byte, with the
 * file's own line ends (CRLF when it used them) and a final newline.
 *
 * @group Records
 */
export function removeSaveLine(fileText: string, line: number): string {
  if (typeof fileText !== 'string') return '';
  return joinRaw(
    rawLines(fileText).filter((_, index) => index + 1 !== line),
    lineEnd(fileText),
  );
}

/**
 * Checks an outside value as a {@link SavedGame} and copies it, reading each field once: 2 to 4
 * distinct player IDs, an animal and four positions per seat, a next seat. Pieces are sorted,
 * as a save line holds them. `malformed-record` with the reason otherwise.
 *
 * @group Records
 */
export function readSavedGame(value: unknown): Result<SavedGame> {
  const fail = (message: string): Result<never> => err(ErrorCode.malformedRecord, `the game cannot be saved: ${message}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(`not a saved game { ids, animals, pieces, nextSeat }: ${describeValue(value)}`);
  const { ids: givenIds, animals: givenAnimals, pieces: givenPieces, nextSeat } = value as Record<string, unknown>;
  const ids = readIdList(givenIds, MAX_PLAYERS);
  if (ids === null || ids.length < 2) return fail(`ids must be a list of 2 to ${MAX_PLAYERS} IDs (text), got ${describeValue(givenIds)}`);
  const players = ids.length;
  for (const id of ids) if (!isPlayerId(id)) return fail(`${describeValue(id)} is not a player ID (a word without spaces or "|")`);
  if (new Set(ids).size !== players) return fail('the IDs must be distinct');
  const animals = copyList(givenAnimals, players);
  if (animals === null || !animals.every(isAnimal)) return fail(`animals must list one animal (pig, dog, sheep, cow) per player, got ${describeValue(givenAnimals)}`);
  const seats = copyList(givenPieces, players);
  if (seats === null) return fail(`pieces must list the four positions of each of the ${players} players, got ${describeValue(givenPieces)}`);
  const pieces: number[][] = [];
  for (let seat = 0; seat < players; seat++) {
    const own = copyList(seats[seat], 4);
    if (own === null || !own.every((position) => typeof position === 'number')) return fail(`the pieces of ${ids[seat]} must be four positions, got ${describeValue(seats[seat])}`);
    pieces.push((own as number[]).sort((a, b) => a - b));
  }
  if (typeof nextSeat !== 'number' || !Number.isInteger(nextSeat) || nextSeat < 0 || nextSeat >= players) return fail(`the next seat must be a seat 0 … ${players - 1}, got ${describeValue(nextSeat)}`);
  const game: SavedGame = { ids, animals: animals as Animal[], pieces, nextSeat };
  const check = parseSaveLine(formatSaveLine(game));
  if (!check.ok) return fail(check.error.message.replace(/^line 1, /, ''));
  return ok(game);
}

/**
 * The file with `game` saved: any well-formed line for the same set of IDs is dropped (at most
 * one saved game per set of IDs), then the new line is appended. Other lines, malformed ones
 * included, are kept byte for byte. A `game` that would not read back equal (bad IDs, IDs that
 * are not text, positions, animals or next seat) gives a `malformed-record` error and no file.
 *
 * @group Records
 */
export function addSavedGame(fileText: string, game: SavedGame): Result<string> {
  const checked = readSavedGame(game);
  if (!checked.ok) return checked;
  const line = formatSaveLine(checked.value);
  const text = typeof fileText === 'string' ? fileText : '';
  const eol = lineEnd(text);
  const kept = rawLines(text).filter((raw) => {
    const other = content(raw);
    if (other.length > MAX_SAVE_LINE) return true;
    const parsed = parseSaveLine(other);
    return !(parsed.ok && sameIds(parsed.value.ids, checked.value.ids));
  });
  kept.push(eol === '\r\n' ? `${line}\r` : line);
  return ok(joinRaw(kept, eol));
}

/**
 * The saved game of an advanced-game state at the start of a turn (before the first throw),
 * its next seat being the seat about to play. `cannot-save` otherwise.
 *
 * @group Records
 */
export function savedGameOf(state: YunnoriState): Result<SavedGame> {
  if (state.version !== 'advanced') return err(YunnoriError.cannotSave, 'only the advanced game can be saved');
  if (state.winner >= 0) return err(YunnoriError.cannotSave, 'the game is over');
  if (!state.turnStart) return err(YunnoriError.cannotSave, 'a game can be saved only at the start of a turn, before throwing');
  const k = state.piecesPerPlayer;
  return ok({
    ids: state.ids.slice(),
    animals: state.animals.slice(),
    pieces: state.ids.map((_, seat) => state.pieces.slice(seat * k, seat * k + k)),
    nextSeat: state.seat,
  });
}

/**
 * The state of a resumed game, from a save line or a {@link SavedGame}: the saved seat order,
 * animals and pieces, the saved next seat to throw. `options` may set `stickFrontProbability`
 * as in setup. `malformed-record` for a line or game that cannot be read, `invalid-argument`
 * for options that are not an object, `invalid-options` for a bad probability.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { yunnori } from '@games/yunnori';
 * import { resumeSavedGame, savedGameOf } from '@games/yunnori/classic';
 *
 * const state = unwrap(resumeSavedGame('Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1'));
 * console.log(yunnori.actor(state));                       // chance throws for seat 1 (Liam)
 * console.log(unwrap(savedGameOf(state)).ids);             // [ 'Noah', 'Liam' ]: and back to a save line
 * ```
 *
 * @group Records
 */
export function resumeSavedGame(line: string | SavedGame, options: { stickFrontProbability?: number } = {}): Result<YunnoriState> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return err(YunnoriError.invalidArgument, `the options of resumeSavedGame must be an object { stickFrontProbability? }, got ${describeValue(options)}`);
  }
  const p = (options as { stickFrontProbability?: unknown }).stickFrontProbability;
  if (p !== undefined && (typeof p !== 'number' || !(p >= STICK_FRONT_PROBABILITY_RANGE.min && p <= STICK_FRONT_PROBABILITY_RANGE.max))) {
    return err(ErrorCode.invalidOptions, `stickFrontProbability must be a number from ${STICK_FRONT_PROBABILITY_RANGE.min} to ${STICK_FRONT_PROBABILITY_RANGE.max}, got ${describeValue(p)}`);
  }
  let game: SavedGame;
  if (typeof line === 'string') {
    const parsed = parseSaveLine(line);
    if (!parsed.ok) return parsed;
    game = parsed.value;
  } else {
    const read = readSavedGame(line);
    if (!read.ok) return err(ErrorCode.malformedRecord, read.error.message.replace('the game cannot be saved: ', 'not a saved game: '));
    game = read.value;
  }
  const setup = setupGame({
    version: 'advanced',
    ids: game.ids,
    animals: game.animals,
    start: { pieces: game.pieces, nextSeat: game.nextSeat },
    ...(p === undefined ? {} : { stickFrontProbability: p }),
  });
  if (!setup.ok) return err(ErrorCode.malformedRecord, setup.error.message);
  return setup;
}
