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
import { describeValue, err, ErrorCode, ok, type Result, type RuleError } from '@games/core';
import { ANIMALS, animalCode, type Animal } from './animals.js';
import { ARRIVED, isOnCowPath, POSITION_COUNT } from './board.js';
import { YunnoriErrorCode } from './errors.js';
import { isPlayerId, setupGame } from './setup.js';
import type { YunnoriState } from './state.js';

/** One saved game: the players in seat order with their animals and pieces, and who moves next. */
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

/** A well-formed line of a save file. */
export interface SavedGameEntry {
  /** Its 1-based line number. */
  line: number;
  /** The saved game it holds. */
  game: SavedGame;
}

/** A save file read line by line. */
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
 */
export function parseSaveLine(text: string, lineNumber = 1): Result<SavedGame> {
  const fail = (column: number, message: string): Result<never> => err(ErrorCode.malformedRecord, `line ${lineNumber}, column ${column}: ${message}`);
  if (typeof text !== 'string') return err(ErrorCode.malformedRecord, `line ${lineNumber}: a save line is text, got ${describeValue(text)}`);
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

/** The save line of a saved game, without a line end: `Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 5 5 5 | 1`. */
export function formatSaveLine(game: SavedGame): string {
  const parts = game.ids.map((id, seat) => [id, String(animalCode(game.animals[seat] as Animal)), ...(game.pieces[seat] ?? []).slice().sort((a, b) => a - b).map(String)].join(' '));
  return `${game.ids.join(' ')} | ${parts.join(' | ')} | ${game.nextSeat}`;
}

function splitLines(text: string): string[] {
  if (typeof text !== 'string' || text === '') return [];
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function lineEnd(text: string): string {
  return typeof text === 'string' && text.includes('\r\n') ? '\r\n' : '\n';
}

/**
 * Reads a whole save file. Blank lines are skipped; each malformed line gives one error and
 * stays in {@link SaveFile.lines}, so rewriting the file never loses it.
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

/** True when two lists hold the same IDs, in any order. */
export function sameIds(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedA = a.slice().sort();
  const sortedB = b.slice().sort();
  return sortedA.every((id, index) => id === sortedB[index]);
}

/** A saved game found for the logged-in players. */
export interface SavedGameMatch {
  /** The saved game (its seat order is the saved one, not the login order). */
  game: SavedGame;
  /** Its 1-based line number. */
  line: number;
  /** The file without that line: what to write back once the players resume or start anew. */
  remainingFile: string;
}

/** The result of {@link findSavedGame}. */
export interface SavedGameSearch {
  /** The saved game of exactly the logged-in IDs (order ignored), or `null`. */
  match: SavedGameMatch | null;
  /** Errors of malformed lines, which the search skipped. */
  errors: RuleError[];
}

/**
 * Finds the saved game whose set of IDs equals `loggedInIds` (order ignored). The first such
 * line wins; malformed lines are skipped and reported.
 */
export function findSavedGame(fileText: string, loggedInIds: readonly string[]): SavedGameSearch {
  const file = parseSaveFile(fileText);
  const entry = Array.isArray(loggedInIds) ? file.games.find((candidate) => sameIds(candidate.game.ids, loggedInIds)) : undefined;
  if (entry === undefined) return { match: null, errors: file.errors };
  return { match: { game: entry.game, line: entry.line, remainingFile: removeSaveLine(fileText, entry.line) }, errors: file.errors };
}

/**
 * The file without its line `line` (1-based); every other line is kept as written, with the
 * file's own line ends (CRLF when it used them) and a final newline.
 */
export function removeSaveLine(fileText: string, line: number): string {
  const eol = lineEnd(fileText);
  const lines = splitLines(fileText).filter((_, index) => index + 1 !== line);
  return lines.length === 0 ? '' : lines.join(eol) + eol;
}

/**
 * The file with `game` saved: any well-formed line for the same set of IDs is dropped (at most
 * one saved game per set of IDs), then the new line is appended. Other lines, malformed ones
 * included, are kept. A `game` that would not read back (bad IDs, positions, animals or next
 * seat) gives a `malformed-record` error and no file.
 */
export function addSavedGame(fileText: string, game: SavedGame): Result<string> {
  let line: string;
  try {
    line = formatSaveLine(game);
  } catch {
    return err(ErrorCode.malformedRecord, `not a saved game: ${describeValue(game)}`);
  }
  const check = parseSaveLine(line);
  if (!check.ok) return err(ErrorCode.malformedRecord, `the game cannot be saved: ${check.error.message.replace(/^line 1, /, '')}`);
  const text = typeof fileText === 'string' ? fileText : '';
  const eol = lineEnd(text);
  const lines = splitLines(text).filter((other) => {
    const parsed = parseSaveLine(other);
    return !(parsed.ok && sameIds(parsed.value.ids, game.ids));
  });
  lines.push(line);
  return ok(lines.join(eol) + eol);
}

/**
 * The saved game of an advanced-game state at the start of a turn (before the first throw),
 * its next seat being the seat about to play. `cannot-save` otherwise.
 */
export function savedGameOf(state: YunnoriState): Result<SavedGame> {
  if (state.version !== 'advanced') return err(YunnoriErrorCode.cannotSave, 'only the advanced game can be saved');
  if (state.winner >= 0) return err(YunnoriErrorCode.cannotSave, 'the game is over');
  if (!state.turnStart) return err(YunnoriErrorCode.cannotSave, 'a game can be saved only at the start of a turn, before throwing');
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
 * animals and pieces, the saved next seat to throw. `stickFrontProbability` as in setup.
 */
export function resumeSavedGame(line: string | SavedGame, options: { stickFrontProbability?: number } = {}): Result<YunnoriState> {
  let game: SavedGame;
  if (typeof line === 'string') {
    const parsed = parseSaveLine(line);
    if (!parsed.ok) return parsed;
    game = parsed.value;
  } else game = line;
  if (typeof game !== 'object' || game === null) return err(ErrorCode.malformedRecord, `not a saved game: ${describeValue(game)}`);
  const setup = setupGame({
    version: 'advanced',
    ids: game.ids,
    animals: game.animals,
    start: { pieces: game.pieces, nextSeat: game.nextSeat },
    ...(options.stickFrontProbability === undefined ? {} : { stickFrontProbability: options.stickFrontProbability }),
  });
  if (!setup.ok) return err(ErrorCode.malformedRecord, setup.error.message);
  return setup;
}
