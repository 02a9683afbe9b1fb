/**
 * Options validation and the initial state.
 *
 * @module
 */
import { describeValue, err, ErrorCode, ok, type Result } from '@games/core';
import { ANIMALS, isAnimal, type Animal } from './animals.js';
import { ARRIVED, isOnCowPath, POSITION_COUNT } from './board.js';
import { DEFAULT_STICK_FRONT_PROBABILITY } from './results.js';
import type { YunnoriOptions, YunnoriStart, YunnoriState, YunnoriVersion } from './state.js';

const OPTION_KEYS = new Set(['version', 'players', 'pieces', 'animals', 'ids', 'stickFrontProbability', 'start', 'seed']);

/** True when `id` can be a player ID: non-empty, printable, no whitespace and no `|`. */
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
 * path, and no two seats share an on-board position. Returns the flat, sorted piece list.
 */
export function checkStart(start: unknown, players: number, piecesPerPlayer: number, animals: readonly Animal[]): Result<{ pieces: number[]; nextSeat: number }> {
  if (typeof start !== 'object' || start === null || Array.isArray(start)) return invalid(`start must be { pieces, nextSeat }, got ${describeValue(start)}`);
  const { pieces, nextSeat, ...rest } = start as YunnoriStart;
  if (Object.keys(rest).length > 0) return invalid(`start has unknown fields: ${Object.keys(rest).join(', ')}`);
  if (!isCount(nextSeat, 0, players - 1)) return invalid(`start.nextSeat must be a seat 0 … ${players - 1}, got ${describeValue(nextSeat)}`);
  if (!Array.isArray(pieces) || pieces.length !== players) return invalid(`start.pieces must list the pieces of each of the ${players} seats`);
  const flat: number[] = [];
  const owner = new Array<number>(POSITION_COUNT).fill(-1);
  for (let seat = 0; seat < players; seat++) {
    const own: unknown = pieces[seat];
    if (!Array.isArray(own) || own.length !== piecesPerPlayer) return invalid(`seat ${seat} must have ${piecesPerPlayer} piece positions`);
    for (const position of own as unknown[]) {
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
    const sorted = (own as number[]).slice().sort((a, b) => a - b);
    if (sorted.every((position) => position === ARRIVED)) return invalid(`seat ${seat} has already won: every piece has arrived`);
    flat.push(...sorted);
  }
  return ok({ pieces: flat, nextSeat });
}

/** Validates `options` and returns the initial state (every piece on 0, seat 0 throws first). */
export function setupGame(options: YunnoriOptions | undefined): Result<YunnoriState> {
  const given: unknown = options === undefined ? {} : options;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) return invalid(`options must be an object, got ${describeValue(given)}`);
  const input = given as Record<string, unknown>;
  for (const key of Object.keys(input)) if (!OPTION_KEYS.has(key)) return invalid(`unknown option ${JSON.stringify(key)}`);
  const version = (input['version'] ?? 'basic') as YunnoriVersion;
  if (version !== 'basic' && version !== 'advanced') return invalid(`version must be "basic" or "advanced", got ${describeValue(input['version'])}`);
  const p = input['stickFrontProbability'] ?? DEFAULT_STICK_FRONT_PROBABILITY;
  if (typeof p !== 'number' || !(p > 0 && p < 1)) return invalid(`stickFrontProbability must be a number strictly between 0 and 1, got ${describeValue(p)}`);
  if (input['seed'] !== undefined && (typeof input['seed'] !== 'number' || !Number.isFinite(input['seed']))) return invalid(`seed must be a finite number`);

  let players: number;
  let piecesPerPlayer: number;
  let ids: string[] = [];
  let animals: Animal[] = [];
  if (version === 'basic') {
    if (input['animals'] !== undefined || input['ids'] !== undefined) return invalid('animals and ids belong to the advanced game (version: "advanced")');
    players = (input['players'] ?? 2) as number;
    if (!isCount(players, 2, 4)) return invalid(`players must be 2, 3 or 4, got ${describeValue(input['players'])}`);
    piecesPerPlayer = (input['pieces'] ?? 4) as number;
    if (!isCount(piecesPerPlayer, 1, 4)) return invalid(`pieces must be 1, 2, 3 or 4, got ${describeValue(input['pieces'])}`);
  } else {
    piecesPerPlayer = (input['pieces'] ?? 4) as number;
    if (piecesPerPlayer !== 4) return invalid(`the advanced game always has 4 pieces per player, got ${describeValue(input['pieces'])}`);
    const givenAnimals = input['animals'];
    const givenIds = input['ids'];
    const countHint = Array.isArray(givenAnimals) ? givenAnimals.length : Array.isArray(givenIds) ? givenIds.length : (input['players'] ?? 2);
    players = countHint as number;
    if (!isCount(players, 2, 4)) return invalid(`the advanced game needs 2, 3 or 4 players, got ${describeValue(countHint)}`);
    if (input['players'] !== undefined && input['players'] !== players) return invalid(`players (${describeValue(input['players'])}) must match the ${players} animals/ids`);
    if (givenAnimals === undefined) animals = ANIMALS.slice(0, players);
    else if (!Array.isArray(givenAnimals) || givenAnimals.length !== players) return invalid(`animals must list one animal per player`);
    else {
      for (const animal of givenAnimals) if (!isAnimal(animal)) return err('unknown-animal', `unknown animal ${describeValue(animal)}: use pig, dog, sheep or cow`);
      animals = (givenAnimals as Animal[]).slice();
    }
    if (givenIds === undefined) ids = Array.from({ length: players }, (_, seat) => `Player${seat}`);
    else if (!Array.isArray(givenIds) || givenIds.length !== players) return invalid(`ids must list one ID per player`);
    else {
      for (const id of givenIds) if (!isPlayerId(id)) return invalid(`an ID must be a non-empty word without spaces or "|", got ${describeValue(id)}`);
      if (new Set(givenIds).size !== givenIds.length) return invalid('the IDs must be distinct');
      ids = (givenIds as string[]).slice();
    }
  }

  let pieces: number[] = [];
  for (let index = 0; index < players * piecesPerPlayer; index++) pieces.push(0);
  let seat = 0;
  if (input['start'] !== undefined) {
    const start = checkStart(input['start'], players, piecesPerPlayer, animals);
    if (!start.ok) return start;
    pieces = start.value.pieces;
    seat = start.value.nextSeat;
  }
  return ok({ version, players, piecesPerPlayer, ids, animals, pieces, seat, results: [0, 0, 0, 0, 0, 0], throws: 1, turnStart: true, winner: -1, stickFrontProbability: p });
}
