/**
 * The game object: the `@games/core` {@link Game} contract over the turn machine.
 *
 * @module
 */
import type { Game } from '@games/core';
import { santoriniActions } from './actions.js';
import type { SantoriniMove } from './moves.js';
import { santoriniObservation } from './observation.js';
import { formatMove, parseMove } from './notation.js';
import { redealChaos, revealsChaosDraw } from './redeal.js';
import { renderText } from './render.js';
import { actorOf, legalMovesOf, playMove } from './rules.js';
import { OPTIONS, setupGame } from './setup.js';
import type { SantoriniOptions, SantoriniState } from './state.js';
import { viewOf, type SantoriniView } from './view.js';

/**
 * Santorini: the base game for 2, 3 or 4 players (two teams), with the ten Simple Gods and the
 * twenty Advanced Gods. Each decision is a move of its own: `place`, a move step, `build`, `dome`,
 * `remove` (Ares), or `pass` to decline an optional step. Options: {@link SantoriniOptions}
 * (described for hosts in `options`).
 *
 * `hiddenInformation` is true because one god hides something: Chaos' deck of Simple Gods (its
 * order and reshuffle seed) is hidden from every seat alike. Without Chaos every view equals the
 * spectator's and `redeal` returns the state itself.
 *
 * @example
 * ```ts
 * import { createMatch, unwrap } from '@games/core';
 * import { santorini } from '@games/santorini';
 *
 * const match = unwrap(createMatch(santorini, { players: 2, gods: ['apollo', 'athena'] }));
 * for (const move of ['place B3', 'place D3', 'place C4', 'place C2']) unwrap(match.play(move));
 * unwrap(match.play('B3-C4'));                 // Apollo swaps places with the worker on C4
 * console.log(match.legalMoves().map((move) => santorini.formatMove(move)).slice(0, 3)); // [ 'build C3', 'build B4', 'build D4' ]: the moved worker builds
 * const refused = match.play('D3-D4');          // the other worker may not move now
 * if (!refused.ok) console.log(refused.error.code); // 'illegal-move': the moved worker builds first
 * ```
 *
 * @group Game
 */
export const santorini: Game<SantoriniState, SantoriniMove, SantoriniOptions, SantoriniView> = {
  id: 'santorini',
  title: 'Santorini',
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  options: OPTIONS,
  setup: setupGame,
  seats: (state) => state.players,
  actor: actorOf,
  legalMoves: legalMovesOf,
  play: playMove,
  view: viewOf,
  redeal: redealChaos,
  reveals: (state, move) => revealsChaosDraw(state, move, (before, played) => playMove(before, played as SantoriniMove)),
  formatMove,
  parseMove: (text) => parseMove(text),
  renderText,
  actions: santoriniActions,
  observation: santoriniObservation,
};
