import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const games = ['santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons', 'cli'];

// Tests run against the TypeScript sources, so a change is tested without a build.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@games\/core\/testing$/, replacement: source('./packages/core/src/testing/index.ts') },
      { find: /^@games\/core$/, replacement: source('./packages/core/src/index.ts') },
      ...games.map((name) => ({
        find: new RegExp(`^@games/${name}$`),
        replacement: source(`./packages/${name}/src/index.ts`),
      })),
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
