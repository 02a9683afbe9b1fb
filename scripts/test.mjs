// Runs every test with vitest and ends with the plain summary line CI reads:
// `tests: N passed, N failed` (skipped tests, each with its reason in the code, are counted too).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, '.vitest-results.json');
rmSync(results, { force: true });
const run = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...process.argv.slice(2)],
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
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && run.status === 0 ? 0 : 1);
