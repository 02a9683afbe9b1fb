import { describeOutcome, type Outcome, type Seat } from '@games/core';

/**
 * The game-over banner in words: `Game over: Red wins (flag captured), after 40 moves`. The
 * wording of the outcome is core's one `describeOutcome`; the page adds the player names.
 */
export function outcomeBanner(outcome: Outcome, name: (seat: Seat) => string, plies?: number): string {
  return `Game over: ${describeOutcome(outcome, { names: name, ...(plies === undefined ? {} : { plies }) })}`;
}
