import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const packages = fileURLToPath(new URL('..', import.meta.url));

/**
 * `@games/<package>` and `@games/<package>/<entry>` resolve to the TypeScript sources (as in the
 * root vitest config), so the dev server needs no build of the engines and reloads on their edits.
 */
function sourceAliases(): { find: RegExp; replacement: string }[] {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const name of readdirSync(packages)) {
    const src = `${packages}${name}/src`;
    if (name === 'playground' || !existsSync(src)) continue;
    for (const entry of readdirSync(src, { withFileTypes: true })) {
      const file = entry.isFile() && entry.name.endsWith('.ts') && entry.name !== 'index.ts' ? `${src}/${entry.name}` : entry.isDirectory() && existsSync(`${src}/${entry.name}/index.ts`) ? `${src}/${entry.name}/index.ts` : null;
      if (file !== null) aliases.push({ find: new RegExp(`^@games/${name}/${entry.name.replace(/\.ts$/, '')}$`), replacement: file });
    }
    aliases.push({ find: new RegExp(`^@games/${name}$`), replacement: `${src}/index.ts` });
  }
  return aliases;
}

export default defineConfig({
  // relative asset paths: the built site works from any folder (python3 -m http.server, a CDN path, a file share)
  base: './',
  resolve: { alias: sourceAliases() },
  worker: { format: 'es' },
  build: { target: 'es2022', manifest: true, sourcemap: false, reportCompressedSize: false },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
