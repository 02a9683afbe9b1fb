import { defineConfig } from 'vite';
// as in the root vitest config: the dev server needs no build of the engines and reloads on their edits
import { sourceAliases } from '../../scripts/source-aliases.mjs';

export default defineConfig({
  // relative asset paths: the built site works from any folder (python3 -m http.server, a CDN path, a file share)
  base: './',
  resolve: { alias: sourceAliases(['playground']) },
  worker: { format: 'es' },
  build: { target: 'es2022', manifest: true, sourcemap: false, reportCompressedSize: false },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});
