// Checks every public package as it would be published: publint (package.json, exports, files)
// and @arethetypeswrong/cli (types resolve for ESM and CJS consumers on Node 16+ resolution).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
let failed = 0;
for (const name of readdirSync(join(root, 'packages')).sort()) {
  const dir = join(root, 'packages', name);
  // private packages (the playground site) are not published
  if (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private === true) continue;
  if (!existsSync(join(dir, 'dist'))) {
    console.error(`packages/${name}: no dist/ (run the build first)`);
    failed++;
    continue;
  }
  // An ES-module-only package (the CLI: a binary whose workers load by URL) is expected to be
  // reached from CommonJS through import(); every other package ships both formats.
  // Likewise a subpath without a `require` condition (`@games/testing/vitest`: vitest itself is an
  // ES module): it is checked on its own with that rule off, the other entries with every rule.
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const esmOnly = typeof manifest.exports?.['.'] === 'object' && !('require' in manifest.exports['.']);
  const esmOnlySubpaths = esmOnly
    ? []
    : Object.entries(manifest.exports ?? {})
        .filter(([subpath, target]) => subpath !== '.' && subpath !== './package.json' && typeof target === 'object' && !('require' in target))
        .map(([subpath]) => subpath);
  const attwBase = ['--pack', dir, '--profile', 'node16', '--format', 'table-flipped'];
  const attwRuns = [
    ['attw', [...attwBase, ...(esmOnly ? ['--ignore-rules', 'cjs-resolves-to-esm'] : []), ...(esmOnlySubpaths.length > 0 ? ['--exclude-entrypoints', ...esmOnlySubpaths] : [])]],
    ...(esmOnlySubpaths.length > 0 ? [['attw', [...attwBase, '--ignore-rules', 'cjs-resolves-to-esm', '--entrypoints', ...esmOnlySubpaths]]] : []),
  ];
  for (const [tool, args] of [['publint', ['--pack', 'npm', '--strict', dir]], ...attwRuns]) {
    try {
      execFileSync(bin(tool), args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
      console.log(`packages/${name}: ${tool} ok`);
    } catch (error) {
      failed++;
      console.error(`packages/${name}: ${tool} failed\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
}
process.exit(failed === 0 ? 0 : 1);
