#!/usr/bin/env node
// The `games` command: the built program in dist/. In a clone of the repository, where dist/ is
// built by `pnpm build` (or `pnpm demo`), this file is what node_modules/.bin/games runs, so it
// exists before the build and says what to do when the build is missing.
try {
  await import('../dist/bin.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/bin.js')) throw error;
  process.stderr.write('games: the CLI is not built yet: run `npx -y pnpm@10 build` (or `npx -y pnpm@10 demo`) first\n');
  process.exitCode = 1;
}
