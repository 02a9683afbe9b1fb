/**
 * What a seat sees, and queries that work on a state or a view.
 *
 * @module
 */
import { type Seat } from '@games/core';
import { describeValue } from '@games/core/authoring';
import type { Animal, Cave, PlacedCard } from './board.js';
import type { Chit, ChitView } from './chits.js';
import type { FieryDragonsState, FlipEffect } from './state.js';

/**
 * The last chit flipped, as everyone at the table saw it: who flipped which chit, what it showed
 * and what it did. A chit that ended the turn is face down again in {@link FieryDragonsView.chits},
 * but the table saw it, so it stays here until the next decision.
 *
 * @group Views and drawing
 */
export interface FlipView {
  /** Who flipped it. */
  seat: Seat;
  /** The chit's position in the middle (0-based). */
  chit: number;
  /** What it showed. */
  shown: Chit;
  /** What it did (`moved`, `no-match`, `pirate-moved`, ...). */
  effect: FlipEffect;
  /** Whether it ended the turn (it is then face down again). */
  turnEnded: boolean;
}

/**
 * What one seat (or a spectator) sees: the state with the face-down chits hidden.
 *
 * @group Views and drawing
 */
export interface FieryDragonsView extends Omit<FieryDragonsState, 'chits'> {
  /** The seat this view is for, or `null` for a spectator. */
  viewer: Seat | null;
  /** Each chit: `face-down`, or its content when revealed this turn (face up). */
  chits: ChitView[];
  /** The last flip and what the chit showed, until the next decision; `null` after an `end` or at the start. */
  lastFlip: FlipView | null;
}

/**
 * A state or a view: what the queries below accept.
 *
 * @group Views and drawing
 */
export type FieryDragonsPosition = FieryDragonsState | FieryDragonsView;

/**
 * What `seat` may see: everything but the content of face-down chits (every seat sees the
 * same, since nothing else is hidden), with the last flipped chit shown in `lastFlip`.
 */
export function view(state: FieryDragonsState, seat: Seat | null): FieryDragonsView {
  // A copy: a caller that edits its view (a UI, a server) must never reach the game's state.
  return structuredClone({
    viewer: seat,
    board: state.board,
    chits: chitsOf(state),
    rules: state.rules,
    players: state.players,
    homeCave: state.homeCave,
    tokens: state.tokens,
    seat: state.seat,
    revealed: state.revealed,
    moved: state.moved,
    home: state.home,
    turn: state.turn,
    last: state.last,
    lastFlip: lastFlipOf(state),
    outcome: state.outcome,
  });
}

/** The last flip with what its chit showed (public: the whole table saw it), or `null`. */
export function lastFlipOf(state: FieryDragonsState): FlipView | null {
  const last = state.last;
  if (last === null || last.action !== 'flip') return null;
  const shown = state.chits[last.chit];
  if (shown === undefined) return null;
  return { seat: last.seat, chit: last.chit, shown: { ...shown }, effect: last.effect, turnEnded: last.turnEnded };
}

/**
 * Where a seat's token is, as returned by {@link tokenOf}.
 *
 * @group Views and drawing
 */
export interface TokenPlace {
  /** Whether the token is inside a cave (its own, or another one after a free-cave chit). */
  inCave: boolean;
  /** The ring square, or `null` while in a cave. */
  square: number | null;
  /** The cave it is in, or `null` on the ring. */
  cave: number | null;
  /** Steps made since leaving the home cave, net of steps back. */
  progress: number;
  /** Whether it is home (in its own cave with the lap done). */
  home: boolean;
}

/**
 * Where `seat`'s token is; throws a `RangeError` for a seat not in the game.
 *
 * @group Views and drawing
 */
export function tokenOf(position: FieryDragonsPosition, seat: Seat): TokenPlace {
  const token = typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 ? position.tokens[seat] : undefined;
  if (token === undefined) throw new RangeError(`tokenOf: no seat ${describeValue(seat)} (players 0..${position.players - 1})`);
  return {
    inCave: token.cave !== null,
    square: token.square,
    cave: token.cave,
    progress: token.progress,
    home: token.cave === position.homeCave[seat] && token.progress === position.board.lap,
  };
}

/**
 * The board as {@link boardOf} describes it.
 *
 * @group Views and drawing
 */
export interface BoardSummary {
  /** The animal of each ring square, clockwise from square 0. */
  squares: Animal[];
  /** The caves: square, animal, owner (a seat, or `null`), clockwise. */
  caves: Cave[];
  /** The volcano cards in ring order. */
  cards: PlacedCard[];
  /** The progress that brings a token home (ring length + 2). */
  lap: number;
}

/**
 * The ring's animals, the caves (square, animal, owner) and the cards.
 *
 * @group Views and drawing
 */
export function boardOf(position: FieryDragonsPosition): BoardSummary {
  const { board } = position;
  return {
    squares: board.squares.slice(),
    caves: board.caves.map((cave) => ({ ...cave })),
    cards: board.cards.map((card) => ({ ...card })),
    lap: board.lap,
  };
}

/**
 * For each chit position: `face-down`, or its content when revealed this turn.
 *
 * @group Views and drawing
 */
export function chitsOf(position: FieryDragonsPosition): ChitView[] {
  const { chits, revealed } = position;
  return chits.map((chit: ChitView, index): ChitView => (revealed.includes(index) && chit !== 'face-down' ? ({ ...(chit as Chit) }) : 'face-down'));
}
