// Links a reader follows: every link in the READMEs and the guides points to a file of the
// repository that exists (a relative link, with its heading when it names one) or to a real
// address, never to a placeholder host (`example.github.io`, `example.com`: dead everywhere, on
// the registry's page too); the packages' registry metadata neither.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every markdown file a reader opens: the READMEs and the docs. */
function sources(): string[] {
  const found = [join(root, 'README.md'), join(root, 'python', 'README.md')];
  for (const name of readdirSync(join(root, 'packages'))) found.push(join(root, 'packages', name, 'README.md'));
  for (const folder of ['guides', 'games']) {
    for (const name of readdirSync(join(root, 'docs', folder))) if (name.endsWith('.md')) found.push(join(root, 'docs', folder, name));
  }
  return found.filter((path) => existsSync(path));
}

/** The link targets of a markdown text, outside code blocks and code spans. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g), ...prose.matchAll(/^\[[^\]]+\]:\s*(\S+)/gm)].map((match) => match[1]!);
}

/** The anchors GitHub gives a markdown file's headings. */
function anchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      match[1]!.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-'),
    ),
  );
}

/** Why a link is dead, or null when it resolves. */
function deadLink(from: string, target: string): string | null {
  if (/^(https?|wss?):\/\//.test(target)) {
    const host = new URL(target).hostname;
    return /(^|\.)example\.(com|org|net)$|^example\.github\.io$|\.example$/.test(host) ? `placeholder host ${host}` : null;
  }
  if (/^(mailto:|#)/.test(target)) return null;
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const file = join(dirname(from), decodeURIComponent(path.split('?')[0]!));
  if (!existsSync(file)) return 'no such file';
  if (anchor !== undefined && anchor !== '' && file.endsWith('.md') && !anchors(readFileSync(file, 'utf8')).has(anchor)) return `no heading #${anchor}`;
  return null;
}

describe('links', () => {
  it('the check catches a placeholder host and a dead relative link', () => {
    const readme = join(root, 'packages', 'core', 'README.md');
    expect(deadLink(readme, 'https://example.github.io/games/modules/_games_core.html')).toBe('placeholder host example.github.io');
    expect(deadLink(readme, '../../docs/guides/no-such-guide.md')).toBe('no such file');
    expect(deadLink(readme, '../../README.md#no-such-heading')).toBe('no heading #no-such-heading');
    expect(deadLink(readme, '../../README.md#documentation')).toBeNull();
    expect(linkTargets('see [a](x.md) and `[b](y.md)`\n```\n[c](z.md)\n```\n[d]: w.md')).toEqual(['x.md', 'w.md']);
  });

  it('every link of every README and guide resolves, to no placeholder host', () => {
    const dead: string[] = [];
    let checked = 0;
    for (const source of sources()) {
      for (const target of linkTargets(readFileSync(source, 'utf8'))) {
        checked++;
        const why = deadLink(source, target);
        if (why !== null) dead.push(`${relative(root, source)}: ${target} (${why})`);
      }
    }
    expect(dead).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });

  it("the packages' registry addresses name no placeholder host", () => {
    const wrong: string[] = [];
    for (const name of readdirSync(join(root, 'packages'))) {
      const path = join(root, 'packages', name, 'package.json');
      if (!existsSync(path)) continue;
      const manifest = JSON.parse(readFileSync(path, 'utf8')) as { homepage?: string; bugs?: { url?: string }; repository?: { url?: string } };
      for (const address of [manifest.homepage, manifest.bugs?.url, manifest.repository?.url?.replace(/^git\+/, '')]) {
        if (address === undefined) continue;
        const why = deadLink(path, address);
        if (why !== null) wrong.push(`packages/${name}/package.json: ${address} (${why})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
