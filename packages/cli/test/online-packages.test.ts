// `games serve` loads @games/server and `games play --connect` loads @colyseus/sdk (optional peer
// dependencies of the CLI: Colyseus 0.18 declares Node 22) only when they start: without the
// package each says how to install it, with a stable code; a package that is there but fails to
// load is not mistaken for a missing one.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadClient, playConnected } from '../src/commands/connect.js';
import { loadServer, runServe } from '../src/commands/serve.js';
import { scriptedIo } from '../src/io.js';
import { createStyle, GAMES } from '../src/index.js';

describe('the online commands without their Colyseus packages', () => {
  it('prints how to install the server package, with the server-not-installed code, and exits 1', async () => {
    const io = scriptedIo();
    // a real dynamic import of a package that is not installed, as on a machine without the server
    const status = await runServe(io, { port: 0 }, Promise.resolve(), () => loadServer('@games/server-absent'));
    expect(status).toBe(1);
    expect(io.output).toBe('');
    expect(io.errors).toMatch(/^games: games serve needs the package @games\/server-absent, which is not installed\. /);
    expect(io.errors).toContain('npm install @games/server-absent');
    expect(io.errors).toContain('Node.js 22 or newer');
    expect(io.errors).toMatch(/\(server-not-installed\)\n$/);
  });

  it('loads the installed server package in the workspace', async () => {
    const loaded = await loadServer();
    expect(loaded.ok && typeof loaded.value.createGameServer).toBe('function');
  });

  it('games play --connect without @colyseus/sdk prints how to install it, with client-not-installed, and exits 1', async () => {
    const io = scriptedIo();
    const settings = { url: 'ws://127.0.0.1:9', entry: GAMES['pig']!, style: createStyle(false), create: { options: {}, bots: {} } };
    const status = await playConnected(io, settings, undefined, () => loadClient('@colyseus/sdk-absent'));
    expect(status).toBe(1);
    expect(io.errors).toMatch(/^games: games play --connect needs the package @colyseus\/sdk-absent, which is not installed\. .*\(client-not-installed\)\n$/);
    const loaded = await loadClient();
    expect(loaded.ok && typeof loaded.value.Client).toBe('function');
  });

  it('throws, not "not installed", when the package is there but something it imports is missing', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'games-serve-'));
    try {
      const entry = join(folder, 'server.mjs');
      writeFileSync(entry, "import '@games/dependency-absent';\nexport const createGameServer = () => null;\n");
      await expect(loadServer(pathToFileURL(entry).href)).rejects.toThrow(/@games\/dependency-absent/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
