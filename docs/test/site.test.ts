// The docs site built by `pnpm run docs` (docs/site): its search finds words of the comments and
// of the guides and game pages on the right pages, every link into the site that a README or guide
// writes as an absolute URL exists, and a headless Chromium loads the index, a module page and a
// game page (and the playground, when built) without console errors, served from a sub-folder (the site's links are relative). The
// screenshots (docs/test/artifacts, git-ignored) are for people; nothing compares pixels.
// Skips, saying why, when the site has not been built or no Chromium is installed.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, posix } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
const root = join(import.meta.dirname, '..', '..');
const site = join(root, 'docs', 'site');
const built = existsSync(join(site, 'index.html')) && existsSync(join(site, 'assets', 'search.js'));
if (!built) console.log('docs/test/site.test.ts: skipped, docs/site is not built (run `pnpm run docs`)');

interface SearchRow {
  name: string;
  url: string;
  kind: number;
}
interface LunrIndex {
  search(query: string): { ref: string; score: number }[];
}

/** The site's search, as its page runs it: each word of the query wrapped in `*`. */
function siteSearch(): (query: string) => SearchRow[] {
  const script = readFileSync(join(site, 'assets', 'search.js'), 'utf8');
  const encoded = /window\.searchData = "([^"]+)"/.exec(script)![1]!;
  const data = JSON.parse(inflateSync(Buffer.from(encoded, 'base64')).toString('utf8')) as { rows: SearchRow[]; index: unknown };
  const typedocRequire = createRequire(createRequire(import.meta.url).resolve('typedoc/package.json'));
  const lunr = typedocRequire('lunr') as { Index: { load(data: unknown): LunrIndex } };
  const index = lunr.Index.load(data.index);
  return (query) =>
    index
      .search(
        query
          .split(' ')
          .map((word) => (word.length > 0 ? `*${word}*` : ''))
          .join(' '),
      )
      .map((hit) => data.rows[Number(hit.ref)]!);
}

describe.skipIf(!built)('docs site search', () => {
  const search = built ? siteSearch() : () => [];
  const cases: [string, RegExp][] = [
    ['Apollo', /Santorini|santorini/],
    ['two-squares', /Stratego|stratego/],
    ['back-do', /Yut_Nori|yunnori/],
  ];
  for (const [query, page] of cases) {
    it(`finds ${query} on the right page`, () => {
      const urls = search(query).slice(0, 10).map((row) => row.url);
      expect(urls.some((url) => page.test(url)), `${query}: ${urls.join(', ')}`).toBe(true);
    });
  }

  it('finds the guides by their words, not only symbol names', () => {
    const urls = search('determinizations').map((row) => row.url);
    expect(urls.length).toBeGreaterThan(0);
  });
});

/** Every file of the site, relative to it. */
function files(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name), `${prefix}${name}/`) : [`${prefix}${name}`]));
}

describe.skipIf(!built)('docs site links', () => {
  it('every relative link of every page (the READMEs\' and guides\' links to repository files among them) opens a file of the site', () => {
    const all = files(site);
    const present = new Set(all);
    const missing: string[] = [];
    for (const page of all.filter((name) => name.endsWith('.html'))) {
      for (const match of readFileSync(join(site, page), 'utf8').matchAll(/\b(?:href|src)="([^"#?]+)[^"]*"/g)) {
        const link = match[1]!;
        if (/^([a-z]+:|\/\/)/i.test(link)) continue;
        const target = posix.normalize(posix.join(posix.dirname(page), decodeURI(link)));
        // a folder (`../` is the site's root) opens its index.html
        const file = link.endsWith('/') || target === '.' ? posix.join(target, 'index.html') : target;
        if (!present.has(file)) missing.push(`${page}: ${link}`);
      }
    }
    expect([...new Set(missing)].slice(0, 20)).toEqual([]);
  });

  it('the game pages open with their boards, and the hidden-information games show two seats', () => {
    // Stratego's seats see different things; the others show one picture (nothing hidden, or
    // hidden from every seat alike)
    for (const [page, figures] of [
      ['Stratego', 2],
      ['Santorini', 1],
      ['Yut_Nori', 1],
      ['TigerZone', 1],
      ['Fiery_Dragons', 1],
    ] as const) {
      const path = join(site, 'documents', `${page}.html`);
      expect(existsSync(path), page).toBe(true);
      const html = readFileSync(path, 'utf8');
      const images = [...html.matchAll(/<img src="\.\.\/boards\/([^"]+)"/g)].map((match) => match[1]!);
      expect(images.length, page).toBe(figures);
      for (const image of images) expect(existsSync(join(site, 'boards', image)), image).toBe(true);
    }
  });
});

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((path) => existsSync(path));
if (built && !chromium) console.log('docs/test/site.test.ts: browser checks skipped, no Chromium (apt-get install -y chromium)');

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' };

describe.skipIf(!built || !chromium)('docs site in Chromium', () => {
  let server: Server;
  let base = '';
  const mount = '/some/folder/';
  beforeAll(async () => {
    // served from a sub-folder: only relative links work there
    server = createServer((request, response) => {
      const url = decodeURIComponent((request.url ?? '/').split('?')[0]!);
      if (url === '/favicon.ico') {
        response.writeHead(204).end(); // the browser asks the server's root for it, whatever the page
        return;
      }
      if (!url.startsWith(mount)) {
        response.writeHead(404).end();
        return;
      }
      let path = normalize(join(site, url.slice(mount.length)));
      if (!path.startsWith(site)) {
        response.writeHead(403).end();
        return;
      }
      if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
      if (!existsSync(path)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(readFileSync(path));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${mount}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('loads the index, a module page and a game page without console errors', async () => {
    const { chromium: browserType } = await import('playwright-core');
    const browser = await browserType.launch({ executablePath: chromium!, args: ['--no-sandbox'] });
    const artifacts = join(import.meta.dirname, 'artifacts');
    mkdirSync(artifacts, { recursive: true });
    try {
      const pages = ['index.html', 'modules/_games_core._games_core.html', 'documents/Stratego.html'];
      // the playground is part of the site once packages/playground is built
      if (existsSync(join(site, 'playground', 'index.html'))) pages.push('playground/index.html');
      for (const path of pages) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(String(error)));
        page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
        page.on('response', (response) => {
          if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
        });
        const response = await page.goto(base + path, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        await page.waitForTimeout(600); // the theme shows the page after its script ran
        await page.screenshot({ path: join(artifacts, `${path.replace(/[^A-Za-z0-9.]+/g, '_')}.png`), fullPage: false });
        expect(errors, path).toEqual([]);
        if (!path.startsWith('playground/')) expect(await page.locator('h1').first().textContent(), path).toBeTruthy();
        await page.close();
      }
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('no guide or game page scrolls sideways on a phone (390 px)', async () => {
    const { chromium: browserType } = await import('playwright-core');
    const browser = await browserType.launch({ executablePath: chromium!, args: ['--no-sandbox'] });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const wide: string[] = [];
      for (const name of readdirSync(join(site, 'documents')).filter((file) => file.endsWith('.html'))) {
        await page.goto(`${base}documents/${name}`, { waitUntil: 'load' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 1) wide.push(`${name}: ${overflow} px`);
      }
      expect(wide).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 120_000);
});
