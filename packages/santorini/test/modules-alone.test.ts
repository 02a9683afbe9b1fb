/**
 * Every source module can be loaded on its own: each file under `src` is imported first thing in a
 * fresh module registry, so an import cycle that only works in the bundle's load order (a god
 * reading the registry before the registry has finished loading) fails here.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const src = fileURLToPath(new URL('../src/', import.meta.url));

function sourceFiles(dir: string, prefix = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(...sourceFiles(`${dir}${entry.name}/`, `${prefix}${entry.name}/`));
    else if (entry.name.endsWith('.ts')) files.push(`${prefix}${entry.name}`);
  }
  return files.sort();
}

const files = sourceFiles(src);

describe('each source module loads on its own', () => {
  it('finds the sources', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toContain('gods/persephone.ts');
  });

  it.each(files)('%s', async (file) => {
    vi.resetModules();
    const module: Record<string, unknown> = await import(pathToFileURL(`${src}${file}`).href);
    expect(typeof module).toBe('object');
    // Touch every export, so a binding left uninitialised by a cycle is noticed too.
    for (const key of Object.keys(module)) expect(() => module[key]).not.toThrow();
  });
});
