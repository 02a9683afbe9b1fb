/**
 * Position strings: `<25 heights>/<side>/<seat 1>/<seat 2>[/...]`, for tests, perft and saves.
 *
 * - Heights row by row from A5 (top-left) to E1: `0`-`3`, `4` for a dome on level 3 (a complete
 *   tower), `5`, `6` or `7` for a dome on level 0, 1 or 2 (Atlas, Selene), so that a position
 *   reads back exactly (Chronus counts only complete towers; `physicalSupply` counts the blocks).
 * - The side to move, 1-based.
 * - Per seat `god[data]:squares`: the god's name (`mortal` for none), the power's data as the god
 *   writes it (Athena: `^` when her moved-up flag is set; the advanced gods write theirs in
 *   brackets, such as `morpheus[2]`, `dionysus[+]`, `circe[athena^]`,
 *   `chaos[pan;apollo,atlas;7]`; nothing when the data is the initial one or follows from the
 *   board), then the team's worker squares in worker order, comma separated. After the placement
 *   a worker removed from the board (Bia, Medusa) is written `-` in its place (`-,B3`, `B3,-`).
 *   With 4 players partners list the same (shared) workers; either may be left empty. A seat that
 *   left the game (3 players) is written `god:-`. When the side to move has fewer than two
 *   workers and none is written `-`, every seat placing before it has both and no seat after it
 *   has any, the position is in the placement (that seat places next); otherwise missing workers
 *   have left the board.
 * - Every position string written before the advanced gods existed reads as it did.

 * A position describes the start of a turn: mid-turn details (the step already taken) are not
 * kept, and a space written `4` is read back as a dome on level 3.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SantoriniError } from './errors.js';
import { readSquare, SPACES, SQUARE_NAMES } from './board.js';
import { godNamed } from './gods/index.js';
import { powerOf } from './lineup.js';
import { placementOrder, startDraft } from './turn.js';
import { blankTurn, checkGods, filled, initialPowers, readField, readRules } from './setup.js';
import type { JsonValue, SantoriniState } from './state.js';
import { teamOf } from './state.js';
import { checkCanPlay, startTurn } from './settle.js';
import { quote } from './quote.js';

/** The longest text `fromPosition` reads (the longest real position has a few hundred characters). */
const LONGEST_POSITION = 4096;

/**
 * Rule options a position string does not carry.
 *
 * @group Records
 */
export interface PositionOptions {
  /** Limit pieces to the box (default false). */
  physicalSupply?: boolean;
  /** Draw after this many turns (default 300), counted from this position. */
  maxTurns?: number;
  /** Seed for powers with hidden data not written in positions. */
  seed?: number;
}

/**
 * The position string of a state (see the module description).
 *
 * @example
 * ```ts
 * import { createMatch, unwrap } from '@games/core';
 * import { santorini, toPosition } from '@games/santorini';
 *
 * const match = unwrap(createMatch(santorini, { players: 2 }));
 * for (const move of ['place B3', 'place D3', 'place C4', 'place C2']) unwrap(match.play(move));
 * console.log(toPosition(match.state));  // '0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2'
 * ```
 *
 * @group Records
 */
export function toPosition(state: SantoriniState): string {
  let heights = '';
  for (let rank = 4; rank >= 0; rank--) {
    for (let file = 0; file < 5; file++) {
      const square = rank * 5 + file;
      const level = state.levels[square]!;
      if ((state.domes & (1 << square)) === 0) heights += String(level);
      else heights += level < 3 ? String(5 + level) : '4';
    }
  }
  const seats: string[] = [];
  for (let seat = 0; seat < state.players; seat++) {
    const name = state.gods[seat] ?? 'mortal';
    const power = godNamed(name);
    const data = power?.encodeData?.(state.powers[seat] ?? null) ?? '';
    let squares: string;
    if (state.out.includes(seat)) squares = '-';
    else {
      squares = workerList(state, teamOf(state, seat));
    }
    seats.push(`${name}${data}:${squares}`);
  }
  return `${heights}/${state.seat + 1}/${seats.join('/')}`;
}

/**
 * A team's workers as written: the squares in worker order. Once every worker is placed, a worker
 * removed from the board (Bia, Medusa) is written `-` in its place (`-,B3`, `B3,-`), so that such a
 * position is not mistaken for one in the placement and worker order (which tells Selene's female
 * worker apart) reads back the same. During the placement only the placed workers are listed.
 */
function workerList(state: SantoriniState, team: number): string {
  const first = state.workers[2 * team]!;
  const second = state.workers[2 * team + 1]!;
  const name = (square: number): string => (square < 0 ? '-' : SQUARE_NAMES[square]!);
  if (state.phase === 'place' || (first >= 0 && second >= 0)) return [first, second].filter((square) => square >= 0).map(name).join(',');
  return `${name(first)},${name(second)}`;
}

function failAt(column: number, message: string): Result<never> {
  return err(SantoriniError.malformedRecord, `column ${column}: ${message}`);
}

/**
 * Reads a position string into a state at the start of the side's turn (or placement). When the
 * side to move cannot complete a turn, the rules apply at once: it loses (with 3 players it leaves
 * and the next seat moves). Errors (`malformed-record`, or the god codes of `setup`) give the
 * 1-based column of the problem.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { fromPosition, santorini, toPosition } from '@games/santorini';
 *
 * const text = '0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2';  // heights, side to move, each seat's god and workers
 * const state = unwrap(fromPosition(text));
 * console.log(santorini.actor(state), toPosition(state) === text); // { kind: 'player', seat: 0 } true
 * console.log(fromPosition('00000/1/mortal:B3').ok);                // false: malformed-record, naming the column
 * ```
 *
 * @group Records
 */
export function fromPosition(text: string, options: PositionOptions = {}): Result<SantoriniState> {
  if (typeof text !== 'string') return err(SantoriniError.malformedRecord, 'a position must be a string');
  if (text.length > LONGEST_POSITION) return failAt(LONGEST_POSITION + 1, `a position is at most ${LONGEST_POSITION} characters, found ${text.length}`);
  const given: object = typeof options === 'object' && options !== null ? options : {};
  const rulesRead = readRules(given);
  if (!rulesRead.ok) return rulesRead;
  const seedGiven = readField(given, 'seed');
  const seed = typeof seedGiven === 'number' && Number.isFinite(seedGiven) ? seedGiven : 0;
  const parts = text.trim().split('/');
  const columns: number[] = [];
  let column = 1 + (text.length - text.trimStart().length);
  for (const part of parts) {
    columns.push(column);
    column += part.length + 1;
  }
  const [heights = '', side = ''] = parts;
  if (parts.length < 4 || parts.length > 6) {
    return failAt(1, `expected <25 heights>/<side>/<2 to 4 seats>, found ${parts.length} fields separated by "/"`);
  }
  if (heights.length !== SPACES) return failAt(1, `the heights need 25 characters (0-3, 4 for a dome), found ${heights.length}`);
  const levels = filled(SPACES, 0);
  let domes = 0;
  for (let k = 0; k < SPACES; k++) {
    const char = heights[k]!;
    if (char < '0' || char > '7') return failAt(1 + k, `height must be 0-3, 4 for a dome (5-7 for a dome on level 0-2), found ${quote(char)}`);
    const square = (4 - Math.floor(k / 5)) * 5 + (k % 5);
    if (char >= '4') {
      domes |= 1 << square;
      levels[square] = char === '4' ? 3 : Number(char) - 5;
    } else levels[square] = Number(char);
  }
  const players = parts.length - 2;
  if (!/^[1-9]$/.test(side) || Number(side) > players) return failAt(columns[1]!, `the side to move must be 1 to ${players}, found ${quote(side)}`);
  const seat = Number(side) - 1;

  const names: string[] = [];
  const datas: string[] = [];
  const lists: (number[] | 'out')[] = [];
  for (let index = 0; index < players; index++) {
    const entry = parts[index + 2]!;
    const at = columns[index + 2]!;
    const colon = entry.indexOf(':');
    if (colon < 0) return failAt(at, `a seat is written god:square,square (such as mortal:B3,D3), found ${quote(entry)}`);
    const head = /^[a-z]+/i.exec(entry.slice(0, colon))?.[0] ?? '';
    if (head === '') return failAt(at, `missing god name (use mortal for none) in ${quote(entry)}`);
    names.push(head.toLowerCase());
    datas.push(entry.slice(head.length, colon));
    const list = entry.slice(colon + 1);
    if (list === '-') {
      lists.push('out');
      continue;
    }
    const squares: number[] = [];
    if (list !== '') {
      let offset = colon + 1;
      const names = list.split(',');
      for (const name of names) {
        // `-,B3`: the first worker was removed from the board, the second is on B3.
        const square = name === '-' ? -1 : readSquare(name);
        if (square < 0 && name !== '-') return failAt(at + offset, `not a square: ${quote(name)}`);
        if (square < 0 && names.length !== 2) return failAt(at + offset, 'a removed worker is written "-" in a list of two (such as -,B3)');
        squares.push(square);
        offset += name.length + 1;
      }
    }
    if (squares.length > 2) return failAt(at + colon + 1, `a seat has at most 2 workers, found ${squares.length}`);
    lists.push(squares);
  }
  const gods = checkGods(names, players);
  if (!gods.ok) return err(gods.error.code, `column ${columns[2]}: ${gods.error.message}`);
  const powers = initialPowers(gods.value, seed);
  for (let index = 0; index < players; index++) {
    const power = godNamed(gods.value[index]!);
    const data = datas[index]!;
    if (power?.decodeData !== undefined) {
      const decoded = power.decodeData(data, { players, seat: index, gods: gods.value, seed });
      if (!decoded.ok) return err(decoded.error.code, `column ${columns[index + 2]! + names[index]!.length}: ${decoded.error.message}`);
      powers[index] = decoded.value as JsonValue;
    } else if (data !== '') return failAt(columns[index + 2]! + names[index]!.length, `${names[index]} keeps no data, found ${quote(data)}`);
  }

  const out: number[] = [];
  const teams = players === 4 ? 2 : players;
  const workers = filled(2 * teams, -1);
  const removed: boolean[] = [];
  const teamLists: number[][] = [];
  for (let index = 0; index < players; index++) {
    const list = lists[index]!;
    const at = columns[index + 2]!;
    if (list === 'out') {
      if (players !== 3) return failAt(at, 'only with 3 players can a seat leave the game ("-")');
      if (index === seat) return failAt(at, 'the side to move has left the game');
      out.push(index);
      continue;
    }
    const team = teamOf({ players }, index);
    if (players === 4 && index >= 2 && list.length === 0) continue;
    const partner = teamLists[team];
    if (players === 4 && index >= 2 && partner !== undefined && partner.length > 0) {
      if (partner.join() !== list.join()) return failAt(at, `seat ${index + 1} shares its workers with seat ${team + 1}: list the same squares or none`);
      continue;
    }
    teamLists[team] = list;
    list.forEach((square, k) => (workers[2 * team + k] = square));
    if (list.includes(-1)) removed[team] = true;
  }
  if (out.length > 1) return failAt(columns[2]!, 'at most one of 3 seats can have left the game');
  for (let worker = 0; worker < workers.length; worker++) {
    const square = workers[worker]!;
    if (square < 0) continue;
    if (workers.indexOf(square) !== worker) return failAt(columns[2]!, `two workers on ${SQUARE_NAMES[square]}`);
    if ((domes & (1 << square)) !== 0) return failAt(columns[2]!, `a worker stands on the dome of ${SQUARE_NAMES[square]}`);
  }

  const state: SantoriniState = {
    players,
    gods: gods.value,
    levels,
    domes,
    workers,
    seat,
    phase: 'place',
    optional: false,
    turn: blankTurn(),
    turns: 0,
    out,
    powers,
    rules: rulesRead.value,
    outcome: null,
  };
  const placed = (team: number): number => (removed[team] === true ? 2 : (workers[2 * team]! >= 0 ? 1 : 0) + (workers[2 * team + 1]! >= 0 ? 1 : 0));
  const order = placementOrder(state).filter((placer) => !out.includes(placer));
  const placing = order.find((placer) => placed(teamOf(state, placer)) < 2);
  const position = placing === undefined ? -1 : order.indexOf(placing);
  const placingNow =
    placing === seat && out.length === 0 && !order.slice(position + 1).some((placer) => placed(teamOf(state, placer)) > 0);
  if (placingNow) {
    const team = teamOf(state, seat);
    if (workers[2 * team]! < 0 && workers[2 * team + 1]! >= 0) {
      workers[2 * team] = workers[2 * team + 1]!;
      workers[2 * team + 1] = -1;
    }
    return ok(state);
  }
  const draft = startDraft(state);
  const power = powerOf(state, seat);
  startTurn(draft, seat, power.extraTurn !== undefined && power.extraTurn(state, seat));
  return ok(checkCanPlay(draft));
}
