// The arena figures of issue 25, for the bots guide and packages/cli/bench/README.md: every game's
// pairings at 250 ms per decision, colour-swapped, 100 games per pairing (40 in Stratego), with
// 95% intervals. Long: about 8 hours on 2 quiet cores (a decision takes up to 250 ms, a Stratego
// match several hundred decisions); run it on a quiet machine after `pnpm build`:
//   node scripts/arena.mjs [--ms 250] [--games 100] [--threads 2] [game ...]
// Writes arena-results.json and prints a Markdown table of every pairing.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
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
const ms = flag('--ms', '250');
const games = Number(flag('--games', '100'));
const threads = flag('--threads', '2');
const GAMES = {
  santorini: { games, pairings: [['mcts', 'uct'], ['mcts', 'random']] },
  stratego: { games: Math.min(games, 40), pairings: [['mcts', 'uct'], ['mcts', 'random']], maxPlies: 1000 },
  yunnori: { games, pairings: [['mcts', 'uct'], ['mcts', 'random']] },
  tigerzone: { games, pairings: [['mcts', 'uct'], ['mcts', 'random']] },
  'fiery-dragons': { games, pairings: [['mcts', 'uct'], ['mcts', 'random']] },
};
const chosen = args.length > 0 ? args : Object.keys(GAMES);
const bin = join(root, 'packages/cli/dist/bin.js');
const results = [];
for (const game of chosen) {
  const plan = GAMES[game];
  if (plan === undefined) throw new Error(`unknown game ${game}`);
  for (const bots of plan.pairings) {
    const command = ['arena', game, '--bots', bots.join(','), '--ms', ms, '--games', String(plan.games), '--threads', threads, '--json', ...(plan.maxPlies ? ['--max-plies', String(plan.maxPlies)] : [])];
    process.stderr.write(`games ${command.join(' ')}\n`);
    const report = JSON.parse(execFileSync(process.execPath, [bin, ...command], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
    results.push({ command: `games ${command.join(' ')}`, report });
  }
}
writeFileSync(join(root, 'arena-results.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`);
const percent = (value) => `${(value * 100).toFixed(1)}%`;
console.log('| game | bots | games | score of the first | 95% interval | Elo (95% interval) | ms/decision | how games ended |');
console.log('|---|---|---|---|---|---|---|---|');
for (const { report } of results) {
  const [first, second] = report.bots;
  const elo = (value) => (value === null ? '∞' : `${value >= 0 ? '+' : ''}${Math.round(value)}`);
  const reasons = Object.entries(report.endReasons).map(([reason, count]) => `${reason} ${count}`).join(', ');
  console.log(
    `| ${report.game} | ${first.bot} vs ${second.bot} | ${report.matches} | ${percent(first.score.mean)} | ${percent(first.score.ci95[0])} - ${percent(first.score.ci95[1])} | ${elo(report.elo.elo)} (${elo(report.elo.ci95[0])} .. ${elo(report.elo.ci95[1])}) | ${first.meanMs.toFixed(0)} / ${second.meanMs.toFixed(0)} | ${reasons} |`,
  );
}
