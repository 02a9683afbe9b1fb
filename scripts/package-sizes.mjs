// The sizes of the published packages, as the README's "Package sizes" table shows them: each
// package's tarball (`npm pack`, gzipped) and each entry bundled and minified with esbuild, then
// gzipped. An engine or library entry is bundled for the browser with its dependencies (peer
// dependencies left out: the user's own copies); the CLI and the server are Node programs, so only
// the @games code they import is bundled and their other dependencies are left out. Needs a build.
//   node scripts/package-sizes.mjs          prints the table
// docs/test/package-sizes.test.ts checks the figures against the limits in the README.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** The public packages in the order of the README's package table. */
export const PUBLIC_PACKAGES = ['core', 'testing', 'santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons', 'catalogue', 'cli', 'server'];

/** Node programs: their non-@games dependencies are not bundled. */
const NODE_PROGRAMS = new Set(['cli', 'server']);

const manifestOf = (name) => JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'));

/** The ES module file of each public subpath of a package: [[subpath, file]]. */
function entriesOf(name) {
  const manifest = manifestOf(name);
  return Object.entries(manifest.exports)
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : (target.import?.default ?? target.default)]);
}

/** Packages without a build, by name. */
export function unbuilt() {
  return PUBLIC_PACKAGES.filter((name) => !existsSync(join(root, 'packages', name, 'dist')));
}

/** Minified (and gzipped) bytes of `code` (an ES module importing from the package's folder). */
export async function bundleSize(name, code) {
  const manifest = manifestOf(name);
  const external = Object.keys(manifest.peerDependencies ?? {});
  // a Node program: every bare import but the @games packages stays outside the bundle
  const outside = { name: 'outside', setup: (context) => context.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@games/') ? undefined : { path: args.path, external: true })) };
  const result = await build({
    stdin: { contents: code, resolveDir: join(root, 'packages', name), loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: NODE_PROGRAMS.has(name) ? 'node' : 'browser',
    external,
    plugins: NODE_PROGRAMS.has(name) ? [outside] : [],
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

let packed;

/** Gzipped tarball bytes and files of each public package, from one `npm pack --dry-run` (run once). */
export function tarballSizes() {
  if (packed !== undefined) return packed;
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--loglevel=error', ...PUBLIC_PACKAGES.map((name) => join(root, 'packages', name))], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  packed = new Map(JSON.parse(output).map((tarball) => [tarball.name, { size: tarball.size, files: tarball.files.map((file) => file.path) }]));
  return packed;
}

/** Every row of the table: { package, entry, tarball (bytes, first entry of a package only), gzipped }. */
export async function measureSizes() {
  const tarballs = tarballSizes();
  const rows = [];
  for (const name of PUBLIC_PACKAGES) {
    const packageName = `@games/${name}`;
    for (const [index, [subpath, file]] of entriesOf(name).entries()) {
      const { gzipped, minified } = await bundleSize(name, `export * from ${JSON.stringify(`./${file.replace(/^\.\//, '')}`)};`);
      rows.push({ package: packageName, entry: subpath === '.' ? packageName : `${packageName}${subpath.slice(1)}`, tarball: index === 0 ? tarballs.get(packageName).size : null, minified, gzipped });
    }
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const missing = unbuilt();
  if (missing.length > 0) {
    console.error(`no dist/ in ${missing.join(', ')}: build first (pnpm build)`);
    process.exit(1);
  }
  console.log('| entry | tarball | min | min+gzip |');
  console.log('| --- | --: | --: | --: |');
  for (const row of await measureSizes()) console.log(`| \`${row.entry}\` | ${row.tarball === null ? '' : kb(row.tarball)} | ${kb(row.minified)} | ${kb(row.gzipped)} |`);
}
