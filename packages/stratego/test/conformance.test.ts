import { conformance } from '@games/testing/vitest';
import { stratego, VARIANTS, type StrategoOptions } from '@games/stratego';

for (const variant of VARIANTS) {
  const options: StrategoOptions[] = [
    { variant, seed: 1, redSetup: 'random', blueSetup: 'random' },
    { variant, seed: 2, redSetup: 'random', blueSetup: 'random', twoSquareLimit: 5, maxPliesWithoutAttack: 12 },
    { variant, seed: 3, redSetup: 'random', blueSetup: 'random', twoSquareLimit: null, moreSquaresRule: false, scoutMoveAndAttack: false, maxPlies: 40 },
    { variant, seed: 4, redSetup: 'random' },
    { variant },
  ];
  conformance(stratego, { name: `stratego (${variant})`, options, maxPlies: 120, numRuns: 25, seed: 5 });
}
