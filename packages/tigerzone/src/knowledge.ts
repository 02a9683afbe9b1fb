/**
 * What search bots know of TigerZone (the game's `knowledge`): a leaf evaluation written from the
 * rules. A seat's prospects are its score plus what its tigers would earn if the game ended now
 * (each feature scored for the seats with the most tigers in it, as at the end of the game:
 * the expected value of a feature that may still grow is at least that), and the tigers it still
 * has in supply, worth more while many tiles are left to lay. Nothing hidden is read: the deck's
 * order is never looked at, only how many tiles are left.
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { leafValues } from '@games/core/authoring';
import { isOver } from './moves.js';
import { scoreEndOfGame } from './scoring.js';
import type { TigerZoneState } from './state.js';

/** Points a tiger in supply is worth per tile left in the deck, and at most. */
const TIGER_PER_TILE = 0.12;
const TIGER_MAX = 4;
/** A lead of this many points is worth about 73%. */
const SCALE = 8;

/** The scores if the game ended now: features with tigers scored as at the end, on a copy. */
function projectedScores(state: TigerZoneState): number[] {
  const copy: TigerZoneState = { ...state, scores: state.scores.slice(), tigers: state.tigers.slice(), tigerSupply: state.tigerSupply.slice(), tigerCount: state.tigerCount.slice() };
  scoreEndOfGame(copy);
  return copy.scores;
}

/**
 * The evaluation: projected scores and tigers in supply; values in [0, 1] by seat.
 */
export function evaluate(state: TigerZoneState): number[] {
  const scores = isOver(state) ? state.scores : projectedScores(state);
  const tilesLeft = Math.max(0, state.deck.length - state.drawn - 1);
  const tigerWorth = Math.min(TIGER_MAX, TIGER_PER_TILE * tilesLeft);
  return leafValues(
    scores.map((score, seat) => score + tigerWorth * (state.tigerSupply[seat] ?? 0)),
    SCALE,
  );
}

/**
 * TigerZone's `GameKnowledge` (from `@games/core`): the evaluation above, at once (a random ply costs a whole move list here).
 *
 * @group Game
 */
export const tigerzoneKnowledge: GameKnowledge<TigerZoneState> = { evaluate, rolloutPlies: 0 };
