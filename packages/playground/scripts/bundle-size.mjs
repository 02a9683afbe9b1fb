// The size of each game page of the built site (dist/), minified and gzipped: what a browser
// downloads to open `#/<game>` (the page's script and style, the engine and its SVG board) and,
// separately, the bot worker with that engine (loaded when a bot plays).
// Usage: node scripts/bundle-size.mjs [--write]   (--write puts the table into README.md)
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const here = new URL('..', import.meta.url).pathname;
const dist = join(here, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('bundle-size: no dist/.vite/manifest.json (run the build first)');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzip = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every file a manifest chunk needs: itself, its CSS and its static imports, transitively. */
function files(key, into = new Set()) {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) files(imported, into);
  return into;
}

/** A worker file and its static imports among the built assets, transitively. */
function workerFiles(file, into = new Set()) {
  if (into.has(file) || !existsSync(join(dist, file))) return into;
  into.add(file);
  const text = readFileSync(join(dist, file), 'utf8');
  for (const match of text.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) workerFiles(`assets/${match[1]}`, into);
  return into;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const shell = files(entry);
const workerEntry = (manifest[entry].assets ?? []).find((file) => /bot-worker/.test(file));
const assets = readdirSync(join(dist, 'assets'));
const games = ['santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons', 'pig'];
const rows = [];
for (const id of games) {
  const engine = Object.keys(manifest).find((key) => key === `src/engines/${id}.ts`);
  if (engine === undefined) continue;
  const pkg = id === 'pig' ? null : id;
  const board = Object.keys(manifest).find((key) => pkg !== null && new RegExp(`(^|/)${pkg}/src/svg\\.ts$`).test(key));
  const page = new Set([...shell, ...files(engine), ...(board === undefined ? [] : files(board))]);
  const pageBytes = [...page].reduce((sum, file) => sum + gzip(file), 0);
  // the worker's own copy of the engine: the chunk named after the game (and what it imports)
  const workerChunk = assets.find((file) => file.startsWith(`${id}-`) && file.endsWith('.js') && !page.has(`assets/${file}`));
  const worker = workerEntry === undefined ? new Set() : workerFiles(workerEntry);
  if (workerChunk !== undefined) workerFiles(`assets/${workerChunk}`, worker);
  const workerBytes = [...worker].reduce((sum, file) => sum + gzip(file), 0);
  rows.push({ id, page: pageBytes, board: board !== undefined, worker: workerBytes });
}
const shellBytes = [...shell].reduce((sum, file) => sum + gzip(file), 0);
// online play adds the Colyseus client, loaded only by a page with `room=`
const sdk = Object.keys(manifest).find((key) => key.includes('@colyseus/sdk') && manifest[key].isDynamicEntry);
const sdkBytes = sdk === undefined ? 0 : [...files(sdk)].filter((file) => !shell.has(file)).reduce((sum, file) => sum + gzip(file), 0);
const table = [
  '| page | page (min+gzip) | SVG board | bot worker with the engine (min+gzip) |',
  '| --- | ---: | :---: | ---: |',
  ...rows.map((row) => `| \`#/${row.id}\` | ${kb(row.page)} | ${row.board ? 'yes' : 'text'} | ${kb(row.worker)} |`),
  `| home page (\`#/\`) | ${kb(shellBytes)} | | |`,
  ...(sdk === undefined ? [] : [`| online play (\`room=\`): the Colyseus client, in addition | ${kb(sdkBytes)} | | |`]),
].join('\n');
console.log(table);
if (process.argv.includes('--write')) {
  const readme = join(here, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bundle-size:start -->';
  const end = '<!-- bundle-size:end -->';
  if (!text.includes(start) || !text.includes(end)) {
    console.error('bundle-size: README.md has no bundle-size markers');
    process.exit(1);
  }
  writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${table}\n${text.slice(text.indexOf(end))}`);
  console.log('bundle-size: README.md updated');
}
