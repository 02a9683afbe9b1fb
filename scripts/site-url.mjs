// The project's public addresses, in ONE place. They are placeholders until the project has a
// public home: change them here, run `node scripts/stamp-metadata.mjs`, and every package.json
// (repository, homepage, bugs) and the docs site follow. docs/test/metadata.test.ts checks that
// every package.json agrees with these values.

/** The git repository (GitHub), without a trailing slash. */
export const REPOSITORY_URL = 'https://github.com/example/games';

/** Where the docs site (`pnpm run docs`, built into docs/site) is published, without a trailing slash. */
export const SITE_URL = 'https://example.github.io/games';

/** Where people report bugs. */
export const BUGS_URL = `${REPOSITORY_URL}/issues`;
