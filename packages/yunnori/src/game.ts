/**
 * The game object.
 *
 * @module
 */
import type { Game } from '@games/core';
import { legalMovesOf, type YunnoriMove } from './moves.js';
import { formatMove, parseMove } from './notation.js';
import { renderText } from './render.js';
import { actorOf, playMove } from './rules.js';
import { setupGame, YUNNORI_OPTIONS } from './setup.js';
import type { YunnoriOptions, YunnoriState } from './state.js';
import { viewOf, type YunnoriView } from './view.js';
import { yunnoriActions } from './actions.js';
import { yunnoriObservation } from './observation.js';

/**
 * Yut Nori as a `Game`: the basic game (2–4 players, 1–4 pieces each) and the advanced
 * game (an animal per seat, 4 pieces each). Throws are chance moves (`throw mo`); a player's
 * move uses one result on one piece or stack (`0 gae`, `22 do`, `0 back-do`). Nothing is
 * hidden (`hiddenInformation: false`), so it has no `redeal`.
 *
 * @example
 * ```ts
 * import { createMatch, createRng, unwrap } from '@games/core';
 * import { yunnori } from '@games/yunnori';
 *
 * const match = unwrap(createMatch(yunnori, { players: 2, pieces: 2, seed: 1 }));
 * const rng = createRng(1);
 * while (match.actor().kind === 'chance') unwrap(match.resolveChance(rng)); // yut and mo throw again
 * console.log(match.history.map((entry) => entry.notation));                // [ 'throw mo', 'throw ...' ]
 * console.log(match.legalMoves().map((move) => yunnori.formatMove(move)));  // [ '0 mo', '0 ...' ]: a result on a piece
 * console.log(match.play('22 do').ok);                                      // false: no piece stands on 22
 * ```
 *
 * @group Game
 */
export const yunnori: Game<YunnoriState, YunnoriMove, YunnoriOptions, YunnoriView> = {
  id: 'yunnori',
  title: 'Yut Nori',
  players: { min: 2, max: 4 },
  hiddenInformation: false,
  options: YUNNORI_OPTIONS,
  setup: setupGame,
  seats: (state) => state.players,
  actor: actorOf,
  legalMoves: legalMovesOf,
  play: playMove,
  view: viewOf,
  formatMove,
  parseMove,
  renderText,
  actions: yunnoriActions,
  observation: yunnoriObservation,
};
