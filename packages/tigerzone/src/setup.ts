/**
 * Options and the opening position: the start tile at (0, 0) and the deck, shuffled with the
 * seed or given in order.
 *
 * @module
 */
import { createRng, err, ErrorCode, ok, type OptionInfo, type Result, shuffle } from '@games/core';
import { describeValue, readOptionsObject } from '@games/core/authoring';
import { cellKey, SPARSE_LIMIT } from '@games/core/board';
import { layTile } from './laying.js';
import type { TigerZoneOptions, TigerZoneState } from './state.js';
import { START_TILE, standardDeck, tileTypeIndex } from './tiles.js';

/**
 * Tigers each player starts with.
 *
 * @group Setup
 */
export const TIGERS_PER_PLAYER = 7;
/**
 * Crocodiles each player starts with.
 *
 * @group Setup
 */
export const CROCODILES_PER_PLAYER = 2;

const OPTION_KEYS = ['players', 'seed', 'deck', 'revealDeck', 'serverRulings'];

/**
 * The longest deck the board can hold: tiles and open cells must stay inside the cell-key range
 * of core's sparse grid (`-SPARSE_LIMIT .. SPARSE_LIMIT - 1`), and a deck of n tiles can reach
 * n + 1 cells from the start tile.
 *
 * @group Setup
 */
export const MAX_DECK_LENGTH = SPARSE_LIMIT - 2;

function invalid(message: string): Result<TigerZoneState> {
  return err(ErrorCode.invalidOptions, message);
}

/** The options of {@link tigerzone}, described for hosts (`games list`, forms, servers). */
export const TIGERZONE_OPTIONS: readonly OptionInfo[] = [
  { name: 'players', type: 'integer', description: 'number of players (2 is the tournament size)', default: 2, min: 2, max: 4 },
  { name: 'seed', type: 'integer', description: 'seed of the deck shuffle (ignored when deck is given)', default: 0 },
  { name: 'deck', type: 'json', description: `the tiles to deal in order instead of a shuffle, e.g. ["TLTJ-","JJJJ-"] (at most ${MAX_DECK_LENGTH})` },
  { name: 'revealDeck', type: 'boolean', description: 'every player sees the order of the deck, as the tournament showed it', default: false },
  { name: 'serverRulings', type: 'json', description: 'move numbers at which a tournament server allowed a follower beyond the supply or a second crocodile, e.g. [61]' },
];

/** Reads the option `serverRulings`: strictly increasing move numbers within the deck. */
function readRulings(value: unknown, deckLength: number): Result<number[]> {
  if (!Array.isArray(value)) return err(ErrorCode.invalidOptions, `serverRulings must be an array of move numbers, got ${describeValue(value)}`);
  const length = value.length;
  if (length > deckLength) return err(ErrorCode.invalidOptions, `serverRulings lists ${length} moves; the deck has ${deckLength}`);
  const rulings: number[] = [];
  for (let index = 0; index < length; index++) {
    const move: unknown = value[index];
    const previous = rulings[index - 1] ?? 0;
    if (typeof move !== 'number' || !Number.isSafeInteger(move) || move <= previous || move > deckLength) {
      return err(ErrorCode.invalidOptions, `serverRulings[${index}] must be a move number from ${previous + 1} to ${deckLength}, got ${describeValue(move)}`);
    }
    rulings.push(move);
  }
  return ok(rulings);
}

/** Validates the options and deals the opening state. Each option is read once. */
export function setup(options: TigerZoneOptions): Result<TigerZoneState> {
  const read = readOptionsObject(options, OPTION_KEYS);
  if (!read.ok) return read;
  const { players = 2, seed = 0, revealDeck = false, deck: givenDeck, serverRulings } = read.value;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < 2 || players > 4) {
    return invalid(`players must be an integer from 2 to 4, got ${describeValue(players)}`);
  }
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    return invalid(`seed must be a safe integer, got ${describeValue(seed)}`);
  }
  if (typeof revealDeck !== 'boolean') return invalid(`revealDeck must be true or false, got ${describeValue(revealDeck)}`);
  let deck: string[];
  if (givenDeck === undefined) {
    deck = shuffle(createRng(seed), standardDeck());
  } else {
    if (!Array.isArray(givenDeck)) return invalid(`deck must be an array of tile codes, got ${describeValue(givenDeck)}`);
    const length = givenDeck.length;
    if (length > MAX_DECK_LENGTH) return invalid(`deck has ${length} tiles; at most ${MAX_DECK_LENGTH} fit the board's coordinate range`);
    deck = [];
    for (let index = 0; index < length; index++) {
      const code: unknown = givenDeck[index];
      if (tileTypeIndex(code) < 0) return invalid(`deck[${index}] is not a tile code: ${describeValue(code)}`);
      deck.push(code as string);
    }
  }
  const rulings = serverRulings === undefined ? null : readRulings(serverRulings, deck.length);
  if (rulings !== null && !rulings.ok) return rulings as Result<never>;
  const state: TigerZoneState = {
    players,
    revealDeck,
    ...(rulings !== null && rulings.value.length > 0 ? { serverRulings: rulings.value } : {}),
    deck,
    drawn: 0,
    tiles: [],
    open: [cellKey(0, 0)],
    openNeighbours: [-1, -1, -1, -1],
    openNeeds: [255],
    parent: [],
    size: [],
    segmentTile: [],
    openPorts: [],
    tigerCount: [],
    crocodileCount: [],
    tigers: [],
    tigerSupply: new Array<number>(players).fill(TIGERS_PER_PLAYER),
    crocodileSupply: new Array<number>(players).fill(CROCODILES_PER_PLAYER),
    scores: new Array<number>(players).fill(0),
  };
  layTile(state, 0, tileTypeIndex(START_TILE), 0);
  return ok(state);
}
