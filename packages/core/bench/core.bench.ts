import { createRng, int, mctsBot, shuffle, unwrap } from '@games/core';
import { benchmarkPlayouts, measureThroughput, reportBenchmarks } from '@games/core/bench';
import { pig } from '@games/core/example';

const start = unwrap(pig.setup({ players: 2, target: 30, seed: 1 }));
const rng = createRng(1);
const deck = Array.from({ length: 52 }, (_, index) => index);

const ints = measureThroughput(() => {
  for (let i = 0; i < 1000; i++) int(rng, 1, 6);
});
const shuffles = measureThroughput(() => {
  shuffle(rng, deck);
});
const bot = mctsBot(pig, { iterations: 2000 });
const mctsState = { ...start, turnTotal: 12 };
const search = measureThroughput(
  () => {
    bot.chooseMove(mctsState, rng);
  },
  { durationMs: 2000 },
);

reportBenchmarks([
  { package: '@games/core', name: 'rng int', value: ints.perSecond * 1000, unit: 'draws/s' },
  { package: '@games/core', name: 'rng shuffle of 52', value: shuffles.perSecond, unit: 'shuffles/s' },
  benchmarkPlayouts(pig, () => start, { package: '@games/core', name: 'random playouts (Secret Pig, 2 players)', durationMs: 2000 }),
  { package: '@games/core', name: 'mctsBot iterations (Secret Pig)', value: search.perSecond * 2000, unit: 'iterations/s', details: { perCpuSecond: Math.round(search.perCpuSecond * 2000) } },
]);
