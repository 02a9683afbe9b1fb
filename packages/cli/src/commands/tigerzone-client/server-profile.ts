import { scoresOf, tigerzone, type TigerZoneMove, type TigerZoneState } from '@games/tigerzone';

/**
 * The tournament servers whose known faults `games tigerzone-client` works around: `2016` (the
 * 2016 tournament server, the default) or `standard` (a server that judges by the rules, such as
 * `games tigerzone-server`).
 *
 * @group TigerZone tournament
 */
export type ServerProfile = '2016' | 'standard';

/**
 * Every {@link ServerProfile}, the default first.
 *
 * @group TigerZone tournament
 */
export const SERVER_PROFILES: readonly ServerProfile[] = ['2016', 'standard'];

/**
 * Whether a server of `profile` is known to accept `move` where our rules allow it. The 2016
 * server forfeits every `RETRIEVE TIGER` (`INVALID MEEPLE PLACEMENT`: its `removeTiger` compares a
 * player's id with a player object, so no retrieve can succeed), so under `2016` a retrieve is
 * never sent; every other legal move is.
 *
 * @group TigerZone tournament
 */
export function acceptedBy(profile: ServerProfile, move: TigerZoneMove): boolean {
  return profile !== '2016' || move.kind !== 'unplaceable' || move.action !== 'retrieve';
}

/**
 * The move sent when the search has nothing in time: of the moves our rules allow and the server
 * is known to accept, the one that gains the mover the most points over the others at once (a
 * follower only when it scores more than placing the tile bare), found without search. Null once
 * the game is over.
 *
 * @group TigerZone tournament
 */
export function safeMove(profile: ServerProfile, state: TigerZoneState): TigerZoneMove | null {
  let best: TigerZoneMove | null = null;
  let bestGain = Number.NEGATIVE_INFINITY;
  const seat = state.drawn % state.players;
  for (const move of tigerzone.legalMoves(state)) {
    if (!acceptedBy(profile, move)) continue;
    const next = tigerzone.play(state, move);
    if (!next.ok) continue;
    const scores = scoresOf(next.value);
    const gain = 2 * scores[seat]! - scores.reduce((sum, score) => sum + score, 0);
    if (gain > bestGain) {
      best = move;
      bestGain = gain;
    }
  }
  return best;
}
