// Registry metadata: every publishable package carries the repository (with its directory), the
// homepage (its page of the docs site) and bugs addresses written in ONE place,
// scripts/site-url.mjs (`node scripts/stamp-metadata.mjs` writes them), plus a description and
// keywords; and its README links with absolute URLs, which work on the registry's page too.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { expectedMetadata, publishablePackages } from '../../scripts/stamp-metadata.mjs';
// @ts-expect-error: a plain ES module script without types
import { SITE_URL } from '../../scripts/site-url.mjs';

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

    it(`${manifest.name}'s README links with absolute URLs`, () => {
      const readme = join(import.meta.dirname, '..', '..', 'packages', dir, 'README.md');
      expect(existsSync(readme)).toBe(true);
      const text = readFileSync(readme, 'utf8');
      const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
      const relative = links.filter((link) => !/^(https?:|mailto:|#)/.test(link));
      expect(relative).toEqual([]);
      // links into the docs site use the one site address
      const site = links.filter((link) => /github\.io/.test(link));
      expect(site.filter((link) => !link.startsWith(`${SITE_URL as string}/`))).toEqual([]);
    });
  }
});
