/**
 * The data of Secret Pig (see `pig` for the rules): options, state, moves and views.
 *
 * @module
 */
import type { Seat } from '../contract.js';

/**
 * Secret Pig: the dice game Pig with a hidden bonus per seat, the example game of
 * `@games/core`. It is small, but it has everything the contract covers: several seats, a chance
 * actor (the die), hidden information (each seat's secret bonus, dealt from the seed), and an
 * outcome with scores. The guide `docs/guides/writing-a-game.md` walks through it.
 *
 * Rules: on your turn you roll the die as often as you like. A 1 loses the points rolled this
 * turn and passes the turn; any other face adds to the turn total. `hold` (allowed once you
 * have rolled at least once this turn) banks the turn total and passes the turn. Your total is
 * your banked points plus your secret bonus (0 to 3); the first to reach the target wins.
 */
export interface PigOptions {
  /** Number of players, 2 to 4 (default 2). */
  players?: number;
  /** Points needed to win, 10 to 100 (default 20). */
  target?: number;
  /** Seed of the secret bonuses (default 0). */
  seed?: number;
}

/** A Secret Pig state. */
export interface PigState {
  /** Number of seats. */
  players: number;
  /** Points needed to win. */
  target: number;
  /** Banked points by seat. */
  banked: number[];
  /** Each seat's secret bonus (hidden from the other seats). */
  secrets: number[];
  /** Points rolled in the current turn. */
  turnTotal: number;
  /** The seat whose turn it is. */
  seat: Seat;
  /** `decide` (the seat chooses), `rolling` (the die is in the air), or `over`. */
  phase: 'decide' | 'rolling' | 'over';
  /** The winner once the game is over, else -1. */
  winner: number;
}

/** A Secret Pig move: a seat's `roll` or `hold`, or the die's `face` (a chance outcome). */
export type PigMove = { kind: 'roll' } | { kind: 'hold' } | { kind: 'face'; value: number };

/** What one seat sees: everything but the other seats' secrets (`null` where hidden). */
export interface PigView extends Omit<PigState, 'secrets'> {
  /** Secret bonuses by seat, `null` where this viewer may not see it. */
  secrets: (number | null)[];
}
