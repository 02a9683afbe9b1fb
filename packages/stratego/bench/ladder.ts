// Stratego bots against each other at an iteration budget (machine-independent), colour-swapped
// pairs on the same seeds, the bots' setup policy for both sides (or each bot its own kind, `--setups`), 1,000 plies at most: the
// figures of the bots guide's "Stratego's bot" section. Bots: `new` (ismctsBot with today's
// strategoKnowledge), `old` (ismctsBot with the knowledge of another checkout, given by
// --baseline: the stratego `src/index.ts` of, say, `git worktree add /tmp/base 5a7ecb1`),
// `rules` (strategoRuleBot), `rand` (randomBot). Not a *.bench.ts: `pnpm bench` does not run it.
//   npx tsx --tsconfig packages/core/tsconfig.json packages/stratego/bench/ladder.ts new old \
//     --games 10 --iterations 200 --seed 7 --baseline /tmp/base/packages/stratego/src/index.ts
// `--old-iterations K` gives `old` its own budget; `--milliseconds T` gives both search bots a time
// budget per move instead (equal time: the measure; `--old-milliseconds U` gives `old` its own time,
// to see what time buys the new bot); `--baseline-core P` searches for `old`
// with another checkout's `@games/core` (its `dist/index.js`), so that `old` is that day's bot
// whole, search and knowledge: then give `--baseline` that checkout's stratego `dist/index.js` too
// and run tsx without `--tsconfig` (core's tsconfig paths would send the baseline's own
// `@games/core` imports to today's sources). `--opponent-views` searches for `new` with core's
// `opponentViews`. `--records DIR` writes each game's record to `DIR/game-N.json` (the bots by
// seat, the scores and the record that `games replay` reads), to study the games lost.
// `--setups A,B` gives each bot its own kind of setup (`policy` or `random`, default `policy,policy`:
// both bots on the setup policy, so that the search alone differs). The comparison is each
// bot as its hosts ship it: today's bot with the setup policy, `old` (5a7ecb1) with the random
// setups every host gave its bot seats then, `--setups policy,random`. Prints the report as JSON.
//   npx tsx packages/stratego/bench/ladder.ts new old --games 40 --milliseconds 900 --seed 61 \
//     --baseline /work/old/packages/stratego/dist/index.js --baseline-core /work/old/packages/core/dist/index.js
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ismctsBot, randomBot, type BotFactory, type Game } from '@games/core';
import { runArena } from '@games/core/arena';
import { stratego, strategoRuleBot } from '@games/stratego';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value ?? fallback;
};
const games = Number(flag('--games', '10'));
const iterations = Number(flag('--iterations', '200'));
const oldIterations = Number(flag('--old-iterations', String(iterations)));
const seed = Number(flag('--seed', '1'));
const milliseconds = Number(flag('--milliseconds', '0'));
const oldMilliseconds = Number(flag('--old-milliseconds', String(milliseconds)));
const baselinePath = flag('--baseline', '');
const baselineCorePath = flag('--baseline-core', '');
const recordsDir = flag('--records', '');
const setupKinds = flag('--setups', 'policy,policy').split(',');
if (setupKinds.length !== 2 || !setupKinds.every((kind) => kind === 'policy' || kind === 'random')) throw new Error('--setups takes two kinds, each policy or random (e.g. policy,random)');
const views = args.indexOf('--opponent-views');
const opponentViews = views >= 0;
if (opponentViews) args.splice(views, 1);
const [first = 'new', second = 'rand'] = args;

const baseline = baselinePath === '' ? undefined : ((await import(baselinePath)) as { stratego: Game<unknown, unknown, unknown, unknown> }).stratego;
const oldSearch = baselineCorePath === '' ? ismctsBot : ((await import(baselineCorePath)) as { ismctsBot: typeof ismctsBot }).ismctsBot;
const budget = (count: number, time = milliseconds): { iterations: number } | { milliseconds: number } => (time > 0 ? { milliseconds: time } : { iterations: count });
const factories: Record<string, BotFactory> = {
  new: () => ismctsBot(stratego, { ...budget(iterations), opponentViews }) as never,
  rules: () => strategoRuleBot as never,
  rand: () => randomBot(stratego) as never,
};
if (baseline !== undefined) factories['old'] = () => oldSearch(baseline, budget(oldIterations, oldMilliseconds)) as never;
for (const bot of [first, second]) if (factories[bot] === undefined) throw new Error(`unknown bot ${bot} (new, old with --baseline, rules, rand)`);

const started = Date.now();
const report = runArena(
  stratego,
  { bots: [first, second], games, seed, seats: 2, maxPlies: 1000 },
  // A bot's setup kind follows it to whichever colour it plays (the first bot's kind when both bots are the same).
  (matchSeed, seats) => {
    const kindOf = (spec: string | undefined): string => setupKinds[spec === first ? 0 : 1]!;
    return { redSetup: kindOf(seats[0]), blueSetup: kindOf(seats[1]), seed: matchSeed };
  },
  (result, done, total, record) => {
    process.stderr.write(`${done}/${total} ${result.outcome?.reason ?? 'unfinished'} scores=${result.scores.join(',')} plies=${result.plies}\n`);
    if (recordsDir === '') return;
    const seats = result.index % 2 === 0 ? [first, second] : [second, first];
    mkdirSync(recordsDir, { recursive: true });
    writeFileSync(join(recordsDir, `game-${done}.json`), `${JSON.stringify({ seed, game: done, red: seats[0], blue: seats[1], scores: result.scores, outcome: result.outcome, record }, null, 1)}\n`);
  },
  new Map(Object.entries(factories)),
);
if (!report.ok) throw new Error(report.error.message);
console.log(JSON.stringify({ bots: [first, second], setups: setupKinds, iterations, oldIterations, milliseconds, oldMilliseconds, opponentViews, seed, seconds: (Date.now() - started) / 1000, report: report.value }, null, 1));
