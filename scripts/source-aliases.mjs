// `@games/<package>` and its subpaths `@games/<package>/<entry>` resolved to the TypeScript
// sources (`src/index.ts`, `src/<entry>.ts` or `src/<entry>/index.ts`), so tests and the
// playground's dev server run on the sources without a build. Used by the root vitest config and
// the playground's vite config.
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const packages = fileURLToPath(new URL('../packages/', import.meta.url));

/**
 * The aliases of every package under packages/ with a `src` folder, but those named in `skip`.
 * @param {string[]} [skip]
 * @returns {{ find: RegExp, replacement: string }[]}
 */
export function sourceAliases(skip = []) {
  const aliases = [];
  for (const name of readdirSync(packages)) {
    const src = `${packages}${name}/src`;
    if (skip.includes(name) || !existsSync(src)) continue;
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      const file =
        entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'index.ts'
          ? `${src}/${entry.name}`
          : entry.isDirectory() && existsSync(`${src}/${entry.name}/index.ts`)
            ? `${src}/${entry.name}/index.ts`
            : null;
      if (file !== null) aliases.push({ find: new RegExp(`^@games/${name}/${entry.name.replace(/\.ts$/, '')}$`), replacement: file });
    }
    aliases.push({ find: new RegExp(`^@games/${name}$`), replacement: `${src}/index.ts` });
  }
  return aliases;
}
