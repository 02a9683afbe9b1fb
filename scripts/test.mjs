// Runs every test with vitest, then the playground's browser tests with Playwright, and ends with
// the plain summary line CI reads: `tests: N passed, N failed` (skipped tests, each with its
// reason in the code, are counted too). Arguments go to vitest; the browser tests run when there
// are none, or when one names the playground.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const results = join(root, '.vitest-results.json');
rmSync(results, { force: true });
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...args],
  { cwd: root, stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  failed += (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0).length;
} else {
  failed = 1;
}
if (failed === 0 && run.status !== 0) failed = 1;

// The playground in a real browser (packages/playground/e2e): Debian's Chromium, the built site.
let browserStatus = 0;
if (args.length === 0 || args.some((arg) => arg.includes('playground'))) {
  const playground = join(root, 'packages', 'playground');
  const cli = join(playground, 'node_modules', '@playwright', 'test', 'cli.js');
  const browserResults = join(root, '.playwright-results.json');
  rmSync(browserResults, { force: true });
  if (!existsSync(cli)) {
    console.log('playground browser tests: @playwright/test is not installed (pnpm install)');
    failed++;
  } else {
    console.log('\n== playground browser tests (Playwright)');
    const started = Date.now();
    const browser = spawnSync(process.execPath, [cli, 'test', '--reporter=list,json'], {
      cwd: playground,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: browserResults, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    browserStatus = browser.status ?? 1;
    if (existsSync(browserResults)) {
      const stats = JSON.parse(readFileSync(browserResults, 'utf8')).stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      skipped += stats.skipped ?? 0;
      if (browserStatus !== 0 && (stats.unexpected ?? 0) === 0) failed++;
    } else {
      failed++;
    }
    console.log(`playground browser tests took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && run.status === 0 && browserStatus === 0 ? 0 : 1);
