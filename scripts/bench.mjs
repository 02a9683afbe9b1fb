// Runs every package's bench/*.bench.ts (against the built packages), collects the
// `BENCH {json}` lines they print, shows a table and writes bench-results.json.
// Usage: pnpm bench [package-name-filter]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const filter = process.argv[2] ?? '';
const root = new URL('..', import.meta.url).pathname;
const figures = [];
for (const name of readdirSync(join(root, 'packages')).sort()) {
  if (!name.includes(filter)) continue;
  const dir = join(root, 'packages', name, 'bench');
  if (!existsSync(dir)) continue;
  for (const file of readdirSync(dir).filter((entry) => entry.endsWith('.bench.ts')).sort()) {
    process.stderr.write(`running packages/${name}/bench/${file}\n`);
    const output = execFileSync(process.execPath, ['--import', 'tsx', join(dir, file)], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    for (const line of output.split('\n')) if (line.startsWith('BENCH ')) figures.push(JSON.parse(line.slice(6)));
  }
}
// The Python side of `games engine` (python/bench.py): steps/s from Python, single, batched and
// through the PettingZoo environment; skipped with the reason when python3 or its packages are missing.
if ('python'.includes(filter) || filter === '') {
  const python = spawnSync('python3', ['-c', 'import games_env'], { cwd: root, encoding: 'utf8' });
  if (python.error !== undefined || python.status !== 0) process.stderr.write('python bench skipped: python3 or the games_env package (pip install -e python) is missing\n');
  else {
    process.stderr.write('running python/bench.py\n');
    const output = execFileSync('python3', [join(root, 'python', 'bench.py')], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    for (const line of output.split('\n')) if (line.startsWith('BENCH ')) figures.push(JSON.parse(line.slice(6)));
  }
}
const format = (value) => (value >= 100 ? Math.round(value).toLocaleString('en-US') : value.toPrecision(3));
const rows = figures.map((figure) => [figure.package, figure.name, format(figure.value), figure.unit]);
const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((row) => row[column].length), 8));
for (const row of [['package', 'benchmark', 'value', 'unit'], ...rows]) {
  console.log(row.map((cell, column) => (column === 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  '));
}
writeFileSync(join(root, 'bench-results.json'), `${JSON.stringify({ date: new Date().toISOString(), node: process.version, figures }, null, 2)}\n`);
console.log(`\nwrote bench-results.json (${figures.length} figures)`);
