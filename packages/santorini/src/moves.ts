/**
 * Moves: one decision each (place a worker, take a move step, build a block, build a dome,
 * decline an optional step). Every legal move is one of the frozen shared constants below, so
 * generating moves allocates nothing and `play` can recognise them by identity.
 *
 * @module
 */
import { err, ok, type Result } from '@games/core';
import { SantoriniError } from './errors.js';
import { SPACES, SQUARE_NAMES, squareIndex } from './board.js';
import { brief, quote } from './quote.js';

/**
 * Place one of your workers on an unoccupied square (`place C3`).
 *
 * @group Moves and notation
 */
export interface PlaceMove {
  /** Discriminant. */
  kind: 'place';
  /** The square, upper-case (`C3`). */
  square: string;
}

/**
 * A move step of the worker on `from` to `to` (`B3-A4`). When `to` holds an opponent worker
 * (Apollo, Minotaur) that worker is forced away as the power says; the step names only the mover.
 *
 * @group Moves and notation
 */
export interface StepMove {
  /** Discriminant. */
  kind: 'move';
  /** The square the worker leaves. */
  from: string;
  /** The square the worker enters. */
  to: string;
}

/**
 * Build a block on a square (level 0-2 becomes 1-3) (`build B4`).
 *
 * @group Moves and notation
 */
export interface BuildMove {
  /** Discriminant. */
  kind: 'build';
  /** The square built on. */
  square: string;
}

/**
 * Build a dome on a square (on level 3, or any level for Atlas) (`dome B4`).
 *
 * @group Moves and notation
 */
export interface DomeMove {
  /** Discriminant. */
  kind: 'dome';
  /** The square domed. */
  square: string;
}

/**
 * Remove the top block of a space (`remove B4`): a decision of powers such as Ares.
 *
 * @group Moves and notation
 */
export interface RemoveMove {
  /** Discriminant. */
  kind: 'remove';
  /** The square whose top block is removed. */
  square: string;
}

/**
 * Decline an optional step (`pass`).
 *
 * @group Moves and notation
 */
export interface PassMove {
  /** Discriminant. */
  kind: 'pass';
}

/**
 * A Santorini decision.
 *
 * @group Moves and notation
 */
export type SantoriniMove = PlaceMove | StepMove | BuildMove | DomeMove | RemoveMove | PassMove;

/**
 * `PLACE[square]`: the shared placement moves.
 *
 * @group Moves and notation
 */
export const PLACE: readonly PlaceMove[] = SQUARE_NAMES.map((square) => Object.freeze({ kind: 'place' as const, square }));
/**
 * `BUILD[square]`: the shared block builds.
 *
 * @group Moves and notation
 */
export const BUILD: readonly BuildMove[] = SQUARE_NAMES.map((square) => Object.freeze({ kind: 'build' as const, square }));
/**
 * `DOME[square]`: the shared dome builds.
 *
 * @group Moves and notation
 */
export const DOME: readonly DomeMove[] = SQUARE_NAMES.map((square) => Object.freeze({ kind: 'dome' as const, square }));
/**
 * `REMOVE[square]`: the shared removals.
 *
 * @group Moves and notation
 */
export const REMOVE: readonly RemoveMove[] = SQUARE_NAMES.map((square) => Object.freeze({ kind: 'remove' as const, square }));
/**
 * `STEP[from * 25 + to]`: the shared move steps (every ordered pair of distinct squares).
 *
 * @group Moves and notation
 */
export const STEP: readonly StepMove[] = Array.from({ length: SPACES * SPACES }, (_, pair) => {
  return Object.freeze({ kind: 'move' as const, from: SQUARE_NAMES[Math.floor(pair / SPACES)]!, to: SQUARE_NAMES[pair % SPACES]! });
});
/**
 * The shared `pass`.
 *
 * @group Moves and notation
 */
export const PASS: PassMove = Object.freeze({ kind: 'pass' as const });

/** The shared constants of the moves that name one square, by kind. */
export const SQUARE_MOVES = { place: PLACE, build: BUILD, dome: DOME, remove: REMOVE } as const;

/** Every shared move constant, to recognise them by identity. */
const CONSTANTS: ReadonlySet<SantoriniMove> = new Set<SantoriniMove>([...PLACE, ...BUILD, ...DOME, ...REMOVE, ...STEP, PASS]);

/**
 * The square index a move names (`to` for a step), or -1 for `pass`.
 *
 * @group Moves and notation
 */
export function targetOf(move: SantoriniMove): number {
  switch (move.kind) {
    case 'move':
      return squareIndex(move.to);
    case 'pass':
      return -1;
    default:
      return squareIndex(move.square);
  }
}

/** The number of own enumerable fields of `value`, string and symbol keys alike (no getter is called); -1 when they cannot be listed. */
function fieldCount(value: object): number {
  try {
    let count = 0;
    for (const key of Reflect.ownKeys(value)) if (Object.prototype.propertyIsEnumerable.call(value, key)) count++;
    return count;
  } catch {
    return -1;
  }
}

function square(value: unknown, field: string, move: unknown): Result<number> {
  if (typeof value !== 'string') return err(SantoriniError.malformedMove, `the move's ${field} must be a square name such as "C3": ${brief(move)}`);
  const index = squareIndex(value);
  if (index < 0) return err(SantoriniError.unknownSquare, `${quote(value)} is not a square of the island (A1 to E5, upper-case): ${brief(move)}`);
  return ok(index);
}

/** Reads one field of an outside value, once (a getter that throws reads as `undefined`). */
function field(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/**
 * The shared constant equal to `input`, or an error saying what is wrong with it: `malformed-move`
 * for a wrong shape (not an object, unknown kind, missing or extra fields, wrong types),
 * `unknown-square` for a square name that is not on the island. Each field of `input` is read
 * once, into a local, and only the locals are checked, so values JSON cannot express (BigInt,
 * Symbol, null-prototype objects, getters that change between reads) are refused or read, never
 * crash.
 */
export function canonicalMove(input: unknown): Result<SantoriniMove> {
  if (CONSTANTS.has(input as SantoriniMove)) return { ok: true, value: input as SantoriniMove };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return err(SantoriniError.malformedMove, `not a Santorini move (expected an object with a kind): ${brief(input)}`);
  }
  const kind = field(input, 'kind');
  let move: SantoriniMove;
  let fields: number;
  switch (kind) {
    case 'pass':
      move = PASS;
      fields = 1;
      break;
    case 'place':
    case 'build':
    case 'dome':
    case 'remove': {
      const at = square(field(input, 'square'), 'square', input);
      if (!at.ok) return at;
      move = SQUARE_MOVES[kind][at.value]!;
      fields = 2;
      break;
    }
    case 'move': {
      const fromText = field(input, 'from');
      const toText = field(input, 'to');
      const from = square(fromText, 'from', input);
      if (!from.ok) return from;
      const to = square(toText, 'to', input);
      if (!to.ok) return to;
      if (from.value === to.value) return err(SantoriniError.malformedMove, `a step must go to another square: ${brief(input)}`);
      move = STEP[from.value * SPACES + to.value]!;
      fields = 3;
      break;
    }
    default:
      return err(SantoriniError.malformedMove, `unknown move kind (expected place, move, build, dome, remove or pass): ${brief(input)}`);
  }
  if (fieldCount(input) !== fields) {
    return err(SantoriniError.malformedMove, `the move has fields it should not have: ${brief(input)}`);
  }
  return ok(move);
}
