/**
 * The combat table: what happens when a piece attacks another.
 *
 * @module
 */
import { OWNER_BIT, RANK_MASK, REVEALED_BIT, Rank } from './pieces.js';
import type { CombatResult } from './state.js';

/**
 * The result of `attacker` (a rank) attacking `defender`:
 * 1. the Flag is captured by any attacker (its side wins);
 * 2. a Bomb is removed by a Miner, and removes any other attacker;
 * 3. a Spy attacking the Marshal wins (a Spy that is attacked loses to anything);
 * 4. otherwise the higher rank wins, and equal ranks remove both pieces.
 *
 * @group Rules
 */
export function resolveCombat(attacker: number, defender: number): CombatResult {
  if (defender === Rank.flag) return 'flag-captured';
  if (defender === Rank.bomb) return attacker === Rank.miner ? 'attacker-wins' : 'defender-wins';
  if (attacker === Rank.spy && defender === Rank.marshal) return 'attacker-wins';
  if (attacker > defender) return 'attacker-wins';
  return attacker === defender ? 'both-removed' : 'defender-wins';
}

/**
 * The highest rank among `owner`'s movers that the other side has not seen (0 when none): the
 * ranks on the board are a multiset the other side knows (every captured piece was shown in its
 * battle), so this does not depend on how hidden ranks are dealt. A piece of the other side with a
 * higher rank surely beats any of `owner`'s pieces that moved and are still hidden.
 */
export function topHiddenMover(board: readonly number[], owner: number): number {
  let top = 0;
  for (const cell of board) {
    if (cell <= 0 || ((cell & OWNER_BIT) !== 0 ? 1 : 0) !== owner || (cell & REVEALED_BIT) !== 0) continue;
    const rank = cell & RANK_MASK;
    if (rank < Rank.bomb && rank > top) top = rank;
  }
  return top;
}
