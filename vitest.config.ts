import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.mjs';

/**
 * Files that need a fresh module registry (a worker of their own): Colyseus's matchmaker is one
 * per module instance, so every file that runs a game server or its client in process gets its
 * own; santorini's modules-alone test resets the registry to load each source on its own.
 */
const isolated = [
  'packages/server/test/**/*.test.ts',
  'packages/cli/test/connect.test.ts',
  'tests/**/*.test.ts',
  'packages/santorini/test/modules-alone.test.ts',
];

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
    // vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, so
    // the files ran one after another. Many files wait on child processes (servers, terminals, a
    // browser), so two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
      {
        extends: true,
        // The rest share their worker's module registry: each worker loads the workspace's
        // sources once for all its files instead of once per file (that loading was most of a
        // small file's time). None of them mocks modules or changes globals.
        test: { name: 'shared', include: ['packages/*/test/**/*.test.ts', 'docs/test/**/*.test.ts'], exclude: isolated, isolate: false },
      },
    ],
  },
});
