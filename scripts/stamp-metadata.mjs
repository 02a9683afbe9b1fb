// Stamps the project's addresses (scripts/site-url.mjs, the one place they are written) into the
// registry metadata of every publishable package: `repository` (with its `directory`),
// `homepage` (the package's README in the repository) and `bugs`. Run it after changing an address:
// `node scripts/stamp-metadata.mjs`; `--check` only reports packages that disagree (exit 1).
// docs/test/metadata.test.ts runs the same check.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { BUGS_URL, REPOSITORY_URL } from './site-url.mjs';

const root = new URL('..', import.meta.url).pathname;

/** A package's page: its README in the repository. */
export function packagePage(dir) {
  return `${REPOSITORY_URL}/tree/main/packages/${dir}#readme`;
}

/** The metadata every publishable package must carry, for the package in `packages/<dir>`. */
export function expectedMetadata(dir, name) {
  return {
    homepage: packagePage(dir),
    repository: { type: 'git', url: `git+${REPOSITORY_URL}.git`, directory: `packages/${dir}` },
    bugs: { url: BUGS_URL },
  };
}

/** Every publishable package: its folder name, manifest path and parsed manifest. */
export function publishablePackages() {
  const found = [];
  for (const dir of readdirSync(join(root, 'packages')).sort()) {
    const path = join(root, 'packages', dir, 'package.json');
    if (!existsSync(path)) continue;
    const manifest = JSON.parse(readFileSync(path, 'utf8'));
    if (manifest.private) continue;
    found.push({ dir, path, manifest });
  }
  return found;
}

function main() {
  const check = process.argv.includes('--check');
  let disagree = 0;
  for (const { dir, path, manifest } of publishablePackages()) {
    const expected = expectedMetadata(dir, manifest.name);
    const wrong = Object.keys(expected).filter((key) => JSON.stringify(manifest[key]) !== JSON.stringify(expected[key]));
    if (wrong.length === 0) continue;
    disagree++;
    if (check) {
      console.error(`packages/${dir}/package.json: ${wrong.join(', ')} differ from scripts/site-url.mjs`);
      continue;
    }
    // keep the manifest's own layout: replace the fields in place, or add them after "license"
    let text = readFileSync(path, 'utf8');
    const indent = /\n(\s+)"/.exec(text)?.[1] ?? '  ';
    for (const key of wrong) {
      const value = JSON.stringify(expected[key]).replace(/,"/g, ', "').replace(/":/g, '": ').replace(/^\{/, '{ ').replace(/\}$/, ' }');
      const line = `"${key}": ${typeof expected[key] === 'string' ? JSON.stringify(expected[key]) : value}`;
      const existing = new RegExp(`"${key}":\\s*(\\{[^}]*\\}|"[^"]*")`);
      if (existing.test(text)) text = text.replace(existing, line);
      else text = text.replace(/("license":\s*"[^"]*",?)\n/, (all, license) => `${license.endsWith(',') ? license : `${license},`}\n${indent}${line},\n`);
    }
    JSON.parse(text); // still valid JSON
    writeFileSync(path, text);
    console.log(`packages/${dir}/package.json: stamped ${wrong.join(', ')}`);
  }
  if (check && disagree > 0) process.exit(1);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) main();
