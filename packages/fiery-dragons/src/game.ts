import type { Actor, Game } from '@games/core';
import { legalMoves, type FieryDragonsMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { redealFaceDown } from './redeal.js';
import { play } from './rules.js';
import { setup } from './setup.js';
import type { FieryDragonsOptions, FieryDragonsState } from './state.js';
import { view, type FieryDragonsView } from './view.js';

/** One frozen actor object per seat, shared so that `actor` allocates nothing in playouts. */
const PLAYER_ACTORS: Actor<FieryDragonsMove>[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'player' as const, seat }));

/** Who acts: the seat whose turn it is, or nobody once the game is over. There is no chance actor: the chits are dealt at setup. */
function actor(state: FieryDragonsState): Actor<FieryDragonsMove> {
  if (state.outcome !== null) return { kind: 'over', outcome: state.outcome };
  return PLAYER_ACTORS[state.seat] ?? { kind: 'player', seat: state.seat };
}

/**
 * Fiery Dragons (HABA's *Drachenstark*): race your dragon once round the volcano and back into
 * your cave by remembering where the animal chits lie.
 */
export const fieryDragons: Game<FieryDragonsState, FieryDragonsMove, FieryDragonsOptions, FieryDragonsView> = {
  id: 'fiery-dragons',
  title: 'Fiery Dragons',
  players: { min: 1, max: 4 },
  setup,
  actor,
  legalMoves,
  play,
  view,
  redeal: redealFaceDown,
  formatMove,
  parseMove,
};
