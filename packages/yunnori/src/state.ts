/**
 * The data of a Yut Nori game: its options and its state. All plain JSON.
 *
 * @module
 */
import type { Animal } from './animals.js';

/**
 * Which game: the basic game (2–4 players, 1–4 pieces) or the advanced game with animals.
 *
 * @group State and options
 */
export type YunnoriVersion = 'basic' | 'advanced';

/**
 * A position to start from instead of the initial one (used to resume a saved game).
 *
 * @group State and options
 */
export interface YunnoriStart {
  /** Each seat's piece positions (0 … 29, 100 for arrived), one list per seat. */
  pieces: number[][];
  /** The seat whose turn starts first. */
  nextSeat: number;
}

/**
 * Options of {@link yunnori}.setup. Every field is optional.
 *
 * @group State and options
 */
export interface YunnoriOptions {
  /** `basic` (default) or `advanced` (animal players, always 4 pieces). */
  version?: YunnoriVersion;
  /** Number of players, 2–4 (default 2; in the advanced game the number of animals or IDs when given). */
  players?: number;
  /** Basic game: pieces per player, 1–4 (default 4). Advanced: must be 4 when given. */
  pieces?: number;
  /**
   * Advanced game: one animal per seat, 2–4 seats (default: the first `players` of pig, dog,
   * sheep, cow). Several seats may pick the same animal.
   */
  animals?: Animal[];
  /**
   * Advanced game: the players' IDs in seat order (the login names; default `Player0`, `Player1`,
   * …). Distinct, non-empty, without spaces or `|`.
   */
  ids?: string[];
  /** Probability that one stick shows its front face, strictly between 0 and 1 (default 0.5). */
  stickFrontProbability?: number;
  /** Start from this position instead of every piece on 0 and seat 0 (a resumed game). */
  start?: YunnoriStart;
  /** Accepted and ignored: Yut Nori has no hidden shuffle; throws are chance moves. */
  seed?: number;
}

/**
 * The game state. Plain JSON; never mutated by the engine.
 *
 * @group State and options
 */
export interface YunnoriState {
  /** Basic or advanced game. */
  version: YunnoriVersion;
  /** Number of seats, 2–4. */
  players: number;
  /** Pieces per seat, 1–4. */
  piecesPerPlayer: number;
  /** Player IDs by seat (advanced game); empty in the basic game. */
  ids: string[];
  /** Animals by seat (advanced game); empty in the basic game. */
  animals: Animal[];
  /**
   * Piece positions, seat after seat (`seat * piecesPerPlayer + i`), ascending within a seat:
   * 0 not departed, 1 … 29 on the board, 100 arrived.
   */
  pieces: number[];
  /** The seat whose turn it is (the winner once the game is over). */
  seat: number;
  /** The acting seat's unused results: a count per result, in canonical order (back-do … mo). */
  results: number[];
  /** Throws still owed before the seat moves (0 when the seat picks a result to use). */
  throws: number;
  /**
   * True before anything has happened in the current turn (no throw yet): the moment the
   * advanced game offers to save. False after the first throw, also during bonus throw phases.
   */
  turnStart: boolean;
  /** The seat that won, or -1 while the game goes on. */
  winner: number;
  /** Probability that one stick shows its front face. */
  stickFrontProbability: number;
}
