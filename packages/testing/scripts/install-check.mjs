// The install check: packs @games/core, @games/testing and the five engines with `pnpm pack`
// (after a build), installs them with plain `npm install` (no --legacy-peer-deps) in fresh
// projects beside the lowest and the highest majors of the peers, and runs the kit there:
//   lowest:  fast-check 3.0.0 + vitest 3.0.0, every engine installed, the pig suite run by vitest
//   highest: fast-check 4 + vitest 4, the pig suite run by vitest
//   no vitest: fast-check 4 only, the laws run by plain node
// Skips (exit 0, with the reason printed) when CI_SKIP_INSTALL_CHECK is set or the npm registry
// cannot be reached, or a package has no dist/. Run after a build: node packages/testing/scripts/install-check.mjs
// (test/install.test.ts runs it in the test suite).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../..', import.meta.url).pathname;
const fixtures = new URL('../test/fixtures/install/', import.meta.url).pathname;
const packages = ['core', 'testing', 'santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function skip(reason) {
  console.log(`install check skipped: ${reason}`);
  process.exit(0);
}

if (process.env.CI_SKIP_INSTALL_CHECK) skip('CI_SKIP_INSTALL_CHECK is set');
try {
  execFileSync(npm, ['view', 'fast-check@4', 'version', '--json'], { stdio: 'pipe', timeout: 20_000 });
} catch {
  skip('the npm registry cannot be reached');
}

for (const name of packages) if (!existsSync(join(root, 'packages', name, 'dist'))) skip(`packages/${name} has no dist/ (build first: pnpm run build)`);

const work = mkdtempSync(join(tmpdir(), 'games-install-check-'));
const run = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8', timeout: 180_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
try {
  const tarballs = {};
  for (const name of packages) {
    const dir = join(root, 'packages', name);
    run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', work], dir);
  }
  for (const file of readdirSync(work)) {
    const match = /^games-(.+)-\d+\.\d+\.\d+\.tgz$/.exec(file);
    if (match) tarballs[`@games/${match[1]}`] = `file:${join(work, file)}`;
  }
  const project = (label, dependencies, files) => {
    const dir = join(work, label);
    run('mkdir', ['-p', dir], work);
    // overrides: the engines' "@games/core": "^0.1.0" must be the packed core, not the registry's
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `install-check-${label}`, private: true, type: 'module', dependencies, overrides: { '@games/core': tarballs['@games/core'] } }, null, 2));
    for (const file of files) copyFileSync(join(fixtures, file), join(dir, file));
    const started = Date.now();
    run(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    console.log(`${label}: npm install ok (${Math.round((Date.now() - started) / 1000)} s)`);
    return dir;
  };
  const engines = Object.fromEntries(Object.entries(tarballs).filter(([name]) => name !== '@games/testing'));

  const lowest = project('lowest', { ...engines, '@games/testing': tarballs['@games/testing'], 'fast-check': '3.0.0', vitest: '3.0.0' }, ['pig.test.mjs']);
  console.log(`lowest: ${run('npx', ['vitest', 'run', '--reporter=dot'], lowest).trim().split('\n').filter((line) => /Tests|Test Files/.test(line)).join('; ')}`);

  const highest = project('highest', { '@games/core': tarballs['@games/core'], '@games/testing': tarballs['@games/testing'], 'fast-check': '^4.0.0', vitest: '^4.0.0' }, ['pig.test.mjs']);
  console.log(`highest: ${run('npx', ['vitest', 'run', '--reporter=dot'], highest).trim().split('\n').filter((line) => /Tests|Test Files/.test(line)).join('; ')}`);

  const plain = project('no-vitest', { '@games/core': tarballs['@games/core'], '@games/testing': tarballs['@games/testing'], 'fast-check': '^4.0.0' }, ['any-runner.mjs']);
  console.log(`no-vitest: ${run(process.execPath, ['any-runner.mjs'], plain).trim()}`);
  console.log('install check passed');
} catch (error) {
  console.error(`install check failed: ${error.message}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
