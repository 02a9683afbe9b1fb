/**
 * Scenarios from text boards and position strings. A board is five rows of five spaces, rank 5 at
 * the top, files A to E left to right. Each space is its level (`0`-`3`, `.` or nothing for 0),
 * then `D` for a dome (`D` alone: on level 3; `1D`: on level 1), or the letter of the team whose worker stands there (`a`: seat 1, `b`: seat 2, `c`:
 * seat 3; with 4 players `a` is seats 1 and 3, `b` seats 2 and 4):
 *
 * ```
 *   .  .  1  .  .
 *   . 2a  3  .  .
 *   .  .  b  .  .
 *   .  .  . 3D  .
 *   a  .  b  .  .
 * ```
 */
import { unwrap } from '@games/core';
import { fromPosition, santorini, type PositionOptions, type SantoriniMove, type SantoriniState } from '@games/santorini';
import { scenario, type Scenario } from '@games/testing';

/** Options of {@link board}. */
export interface BoardOptions extends PositionOptions {
  /** God of each seat with its data (`athena^`), default all mortal for 2 players. */
  gods?: string[];
  /** The side to move, 1-based (default 1). */
  side?: number;
  /** Seats (1-based) that have left the game (3 players). */
  out?: number[];
  /** True when a seat showing fewer than two workers has lost the others (written `-`), not yet placed them. */
  removed?: boolean;
}

/** The position string of a text board. */
export function positionOf(rows: string, { gods = ['mortal', 'mortal'], side = 1, out = [], removed = false }: BoardOptions = {}): string {
  const tokens = rows.trim().split(/\s+/);
  if (tokens.length !== 25) throw new Error(`a board needs 25 spaces, found ${tokens.length}`);
  const teams = gods.length === 4 ? 2 : gods.length;
  const squares: string[][] = Array.from({ length: teams }, () => []);
  let heights = '';
  tokens.forEach((token, k) => {
    const match = /^([.0-3]?)([a-dD]?)$/.exec(token);
    if (!match || token === '') throw new Error(`bad space ${JSON.stringify(token)}`);
    const level = match[1] === '.' || match[1] === '' ? '0' : match[1]!;
    const mark = match[2]!;
    // `D` or `3D` is a complete tower; `0D`, `1D`, `2D` a dome on a lower level (written 5-7).
    heights += mark === 'D' ? (match[1] === '' || match[1] === '.' || level === '3' ? '4' : String(5 + Number(level))) : level;
    if (mark !== '' && mark !== 'D') {
      const name = `${'ABCDE'[k % 5]}${5 - Math.floor(k / 5)}`;
      squares[mark.charCodeAt(0) - 97]!.push(name);
    }
  });
  const list = (seat: number): string => {
    const placed = squares[seat]!;
    return removed && placed.length < 2 ? [...placed, '-', '-'].slice(0, 2).join(',') : placed.join(',');
  };
  const seats = gods.map((god, seat) => `${god}:${out.includes(seat + 1) ? '-' : seat < teams ? list(seat) : ''}`);
  return `${heights}/${side}/${seats.join('/')}`;
}

/** A Santorini scenario (`scenario` of `@games/testing`). */
export type SantoriniScenario = Scenario<SantoriniState, SantoriniMove>;

/** A scenario starting from a text board (see the module description). */
export function board(rows: string, options: BoardOptions = {}): SantoriniScenario {
  return position(positionOf(rows, options), options);
}

/** A scenario starting from a position string, read with `fromPosition` and its options. */
export function position(text: string, options: PositionOptions = {}): SantoriniScenario {
  return scenario(santorini).from(unwrap(fromPosition(text, options)));
}
