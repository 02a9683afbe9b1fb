// The README's "Package sizes" table holds: every published entry is listed, and each measured
// figure (tarball, minified + gzipped entry) is within a quarter of the table's, so a package that
// grows past its figure fails here until the table is updated on purpose. Also what the tarballs
// must not hold (source maps, sample data, a CommonJS build of the vitest entry), and the browser
// budget of Stratego's main entry. Needs a build (pnpm test builds first); skips with the reason
// otherwise.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script without declarations
import { bundleSize, measureSizes, tarballSizes, unbuilt } from '../../scripts/package-sizes.mjs';

interface Row {
  entry: string;
  tarball: number | null;
  minified: number;
  gzipped: number;
}

const root = join(import.meta.dirname, '..', '..');
const missing = (unbuilt as () => string[])();
if (missing.length > 0) console.log(`package sizes skipped: no dist/ in ${missing.join(', ')} (build first: pnpm build)`);

/** The table of the README: entry -> { tarball, gzipped } in bytes (figures are in KB). */
function readmeTable(): Map<string, { tarball: number | null; gzipped: number }> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Package sizes'));
  const kb = (cell: string): number | null => (cell.trim() === '' ? null : Math.round(Number(/([\d.]+) KB/.exec(cell)![1]) * 1024));
  const rows = new Map<string, { tarball: number | null; gzipped: number }>();
  for (const line of section.split('\n')) {
    const cells = /^\| `([^`]+)` \|([^|]*)\|([^|]*)\|([^|]*)\|$/.exec(line);
    if (cells) rows.set(cells[1]!, { tarball: kb(cells[2]!), gzipped: kb(cells[4]!)! });
  }
  return rows;
}

const within = (measured: number, listed: number): boolean => measured <= listed * 1.25 && measured >= listed * 0.75;

describe.skipIf(missing.length > 0)('package sizes', () => {
  it('every published entry is in the README table, each figure within a quarter of it', async () => {
    const listed = readmeTable();
    const rows = (await (measureSizes as () => Promise<Row[]>)()).map((row) => ({ ...row, listed: listed.get(row.entry) }));
    expect(rows.filter((row) => row.listed === undefined).map((row) => row.entry)).toEqual([]);
    expect([...listed.keys()].sort()).toEqual(rows.map((row) => row.entry).sort());
    for (const row of rows) {
      expect(`${row.entry}: ${row.gzipped} B min+gzip, ${within(row.gzipped, row.listed!.gzipped) ? 'as listed' : `listed ${row.listed!.gzipped} B`}`).toBe(`${row.entry}: ${row.gzipped} B min+gzip, as listed`);
      if (row.tarball !== null) {
        expect(`${row.entry}: ${row.tarball} B tarball, ${within(row.tarball, row.listed!.tarball!) ? 'as listed' : `listed ${row.listed!.tarball} B`}`).toBe(`${row.entry}: ${row.tarball} B tarball, as listed`);
      }
    }
  }, 240_000);

  it('tarballs hold no source maps, no sample data and no CommonJS build of the vitest entry', () => {
    const tarballs = (tarballSizes as () => Map<string, { files: string[] }>)();
    const unwanted = [...tarballs].flatMap(([name, { files }]) => files.filter((file) => /\.map$|^data\/|^dist\/vitest\.(cjs|d\.cts)$/.test(file)).map((file) => `${name}: ${file}`));
    expect(unwanted).toEqual([]);
    expect(tarballs.size).toBe(10);
  }, 120_000);

  it("import { stratego } from '@games/stratego' bundles to at most 44 KB minified for the browser", async () => {
    const size = await (bundleSize as (name: string, code: string) => Promise<{ minified: number }>)('stratego', "import { stratego } from '@games/stratego'; console.log(stratego.id);");
    expect(size.minified).toBeLessThanOrEqual(44 * 1024); // the XML reader alone would add about as much again
  }, 60_000);
});
