// The project's public addresses, in ONE place: the repository and where bugs go. Change them
// here, run `node scripts/stamp-metadata.mjs`, and every package.json (repository, homepage, bugs)
// follows; docs/test/metadata.test.ts checks that every package.json agrees with these values.
// READMEs and guides link to the repository's own files by relative links (docs/test/links.test.ts
// checks that each resolves and that none points to a placeholder host); the docs site is built
// from them (`pnpm run docs`) and works from any folder.

/** The git repository (GitHub), without a trailing slash. */
export const REPOSITORY_URL = 'https://github.com/example/games';

/** Where people report bugs. */
export const BUGS_URL = `${REPOSITORY_URL}/issues`;
