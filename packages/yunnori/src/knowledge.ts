/**
 * What search bots know of Yut Nori (the game's `knowledge`): the leaf evaluation of
 * `evaluation.ts` (expected results to go, capture risks, held results), the move priors and the
 * rollout policy of `priors.ts`.
 *
 * @module
 */
import { type GameKnowledge } from '@games/core';
import { evaluate } from './evaluation.js';
import type { YunnoriMove } from './moves.js';
import { priors, rolloutMove } from './priors.js';
import type { YunnoriState } from './state.js';

/**
 * Yut Nori's `GameKnowledge` (from `@games/core`): the evaluation at once (no random plies: the
 * throws are already the chance nodes of the search), the move priors, a greedy rollout policy
 * for bots given rollout plies, and half the default exploration (0.35): the chance nodes already
 * spread the search, and a lower constant scored 3 to 4 points more against `uct` in the arena.
 *
 * @group Game
 */
export const yunnoriKnowledge: GameKnowledge<YunnoriState, YunnoriMove> = { evaluate, priors, rolloutMove, rolloutPlies: 0, exploration: 0.35 };
