// Registry metadata: every publishable package carries the repository (with its directory), the
// homepage (its README in the repository) and bugs addresses written in ONE place,
// scripts/site-url.mjs (`node scripts/stamp-metadata.mjs` writes them), plus a description and
// keywords, and a README (whose links docs/test/links.test.ts checks).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { expectedMetadata, publishablePackages } from '../../scripts/stamp-metadata.mjs';

interface Manifest {
  name: string;
  description?: string;
  keywords?: string[];
  [key: string]: unknown;
}
const packages = publishablePackages() as { dir: string; path: string; manifest: Manifest }[];

describe('package metadata', () => {
  it('finds the publishable packages', () => {
    expect(packages.map((entry) => entry.manifest.name)).toContain('@games/core');
  });

  for (const { dir, manifest } of packages) {
    it(`${manifest.name} agrees with scripts/site-url.mjs and describes itself`, () => {
      const expected = expectedMetadata(dir, manifest.name) as Record<string, unknown>;
      for (const key of Object.keys(expected)) expect({ key, value: manifest[key] }).toEqual({ key, value: expected[key] });
      expect(manifest.description?.length ?? 0).toBeGreaterThan(20);
      expect(manifest.keywords?.length ?? 0).toBeGreaterThan(1);
    });

    it(`${manifest.name} has a README`, () => {
      expect(existsSync(join(import.meta.dirname, '..', '..', 'packages', dir, 'README.md'))).toBe(true);
    });
  }
});
