// Runs every test with vitest, then the playground's browser tests with Playwright, then the Python
// package's tests (python/, in a virtual environment python/.venv made on the first run), and ends with
// the plain summary line CI reads: `tests: N passed, N failed` (skipped tests, each with its
// reason in the code, are counted too). Arguments go to vitest; the browser tests run when there
// are none, or when one names the playground; the Python tests when there are none, or when one
// names python. It runs on the Node that runs it (the repository's own Node under `pnpm test`) and
// first builds the server's native module for that Node when it is not (scripts/native.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const results = join(root, '.vitest-results.json');
rmSync(results, { force: true });
// `node scripts/test.mjs python` runs only the Python tests.
const pythonOnly = args.length > 0 && args.every((arg) => arg.includes('python'));
console.log(`tests on Node ${process.version}`);
// The server's native module, for a run that may reach the server (`--project 'libraries*'` does not).
const projects = args.flatMap((arg, index) => (arg.startsWith('--project=') ? [arg.slice(10)] : args[index - 1] === '--project' ? [arg] : []));
const librariesOnly = projects.length > 0 && projects.every((project) => project.startsWith('libraries'));
if (!pythonOnly && !librariesOnly) spawnSync(process.execPath, [join(root, 'scripts', 'native.mjs')], { cwd: root, stdio: 'inherit' });
const run = pythonOnly ? { status: 0 } : spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...args],
  { cwd: root, stdio: 'inherit' },
);
let passed = 0;
let failed = 0;
let skipped = 0;
/** The name of every test that failed (file and title), printed again just above the summary: a CI excerpt shows its tail. */
const failures = [];
if (existsSync(results)) {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const broken = (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0);
  failed += broken.length;
  for (const file of report.testResults ?? []) {
    const name = relative(root, file.name ?? '');
    for (const test of file.assertionResults ?? []) if (test.status === 'failed') failures.push(`${name} > ${test.fullName ?? test.title}`);
    if (broken.includes(file)) failures.push(`${name} (the file did not run: ${String(file.message ?? '').split('\n')[0]})`);
  }
} else if (!pythonOnly) {
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
      failures.push(...playwrightFailures(JSON.parse(readFileSync(browserResults, 'utf8')).suites ?? []));
      if (browserStatus !== 0 && (stats.unexpected ?? 0) === 0) failed++;
    } else {
      failed++;
    }
    console.log(`playground browser tests took ${Math.round((Date.now() - started) / 1000)} s`);
  }
}
// The Python package (python/): PettingZoo's API test, random-agent games and the vector
// environment through the built `games engine`. They run in a virtual environment of their own,
// python/.venv (made with --system-site-packages, then `pip install -e python` brings gymnasium
// and pettingzoo from the configured index), created on the first run and reused after: nothing
// is installed outside the repository. Skipped, with the reason printed, only without python3.
let pythonStatus = 0;
if (args.length === 0 || args.some((arg) => arg.includes('python'))) {
  const pythonResults = join(root, '.python-results.json');
  rmSync(pythonResults, { force: true });
  const python = spawnSync('python3', ['--version'], { encoding: 'utf8' });
  if (python.error !== undefined || python.status !== 0) {
    console.log('\npython tests skipped: python3 is not installed');
    skipped++;
  } else {
    console.log('\n== python tests (python/, unittest, in python/.venv)');
    const venvPython = pythonVenv(join(root, 'python'));
    if (venvPython === null) failed++;
    else {
      const run = spawnSync(venvPython, [join(root, 'python', 'tests', 'run_tests.py'), pythonResults], { cwd: root, stdio: 'inherit' });
      pythonStatus = run.status ?? 1;
      const counts = existsSync(pythonResults) ? JSON.parse(readFileSync(pythonResults, 'utf8')) : null;
      if (counts === null || typeof counts.skipped === 'string') failed++;
      else {
        passed += counts.passed ?? 0;
        failed += counts.failed ?? 0;
        skipped += counts.skip ?? 0;
        failures.push(...(counts.names ?? []).map((name) => `python > ${name}`));
        if (pythonStatus !== 0 && (counts.failed ?? 0) === 0) failed++;
      }
    }
  }
}

/**
 * The python of python/.venv with the package installed (editable) and its dependencies: made
 * when missing, repaired when the package or a dependency does not import; null (with the
 * reason printed) when that fails.
 */
function pythonVenv(packageDir) {
  const venv = join(packageDir, '.venv');
  const venvPython = join(venv, process.platform === 'win32' ? 'Scripts/python.exe' : 'bin/python');
  const check = () => spawnSync(venvPython, ['-c', 'import numpy, gymnasium, pettingzoo, games_env; print(games_env.__file__)'], { encoding: 'utf8', cwd: root });
  if (existsSync(venvPython)) {
    const ready = check();
    if (ready.status === 0 && ready.stdout.trim().startsWith(join(packageDir, 'games_env'))) return venvPython;
  } else {
    console.log(`creating ${venv}`);
    const made = spawnSync('python3', ['-m', 'venv', '--system-site-packages', venv], { stdio: 'inherit' });
    if (made.status !== 0) {
      console.log('python tests failed: `python3 -m venv` could not make python/.venv (on Debian: apt-get install python3-venv)');
      return null;
    }
  }
  console.log('installing the package and its dependencies into python/.venv (pip install -e python)');
  // an unreachable index is given up on after one retry (a local mirror answers at once)
  const env = { ...process.env, PIP_RETRIES: process.env.PIP_RETRIES ?? '1', PIP_DISABLE_PIP_VERSION_CHECK: '1' };
  const installed = spawnSync(venvPython, ['-m', 'pip', 'install', '-q', '--no-cache-dir', '-e', packageDir], { stdio: 'inherit', env });
  const ready = check();
  if (installed.status !== 0 || ready.status !== 0) {
    console.log(`python tests failed: the package could not be installed into python/.venv${ready.stderr ? `: ${ready.stderr.trim().split('\n').pop()}` : ''}`);
    return null;
  }
  return venvPython;
}
/** The titles of the Playwright tests whose outcome was `unexpected` (failed on every try), from its JSON report's suites. */
function playwrightFailures(suites, path = []) {
  const names = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === 'unexpected') names.push(`packages/playground (browser) > ${[...here, spec.title].join(' > ')}${test.projectName ? ` [${test.projectName}]` : ''}`);
    }
    names.push(...playwrightFailures(suite.suites ?? [], here));
  }
  return names;
}
for (const name of failures) console.log(`failed: ${name}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && run.status === 0 && browserStatus === 0 && pythonStatus === 0 ? 0 : 1);
