import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium (Playwright's own browser download cannot be reached here): `CHROMIUM_PATH`,
 * else the first of `chromium`, `chromium-browser` on the PATH. Without one every test skips.
 */
function findChromium(): string | null {
  const given = process.env.CHROMIUM_PATH;
  if (given !== undefined && given !== '' && existsSync(given)) return given;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const path = execFileSync('which', [name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      if (path !== '') return path;
    } catch {
      // not on the PATH
    }
  }
  return null;
}

const chromium = findChromium();
process.env.PLAYGROUND_CHROMIUM = chromium ?? '';
if (chromium === null) console.log('playground e2e: no chromium binary found (apt-get install chromium, or set CHROMIUM_PATH): the browser tests skip');

/**
 * A port free on 127.0.0.1 now (the system's pick for port 0). The config is read again in every
 * worker, so the ports chosen are kept in the environment the workers inherit.
 */
function freePort(): number {
  const probe = "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });";
  return Number(execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim());
}
// The site's port: PLAYGROUND_PORT when given, else a free one; the game server's likewise.
process.env.PLAYGROUND_PORT ??= String(freePort());
process.env.PLAYGROUND_GAME_PORT ??= String(freePort());
const port = Number(process.env.PLAYGROUND_PORT);
/** The game server of the online tests, when @games/server is built. */
const gamePort = Number(process.env.PLAYGROUND_GAME_PORT);
const gameServer = existsSync(new URL('./node_modules/@games/server/dist/index.js', import.meta.url));
process.env.PLAYGROUND_GAME_SERVER = gameServer ? `ws://127.0.0.1:${gamePort}` : '';
if (!gameServer) console.log('playground e2e: @games/server is not built: the online tests skip');
/** A running site to test instead of the build (for example the dev server: PLAYGROUND_URL=http://127.0.0.1:5173/). */
const external = process.env.PLAYGROUND_URL;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/output',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: process.env.CI !== undefined,
  reporter: [['list']],
  use: {
    // the site is served from a sub-folder: the build must work from any folder
    baseURL: external ?? `http://127.0.0.1:${port}/some/folder/`,
    viewport: { width: 1100, height: 900 },
    // the background-networking flags: a closed network refuses Chromium's own connections, many at a time
    launchOptions: chromium === null ? {} : { executablePath: chromium, args: ['--disable-gpu', '--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] },
    trace: 'off',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  ...(external !== undefined
    ? {}
    : {
        webServer: [
          // Never an earlier run's server: each stops when Playwright's pipe to it closes, even if
          // Playwright is killed (--until-stdin-ends), and runs on the Node that runs Playwright.
          {
            command: `"${process.execPath}" scripts/serve.mjs ${port} --until-stdin-ends`,
            url: `http://127.0.0.1:${port}/some/folder/`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
          // a @games/server for the online tests (they skip when it cannot start)
          ...(gameServer
            ? [{ command: `"${process.execPath}" scripts/game-server.mjs ${gamePort} --until-stdin-ends`, port: gamePort, reuseExistingServer: false, timeout: 30_000 }]
            : []),
        ],
      }),
});
