/**
 * Turning a game's scores of a position into leaf values for search bots.
 *
 * @module
 */

/**
 * Leaf values in [0, 1] by seat from heuristic scores by seat (any scale, higher better), for a
 * game's `GameKnowledge.evaluate`: each seat gets the logistic of its lead over the mean of
 * the others, divided by `scale` (the lead worth about 73%). Two seats' values add up to 1; equal
 * scores give 0.5 each. Seats listed in `out` (already lost) get 0.
 *
 * @example
 * ```ts
 * import { leafValues } from '@games/core/authoring';
 *
 * console.log(leafValues([3, 1], 2).map((value) => value.toFixed(2))); // [ '0.73', '0.27' ]
 * ```
 *
 * @group Bots
 */
export function leafValues(scores: readonly number[], scale: number, out: readonly number[] = []): number[] {
  const seats = scores.length;
  let total = 0;
  for (const score of scores) total += score;
  const values: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    if (out.includes(seat)) {
      values.push(0);
      continue;
    }
    const others = seats > 1 ? (total - scores[seat]!) / (seats - 1) : 0;
    const lead = (scores[seat]! - others) / scale;
    values.push(1 / (1 + Math.exp(-lead)));
  }
  return values;
}
