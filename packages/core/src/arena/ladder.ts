/**
 * The ladder: a small round robin of named bots, from the arena reports of every pairing.
 *
 * @module
 */
import type { ArenaReport } from './arena.js';
import { eloDifference } from './statistics.js';

/**
 * The pairings of a round robin of `bots` (each pair once, in order: 0-1, 0-2, ..., 1-2, ...).
 *
 * @example
 * ```ts
 * import { ladderPairings } from '@games/core/arena';
 *
 * console.log(ladderPairings(['mcts', 'uct', 'random'])); // [ [ 'mcts', 'uct' ], [ 'mcts', 'random' ], [ 'uct', 'random' ] ]
 * ```
 *
 * @group Arena
 */
export function ladderPairings(bots: readonly string[]): [string, string][] {
  const pairings: [string, string][] = [];
  for (let first = 0; first < bots.length; first++) {
    for (let second = first + 1; second < bots.length; second++) pairings.push([bots[first]!, bots[second]!]);
  }
  return pairings;
}

/**
 * One row of a {@link LadderTable}.
 *
 * @group Arena
 */
export interface LadderRow {
  /** The bot's seat spec. */
  bot: string;
  /** Its mean score against each bot of the ladder, in the ladder's order (`null` against itself). */
  against: (number | null)[];
  /** Its mean score over all its pairings. */
  score: number;
  /** The Elo difference that score means against the field (`null` for 0 or 1). */
  elo: number | null;
  /** Its mean thinking time per decision in milliseconds, over all its matches. */
  meanMs: number;
}

/**
 * A round robin's results: one row per bot, best score first.
 *
 * @group Arena
 */
export interface LadderTable {
  /** The bots in the order they were named (the columns of `against`). */
  bots: string[];
  /** The rows, best score first. */
  rows: LadderRow[];
}

/**
 * The ladder table of a round robin from the arena report of each pairing (as from
 * {@link ladderPairings}; reports of other bots are ignored).
 *
 * @group Arena
 */
export function ladderTable(bots: readonly string[], reports: readonly ArenaReport[]): LadderTable {
  const rows: LadderRow[] = bots.map((bot) => ({ bot, against: bots.map(() => null), score: 0, elo: null, meanMs: 0 }));
  const totals = bots.map(() => ({ score: 0, pairings: 0, ms: 0, decisions: 0 }));
  for (const report of reports) {
    const [first, second] = report.bots;
    const a = bots.indexOf(first.bot);
    const b = bots.indexOf(second.bot);
    if (a < 0 || b < 0 || a === b) continue;
    rows[a]!.against[b] = first.score.mean;
    rows[b]!.against[a] = second.score.mean;
    for (const [index, figures] of [[a, first], [b, second]] as const) {
      totals[index]!.score += figures.score.mean;
      totals[index]!.pairings++;
      totals[index]!.ms += figures.meanMs * figures.decisions;
      totals[index]!.decisions += figures.decisions;
    }
  }
  rows.forEach((row, index) => {
    const total = totals[index]!;
    row.score = total.pairings === 0 ? 0.5 : total.score / total.pairings;
    row.elo = eloDifference(row.score);
    row.meanMs = total.decisions === 0 ? 0 : total.ms / total.decisions;
  });
  return { bots: [...bots], rows: [...rows].sort((x, y) => y.score - x.score) };
}
