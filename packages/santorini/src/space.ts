/**
 * Reading one space of the island.
 *
 * @module
 */
import { readSquare } from './board.js';
import type { SantoriniState } from './state.js';

/**
 * What stands on a space.
 *
 * @group Queries
 */
export interface Space {
  /** Block level 0-3 (a dome does not change it). */
  level: number;
  /** True when the space carries a dome. */
  dome: boolean;
  /**
   * The worker on the space, or `null`: the seat owning it (with 4 players, the first seat of the
   * team, 0 or 1, whose workers both partners use) and its index (0 or 1) within that seat's pair.
   */
  worker: { seat: number; index: number } | null;
}

/**
 * The space named `square` (such as `C3`, either case), or `null` when that is not a square.
 *
 * @group Queries
 */
export function spaceAt(state: SantoriniState, square: string): Space | null {
  const index = typeof square === 'string' ? readSquare(square) : -1;
  if (index < 0) return null;
  const worker = state.workers.indexOf(index);
  return {
    level: state.levels[index]!,
    dome: (state.domes & (1 << index)) !== 0,
    worker: worker < 0 ? null : { seat: worker >> 1, index: worker & 1 },
  };
}
