// The bots guide's strength table (issue 35): in every game the default bot (`mcts`) against
// today's plain UCT (`uct`) and against `random`, with the same iteration budget for both search
// bots (machine-independent: the same games on any machine), colour-swapped pairs, a 95%
// interval, and an SPRT that stops a pairing once it is decided: H0 "the score is the issue's
// target" against H1 "100 Elo above it" (α = β = 0.05), so H1 accepted means above the target
// and H0 accepted means not clearly above it; undecided when the most games ran out first. The plan below fits in about 60 minutes on one core (a
// 2-core machine whose other core is busy); run it after `pnpm build`:
//   node scripts/arena.mjs [--threads 1] [--scale 1] [game ...]
// `--scale f` multiplies every game's most games (f < 1 for a quick look). Writes
// arena-results.json and prints the Markdown table, each row with the command that made it;
// `node scripts/arena.mjs --table` prints the table again from arena-results.json.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
};
const threads = flag('--threads', '1');
const scale = Number(flag('--scale', '1'));
const tableOnly = args.includes('--table');
if (tableOnly) args.splice(args.indexOf('--table'), 1);
/** The Elo difference of a score: the SPRT's H0 is the target. */
const elo = (score) => Math.round(400 * Math.log10(score / (1 - score)));
// Per game: the iteration budget of both search bots, the ply cap, and per pairing the most
// games, the target score (the SPRT's H0), any game options, and `sprt: false` for a fixed
// number of games decided by the interval alone. Budgets are sized so that the
// whole plan takes at most about an hour on one core at the most games (from `pnpm bench`'s
// iterations per second and the last run's times). Against `random` the scores are near 100%, so
// the SPRT rarely stops early there; the 95% interval decides instead once it clears the target:
// the interval is over colour-swapped pairs, and n pairs all won give a Wilson lower bound of
// n / (n + 3.84), above 99% from 381 pairs (762 games) on, hence 770 games for a 99% target.
const PLAN = {
  santorini: { iterations: 400, pairings: [{ bots: 'mcts,uct', games: 100, target: 0.65 }, { bots: 'mcts,random', games: 800, target: 0.99 }] },
  stratego: { iterations: 100, maxPlies: 1000, pairings: [{ bots: 'mcts,uct', games: 60, target: 0.65 }, { bots: 'mcts,random', games: 770, target: 0.99 }] },
  // Yut Nori's scores sit a few points above their targets (the throws decide most games), where
  // an SPRT whose H1 is 100 Elo above the target accepts H0 although the score is above the
  // target: these two rows play a fixed number of games, chosen for an interval narrow enough to
  // clear the target, and no SPRT. A Yut Nori game takes milliseconds at these budgets.
  yunnori: {
    iterations: 400,
    pairings: [
      { bots: 'mcts,uct', games: 4000, target: 0.55, sprt: false },
      // the target is for the basic game with 2 players, which is also the default setup
      // (at 100 iterations the bot scored 93.19% over 40,000 games, 92.94% to 93.43%: too weak)
      { bots: 'mcts,random', games: 40000, target: 0.93, players: 2, options: ['version=basic'], sprt: false },
    ],
  },
  tigerzone: { iterations: 100, pairings: [{ bots: 'mcts,uct', games: 40, target: 0.65 }, { bots: 'mcts,random', games: 770, target: 0.99 }] },
  'fiery-dragons': { iterations: 400, pairings: [{ bots: 'mcts,uct', games: 100, target: 0.55 }, { bots: 'mcts,random', games: 300, target: 0.93 }] },
};
const chosen = args.length > 0 ? args : Object.keys(PLAN);
const bin = join(root, 'packages/cli/dist/bin.js');
const started = Date.now();
const results = tableOnly ? JSON.parse(readFileSync(join(root, 'arena-results.json'), 'utf8')).results : [];
for (const game of tableOnly ? [] : chosen) {
  const plan = PLAN[game];
  if (plan === undefined) throw new Error(`unknown game ${game}`);
  for (const pairing of plan.pairings) {
    const games = Math.max(2, Math.round((pairing.games * scale) / 2) * 2);
    const command = ['arena', game, '--bots', pairing.bots, '--iterations', String(plan.iterations), '--games', String(games), ...(pairing.sprt === false ? [] : ['--sprt', `${elo(pairing.target)},${elo(pairing.target) + 100}`]), '--threads', threads, ...(plan.maxPlies ? ['--max-plies', String(plan.maxPlies)] : []), ...(pairing.players ? ['--players', String(pairing.players)] : []), ...(pairing.options ?? []).flatMap((option) => ['--option', option]), '--json'];
    process.stderr.write(`games ${command.join(' ')}\n`);
    const pairingStart = Date.now();
    const report = JSON.parse(execFileSync(process.execPath, [bin, ...command], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
    results.push({ command: `games ${command.filter((word) => word !== '--json').join(' ')}`, setup: [pairing.players ? `${pairing.players} players` : '', ...(pairing.options ?? [])].filter(Boolean).join(', ') || 'default', target: pairing.target, seconds: (Date.now() - pairingStart) / 1000, report });
    writeFileSync(join(root, 'arena-results.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
  }
}
const percent = (value) => `${(value * 100).toFixed(1)}%`;
const signed = (value) => (value === null ? '∞' : `${value >= 0 ? '+' : ''}${Math.round(value)}`);
/**
 * What decides a pairing: the SPRT when it stopped, else the 95% interval when it lies wholly
 * above or below the target, else nothing yet.
 */
const decision = (report, target) => {
  const test = report.sprt;
  const [low, high] = report.bots[0].score.ci95;
  // H0 accepted says the score is not 100 Elo above the target, not that it is below the target
  if (test !== null && test.decision !== null && test.decision !== undefined) return test.decision.startsWith('H1') ? 'above, by the SPRT' : 'not shown above (SPRT H0)';
  if (low > target) return 'above, decided by the interval';
  if (high < target) return 'below, decided by the interval';
  return 'undecided (the interval holds the target)';
};
console.log('| game | setup | bots | games | score of the first | 95% interval | target | SPRT (H0 the target, H1 100 Elo above) | decided | time | ms/decision | command |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const { report, target, seconds, command, setup } of results) {
  const [first, second] = report.bots;
  const test = report.sprt;
  const verdict = test === null ? '-' : `${test.decision ?? 'undecided'} (LLR ${test.llr.toFixed(2)}, ${test.samples} pairs)`;
  console.log(
    `| ${report.game} | ${setup} | ${first.bot} vs ${second.bot} | ${report.matches} | ${percent(first.score.mean)} | ${percent(first.score.ci95[0])} - ${percent(first.score.ci95[1])} | ${percent(target)} (Elo ${signed(elo(target))}) | ${verdict} | ${decision(report, target)} | ${Math.round(seconds)} s | ${first.meanMs.toFixed(1)} / ${second.meanMs.toFixed(1)} | \`${command}\` |`,
  );
}
const seconds = tableOnly ? results.reduce((sum, result) => sum + result.seconds, 0) : (Date.now() - started) / 1000;
console.log(`\n${results.length} pairings in ${(seconds / 60).toFixed(1)} minutes`);
