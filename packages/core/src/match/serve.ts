import type { Game, Result, Seat } from '../contract.js';
import { describeValue, err, ok } from '../result.js';

/** What {@link applyAs} returns: the new state and what each participant may now see. */
export interface Applied<S, V> {
  /** The state after the move. */
  state: S;
  /** `views[seat]`: what that seat may see, for seats `0 .. seats-1`. */
  views: V[];
  /** What a spectator may see. */
  spectator: V;
}

/**
 * The authoritative-server step: applies `move` sent by `seat` and returns the new state with
 * every seat's view, so that each participant is sent only what it may see. Refuses with
 * `not-your-turn` when `seat` is not the acting seat (chance, or another seat), `game-over` when
 * the game has ended, `invalid-seat` for a seat that is not `0 .. seats-1`, and passes on the
 * game's own error for an illegal move. The state is never changed on refusal.
 */
export function applyAs<S, M, O, V>(game: Game<S, M, O, V>, state: S, seat: Seat, move: M, seats: number): Result<Applied<S, V>> {
  if (!Number.isInteger(seats) || seats < 1) return err('invalid-seat', `seats must be a positive whole number, got ${describeValue(seats)}`);
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= seats) {
    return err('invalid-seat', `${describeValue(seat)} is not a seat of this match (0..${seats - 1})`);
  }
  const actor = game.actor(state);
  if (actor.kind === 'over') return err('game-over', 'the game is over');
  if (actor.kind === 'chance') return err('not-your-turn', `seat ${seat} may not move: chance acts now`);
  if (actor.seat !== seat) return err('not-your-turn', `seat ${seat} may not move: seat ${actor.seat} acts now`);
  const played = game.play(state, move);
  if (!played.ok) return played;
  const views: V[] = [];
  for (let viewer = 0; viewer < seats; viewer++) views.push(game.view(played.value, viewer));
  return ok({ state: played.value, views, spectator: game.view(played.value, null) });
}
