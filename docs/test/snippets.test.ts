// Every TypeScript example a user reads is compiled and run: the ```ts blocks of README.md,
// packages/*/README.md and docs/**/*.md, and the ```ts blocks of every `@example` in the
// packages' TSDoc. A block that truly cannot run is marked ```ts fragment (it is still
// type-checked, as a module of its own); ```ts no-check blocks are neither (used for type
// signatures quoted in prose). Each block is written to .snippets/ (git-ignored) as its own
// module, type-checked with tsc in one run, and imported to run, with console output silenced
// (SNIPPET_OUTPUT=1 shows it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const out = join(root, '.snippets');

interface Snippet {
  /** Where it was found, for the test name: `docs/guides/getting-started.md:21`. */
  where: string;
  /** The module file it is written to. */
  file: string;
  code: string;
  run: boolean;
  check: boolean;
}

function walk(dir: string, keep: (path: string) => boolean, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, found);
    else if (keep(path)) found.push(path);
  }
  return found;
}

/** The ```ts blocks of a text, with their line numbers and flags. */
function blocks(text: string, stripStars: boolean): { line: number; code: string; flags: string[] }[] {
  const lines = text.split('\n').map((line) => (stripStars ? line.replace(/^\s*\* ?/, '') : line));
  const found: { line: number; code: string; flags: string[] }[] = [];
  for (let index = 0; index < lines.length; index++) {
    const open = /^\s*```(ts|typescript)\b(.*)$/.exec(lines[index]!);
    if (!open) continue;
    const start = index;
    const body: string[] = [];
    for (index++; index < lines.length && !/^\s*```\s*$/.test(lines[index]!); index++) body.push(lines[index]!);
    found.push({ line: start + 1, code: body.join('\n'), flags: open[2]!.trim().split(/\s+/).filter(Boolean) });
  }
  return found;
}

function collect(): Snippet[] {
  const snippets: Snippet[] = [];
  const add = (path: string, text: string, stripStars: boolean): void => {
    for (const block of blocks(text, stripStars)) {
      const where = `${relative(root, path)}:${block.line}`;
      const file = join(out, `${where.replace(/[^A-Za-z0-9]+/g, '_')}.ts`);
      // each snippet is a module of its own, so names never clash between snippets
      const code = /^\s*(import|export)\s/m.test(block.code) ? block.code : `${block.code}\nexport {};`;
      snippets.push({ where, file, code, run: !block.flags.includes('fragment') && !block.flags.includes('no-check'), check: !block.flags.includes('no-check') });
    }
  };
  const markdown = [join(root, 'README.md'), ...walk(join(root, 'packages'), (path) => /packages\/[^/]+\/README\.md$/.test(path)), ...walk(join(root, 'docs'), (path) => path.endsWith('.md') && !path.includes('/api/') && !path.includes('/site/'))];
  for (const path of markdown) if (existsSync(path)) add(path, readFileSync(path, 'utf8'), false);
  for (const path of walk(join(root, 'packages'), (path) => /\/src\/.*\.ts$/.test(path))) {
    const text = readFileSync(path, 'utf8');
    if (!text.includes('@example')) continue;
    // only the blocks inside @example tags of doc comments
    for (const comment of text.match(/\/\*\*[\s\S]*?\*\//g) ?? []) {
      const at = comment.indexOf('@example');
      if (at < 0) continue;
      const line = text.slice(0, text.indexOf(comment)).split('\n').length + comment.slice(0, at).split('\n').length - 1;
      for (const block of blocks(comment.slice(at), true)) {
        const where = `${relative(root, path)}:${line + block.line - 1}`;
        const file = join(out, `${where.replace(/[^A-Za-z0-9]+/g, '_')}.ts`);
        const code = /^\s*(import|export)\s/m.test(block.code) ? block.code : `${block.code}\nexport {};`;
        snippets.push({ where, file, code, run: !block.flags.includes('fragment') && !block.flags.includes('no-check'), check: !block.flags.includes('no-check') });
      }
    }
  }
  return snippets;
}

const snippets = collect();

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const snippet of snippets) if (snippet.check) writeFileSync(snippet.file, `${snippet.code}\n`);
  // Type-checked against the packages' sources, as a user's project sees their types.
  const paths: Record<string, string[]> = {};
  for (const name of readdirSync(join(root, 'packages'))) {
    if (!existsSync(join(root, 'packages', name, 'src', 'index.ts'))) continue;
    const manifest = JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')) as { name: string };
    paths[manifest.name] = [`../packages/${name}/src/index.ts`];
    paths[`${manifest.name}/*`] = [`../packages/${name}/src/*.ts`, `../packages/${name}/src/*/index.ts`];
  }
  writeFileSync(
    join(out, 'tsconfig.json'),
    JSON.stringify({ extends: '../tsconfig.base.json', compilerOptions: { noEmit: true, paths, noUnusedLocals: false }, include: ['*.ts'] }, null, 2),
  );
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('documentation examples', () => {
  it('finds the examples', () => {
    expect(snippets.length).toBeGreaterThan(10);
  });

  it('all type-check', () => {
    let output = '';
    try {
      execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(out, 'tsconfig.json')], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    // name the snippet each error comes from
    const named = output.replace(/([A-Za-z0-9_]+)\.ts\((\d+),(\d+)\)/g, (_all, file: string, line: string) => {
      const snippet = snippets.find((candidate) => candidate.file.endsWith(`/${file}.ts`));
      return snippet ? `${snippet.where} (+${Number(line) - 1})` : `${file}.ts:${line}`;
    });
    expect(named.trim()).toBe('');
  }, 240_000);

  for (const snippet of snippets.filter((candidate) => candidate.run)) {
    it(`runs ${snippet.where}`, async () => {
      // SNIPPET_OUTPUT=1 shows what the examples print, to check their comments by eye
      const log = process.env.SNIPPET_OUTPUT ? vi.spyOn(console, 'log') : vi.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await import(snippet.file);
      } finally {
        log.mockRestore();
      }
    });
  }
});
