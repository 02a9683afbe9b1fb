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
 * How long past a prompt's stated limit the server still takes an answer: the 2016 server waited
 * 1.1 s (`setSoTimeout(1100)`) for its `WITHIN 1 SECOND`, and `games tigerzone-server` waits
 * 100 ms more too. The client sends nothing later than this less a little (an answer after it
 * would be read as the next prompt's answer).
 *
 * @group TigerZone tournament
 */
export const SERVER_GRACE_MS = 100;

/**
 * Whether a server of `profile` is known to accept `move` where our rules allow it. Under `2016`:
 * never `RETRIEVE TIGER` (the 2016 server forfeits every one with `INVALID MEEPLE PLACEMENT`: its
 * `removeTiger` compares a player's id with a player object, so no retrieve can succeed), and
 * never a crocodile on `TTTT-` (its crossroads has no feature, and the 2016 server's crocodile
 * loop crashes on it, ending the match for both players); every other legal move is.
 *
 * @group TigerZone tournament
 */
export function acceptedBy(profile: ServerProfile, move: TigerZoneMove): boolean {
  if (profile !== '2016') return true;
  if (move.kind === 'unplaceable') return move.action !== 'retrieve';
  return move.follower !== 'crocodile' || move.tile !== 'TTTT-';
}

/**
 * The move sent when the search has nothing in time: of the moves our rules allow and the server
 * is known to accept, the one that gains the mover the most points over the others at once (a
 * follower only when it scores more than placing the tile bare), found without search. It looks
 * at moves for at most `maxMs` (a busy machine must not make the fallback itself late) and then
 * keeps the best so far. Null once the game is over.
 *
 * @group TigerZone tournament
 */
export function safeMove(profile: ServerProfile, state: TigerZoneState, maxMs = Number.POSITIVE_INFINITY): TigerZoneMove | null {
  let best: TigerZoneMove | null = null;
  let bestGain = Number.NEGATIVE_INFINITY;
  const seat = state.drawn % state.players;
  const stop = performance.now() + maxMs;
  let looked = 0;
  for (const move of tigerzone.legalMoves(state)) {
    if (!acceptedBy(profile, move)) continue;
    if (best !== null && (++looked & 15) === 0 && performance.now() > stop) break;
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
