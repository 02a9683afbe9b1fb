import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.mjs';

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'docs/test/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, so
    // the files ran one after another. Many files wait on child processes (servers, terminals, a
    // browser), so two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each worker loads the workspace's sources once for all its files instead of once per file
    // (most of a file's time was that loading). No test file relies on a fresh module registry:
    // none mocks modules or changes globals; santorini's modules-alone test resets the registry itself.
    isolate: false,
  },
});
