/**
 * The pieces of Stratego: ranks, letters, the armies of each variant, and how a piece is packed
 * into one number of the board array.
 *
 * @module
 */

/**
 * Red plays first and sets up on rows 1-4; Blue sets up on rows 7-10.
 *
 * @group Board
 */
export const RED = 0;
/**
 * The second seat.
 *
 * @group Board
 */
export const BLUE = 1;

/**
 * Piece ranks in the modern numbering (higher is stronger). Bombs and the Flag do not move; they
 * get the numbers 11 and 12 so that every piece kind is one small number.
 *
 * @group Board
 */
export const Rank = {
  /** Beats the Marshal when it attacks it; loses to everything otherwise. */
  spy: 1,
  /** Moves any distance in a straight line. */
  scout: 2,
  /** Defuses Bombs. */
  miner: 3,
  /** Rank 4. */
  sergeant: 4,
  /** Rank 5. */
  lieutenant: 5,
  /** Rank 6. */
  captain: 6,
  /** Rank 7. */
  major: 7,
  /** Rank 8. */
  colonel: 8,
  /** Rank 9. */
  general: 9,
  /** Rank 10, the strongest. */
  marshal: 10,
  /** Never moves; removes any attacker except a Miner. */
  bomb: 11,
  /** Never moves; capturing it wins the game. */
  flag: 12,
} as const;

/**
 * A piece rank: 1 (Spy) .. 10 (Marshal), 11 Bomb, 12 Flag (see {@link Rank}).
 *
 * @group Board
 */
export type PieceRank = (typeof Rank)[keyof typeof Rank];

/**
 * What each rank is worth to the bots (index = rank; 1 Spy .. 10 Marshal, 11 Bomb, 12 Flag): the
 * material of the leaf evaluation and of the move heuristics.
 */
export const PIECE_VALUE: readonly number[] = [0, 3, 1.5, 2.5, 1.5, 2, 3, 4.5, 6, 8, 10, 2, 0];

/** The number of distinct ranks (1..12). */
export const RANK_COUNT = 12;

/**
 * The letter of each rank in setups and notation (index = rank; index 0 unused).
 *
 * @group Board
 */
export const RANK_LETTERS = ['', 'S', '2', '3', '4', '5', '6', '7', '8', '9', 'M', 'B', 'F'] as const;

/**
 * The English name of each rank (index = rank; index 0 unused).
 *
 * @group Board
 */
export const RANK_NAMES = [
  '',
  'Spy',
  'Scout',
  'Miner',
  'Sergeant',
  'Lieutenant',
  'Captain',
  'Major',
  'Colonel',
  'General',
  'Marshal',
  'Bomb',
  'Flag',
] as const;

/** The rank written by a setup or notation letter, or 0 when the letter is none. */
export function rankOfLetter(letter: string): number {
  switch (letter.toUpperCase()) {
    case 'S':
      return 1;
    case 'M':
      return 10;
    case 'B':
      return 11;
    case 'F':
      return 12;
    default: {
      const digit = letter.length === 1 ? letter.charCodeAt(0) - 48 : -1;
      return digit >= 2 && digit <= 9 ? digit : 0;
    }
  }
}

/**
 * The four variants of the game.
 *
 * @group Board
 */
export type Variant = 'classic' | 'barrage' | 'duel' | 'ultimate-lightning';

/**
 * Every variant name, in the order of the docs.
 *
 * @group Board
 */
export const VARIANTS: readonly Variant[] = ['classic', 'barrage', 'duel', 'ultimate-lightning'];

/**
 * How many pieces of each rank one side has in each variant (index = rank, index 0 unused).
 *
 * @group Board
 */
export const ARMIES: Readonly<Record<Variant, readonly number[]>> = {
  //        -  S  2  3  4  5  6  7  8  9  M  B  F
  classic: [0, 1, 8, 5, 4, 4, 4, 3, 2, 1, 1, 6, 1],
  barrage: [0, 1, 2, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1],
  duel: [0, 1, 2, 2, 0, 0, 0, 0, 0, 1, 1, 2, 1],
  'ultimate-lightning': [0, 1, 4, 2, 2, 2, 2, 1, 1, 1, 1, 2, 1],
};

/** The number of pieces per side in a variant. */
export function armySize(variant: Variant): number {
  let total = 0;
  for (const count of ARMIES[variant]) total += count;
  return total;
}

// A board cell is one number: 0 empty, LAKE for water, otherwise a packed piece:
// bits 0-3 rank (1..12), bit 4 owner (Blue), bit 5 moved, bit 6 revealed.

/** The board value of a lake square. */
export const LAKE = -1;
/** The board value of an empty square. */
export const EMPTY = 0;
/** Mask of the rank bits of a packed piece. */
export const RANK_MASK = 15;
/** The owner bit of a packed piece (set for Blue). */
export const OWNER_BIT = 16;
/** Set once the piece has moved. */
export const MOVED_BIT = 32;
/** Set once the opponent knows the piece's rank. */
export const REVEALED_BIT = 64;
/** Rank and owner bits together: the identity of a piece, without its moved/revealed flags. */
export const KIND_MASK = RANK_MASK | OWNER_BIT;
/**
 * What a position hash (the more-squares rule's memory) keys a piece by: its side only, so a
 * position is which squares each side occupies. Ranks are left out so that the hash depends only
 * on what both seats see (a re-deal of hidden ranks keeps it, and bots cannot read ranks through
 * it); within one chase only the chaser and the chased piece move, so positions of a chase are
 * told apart as exactly as with ranks.
 */
export const HASH_MASK = OWNER_BIT;

/** Packs a fresh (unmoved, hidden) piece of `owner` and `rank`. */
export function packPiece(owner: number, rank: number): number {
  return rank | (owner === BLUE ? OWNER_BIT : 0);
}

/** The owner seat of a packed piece. */
export function ownerOf(cell: number): number {
  return (cell & OWNER_BIT) >> 4;
}

/** The rank of a packed piece. */
export function rankOf(cell: number): number {
  return cell & RANK_MASK;
}
