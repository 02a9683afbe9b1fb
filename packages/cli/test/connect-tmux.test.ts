// `games serve` and two `games play --connect` in real terminals: a detached tmux session with
// three windows running the built binary; the test types into the players' windows with
// send-keys (asking `moves`, then playing the first one listed) and reads their screens with
// capture-pane. It needs tmux and the built CLI (npx tsup in packages/cli, or pnpm build).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const hasTmux = (process.env['PATH'] ?? '').split(delimiter).some((folder) => folder !== '' && existsSync(join(folder, 'tmux')));
const skipReason = !hasTmux ? 'tmux is not on PATH' : !existsSync(bin) ? 'packages/cli/dist/bin.js is missing (run npx tsup in packages/cli)' : '';
if (skipReason !== '') console.log(`skipping the tmux test of games serve / play --connect: ${skipReason}`);

const socket = `games-connect-${process.pid}`;
const tmux = (...args: string[]): string => execFileSync('tmux', ['-L', socket, ...args], { encoding: 'utf8' });
const screen = (window: string): string => tmux('capture-pane', '-p', '-J', '-S', '-400', '-t', `play:${window}`);
/** A free TCP port on the loopback interface. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

async function waitFor(window: string, pattern: RegExp, milliseconds = 20_000): Promise<RegExpExecArray> {
  const end = Date.now() + milliseconds;
  for (;;) {
    const found = pattern.exec(screen(window));
    if (found !== null) return found;
    if (Date.now() > end) throw new Error(`window ${window}: no ${pattern} on the screen:\n${screen(window)}`);
    await sleep(50);
  }
}

afterAll(() => {
  if (skipReason === '') {
    try {
      tmux('kill-server');
    } catch {
      // already gone
    }
  }
});

describe('games serve and games play --connect in real terminals (tmux)', () => {
  it.skipIf(skipReason !== '')(`two terminals play each other through a server${skipReason === '' ? '' : ` (skipped: ${skipReason})`}`, async () => {
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}`;
    const node = process.execPath;
    tmux('new-session', '-d', '-s', 'play', '-x', '200', '-y', '50', '-n', 'server', `${node} ${bin} serve --port ${port} --host 127.0.0.1 --db :memory:`);
    await waitFor('server', /games server on ws:\/\/127\.0\.0\.1:\d+/);
    tmux('new-window', '-t', 'play', '-n', 'red', `${node} ${bin} play stratego --connect ${url} --seed 5 --option redSetup=random --option blueSetup=random --option maxPlies=16; sleep 30`);
    const room = (await waitFor('red', /--room (\S+)/))[1]!;
    tmux('new-window', '-t', 'play', '-n', 'blue', `${node} ${bin} play stratego --connect ${url} --room ${room}; sleep 30`);
    await waitFor('blue', /seat 1\./);

    // each window: when its screen ends in a prompt, list the moves, then type the first one
    const over = { red: false, blue: false };
    const end = Date.now() + 60_000;
    while (!over.red || !over.blue) {
      if (Date.now() > end) throw new Error(`the match did not end:\n${screen('red')}\n${screen('blue')}`);
      for (const window of ['red', 'blue'] as const) {
        const text = screen(window).trimEnd();
        if (text.includes('Game over:')) over[window] = true;
        if (over[window] || !/seat \d> $/.test(`${text} `)) continue;
        tmux('send-keys', '-t', `play:${window}`, 'moves', 'Enter');
        const listed = await waitFor(window, /seat \d> moves\n((?:[^\n]+, )*[^\n]+)\nseat \d> \s*$/);
        const move = listed[1]!.split(', ')[0]!;
        tmux('send-keys', '-t', `play:${window}`, move, 'Enter');
        await sleep(100);
      }
      await sleep(50);
    }
    const red = screen('red');
    const blue = screen('blue');
    expect(red).toContain(`stratego room ${room}: seat 0`);
    expect(blue).toContain(`stratego room ${room}: seat 1`);
    expect(red).toMatch(/Game over: /);
    expect(blue).toMatch(/Game over: /);
    // each terminal drew its own seat's board: Red's view, Blue's view
    expect(red).toContain('view of Red');
    expect(blue).toContain('view of Blue');
    expect(`${red}${blue}`).not.toContain('Refused');
    tmux('send-keys', '-t', 'play:server', 'C-c', '');
    await waitFor('server', /games server stopped\./).catch(() => undefined);
  });
});
