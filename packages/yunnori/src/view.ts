/**
 * What a seat sees: everything, since Yut Nori hides nothing.
 *
 * @module
 */
import { type Seat } from '@games/core';
import { asView, type Viewed } from '@games/core/authoring';
import type { YunnoriState } from './state.js';

/**
 * What a seat (or a spectator) sees: everything (Yut Nori hides nothing), as fresh data. It has
 * the same fields as {@link YunnoriState}, and the screen functions accept either, but it is
 * marked as a view (`Viewed` from `@games/core`), so a raw state is not accepted where a view
 * belongs (`renderText`, `renderSvg`). It holds the pieces of
 * each seat (`pieces`, `piecesPerPlayer` per seat, positions 0 … 29 as numbered on the board,
 * 100 arrived), the IDs and animals that tell the seats apart in the advanced game, the acting
 * seat's results and the throws still owed.
 *
 * @group Views and drawing
 */
export type YunnoriView = Viewed<YunnoriState>;

/** What any seat (or a spectator) sees: the whole state, copied. */
export function viewOf(state: YunnoriState, _seat: Seat | null): YunnoriView {
  return asView({
    version: state.version,
    players: state.players,
    piecesPerPlayer: state.piecesPerPlayer,
    ids: state.ids.slice(),
    animals: state.animals.slice(),
    pieces: state.pieces.slice(),
    seat: state.seat,
    results: state.results.slice(),
    throws: state.throws,
    turnStart: state.turnStart,
    winner: state.winner,
    stickFrontProbability: state.stickFrontProbability,
  });
}
