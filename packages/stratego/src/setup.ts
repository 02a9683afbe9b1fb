/**
 * The setup phase: setup strings (read, written, checked piece by piece, completed at random),
 * random setups, the options and the initial state.
 *
 * @module
 */
import { createRng, deriveSeed, err, ok, shuffle, type Result } from '@games/core';
import { emptyBoard, setupSquare } from './board.js';
import { describeInput, StrategoError } from './errors.js';
import { placementMove } from './moves.js';
import { ARMIES, packPiece, RANK_COUNT, RANK_LETTERS, RANK_MASK, RANK_NAMES, rankOfLetter, VARIANTS, type PieceRank, type Variant } from './pieces.js';
import { advanceSetup } from './rules.js';
import type { PlacementMove, StrategoOptions, StrategoRules, StrategoState } from './state.js';
import { POLICY_SETUP, policySetup } from './setup-policy.js';

/**
 * The option value that asks for a random setup drawn from the seed.
 *
 * @group Setup
 */
export const RANDOM_SETUP = 'random';

/** The number of squares in a setup area (four rows of ten). */
export const SETUP_SIZE = 40;

const SEAT_NAMES = ['Red', 'Blue'] as const;

/** The longest setup text read at all (40 letters with generous separators). */
const MAX_SETUP_TEXT = 400;

/**
 * Reads the letters of a setup string without checking piece counts: the rank on each of the 40
 * positions (0 for empty), or `invalid-setup` for text that is not 40 letters.
 */
function readSetupLetters(side: string, setup: unknown): Result<number[]> {
  if (typeof setup !== 'string') return err(StrategoError.invalidSetup, `${side} setup must be a string of ${SETUP_SIZE} letters, got ${describeInput(setup)}`);
  if (setup.length > MAX_SETUP_TEXT) return err(StrategoError.invalidSetup, `${side} setup is ${setup.length} characters long, expected ${SETUP_SIZE} letters`);
  const letters = setup.replace(/[\s/]/g, '');
  if (letters.length !== SETUP_SIZE) {
    return err(StrategoError.invalidSetup, `${side} setup has ${letters.length} letters, expected ${SETUP_SIZE} (four rows of ten)`);
  }
  const ranks: number[] = [];
  for (let index = 0; index < SETUP_SIZE; index++) {
    const letter = letters[index]!;
    if (letter === '.' || letter === '-') {
      ranks.push(0);
      continue;
    }
    const rank = rankOfLetter(letter);
    if (rank === 0) {
      return err(StrategoError.invalidSetup, `${side} setup: ${describeInput(letter)} at position ${index + 1} is not a piece letter (M 9 8 7 6 5 4 3 2 S B F, or . for empty)`);
    }
    ranks.push(rank);
  }
  return ok(ranks);
}

function countRanks(ranks: readonly number[]): number[] {
  const counts = new Array<number>(RANK_COUNT + 1).fill(0);
  for (const rank of ranks) if (rank !== 0) counts[rank]!++;
  return counts;
}

function plural(count: number, rank: number): string {
  return `${count} ${RANK_NAMES[rank]}${count === 1 ? '' : 's'} (${RANK_LETTERS[rank]})`;
}

/**
 * Reads a setup string for `seat`: 40 letters (`M 9 8 7 6 5 4 3 2 S B F`, `.` or `-` for an empty
 * square), back rank first and columns A..K in each row; spaces and `/` between letters are
 * ignored, letters may be lower case. The piece counts must be exactly the variant's army. Returns
 * the rank on each of the 40 positions (0 for empty), or an `invalid-setup` error naming the
 * problem.
 */
export function parseSetup(seat: number, setup: unknown, variant: Variant): Result<number[]> {
  const side = SEAT_NAMES[seat] ?? `seat ${String(seat)}`;
  const read = readSetupLetters(side, setup);
  if (!read.ok) return read;
  const counts = countRanks(read.value);
  const army = ARMIES[variant];
  for (let rank = 1; rank <= RANK_COUNT; rank++) {
    if (counts[rank] !== army[rank]) {
      return err(StrategoError.invalidSetup, `${side} setup has ${plural(counts[rank]!, rank)}, the ${variant} army has ${army[rank]}`);
    }
  }
  return ok(read.value);
}

/** The canonical setup string of 40 ranks (0 empty): upper-case letters, `.` for empty, no separators. */
export function setupText(ranks: readonly number[]): string {
  let text = '';
  for (let index = 0; index < SETUP_SIZE; index++) text += ranks[index] ? RANK_LETTERS[ranks[index]!] : '.';
  return text;
}

/**
 * What {@link describeSetup} reports about a setup string that may be incomplete.
 *
 * @group Setup
 */
export interface SetupReport {
  /** The setup in canonical form: 40 letters, upper case, `.` for a square left empty. */
  setup: string;
  /** The rank on each of the 40 positions in setup-string order, `null` where nothing stands. */
  squares: (PieceRank | null)[];
  /** `placed[rank]`: how many pieces of each rank stand in the setup (index 0 unused). */
  placed: number[];
  /** `missing[rank]`: how many pieces of each rank the variant's army still lacks (index 0 unused). */
  missing: number[];
  /** How many pieces are still missing in all. */
  missingCount: number;
  /** True when the setup is the whole army: it can be given as `redSetup`/`blueSetup` as it is. */
  complete: boolean;
}

/** Reads the variant argument of the setup helpers. */
function checkVariant(variant: unknown): Result<Variant> {
  if (typeof variant === 'string' && (VARIANTS as readonly string[]).includes(variant)) return ok(variant as Variant);
  return err(StrategoError.invalidOptions, `unknown variant ${describeInput(variant)} (expected one of ${VARIANTS.join(', ')})`);
}

/**
 * Checks a setup string that may be incomplete, for a UI that builds a setup piece by piece: the
 * same 40-letter form as a full setup, with `.` wherever no piece stands yet. Refuses
 * (`invalid-setup`) text that is not 40 letters, a letter that is no piece, or more pieces of a
 * rank than the variant's army has; otherwise reports what is placed, what is missing, and
 * whether the setup is complete. {@link completeSetup} fills the rest at random.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { describeSetup } from '@games/stratego';
 *
 * const report = unwrap(describeSetup('FB......../........../........../..........', 'classic'));
 * console.log(report.missingCount, report.complete); // 38 false
 * ```
 *
 * @group Setup
 */
export function describeSetup(setup: string, variant: Variant = 'classic', seat = 0): Result<SetupReport> {
  const checked = checkVariant(variant);
  if (!checked.ok) return checked;
  const side = SEAT_NAMES[seat === 1 ? 1 : 0];
  const read = readSetupLetters(side, setup);
  if (!read.ok) return read;
  const placed = countRanks(read.value);
  const army = ARMIES[checked.value];
  const missing = new Array<number>(RANK_COUNT + 1).fill(0);
  let missingCount = 0;
  for (let rank = 1; rank <= RANK_COUNT; rank++) {
    if (placed[rank]! > army[rank]!) return err(StrategoError.invalidSetup, `${side} setup has ${plural(placed[rank]!, rank)}, the ${checked.value} army has ${army[rank]}`);
    missing[rank] = army[rank]! - placed[rank]!;
    missingCount += missing[rank]!;
  }
  return ok({
    setup: setupText(read.value),
    squares: read.value.map((rank) => (rank === 0 ? null : (rank as PieceRank))),
    placed,
    missing,
    missingCount,
    complete: missingCount === 0,
  });
}

/**
 * Completes a setup string that may be incomplete ({@link describeSetup}): the pieces the army
 * still lacks are put on its empty squares at random, drawn from `seed`; the pieces already
 * placed stay where they are. Returns the whole setup in canonical form, ready for
 * `redSetup`/`blueSetup`.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { completeSetup, describeSetup, stratego } from '@games/stratego';
 *
 * const mine = 'FB......../B........./........../..........';     // the flag in a corner with two bombs; the rest at random
 * const whole = unwrap(completeSetup(mine, 'classic', 7));
 * console.log(unwrap(describeSetup(whole)).complete);               // true
 * const state = unwrap(stratego.setup({ redSetup: whole, blueSetup: 'random', seed: 7 }));
 * console.log(stratego.actor(state));                              // { kind: 'player', seat: 0 }: play starts
 * ```
 *
 * @group Setup
 */
export function completeSetup(setup: string, variant: Variant = 'classic', seed = 0, seat = 0): Result<string> {
  const report = describeSetup(setup, variant, seat);
  if (!report.ok) return report;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return err(StrategoError.invalidOptions, `seed must be a whole number, got ${describeInput(seed)}`);
  const pieces: number[] = [];
  for (let rank = 1; rank <= RANK_COUNT; rank++) for (let count = 0; count < report.value.missing[rank]!; count++) pieces.push(rank);
  const free: number[] = [];
  report.value.squares.forEach((rank, index) => {
    if (rank === null) free.push(index);
  });
  while (pieces.length < free.length) pieces.push(0);
  const dealt = shuffle(createRng(deriveSeed(seed, seat === 1 ? 'blue completion' : 'red completion')), pieces);
  const ranks: number[] = report.value.squares.map((rank) => rank ?? 0);
  free.forEach((index, position) => {
    ranks[index] = dealt[position]!;
  });
  return ok(setupText(ranks));
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
 * The placement moves that put `setup` (a setup string: 40 letters, back rank first, columns
 * A..K) on the board for `seat`, in setup-string order: a named setup or a file's setup played
 * as moves in the setup phase. The counts are checked against `variant` (default `classic`).
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { namedSetup, setupToMoves, stratego } from '@games/stratego';
 *
 * let state = unwrap(stratego.setup({ blueSetup: 'random', seed: 1 }));   // Red places its pieces with moves
 * for (const move of unwrap(setupToMoves(0, namedSetup('corner-fortress')!.setup))) state = unwrap(stratego.play(state, move));
 * console.log(stratego.actor(state));                                     // { kind: 'player', seat: 0 }: both armies stand
 * ```
 *
 * @group Setup
 */
export function setupToMoves(seat: number, setup: string, variant: Variant = 'classic'): Result<PlacementMove[]> {
  if (seat !== 0 && seat !== 1) return err(StrategoError.invalidSeat, `seat must be 0 (Red) or 1 (Blue), got ${describeInput(seat)}`);
  const checked = checkVariant(variant);
  if (!checked.ok) return checked;
  const parsed = parseSetup(seat, setup, checked.value);
  if (!parsed.ok) return parsed;
  const moves: PlacementMove[] = [];
  parsed.value.forEach((rank, index) => {
    if (rank !== 0) moves.push(placementMove(rank, setupSquare(seat, index)));
  });
  return ok(moves);
}

/**
 * The setup string of `seat`'s pieces as they stand in its setup area (`.` for empty squares).
 *
 * @group Setup
 */
export function formatSetup(board: readonly number[], seat: number): string {
  let text = '';
  for (let index = 0; index < SETUP_SIZE; index++) {
    const cell = board[setupSquare(seat, index)]!;
    const mine = cell > 0 && (cell >> 4) % 2 === seat;
    text += mine ? RANK_LETTERS[cell & RANK_MASK] : '.';
  }
  return text;
}

const OPTION_KEYS = [
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
] as const;

type OptionKey = (typeof OPTION_KEYS)[number];

function isLimit(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 1);
}

/** Options read once from the outside value: every field at most one read. */
type ReadOptions = Map<OptionKey, unknown>;

/** Reads the options object once: unknown keys refused, each known field read into a map. */
function readOptions(options: unknown): Result<ReadOptions> {
  const read: ReadOptions = new Map();
  if (options === undefined) return ok(read);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    return err(StrategoError.invalidOptions, `options must be an object, got ${describeInput(options)}`);
  }
  try {
    if (Object.getOwnPropertySymbols(options).length > 0) return err(StrategoError.invalidOptions, 'options must not have Symbol keys');
    for (const key of Object.keys(options)) {
      if (!(OPTION_KEYS as readonly string[]).includes(key)) return err(StrategoError.invalidOptions, `unknown option ${describeInput(key)} (known: ${OPTION_KEYS.join(', ')})`);
      const value: unknown = (options as Record<string, unknown>)[key];
      if (value !== undefined) read.set(key as OptionKey, value);
    }
  } catch {
    return err(StrategoError.invalidOptions, 'the options could not be read (a field threw when read)');
  }
  return ok(read);
}

function rulesOf(given: ReadOptions): Result<StrategoRules> {
  const variant = given.get('variant') ?? 'classic';
  if (typeof variant !== 'string' || !(VARIANTS as readonly string[]).includes(variant)) {
    return err(StrategoError.invalidOptions, `variant must be one of ${VARIANTS.join(', ')}, got ${describeInput(variant)}`);
  }
  const players = given.get('players');
  if (players !== undefined && players !== 2) return err(StrategoError.invalidOptions, `Stratego is for 2 players, got ${describeInput(players)}`);
  const seed = given.get('seed');
  if (seed !== undefined && !(typeof seed === 'number' && Number.isSafeInteger(seed))) {
    return err(StrategoError.invalidOptions, `seed must be a whole number, got ${describeInput(seed)}`);
  }
  for (const key of ['scoutMoveAndAttack', 'moreSquaresRule'] as const) {
    const value = given.get(key);
    if (value !== undefined && typeof value !== 'boolean') return err(StrategoError.invalidOptions, `${key} must be true or false, got ${describeInput(value)}`);
  }
  for (const key of ['twoSquareLimit', 'maxPlies', 'maxPliesWithoutAttack'] as const) {
    const value = given.get(key);
    if (value !== undefined && !isLimit(value)) return err(StrategoError.invalidOptions, `${key} must be a whole number of at least 1, or null for no limit; got ${describeInput(value)}`);
  }
  const twoSquareLimit = given.has('twoSquareLimit') ? (given.get('twoSquareLimit') as number | null) : 3;
  if (twoSquareLimit !== null && twoSquareLimit > 50) return err(StrategoError.invalidOptions, `twoSquareLimit must be at most 50, got ${twoSquareLimit}`);
  return ok({
    variant: variant as Variant,
    scoutMoveAndAttack: (given.get('scoutMoveAndAttack') as boolean | undefined) ?? true,
    twoSquareLimit,
    moreSquaresRule: (given.get('moreSquaresRule') as boolean | undefined) ?? true,
    maxPlies: given.has('maxPlies') ? (given.get('maxPlies') as number | null) : 2000,
    maxPliesWithoutAttack: given.has('maxPliesWithoutAttack') ? (given.get('maxPliesWithoutAttack') as number | null) : 200,
  });
}

/** Checks the options and fills in the defaults; `invalid-options` (or `invalid-setup`) names the problem. */
export function resolveRules(options: StrategoOptions | undefined): Result<StrategoRules> {
  const read = readOptions(options);
  return read.ok ? rulesOf(read.value) : read;
}

/** The initial state for `options`: whole setups are placed at once, the rest is left to placement moves. */
export function initialState(options: StrategoOptions | undefined): Result<StrategoState> {
  const read = readOptions(options);
  if (!read.ok) return read;
  const resolved = rulesOf(read.value);
  if (!resolved.ok) return resolved;
  const rules = resolved.value;
  const seed = (read.value.get('seed') as number | undefined) ?? 0;
  const board = emptyBoard();
  const army = ARMIES[rules.variant];
  const reserve = [army.slice(), army.slice()];
  const given = [read.value.get('redSetup'), read.value.get('blueSetup')];
  for (let seat = 0; seat < 2; seat++) {
    const setup = given[seat];
    if (setup === undefined) continue;
    let ranks: number[];
    if (setup === RANDOM_SETUP) ranks = randomSetup(seed, seat, rules.variant);
    else if (setup === POLICY_SETUP) ranks = policySetup(seed, seat, rules.variant);
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
