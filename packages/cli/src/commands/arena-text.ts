import { durationText } from './sim.js';
import { describeArenaBot, describeSprt, type ArenaReport, type LadderTable, type SprtState } from '@games/core/arena';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const signed = (value: number | null): string => (value === null ? '∞' : `${value >= 0 ? '+' : ''}${Math.round(value)}`);

/**
 * The text `games arena` prints for one match-up's report.
 *
 * @group Commands
 */
export function formatArenaReport(report: ArenaReport, threads: number, seconds: number): string {
  const lines = [`arena ${report.game}: ${report.bots[0].bot} vs ${report.bots[1].bot}, ${report.matches} games (${report.pairs} colour-swapped pairs), ${report.seats} seats, seed ${report.seed}`];
  const width = Math.max(8, ...report.bots.map((bot) => bot.bot.length));
  lines.push(`  ${'bot'.padEnd(width)}  score   95% interval     won-drawn-lost  ms/decision (max)`);
  for (const bot of report.bots) {
    const [low, high] = bot.score.ci95;
    lines.push(
      `  ${bot.bot.padEnd(width)}  ${percent(bot.score.mean).padStart(6)}  ${`${percent(low)} - ${percent(high)}`.padEnd(15)}  ${`${bot.wins}-${bot.draws}-${bot.losses}`.padEnd(14)}  ${bot.meanMs.toFixed(1)} (${bot.maxMs.toFixed(1)})`,
    );
  }
  const [low, high] = report.elo.ci95;
  const low95 = low === null ? '-∞' : signed(low);
  lines.push(`  Elo difference (${report.bots[0].bot} over ${report.bots[1].bot}): ${report.elo.elo === null ? (report.bots[0].score.mean >= 0.5 ? '+∞' : '-∞') : signed(report.elo.elo)} (95% interval ${low95} .. ${high === null ? '+∞' : signed(high)})`);
  const reasons = Object.entries(report.endReasons).sort(([, a], [, b]) => b - a);
  lines.push(`  how games ended: ${reasons.map(([reason, count]) => `${reason} ${count}`).join(', ')}`);
  if (report.sprt !== null) lines.push(formatSprt(report.sprt));
  lines.push(`  mean length ${report.meanPlies.toFixed(1)} moves; ${seconds.toFixed(1)} s on ${threads === 0 ? 'the main thread' : `${threads} worker thread${threads === 1 ? '' : 's'}`}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The text `games arena --ladder` prints for a ladder table.
 *
 * @group Commands
 */
export function formatLadderTable(table: LadderTable): string {
  const width = Math.max(8, ...table.bots.map((bot) => bot.length));
  const header = `  ${'bot'.padEnd(width)}  ${table.bots.map((bot) => bot.slice(0, width).padStart(width)).join('  ')}  ${'score'.padStart(6)}  ${'Elo'.padStart(5)}  ms/decision`;
  const rows = table.rows.map(
    (row) =>
      `  ${row.bot.padEnd(width)}  ${row.against.map((score) => (score === null ? '-' : percent(score)).padStart(width)).join('  ')}  ${percent(row.score).padStart(6)}  ${(row.elo === null ? (row.score >= 0.5 ? '+∞' : '-∞') : signed(row.elo)).padStart(5)}  ${row.meanMs.toFixed(1)}`,
  );
  return `${[header, ...rows].join('\n')}\n`;
}

/**
 * What `games arena` is about to run, printed before it starts: each bot with what it is and
 * what its budget means, the games, and the estimated time.
 *
 * @group Commands
 */
export interface ArenaPlan {
  /** The game id. */
  game: string;
  /** The pairings, as seat specs. */
  pairings: [string, string][];
  /** The most matches per pairing. */
  games: number;
  /** Seats per match. */
  seats: number;
  /** The master seed. */
  seed: number;
  /** The sequential test that may stop a pairing early, if any. */
  sprt: SprtState['settings'] | null;
  /** The estimated wall-clock seconds of the whole run (of the most games), `null` when unknown. */
  seconds: number | null;
  /** How the estimate was made, in words. */
  basis: string;
  /** Worker threads (0: the main thread). */
  threads: number;
}

/**
 * The header `games arena` prints before it plays: the bots and their budgets in words, the
 * games, the stopping rule and the time estimate.
 *
 * @group Commands
 */
export function formatArenaPlan(plan: ArenaPlan): string {
  const bots = [...new Set(plan.pairings.flat())];
  const width = Math.max(8, ...bots.map((bot) => bot.length));
  const pairs = Math.ceil(plan.games / 2);
  const lines = [
    `arena ${plan.game}: ${plan.pairings.map((pairing) => pairing.join(' vs ')).join(', ')}; ${plan.sprt === null ? '' : 'at most '}${pairs * 2} games (${pairs} colour-swapped pairs) per pairing, ${plan.seats} seats, seed ${plan.seed}`,
    ...bots.map((bot) => `  ${bot.padEnd(width)}  ${describeArenaBot(bot)}`),
  ];
  if (plan.sprt !== null) lines.push(`  stops a pairing early when the SPRT decides: ${describeSprt(plan.sprt)}`);
  lines.push(
    `  estimated time: ${plan.seconds === null ? 'unknown' : `about ${durationText(plan.seconds)}${plan.sprt === null ? '' : ' at most'}`} on ${plan.threads === 0 ? 'the main thread' : `${plan.threads} worker thread${plan.threads === 1 ? '' : 's'}`} (${plan.basis})`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * The line of a report's SPRT: the hypotheses, the log-likelihood ratio within its bounds, and
 * what it decided.
 *
 * @group Commands
 */
export function formatSprt(test: SprtState): string {
  const verdict =
    test.decision === 'H1'
      ? `H1 accepted after ${test.samples} pairs (stronger by about Elo ${test.settings.elo1} rather than ${test.settings.elo0})`
      : test.decision === 'H0'
        ? `H0 accepted after ${test.samples} pairs (not stronger by Elo ${test.settings.elo1}; about ${test.settings.elo0} or less)`
        : `undecided after ${test.samples} pairs (the games ran out first)`;
  return `  SPRT ${describeSprt(test.settings)}: LLR ${test.llr.toFixed(2)} (bounds ${test.lower.toFixed(2)} .. ${test.upper.toFixed(2)}): ${verdict}`;
}
