import { defineConfig } from 'vitest/config';
import { sourceAliases } from './scripts/source-aliases.mjs';

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'docs/test/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
