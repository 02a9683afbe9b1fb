/**
 * The data of a Stratego game: options, the resolved rules, moves and the state. Everything here
 * is plain JSON.
 *
 * @module
 */
import type { Outcome, Seat } from '@games/core';
import type { PieceRank, Variant } from './pieces.js';

/**
 * Options accepted by `stratego.setup`. Every field is optional.
 *
 * @group State and options
 */
export interface StrategoOptions {
  /** The number of players: always 2 (accepted so that generic hosts can pass every game a player count). */
  players?: number;
  /** Which army each side has: `classic` (default), `barrage`, `duel` or `ultimate-lightning`. */
  variant?: Variant;
  /** Seed for random setups (default 0). */
  seed?: number;
  /**
   * Red's whole setup: a 40-letter setup string (row 1 first, columns A..K; `.` for an empty
   * square in the small variants), `random`, or `policy` (the bots' setup policy, drawn from the
   * seed: the Flag on the back rank behind Bombs). Without it Red places its pieces with moves.
   */
  redSetup?: string;
  /** Blue's whole setup: a setup string (row 10 first, columns A..K), `random` or `policy`. */
  blueSetup?: string;
  /** A Scout may attack at the end of a slide of several squares (default true). */
  scoutMoveAndAttack?: boolean;
  /**
   * The two-squares rule: how many moves in a row one piece may cross the same square boundary
   * (default 3, the ISF rule; 5 for the older rules and Gravon records; `null` turns it off).
   */
  twoSquareLimit?: number | null;
  /** The more-squares (continuous chase) rule (default true). */
  moreSquaresRule?: boolean;
  /** Draw after this many movement plies (default 2000; `null` for no limit). */
  maxPlies?: number | null;
  /** Draw after this many movement plies in a row without an attack (default 200; `null` off). */
  maxPliesWithoutAttack?: number | null;
}

/**
 * The options after validation, with every default filled in (kept in the state).
 *
 * @group State and options
 */
export interface StrategoRules {
  /** The variant being played. */
  variant: Variant;
  /** Whether a Scout may attack at the end of a slide of several squares. */
  scoutMoveAndAttack: boolean;
  /** The two-squares limit, or `null` when the rule is off. */
  twoSquareLimit: number | null;
  /** Whether the more-squares (continuous chase) rule is on. */
  moreSquaresRule: boolean;
  /** The limit on movement plies, or `null`. */
  maxPlies: number | null;
  /** The limit on movement plies without an attack, or `null`. */
  maxPliesWithoutAttack: number | null;
}

/**
 * Putting one piece of the setup on the board: `place M E4`.
 *
 * @group State and options
 */
export interface PlacementMove {
  /** Discriminant. */
  kind: 'place';
  /** The rank of the piece placed. */
  rank: PieceRank;
  /** The square, such as `E4`, inside the mover's setup area. */
  square: string;
}

/**
 * Moving a piece (a step, a Scout slide, or an attack): `E4-E5`.
 *
 * @group State and options
 */
export interface PieceMove {
  /** Discriminant. */
  kind: 'move';
  /** The square the piece leaves, such as `E4`. */
  from: string;
  /** The square it moves to or attacks, such as `E5` or `K10`. */
  to: string;
}

/**
 * Any move of Stratego: a placement during the setup phase, a piece move afterwards.
 *
 * @group State and options
 */
export type StrategoMove = PlacementMove | PieceMove;

/**
 * How a combat ended, in the words of the rulebook.
 *
 * @group State and options
 */
export type CombatResult = 'attacker-wins' | 'defender-wins' | 'both-removed' | 'flag-captured';

/**
 * One combat: both ranks are revealed to everyone.
 *
 * @group State and options
 */
export interface Combat {
  /** The attacking piece's rank. */
  attacker: PieceRank;
  /** The defending piece's rank. */
  defender: PieceRank;
  /** What happened. */
  result: CombatResult;
}

/**
 * The phases of a game.
 *
 * @group State and options
 */
export type Phase = 'setup' | 'play';

/**
 * A Stratego position with everything the rules need. Squares are indices `10 * row + column`
 * (row 0 is Red's back rank, column 0 is A); each board cell is 0 (empty), -1 (lake), or a
 * packed piece: rank in bits 0-3, bit 4 set for Blue, bit 5 once moved, bit 6 once revealed.
 *
 * @group State and options
 */
export interface StrategoState {
  /** The rules in force. */
  rules: StrategoRules;
  /** `setup` while pieces are being placed, then `play`. */
  phase: Phase;
  /** The seat that acts now (places or moves). */
  toMove: Seat;
  /** The 100 board cells. */
  board: number[];
  /**
   * `movable[seat]`: the squares of the seat's pieces that can move (all but Bombs and the Flag),
   * in no particular order; kept in step with `board` during play (empty during setup).
   */
  movable: number[][];
  /** `reserve[seat][rank]`: how many pieces of that rank the seat still has to place. */
  reserve: number[][];
  /** Movement plies played so far (placements not counted). */
  ply: number;
  /** Movement plies since the last attack. */
  pliesWithoutAttack: number;
  /** The last piece move, or `null`. */
  lastMove: PieceMove | null;
  /** The combat of the last move, when it was an attack. */
  lastCombat: Combat | null;
  /** `[redFrom, redTo, blueFrom, blueTo]`: each side's last move as square indices (-1 none). */
  previousMoves: number[];
  /**
   * Two-squares rule memory, per seat: the seat's latest moves `[from, to, from, to, ...]` (oldest
   * first) while they are by one piece along one line, each starting where the previous ended;
   * at most `twoSquareLimit` moves.
   */
  twoSquares: number[][];
  /** More-squares rule: each seat's chase length in plies (0 when not chasing). */
  chase: number[];
  /**
   * More-squares rule: the position hashes (pairs of 32-bit numbers) after each of the last plies,
   * as many as the longest chase needs, the current position last.
   */
  positions: number[];
  /** The hash of the current position (pieces and squares): two 32-bit numbers. */
  hash: number[];
  /** Set once the game ended by a flag capture or a move limit. */
  outcome: Outcome | null;
}
