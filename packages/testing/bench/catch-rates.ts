// How often each broken copy of Secret Pig is caught, over 20 seeds, at several budgets: the
// measurement behind the default budget (`conformanceDefaults`) and the table in the README.
// Run: node_modules/.bin/tsx packages/testing/bench/catch-rates.ts   (from the repository root)
import fc from 'fast-check';
import { conformanceDefaults, conformanceLaws, LawFailure, type ConformanceConfig } from '../src/index.js';
import { brokenPigs } from '../test/broken-pigs.js';
import type { PigOptions, PigState } from '@games/core/example';

const options = fc.record({ players: fc.integer({ min: 2, max: 4 }), target: fc.integer({ min: 10, max: 30 }), seed: fc.integer() });
const budgets: Partial<ConformanceConfig<PigState, PigOptions>>[] = [
  { numRuns: 1, maxPlies: 20, statesPerRun: 1, nearMissesPerState: 4, seedVariants: 1 },
  { numRuns: 5, maxPlies: 20 },
  { numRuns: 5, maxPlies: 50 },
  { numRuns: 10, maxPlies: 50 },
  { numRuns: 10, maxPlies: 100 },
  { numRuns: 20, maxPlies: 100 },
  { numRuns: 40, maxPlies: 50 },
  {},
];
const rows: string[] = [];
for (const budget of budgets) {
  const label = JSON.stringify({ ...budget });
  const cells: string[] = [];
  for (const { name, game, law } of brokenPigs) {
    let caught = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const target = conformanceLaws(game, { options, ...budget, seed, shrink: false }).find((candidate) => candidate.name.startsWith(law))!;
      try {
        target.check();
      } catch (thrown) {
        if (thrown instanceof LawFailure) caught++;
        else throw thrown;
      }
    }
    cells.push(`${caught}/20`);
  }
  rows.push(`| ${label === '{}' ? `defaults ${JSON.stringify(conformanceDefaults)}` : label} | ${cells.join(' | ')} |`);
}
console.log(`| budget | ${brokenPigs.map((_, index) => `#${index + 1}`).join(' | ')} |`);
console.log(`|---|${brokenPigs.map(() => '---').join('|')}|`);
for (const row of rows) console.log(row);
brokenPigs.forEach(({ name }, index) => console.log(`#${index + 1}: ${name}`));
