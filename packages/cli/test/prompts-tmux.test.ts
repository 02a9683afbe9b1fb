// Terminal prompts in a real terminal (tmux, the built binary): line editing with the arrow keys
// and Home, a history of earlier lines on Up, and Ctrl-C leaving local play with the --record
// file written.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRecord } from '@games/core';
import { Terminal, tmuxSkipReason } from './tmux.js';

if (tmuxSkipReason !== '') console.log(`skipping the tmux tests of terminal prompts: ${tmuxSkipReason}`);
const folder = mkdtempSync(join(tmpdir(), 'games-prompts-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe.skipIf(tmuxSkipReason !== '')('terminal prompts (tmux)', () => {
  it('edit the line with the arrow keys and Home, recall earlier lines with Up; Ctrl-C leaves local play and writes the record', async () => {
    const record = join(folder, 'interrupted.json');
    const terminal = Terminal.start(['play', 'santorini', '--seed', '2', '--seats', 'human,random', '--no-color', '--record', record]);
    /** Where the screen ends now, the prompt included (the screen is read trimmed). */
    const before = (): number => Math.max(0, terminal.mark() - 'seat 0>'.length);
    try {
      await terminal.waitFor(/seat 0> $/m, { seconds: 60 });
      // "oves", Home, "m": the line reads "moves" (without line editing it would be "ovesm" or "oves^[[Hm")
      let mark = before();
      terminal.keys('-l', 'oves');
      terminal.keys('Home');
      terminal.keys('-l', 'm');
      terminal.keys('Enter');
      const listed = await terminal.waitFor(/seat 0> moves\n[^\n]+, [^\n]+\n/, { since: mark });
      const listing = /seat 0> moves\n([^\n]+, [^\n]+)\n/.exec(listed.slice(mark))![1]!;
      // Left arrow then a character: inserted before the last one
      mark = before();
      terminal.keys('-l', 'helpx');
      terminal.keys('BSpace');
      terminal.keys('Left');
      terminal.keys('Left');
      terminal.keys('Right');
      terminal.keys('Right');
      terminal.keys('Enter');
      await terminal.waitFor(/seat 0> help\nType a move/, { since: mark });
      // Up twice: "moves" again, from the history
      mark = before();
      terminal.keys('Up');
      terminal.keys('Up');
      terminal.keys('Enter');
      const again = await terminal.waitFor(/seat 0> moves\n[^\n]+, [^\n]+\n/, { since: mark });
      expect(again.slice(mark)).toContain(listing);
      expect(terminal.screen()).not.toContain('^[[');
      // play a move, then Ctrl-C at the next prompt
      mark = before();
      terminal.type(listing.split(', ')[0]!);
      await terminal.waitFor(/seat 0> place A1\n[\s\S]*\nseat 0> $/m, { since: mark });
      terminal.keys('C-c');
      const end = await terminal.waitFor(/Record written to .* \(\d+ moves\)/);
      expect(end).toContain('Interrupted: match left unfinished.');
      expect(existsSync(record)).toBe(true);
      const parsed = parseRecord(readFileSync(record, 'utf8'));
      expect(parsed.ok && parsed.value.moves).toEqual(['place A1']);
    } finally {
      terminal.close();
    }
  });

  it('Ctrl-C while bots play on their own ends the match at once with the record written', async () => {
    const record = join(folder, 'bots.json');
    // bots that think (a random match can end before the key arrives)
    const terminal = Terminal.start(['play', 'stratego', '--seed', '5', '--seats', 'mcts:3000,mcts:3000', '--no-color', '--record', record]);
    try {
      await terminal.waitFor(/Red \(mcts:3000\): /, { seconds: 60 });
      terminal.keys('C-c');
      await terminal.waitFor(/Interrupted: match left unfinished\.\nSeed 5 \(repeat with --seed 5\)\.\nRecord written to /);
      const parsed = parseRecord(readFileSync(record, 'utf8'));
      expect(parsed.ok).toBe(true);
    } finally {
      terminal.close();
    }
  });
});
