// The install check (scripts/install-check.mjs): the packed packages install with plain
// `npm install` beside fast-check 3.0.0 + vitest 3.0.0 and beside fast-check 4 + vitest 4, and the
// kit runs there. It needs the npm registry and a build, and takes 50-90 s (three npm installs),
// so the default test run leaves it out: run it with INSTALL_CHECK=1 (or
// `pnpm --filter @games/testing check:install`). It skips, printing why, when the registry cannot
// be reached, a package has no dist/, or CI_SKIP_INSTALL_CHECK is set.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/install-check.mjs', import.meta.url));

const enabled = process.env.INSTALL_CHECK === '1' && !process.env.CI_SKIP_INSTALL_CHECK;
if (!enabled) console.log('install check skipped: set INSTALL_CHECK=1 to run it (it needs the npm registry and a build)');

it.skipIf(!enabled)('installs from packed tarballs with the lowest and the highest peers, and runs the kit', () => {
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 170_000 });
  const output = `${run.stdout}${run.stderr}`;
  console.log(output.trim());
  expect(run.status, output).toBe(0);
  expect(output).toMatch(/install check (passed|skipped: .+)/);
}, 180_000);
