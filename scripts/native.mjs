// Builds the repository's one native module, better-sqlite3 (the server's SQLite storage), for the
// Node that runs this script: `pnpm install` runs it (root `postinstall`) on the repository's
// Node, scripts/test.mjs before every test run, and .ci/run once on each Node it tests the server
// with. pnpm's own install does not build better-sqlite3 (pnpm runs on whatever Node started it,
// which need not be the one the scripts use). A build is kept per better-sqlite3 version and Node
// ABI in ~/.cache/games-native (GAMES_NATIVE_CACHE to move it), so another clone on the machine,
// or switching back to a Node built for before, is a copy rather than a compile. The build
// is the package's own install step, `prebuild-install || node-gyp rebuild --release`, with this
// Node first on the PATH and its headers (they ship with it) as node-gyp's `nodedir`.
// `node scripts/native.mjs --check` only says whether the module loads, and exits 1 if not.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'packages', 'server');
const abi = `node-${process.versions.modules}-${process.platform}-${process.arch}`;

/** The better-sqlite3 the server resolves, or null when it is not installed. */
function packageDir() {
  try {
    return dirname(createRequire(join(server, 'package.json')).resolve('better-sqlite3/package.json'));
  } catch {
    return null;
  }
}

/** Whether better-sqlite3 opens a database in a fresh process of this Node. */
function loads() {
  const probe = "const D = require('better-sqlite3'); new D(':memory:').prepare('select 1').get();";
  return spawnSync(process.execPath, ['-e', probe], { cwd: server, stdio: 'ignore' }).status === 0;
}

const dir = packageDir();
if (dir === null) {
  console.log('native: better-sqlite3 is not installed (run `pnpm install`)');
  process.exit(process.argv.includes('--check') ? 1 : 0);
}
if (loads()) process.exit(0);
if (process.argv.includes('--check')) {
  console.log(`native: better-sqlite3 is not built for Node ${process.version} (run \`node scripts/native.mjs\`)`);
  process.exit(1);
}
const binary = join(dir, 'build', 'Release', 'better_sqlite3.node');
const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
const cache = process.env.GAMES_NATIVE_CACHE ?? join(homedir(), '.cache', 'games-native');
const cached = join(cache, `better-sqlite3-${version}-${abi}.node`);
if (existsSync(cached)) {
  mkdirSync(dirname(binary), { recursive: true });
  copyFileSync(cached, binary);
  if (loads()) process.exit(0);
}
console.log(`native: building better-sqlite3 for Node ${process.version} (a minute or two the first time)…`);
const nodeGyp = join(root, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
const bin = join(dir, 'node_modules', '.bin');
const build = spawnSync(`prebuild-install || "${process.execPath}" "${nodeGyp}" rebuild --release`, {
  cwd: dir,
  shell: true,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PATH: [dirname(process.execPath), bin, process.env.PATH ?? ''].join(delimiter),
    // The headers of the Node that runs this (its install folder holds include/node).
    npm_config_nodedir: dirname(dirname(process.execPath)),
  },
});
if (build.status !== 0 || !loads()) {
  console.error(`native: better-sqlite3 could not be built for Node ${process.version}; the server's SQLite storage will not load`);
  process.exit(1);
}
try {
  mkdirSync(cache, { recursive: true });
  copyFileSync(binary, cached);
} catch {
  // no cache where it cannot be written: the next clone builds again
}
console.log(`native: better-sqlite3 built for Node ${process.version}`);
