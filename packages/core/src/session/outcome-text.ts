import type { Outcome, Seat } from '../contract.js';

/**
 * Settings of {@link describeOutcome}.
 *
 * @group Sessions
 */
export interface OutcomeWording {
  /** A seat's name (default `Player 1`, `Player 2`, ...). */
  names?: (seat: Seat) => string;
  /** Moves played, added as `after N moves` when given. */
  plies?: number;
}

/**
 * The name of a seat when the host has no other: `Player 1` for seat 0.
 *
 * @group Sessions
 */
export function playerName(seat: Seat): string {
  return `Player ${seat + 1}`;
}

/**
 * An outcome's reason id in words, as a person reads it: `reached-level-3` is `reached level 3`.
 * Every host that shows why a game ended says it this way ({@link describeOutcome} does).
 *
 * @example
 * ```ts
 * import { outcomeReason } from '@games/core';
 *
 * console.log(outcomeReason('flag-captured')); // 'flag captured'
 * ```
 *
 * @group Sessions
 */
export function outcomeReason(reason: string): string {
  return reason.replace(/-/g, ' ');
}

/**
 * Whether an outcome is a draw: every seat ranked first together.
 *
 * @group Sessions
 */
export function isDraw(outcome: Outcome): boolean {
  return outcome.ranking.length === 1 && (outcome.ranking[0]?.length ?? 0) > 1;
}

/**
 * The one wording of an outcome that every host prints: who won and why, the scores, and how
 * many moves it took; `null` (a match stopped before its end) reads as such.
 *
 * @example
 * ```ts
 * import { describeOutcome } from '@games/core';
 *
 * console.log(describeOutcome({ ranking: [[1], [0]], reason: 'reached-level-3' }));
 * // 'Player 2 wins (reached level 3)'
 * console.log(describeOutcome({ ranking: [[0, 1]], scores: [12, 12], reason: 'tiles-exhausted' }, { plies: 40 }));
 * // 'draw between Player 1 and Player 2 (tiles exhausted), scores 12-12, after 40 moves'
 * console.log(describeOutcome({ ranking: [[0], [1]], reason: 'flag-captured' }, { names: (seat) => ['Red', 'Blue'][seat]! }));
 * // 'Red wins (flag captured)'
 * ```
 *
 * @group Sessions
 */
export function describeOutcome(outcome: Outcome | null, wording: OutcomeWording = {}): string {
  const names = wording.names ?? playerName;
  const after = wording.plies === undefined ? '' : wording.plies === 1 ? 'after 1 move' : `after ${wording.plies} moves`;
  if (outcome === null) return after === '' ? 'stopped without a result' : `stopped ${after} without a result`;
  const first = outcome.ranking[0] ?? [];
  const list = (seats: Seat[]): string => (seats.length <= 2 ? seats.map(names).join(' and ') : `${seats.slice(0, -1).map(names).join(', ')} and ${names(seats.at(-1)!)}`);
  const head = isDraw(outcome) ? `draw between ${list(first)}` : first.length === 1 ? `${names(first[0]!)} wins` : `${list(first)} share first place`;
  const reason = ` (${outcomeReason(outcome.reason)})`;
  const scores = outcome.scores === undefined ? '' : `, scores ${outcome.scores.join('-')}`;
  return `${head}${reason}${scores}${after === '' ? '' : `, ${after}`}`;
}
