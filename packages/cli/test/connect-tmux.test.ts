// `games serve`, two `games play --connect` and a `--spectate` in real terminals: a detached tmux
// session with four windows running the built binary. Blue types a move on Red's turn (refused at
// once by its own terminal) and starts typing while Red's move arrives (the text stays on its
// prompt); then each player asks for `moves` whenever told it is its turn and plays the first one
// listed; the spectator must have drawn the board after every move. It needs tmux and the built
// CLI (npx tsup in packages/cli, or pnpm build).
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
const screen = (window: string): string => tmux('capture-pane', '-p', '-J', '-S', '-3000', '-t', `play:${window}`);
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

async function waitFor(window: string, pattern: RegExp, milliseconds = 30_000, since = 0): Promise<RegExpExecArray> {
  const end = Date.now() + milliseconds;
  for (;;) {
    const found = pattern.exec(screen(window).slice(since));
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
  it.skipIf(skipReason !== '')(`two terminals play each other through a server, a third watches${skipReason === '' ? '' : ` (skipped: ${skipReason})`}`, async () => {
    const port = await freePort();
    const url = `ws://127.0.0.1:${port}`;
    const node = process.execPath;
    const games = `${node} ${bin}`;
    tmux('new-session', '-d', '-s', 'play', '-x', '200', '-y', '50', '-n', 'server', `${games} serve --port ${port} --host 127.0.0.1 --db :memory:`);
    await waitFor('server', /games server on ws:\/\/127\.0\.0\.1:\d+/, 60_000);
    const options = '--option redSetup=random --option blueSetup=random --option maxPlies=10 --no-color';
    tmux('new-window', '-t', 'play', '-n', 'red', `${games} play stratego --connect ${url} --seed 5 ${options}; sleep 30`);
    const room = (await waitFor('red', /--room (\S+)/, 60_000))[1]!;
    tmux('new-window', '-t', 'play', '-n', 'watch', `${games} play stratego --connect ${url} --room ${room} --spectate --no-color; echo "exit $?"; sleep 30`);
    await waitFor('watch', /watching> /, 60_000);
    tmux('new-window', '-t', 'play', '-n', 'blue', `${games} play stratego --connect ${url} --room ${room} --no-color; sleep 30`);
    await waitFor('blue', /waiting for Red\.\.\.\n/, 60_000);

    // Blue types a move on Red's turn: refused at once by its terminal
    tmux('send-keys', '-t', 'play:blue', 'D7-D6', 'Enter');
    await waitFor('blue', /Refused: not your turn: Red is to play \(not-your-turn\)/);
    // Blue starts typing; Red's move arrives meanwhile: it is printed above, the typed text stays
    tmux('send-keys', '-t', 'play:blue', '-l', 'hel');
    await sleep(300);
    const turns = { red: 0, blue: 0 };
    const play = async (window: 'red' | 'blue'): Promise<void> => {
      turns[window]++;
      const before = screen(window).trimEnd().length - 20;
      tmux('send-keys', '-t', `play:${window}`, 'moves', 'Enter');
      const listed = await waitFor(window, /> moves\n([^\n]+, [^\n]+)\n/, 30_000, before);
      tmux('send-keys', '-t', `play:${window}`, listed[1]!.split(', ')[0]!, 'Enter');
    };
    await waitFor('red', /Your turn\./);
    await play('red');
    await waitFor('blue', /Red: [A-K]\d+-[A-K]\d+\n[\s\S]*Your turn\.\nBlue \(seat 1\)> hel\s*$/);
    tmux('send-keys', '-t', 'play:blue', 'C-u');

    // then each window plays the first listed move whenever it is told it is its turn
    const end = Date.now() + 90_000;
    while (!/Game over:/.test(screen('red')) || !/Game over:/.test(screen('blue'))) {
      if (Date.now() > end) throw new Error(`the match did not end:\n${screen('red')}\n${screen('blue')}`);
      for (const window of ['red', 'blue'] as const) {
        const told = screen(window).split('Your turn.').length - 1;
        if (told > turns[window] && !/Game over:/.test(screen(window))) await play(window);
      }
      await sleep(100);
    }
    const red = screen('red');
    const blue = screen('blue');
    expect(red).toContain(`stratego room ${room}: seat 0`);
    expect(blue).toContain(`stratego room ${room}: seat 1`);
    // each terminal drew its own seat's board: Red's view, Blue's view
    expect(red).toContain('view of Red');
    expect(blue).toContain('view of Blue');
    expect(`${red}${blue}`).not.toMatch(/Refused: (?!not your turn: Red is to play)/);
    // the spectator saw the board after every move of the match
    const watched = (await waitFor('watch', /Game over:[^\n]*\n/))[0] && screen('watch');
    for (let ply = 1; ply <= 10; ply++) expect(watched).toMatch(new RegExp(`view of spectator - ply ${ply} `));
    tmux('send-keys', '-t', 'play:server', 'C-c', '');
    await waitFor('server', /games server stopped\./).catch(() => undefined);
  }, 150_000);
});
