// Checks every public package as it would be published: publint (package.json, exports, files)
// and @arethetypeswrong/cli (types resolve for ESM and CJS consumers on Node 16+ resolution).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
let failed = 0;
for (const name of readdirSync(join(root, 'packages')).sort()) {
  const dir = join(root, 'packages', name);
  if (!existsSync(join(dir, 'dist'))) {
    console.error(`packages/${name}: no dist/ (run the build first)`);
    failed++;
    continue;
  }
  for (const [tool, args] of [
    ['publint', ['--pack', 'npm', '--strict', dir]],
    ['attw', ['--pack', dir, '--profile', 'node16', '--format', 'table-flipped']],
  ]) {
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
