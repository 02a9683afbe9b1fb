// The README's screenshots: each game a few moves in (the last moves marked, the prompt showing;
// Fiery Dragons with the chit that ended a turn face up), at 1280×800 and at 390×844, into
// screenshots/. Needs the built site (pnpm --filter @games/playground build) and Debian's Chromium.
// Usage: node scripts/screenshots.mjs [chromium path]
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const executablePath = process.argv[2] ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = 4399;
const out = new URL('../screenshots/', import.meta.url).pathname;
mkdirSync(out, { recursive: true });
const server = spawn(process.execPath, [new URL('./serve.mjs', import.meta.url).pathname, String(port)], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const GAMES = [
  { id: 'santorini', query: 'seats=human,random&seed=11', decisions: 5 },
  { id: 'stratego', query: 'seats=human,random&seed=3&opt.redSetup=random', decisions: 3 },
  { id: 'yunnori', query: 'seats=human,random&seed=5', decisions: 3 },
  { id: 'tigerzone', query: 'seats=human,random&seed=2', decisions: 3 },
  { id: 'fiery-dragons', query: 'seats=human,random&seed=25&opt.players=2', decisions: 30 },
];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800, scale: 0.5 },
  { name: 'phone', width: 390, height: 844, scale: 1 },
];

const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, deviceScaleFactor: size.scale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    for (const game of GAMES) {
      await page.goto(`http://127.0.0.1:${port}/some/folder/#/${game.id}?${game.query}`);
      for (let decision = 0; decision < game.decisions; decision++) {
        await page.waitForSelector('section[aria-label="Legal moves"] button', { timeout: 30_000 });
        if (game.id === 'fiery-dragons' && (await page.locator('.board .ending-flip').count()) > 0) break;
        const before = await page.locator('.move-list .notation').count();
        await page.locator('section[aria-label="Legal moves"] button').first().click();
        await page.waitForFunction((seen) => document.querySelectorAll('.move-list .notation').length > seen, before);
      }
      await page.waitForSelector('section[aria-label="Legal moves"] button', { timeout: 30_000 });
      // a piece selected, so the highlighted targets and the prompt show
      if (game.id === 'santorini' || game.id === 'stratego') await page.locator('.board [data-notation].highlight').first().click({ force: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${out}${game.id}-${size.name}.png` });
      console.log(`screenshots/${game.id}-${size.name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
