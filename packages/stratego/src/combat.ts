/**
 * The combat table: what happens when a piece attacks another.
 *
 * @module
 */
import { Rank } from './pieces.js';
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
