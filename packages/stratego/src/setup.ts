/**
 * The setup phase: setup strings, random setups, options, the initial state, and placement moves.
 *
 * @module
 */
import { createRng, deriveSeed, describeValue, err, ErrorCode, ok, shuffle, type Result } from '@games/core';
import { emptyBoard, inSetupArea, SQUARE_NAMES, SQUARES, setupSquare } from './board.js';
import { ARMIES, OWNER_BIT, packPiece, Rank, RANK_COUNT, RANK_LETTERS, RANK_MASK, RANK_NAMES, rankOfLetter, VARIANTS, type PieceRank, type Variant } from './pieces.js';
import { hashBoard } from './repetition.js';
import type { PlacementMove, StrategoOptions, StrategoRules, StrategoState } from './state.js';

/** The option value that asks for a random setup drawn from the seed. */
export const RANDOM_SETUP = 'random';

/** The number of squares in a setup area (four rows of ten). */
export const SETUP_SIZE = 40;

const SEAT_NAMES = ['Red', 'Blue'] as const;

/** The shared placement move objects, indexed by `rank * 100 + square`. */
const PLACEMENTS: PlacementMove[] = [];
for (let rank = 1; rank <= RANK_COUNT; rank++) {
  for (let square = 0; square < SQUARES; square++) {
    PLACEMENTS[rank * SQUARES + square] = Object.freeze({ kind: 'place', rank: rank as PieceRank, square: SQUARE_NAMES[square]! }) as PlacementMove;
  }
}

/** The shared placement move of `rank` on `square` (a square index). */
export function placementMove(rank: number, square: number): PlacementMove {
  return PLACEMENTS[rank * SQUARES + square]!;
}

/**
 * Reads a setup string for `seat`: 40 letters (`M 9 8 7 6 5 4 3 2 S B F`, `.` or `-` for an empty
 * square), back rank first and columns A..K in each row; spaces and `/` between letters are
 * ignored. The piece counts must be exactly the variant's army. Returns the rank on each of the
 * 40 positions (0 for empty), or an `invalid-setup` error naming the problem.
 */
export function parseSetup(seat: number, setup: unknown, variant: Variant): Result<number[]> {
  const side = SEAT_NAMES[seat] ?? `seat ${String(seat)}`;
  if (typeof setup !== 'string') return err('invalid-setup', `${side} setup must be a string of ${SETUP_SIZE} letters, got ${describeValue(setup)}`);
  const letters = setup.replace(/[\s/]/g, '');
  if (letters.length !== SETUP_SIZE) {
    return err('invalid-setup', `${side} setup has ${letters.length} letters, expected ${SETUP_SIZE} (four rows of ten)`);
  }
  const ranks: number[] = [];
  const counts = new Array<number>(RANK_COUNT + 1).fill(0);
  for (let index = 0; index < SETUP_SIZE; index++) {
    const letter = letters[index]!;
    if (letter === '.' || letter === '-') {
      ranks.push(0);
      continue;
    }
    const rank = rankOfLetter(letter);
    if (rank === 0) {
      return err('invalid-setup', `${side} setup: '${letter}' at position ${index + 1} is not a piece letter (M 9 8 7 6 5 4 3 2 S B F, or . for empty)`);
    }
    ranks.push(rank);
    counts[rank]!++;
  }
  const army = ARMIES[variant];
  for (let rank = 1; rank <= RANK_COUNT; rank++) {
    if (counts[rank] !== army[rank]) {
      return err(
        'invalid-setup',
        `${side} setup has ${counts[rank]} ${RANK_NAMES[rank]}${counts[rank] === 1 ? '' : 's'} (${RANK_LETTERS[rank]}), the ${variant} army has ${army[rank]}`,
      );
    }
  }
  return ok(ranks);
}

/** A random setup of the variant's army over the 40 squares, from a seeded rng. */
export function randomSetup(seed: number, seat: number, variant: Variant): number[] {
  const pieces: number[] = [];
  const army = ARMIES[variant];
  for (let rank = 1; rank <= RANK_COUNT; rank++) for (let count = 0; count < army[rank]!; count++) pieces.push(rank);
  while (pieces.length < SETUP_SIZE) pieces.push(0);
  return shuffle(createRng(deriveSeed(seed, seat === 0 ? 'red setup' : 'blue setup')), pieces);
}

/**
 * The placement moves that put `setup` (a setup string: 40 letters, back rank first, columns A..K) on the board for
 * `seat`, in setup-string order. The counts are checked against `variant` (default `classic`).
 */
export function setupToMoves(seat: number, setup: string, variant: Variant = 'classic'): Result<PlacementMove[]> {
  if (seat !== 0 && seat !== 1) return err('invalid-seat', `seat must be 0 (Red) or 1 (Blue), got ${describeValue(seat)}`);
  if (!VARIANTS.includes(variant)) return err(ErrorCode.invalidOptions, `unknown variant ${describeValue(variant)} (expected one of ${VARIANTS.join(', ')})`);
  const parsed = parseSetup(seat, setup, variant);
  if (!parsed.ok) return parsed;
  const moves: PlacementMove[] = [];
  parsed.value.forEach((rank, index) => {
    if (rank !== 0) moves.push(placementMove(rank, setupSquare(seat, index)));
  });
  return ok(moves);
}

/** The setup string of `seat`'s pieces as they stand in its setup area (`.` for empty squares). */
export function formatSetup(board: readonly number[], seat: number): string {
  let text = '';
  for (let index = 0; index < SETUP_SIZE; index++) {
    const cell = board[setupSquare(seat, index)]!;
    const mine = cell > 0 && (cell >> 4) % 2 === seat;
    text += mine ? RANK_LETTERS[cell & RANK_MASK] : '.';
  }
  return text;
}

const OPTION_KEYS = new Set([
  'variant',
  'seed',
  'redSetup',
  'blueSetup',
  'scoutMoveAndAttack',
  'twoSquareLimit',
  'moreSquaresRule',
  'maxPlies',
  'maxPliesWithoutAttack',
  'players',
]);

function isLimit(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1);
}

/** Checks the options and fills in the defaults; `invalid-options` (or `invalid-setup`) names the problem. */
export function resolveRules(options: StrategoOptions | undefined): Result<StrategoRules> {
  const given = (options ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    return err(ErrorCode.invalidOptions, `options must be an object, got ${describeValue(options)}`);
  }
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key)) return err(ErrorCode.invalidOptions, `unknown option '${key}' (known: ${[...OPTION_KEYS].join(', ')})`);
  }
  const variant = given['variant'] ?? 'classic';
  if (!VARIANTS.includes(variant as Variant)) {
    return err(ErrorCode.invalidOptions, `variant must be one of ${VARIANTS.join(', ')}, got ${describeValue(variant)}`);
  }
  if (given['players'] !== undefined && given['players'] !== 2) return err(ErrorCode.invalidOptions, `Stratego is for 2 players, got ${describeValue(given['players'])}`);
  const seed = given['seed'];
  if (seed !== undefined && !(typeof seed === 'number' && Number.isSafeInteger(seed))) {
    return err(ErrorCode.invalidOptions, `seed must be a whole number, got ${describeValue(seed)}`);
  }
  for (const key of ['scoutMoveAndAttack', 'moreSquaresRule']) {
    if (given[key] !== undefined && typeof given[key] !== 'boolean') return err(ErrorCode.invalidOptions, `${key} must be true or false, got ${describeValue(given[key])}`);
  }
  for (const key of ['twoSquareLimit', 'maxPlies', 'maxPliesWithoutAttack']) {
    if (given[key] !== undefined && !isLimit(given[key])) return err(ErrorCode.invalidOptions, `${key} must be a whole number of at least 1, or null for no limit; got ${describeValue(given[key])}`);
  }
  const twoSquareLimit = given['twoSquareLimit'] === undefined ? 3 : (given['twoSquareLimit'] as number | null);
  if (twoSquareLimit !== null && twoSquareLimit > 50) return err(ErrorCode.invalidOptions, `twoSquareLimit must be at most 50, got ${twoSquareLimit}`);
  return ok({
    variant: variant as Variant,
    scoutMoveAndAttack: (given['scoutMoveAndAttack'] as boolean | undefined) ?? true,
    twoSquareLimit,
    moreSquaresRule: (given['moreSquaresRule'] as boolean | undefined) ?? true,
    maxPlies: given['maxPlies'] === undefined ? 2000 : (given['maxPlies'] as number | null),
    maxPliesWithoutAttack: given['maxPliesWithoutAttack'] === undefined ? 200 : (given['maxPliesWithoutAttack'] as number | null),
  });
}

/** The initial state for `options`: whole setups are placed at once, the rest is left to placement moves. */
export function initialState(options: StrategoOptions | undefined): Result<StrategoState> {
  const resolved = resolveRules(options);
  if (!resolved.ok) return resolved;
  const rules = resolved.value;
  const seed = options?.seed ?? 0;
  const board = emptyBoard();
  const army = ARMIES[rules.variant];
  const reserve = [army.slice(), army.slice()];
  const given = [options?.redSetup, options?.blueSetup];
  for (let seat = 0; seat < 2; seat++) {
    const setup = given[seat];
    if (setup === undefined) continue;
    let ranks: number[];
    if (setup === RANDOM_SETUP) ranks = randomSetup(seed, seat, rules.variant);
    else {
      const parsed = parseSetup(seat, setup, rules.variant);
      if (!parsed.ok) return parsed;
      ranks = parsed.value;
    }
    ranks.forEach((rank, index) => {
      if (rank !== 0) board[setupSquare(seat, index)] = packPiece(seat, rank);
    });
    reserve[seat] = new Array<number>(RANK_COUNT + 1).fill(0);
  }
  const state: StrategoState = {
    rules,
    phase: 'setup',
    toMove: 0,
    board,
    movable: [[], []],
    reserve,
    ply: 0,
    pliesWithoutAttack: 0,
    lastMove: null,
    lastCombat: null,
    previousMoves: [-1, -1, -1, -1],
    twoSquares: [[], []],
    chase: [0, 0],
    positions: [],
    hash: [0, 0],
    outcome: null,
  };
  return ok(advanceSetup(state));
}

/** Hands the setup to the next seat with pieces to place, or starts the play phase. */
export function advanceSetup(state: StrategoState): StrategoState {
  const pending = (seat: number): boolean => state.reserve[seat]!.some((count) => count > 0);
  if (pending(0)) return state.toMove === 0 ? state : { ...state, toMove: 0 };
  if (pending(1)) return state.toMove === 1 ? state : { ...state, toMove: 1 };
  const hash = hashBoard(state.board);
  return { ...state, phase: 'play', toMove: 0, movable: movablePieces(state.board), hash, positions: hash.slice() };
}

/**
 * The squares of each seat's movable pieces on `board`, front rows first (Red from row 10 down,
 * Blue from row 1 up), so that a search for any legal move meets unblocked pieces early.
 */
export function movablePieces(board: readonly number[]): number[][] {
  const movable: number[][] = [[], []];
  for (let square = 0; square < SQUARES; square++) {
    const red = board[SQUARES - 1 - square]!;
    if (red > 0 && (red & OWNER_BIT) === 0 && (red & RANK_MASK) < Rank.bomb) movable[0]!.push(SQUARES - 1 - square);
    const blue = board[square]!;
    if (blue > 0 && (blue & OWNER_BIT) !== 0 && (blue & RANK_MASK) < Rank.bomb) movable[1]!.push(square);
  }
  return movable;
}

/** The legal placements of the seat setting up: every rank it still holds on every empty square of its area. */
export function collectPlacements(state: StrategoState): PlacementMove[] {
  const seat = state.toMove;
  const reserve = state.reserve[seat]!;
  const first = seat === 0 ? 0 : 60;
  const moves: PlacementMove[] = [];
  for (let rank = 1; rank <= RANK_COUNT; rank++) {
    if (reserve[rank] === 0) continue;
    for (let square = first; square < first + SETUP_SIZE; square++) {
      if (state.board[square] === 0) moves.push(PLACEMENTS[rank * SQUARES + square]!);
    }
  }
  return moves;
}

/** Why placing `rank` on `square` is refused, or null when it is legal (setup phase). */
export function placementError(state: StrategoState, rank: number, square: number): { code: string; message: string } | null {
  const seat = state.toMove;
  const side = SEAT_NAMES[seat]!;
  if (!inSetupArea(seat, square)) {
    return { code: 'outside-setup-area', message: `${SQUARE_NAMES[square]} is outside ${side}'s setup area (${seat === 0 ? 'rows 1-4' : 'rows 7-10'})` };
  }
  if (state.reserve[seat]![rank] === 0) return { code: 'no-piece-left', message: `${side} has no ${RANK_NAMES[rank]} left to place` };
  if (state.board[square] !== 0) return { code: 'square-occupied', message: `${SQUARE_NAMES[square]} already holds a piece` };
  return null;
}

/** The state after a legal placement. */
export function applyPlacement(state: StrategoState, rank: number, square: number): StrategoState {
  const seat = state.toMove;
  const board = state.board.slice();
  board[square] = packPiece(seat, rank);
  const reserve = state.reserve.slice();
  const mine = reserve[seat]!.slice();
  mine[rank]!--;
  reserve[seat] = mine;
  return advanceSetup({ ...state, board, reserve });
}
