import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * `@games/<package>` and its subpaths `@games/<package>/<entry>` resolve to the TypeScript
 * sources (`src/index.ts`, `src/<entry>.ts` or `src/<entry>/index.ts`), so a change is tested
 * without a build.
 */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const name of readdirSync(`${root}packages`)) {
    const src = `${root}packages/${name}/src`;
    if (!existsSync(src)) continue;
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      const file = entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'index.ts' ? `${src}/${entry.name}` : entry.isDirectory() && existsSync(`${src}/${entry.name}/index.ts`) ? `${src}/${entry.name}/index.ts` : null;
      if (file !== null) aliases.push({ find: new RegExp(`^@games/${name}/${entry.name.replace(/\.ts$/, '')}$`), replacement: file });
    }
    aliases.push({ find: new RegExp(`^@games/${name}$`), replacement: `${src}/index.ts` });
  }
  return aliases;
}

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'docs/test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
