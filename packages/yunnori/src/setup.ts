/**
 * Options validation and the initial state.
 *
 * @module
 */
import { err, ErrorCode, ok, type OptionInfo, type Result } from '@games/core';
import { describeValue, readOptionsObject } from '@games/core/authoring';
import { ANIMALS, isAnimal, type Animal } from './animals.js';
import { ARRIVED, isOnCowPath, POSITION_COUNT } from './board.js';
import { YunnoriError } from './errors.js';
import { DEFAULT_STICK_FRONT_PROBABILITY, STICK_FRONT_PROBABILITY_RANGE } from './results.js';
import type { YunnoriOptions, YunnoriState } from './state.js';

const OPTION_KEYS = ['version', 'players', 'pieces', 'animals', 'ids', 'stickFrontProbability', 'start', 'seed'];

/**
 * True when `id` can be a player ID: non-empty, printable, no whitespace and no `|`.
 *
 * @group Setup
 */
export function isPlayerId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 64 && !/[\s|]/.test(id) && !/[\u0000-\u001f\u007f]/.test(id);
}

function invalid(message: string): Result<never> {
  return err(ErrorCode.invalidOptions, message);
}

function isCount(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Checks a starting position: each seat's pieces are integers 0 … 29 or 100, a cow only on its
 * path, and no two seats share an on-board position. Returns the flat, sorted piece list. Every
 * field and element is read once, into a copy that is then checked.
 */
export function checkStart(start: unknown, players: number, piecesPerPlayer: number, animals: readonly Animal[]): Result<{ pieces: number[]; nextSeat: number }> {
  if (typeof start !== 'object' || start === null || Array.isArray(start)) return invalid(`start must be { pieces, nextSeat }, got ${describeValue(start)}`);
  const keys = Object.keys(start);
  const extra = keys.filter((key) => key !== 'pieces' && key !== 'nextSeat');
  if (extra.length > 0) return invalid(`start has unknown fields: ${extra.slice(0, 4).map((key) => describeValue(key)).join(', ')}`);
  const { pieces, nextSeat } = start as { pieces?: unknown; nextSeat?: unknown };
  if (!isCount(nextSeat, 0, players - 1)) return invalid(`start.nextSeat must be a seat 0 … ${players - 1}, got ${describeValue(nextSeat)}`);
  const seats = copyList(pieces, players);
  if (seats === null) return invalid(`start.pieces must list the pieces of each of the ${players} seats`);
  const flat: number[] = [];
  const owner = new Array<number>(POSITION_COUNT).fill(-1);
  for (let seat = 0; seat < players; seat++) {
    const own = copyList(seats[seat], piecesPerPlayer);
    if (own === null) return invalid(`seat ${seat} must have ${piecesPerPlayer} piece positions`);
    for (const position of own) {
      if (!(isCount(position, 0, POSITION_COUNT - 1) || position === ARRIVED)) {
        return invalid(`seat ${seat}: a piece position must be 0 … 29 or 100, got ${describeValue(position)}`);
      }
      if (animals[seat] === 'cow' && !isOnCowPath(position)) return invalid(`seat ${seat} is a cow and cannot stand on ${position}`);
      if (position > 0 && position < POSITION_COUNT) {
        const other = owner[position] as number;
        if (other >= 0 && other !== seat) return invalid(`seats ${other} and ${seat} cannot both have pieces on ${position}`);
        owner[position] = seat;
      }
    }
    const sorted = (own as number[]).sort((a, b) => a - b);
    if (sorted.every((position) => position === ARRIVED)) return invalid(`seat ${seat} has already won: every piece has arrived`);
    flat.push(...sorted);
  }
  return ok({ pieces: flat, nextSeat });
}

/**
 * A copy of `value` when it is an array of exactly `length` elements (each read once), else
 * `null`. The length is checked before anything is read, so a huge list costs nothing.
 */
export function copyList(value: unknown, length: number): unknown[] | null {
  if (!Array.isArray(value) || value.length !== length) return null;
  const copy: unknown[] = [];
  for (let index = 0; index < length; index++) copy.push(value[index]);
  return copy;
}

/** A copy of `value` when it is an array of `min` to `max` elements (each read once), else `null`. */
function copyShortList(value: unknown, min: number, max: number): unknown[] | null {
  if (!Array.isArray(value)) return null;
  const length = value.length;
  return length >= min && length <= max ? copyList(value, length) : null;
}

/** The options of {@link yunnori}, described for hosts (`games list`, forms, servers). */
export const YUNNORI_OPTIONS: readonly OptionInfo[] = [
  { name: 'version', type: 'string', description: 'basic game, or advanced with an animal per player', default: 'basic', values: ['basic', 'advanced'] },
  { name: 'players', type: 'integer', description: 'number of players (advanced: the number of animals or ids when given)', default: 2, min: 2, max: 4 },
  { name: 'pieces', type: 'integer', description: 'pieces per player (the advanced game always has 4)', default: 4, min: 1, max: 4 },
  { name: 'animals', type: 'json', description: 'advanced: one animal per seat (pig, dog, sheep, cow), e.g. ["pig","cow"]' },
  { name: 'ids', type: 'json', description: 'advanced: the player IDs in seat order, e.g. ["Noah","Liam"]' },
  { name: 'stickFrontProbability', type: 'number', description: 'probability that one stick lands front up (0.1 to 0.9: outside, turns of yut and mo would run on without end)', default: DEFAULT_STICK_FRONT_PROBABILITY, min: STICK_FRONT_PROBABILITY_RANGE.min, max: STICK_FRONT_PROBABILITY_RANGE.max },
  { name: 'start', type: 'json', description: 'a position to start from: { pieces: [[...] per seat], nextSeat }' },
  { name: 'seed', type: 'integer', description: 'accepted and ignored: throws are chance moves drawn by the host' },
];

/**
 * Validates `options` and returns the initial state (every piece on 0, seat 0 throws first, or
 * the `start` position). Each option is read once. `invalid-options` (or `unknown-animal`)
 * otherwise.
 */
export function setupGame(options: YunnoriOptions | undefined): Result<YunnoriState> {
  const read = readOptionsObject(options, OPTION_KEYS);
  if (!read.ok) return read;
  const input = read.value;
  const givenVersion = input['version'];
  const givenPlayers = input['players'];
  const givenPieces = input['pieces'];
  const givenAnimals = input['animals'];
  const givenIds = input['ids'];
  const givenP = input['stickFrontProbability'];
  const givenStart = input['start'];
  const seed = input['seed'];
  const version = givenVersion ?? 'basic';
  if (version !== 'basic' && version !== 'advanced') return invalid(`version must be "basic" or "advanced", got ${describeValue(givenVersion)}`);
  const p = givenP ?? DEFAULT_STICK_FRONT_PROBABILITY;
  if (typeof p !== 'number' || !(p >= STICK_FRONT_PROBABILITY_RANGE.min && p <= STICK_FRONT_PROBABILITY_RANGE.max)) {
    return invalid(`stickFrontProbability must be a number from ${STICK_FRONT_PROBABILITY_RANGE.min} to ${STICK_FRONT_PROBABILITY_RANGE.max} (outside, a turn of yut and mo runs on without end), got ${describeValue(p)}`);
  }
  if (seed !== undefined && (typeof seed !== 'number' || !Number.isFinite(seed))) return invalid(`seed must be a finite number, got ${describeValue(seed)}`);

  let players: number;
  let piecesPerPlayer: number;
  let ids: string[] = [];
  let animals: Animal[] = [];
  if (version === 'basic') {
    if (givenAnimals !== undefined || givenIds !== undefined) return invalid('animals and ids belong to the advanced game (version: "advanced")');
    const count = givenPlayers ?? 2;
    if (!isCount(count, 2, 4)) return invalid(`players must be 2, 3 or 4, got ${describeValue(givenPlayers)}`);
    players = count;
    const perPlayer = givenPieces ?? 4;
    if (!isCount(perPlayer, 1, 4)) return invalid(`pieces must be 1, 2, 3 or 4, got ${describeValue(givenPieces)}`);
    piecesPerPlayer = perPlayer;
  } else {
    if (givenPieces !== undefined && givenPieces !== 4) return invalid(`the advanced game always has 4 pieces per player, got ${describeValue(givenPieces)}`);
    piecesPerPlayer = 4;
    const animalList = givenAnimals === undefined ? undefined : copyShortList(givenAnimals, 2, 4);
    if (animalList === null) return invalid(`animals must list one animal for each of 2 to 4 players, got ${describeValue(givenAnimals)}`);
    const idList = givenIds === undefined ? undefined : copyShortList(givenIds, 2, 4);
    if (idList === null) return invalid(`ids must list one ID for each of 2 to 4 players, got ${describeValue(givenIds)}`);
    const count = animalList?.length ?? idList?.length ?? givenPlayers ?? 2;
    if (!isCount(count, 2, 4)) return invalid(`the advanced game needs 2, 3 or 4 players, got ${describeValue(count)}`);
    players = count;
    if (givenPlayers !== undefined && givenPlayers !== players) return invalid(`players (${describeValue(givenPlayers)}) must match the ${players} animals/ids`);
    if (animalList === undefined) animals = ANIMALS.slice(0, players);
    else if (animalList.length !== players) return invalid(`animals must list one animal per player`);
    else {
      for (const animal of animalList) if (!isAnimal(animal)) return err(YunnoriError.unknownAnimal, `unknown animal ${describeValue(animal)}: use pig, dog, sheep or cow`);
      animals = animalList as Animal[];
    }
    if (idList === undefined) ids = Array.from({ length: players }, (_, seat) => `Player${seat}`);
    else if (idList.length !== players) return invalid(`ids must list one ID per player`);
    else {
      for (const id of idList) if (!isPlayerId(id)) return invalid(`an ID must be a non-empty word without spaces or "|", got ${describeValue(id)}`);
      if (new Set(idList).size !== idList.length) return invalid('the IDs must be distinct');
      ids = idList as string[];
    }
  }

  let pieces: number[] = [];
  for (let index = 0; index < players * piecesPerPlayer; index++) pieces.push(0);
  let seat = 0;
  if (givenStart !== undefined) {
    const start = checkStart(givenStart, players, piecesPerPlayer, animals);
    if (!start.ok) return start;
    pieces = start.value.pieces;
    seat = start.value.nextSeat;
  }
  return ok({ version, players, piecesPerPlayer, ids, animals, pieces, seat, results: [0, 0, 0, 0, 0, 0], throws: 1, turnStart: true, winner: -1, stickFrontProbability: p });
}
