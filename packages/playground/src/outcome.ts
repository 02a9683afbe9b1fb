import type { Outcome, Seat } from '@games/core';

/** A finished game's outcome in words: `Game over: Red wins (flag-captured)`. */
export function describeOutcome(outcome: Outcome, name: (seat: Seat) => string): string {
  const ranking = outcome.ranking;
  const first = ranking[0] ?? [];
  let text: string;
  if (ranking.length === 1 && first.length > 1) text = 'a draw';
  else if (first.length === 1) text = `${name(first[0]!)} wins`;
  else text = `${first.map(name).join(' and ')} share first place`;
  const scores = outcome.scores === undefined ? '' : `; scores ${outcome.scores.map((score, seat) => `${name(seat)} ${score}`).join(', ')}`;
  return `Game over: ${text} (${outcome.reason.replace(/-/g, ' ')}${scores})`;
}
