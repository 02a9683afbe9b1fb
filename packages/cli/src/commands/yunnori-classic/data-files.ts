/**
 * The data folder: `user_info.txt` (read at each login) and `game_info.txt` (read when a game
 * starts and at each save). A file that cannot be read, or has malformed lines, is reported on
 * standard error with the line and column; `game_info.txt` is then never written, so no line of
 * it is ever lost. A write goes to a temporary file first and replaces the file in one rename.
 *
 * @module
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSaveFile, parseUsers, type User } from '@games/yunnori/classic';
import type { Dialog } from './dialog.js';

/** The accounts file of the data folder. */
export const USER_FILE = 'user_info.txt';
/** The saved-games file of the data folder. */
export const SAVE_FILE = 'game_info.txt';

type TextRead = { ok: true; text: string; missing: boolean } | { ok: false; message: string };

function readText(path: string): TextRead {
  try {
    return { ok: true, text: readFileSync(path, 'utf8'), missing: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ok: true, text: '', missing: true };
    return { ok: false, message: (error as Error).message };
  }
}

/**
 * The accounts of `<dataDir>/user_info.txt`. A missing or unreadable file gives no accounts; a
 * malformed line is reported with its line and column and skipped (the other accounts work).
 */
export function loadUsers(dialog: Dialog, dataDir: string): User[] {
  const path = join(dataDir, USER_FILE);
  const read = readText(path);
  if (!read.ok) {
    dialog.warn(`cannot read ${path}: ${read.message}`);
    return [];
  }
  if (read.missing) {
    dialog.warn(`${path} does not exist: nobody can log in`);
    return [];
  }
  const file = parseUsers(read.text);
  for (const error of file.errors) dialog.warn(`${path}: ${error.message}`);
  return file.users;
}

/** `game_info.txt` as read just now. */
export interface SaveFileText {
  /** Its path. */
  path: string;
  /** Its text ('' when it does not exist yet). */
  text: string;
  /** False when it could not be read or has a malformed line: then it must not be written. */
  writable: boolean;
  /** The 1-based numbers of its malformed lines. */
  brokenLines: number[];
}

/**
 * Reads `<dataDir>/game_info.txt`, reporting every malformed line with its line and column
 * (unless `quiet`: when the same file was just read and reported).
 */
export function loadSaveFile(dialog: Dialog, dataDir: string, { quiet = false } = {}): SaveFileText {
  const path = join(dataDir, SAVE_FILE);
  const read = readText(path);
  if (!read.ok) {
    dialog.warn(`cannot read ${path}: ${read.message}`);
    return { path, text: '', writable: false, brokenLines: [] };
  }
  const file = parseSaveFile(read.text);
  const brokenLines: number[] = [];
  for (const error of file.errors) {
    if (!quiet) dialog.warn(`${path}: ${error.message}`);
    const line = /^line (\d+)/.exec(error.message);
    if (line !== null) brokenLines.push(Number(line[1]));
  }
  return { path, text: read.text, writable: file.errors.length === 0, brokenLines };
}

/** Why a save file is not written, as one line (for the console). */
export function notWrittenReason(file: SaveFileText): string {
  const where = file.brokenLines.length > 0 ? ` (malformed line ${file.brokenLines.join(', ')})` : '';
  return `${file.path} cannot be used${where}: it was left unchanged.`;
}

/**
 * Replaces the text of a writable save file: written to a temporary file next to it, then
 * renamed over it, so a failed write leaves the old file whole. Returns false (reported) on failure.
 */
export function writeSaveFile(dialog: Dialog, file: SaveFileText, text: string): boolean {
  if (!file.writable) return false;
  const temporary = `${file.path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, text, 'utf8');
    renameSync(temporary, file.path);
    return true;
  } catch (error) {
    try {
      rmSync(temporary, { force: true });
    } catch {
      // The temporary file may stay behind; the save file itself is untouched.
    }
    dialog.warn(`cannot write ${file.path}: ${(error as Error).message}`);
    return false;
  }
}
