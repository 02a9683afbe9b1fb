import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.mjs';

/**
 * The online part: the server (Colyseus 0.18 declares Node 22) and the CLI's online commands over
 * it. CI runs this project on Node 22 and 24, and the libraries on 20, 22 and 24.
 */
const server = [
  'packages/server/test/**/*.test.ts',
  'packages/cli/test/connect.test.ts',
  'packages/cli/test/connect-tmux.test.ts',
  'packages/cli/test/online-packages.test.ts',
  'tests/**/*.test.ts',
];
/** The browser playground and the docs: run on the repository's own Node only. */
const apps = ['packages/playground/test/**/*.test.ts', 'docs/test/**/*.test.ts'];
/**
 * Library files that need a fresh module registry (a worker of their own): santorini's
 * modules-alone test resets the registry to load each source on its own.
 */
const isolatedLibraries = ['packages/santorini/test/modules-alone.test.ts'];

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
    // `--project 'libraries*'` picks the libraries (every published package but the server).
    projects: [
      // Colyseus's matchmaker is one per module instance, so every file that runs a game server
      // or its client in process gets a fresh module registry.
      { extends: true, test: { name: 'server', include: server, isolate: true } },
      { extends: true, test: { name: 'libraries:isolated', include: isolatedLibraries, isolate: true } },
      {
        extends: true,
        // The rest share their worker's module registry: each worker loads the workspace's
        // sources once for all its files instead of once per file (that loading was most of a
        // small file's time). None of them mocks modules or changes globals.
        test: {
          name: 'libraries',
          include: ['packages/*/test/**/*.test.ts'],
          exclude: [...server, ...apps, ...isolatedLibraries],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'apps', include: apps, isolate: false } },
    ],
  },
});
