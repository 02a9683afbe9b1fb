import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fieryDragons, type Chit } from '@games/fiery-dragons';
import { namedSetups } from '@games/stratego';
import { describe, expect, it } from 'vitest';
import { colorWanted, runProgram, scriptedIo } from '../src/index.js';
import { BIN, Terminal, tmuxSkipReason } from './tmux.js';

// What a player sees at the table, in a real terminal (tmux driving the built binary): the
// flipped chits of Fiery Dragons, Stratego's setup dialog and battle reports, TigerZone's tile in
// hand and zone map, and colours on a terminal (off under NO_COLOR).

async function run(args: string[], input: string[] = []) {
  const io = scriptedIo(input);
  const status = await runProgram(args, { io, workerUrl: null });
  return { status, output: io.output, errors: io.errors };
}

const skip = tmuxSkipReason !== '';
const title = (text: string): string => `${text}${skip ? ` (skipped: ${tmuxSkipReason})` : ''}`;

function chitText(chit: Chit): string {
  if (chit.kind === 'animal') return `${chit.count} ${chit.animal}${chit.count > 1 ? 's' : ''}`;
  if (chit.kind === 'pirate') return `${chit.count} pirate dragon${chit.count > 1 ? 's' : ''}`;
  return chit.kind;
}

/**
 * A seed and a chit such that seat 0's first flip fails and the bot's turn is one failing flip:
 * found by playing in-process, so the test does not depend on how the engine shuffles.
 */
async function failingFlips(): Promise<{ seed: number; chit: number; botChit: number }> {
  for (let seed = 1; seed < 60; seed++) {
    for (let chit = 0; chit < 16; chit++) {
      const { output } = await run(['play', 'fiery-dragons', '--seed', String(seed), '--seats', 'human,random'], [`flip ${chit}`, 'quit']);
      // (typed lines are not echoed: a report follows its prompt `seat 0> ` on the same line)
      const flips = [...output.matchAll(/(?:^|> )seat (\d) flipped chit (\d+): [^\n]* turn over$/gm)];
      const bot = [...output.matchAll(/(?:^|> )seat 1 \(random\): (.*)$/gm)];
      if (flips.length === 2 && flips[0]![1] === '0' && flips[1]![1] === '1' && bot.length === 1) return { seed, chit, botChit: Number(flips[1]![2]) };
      if (flips.length > 0) break;
    }
  }
  throw new Error('no seed with two failing flips in a row');
}

describe('Fiery Dragons in a terminal', () => {
  it.skipIf(skip)(title('a failing flip by the human and one by the bot: both chits stay on screen until the next decision'), async () => {
    const { seed, chit, botChit } = await failingFlips();
    const state = fieryDragons.setup({ players: 2, seed });
    if (!state.ok) throw new Error(state.error.message);
    const chits = state.value.chits;
    const terminal = Terminal.start(['play', 'fiery-dragons', '--seed', String(seed), '--seats', 'human,random', '--no-color']);
    try {
      await terminal.waitFor(/seat 0> $/m);
      const since = terminal.mark();
      terminal.type(`flip ${chit}`);
      const screen = await terminal.waitFor(/seat 0> $/m, { since });
      const after = screen.slice(screen.lastIndexOf('Chits flipped since your last decision:'));
      expect(after).toContain(`seat 0 flipped chit ${chit}: ${chitText(chits[chit]!)} - `);
      expect(after).toContain(`seat 1 flipped chit ${botChit}: ${chitText(chits[botChit]!)} - `);
      expect(after.trimEnd()).toMatch(/Face up now: none\nseat 0>$/);
      // The chit grid of the board shows them face down again, as the table does.
      expect(screen.slice(since)).toMatch(new RegExp(`\\b${chit}: ##`));
    } finally {
      terminal.close();
    }
  });
});

/** A seed whose random Blue army has no Flag on A7, so that the Scout's attack from A4 does not end the game. */
async function battleSeed(): Promise<number> {
  for (let seed = 1; seed < 40; seed++) {
    const { output } = await run(['play', 'stratego', '--seed', String(seed), '--seats', 'human,random'], ['setup corner-fortress', 'ready', 'yes', 'A4-A7', 'quit']);
    if (/Battle A4-A7: /.test(output) && !output.includes('Game over')) return seed;
  }
  throw new Error('no seed without the Flag on A7');
}

describe('Stratego in a terminal', () => {
  it.skipIf(skip)(title('places pieces, fills the rest at random, chooses a named setup, confirms, and reports a battle'), async () => {
    const seed = await battleSeed();
    const terminal = Terminal.start(['play', 'stratego', '--seed', String(seed), '--seats', 'human,random', '--no-color']);
    try {
      await terminal.waitFor(/Red setup> $/m);
      let since = terminal.mark();
      terminal.type('F A1');
      let screen = await terminal.waitFor(/Red setup> $/m, { since });
      expect(screen.slice(since)).toMatch(/^ {3}1 {2}F \. \. \. \. \. \. \. \. \.$/m);
      since = terminal.mark();
      terminal.type('random');
      screen = await terminal.waitFor(/Red setup> $/m, { since });
      expect(screen.slice(since)).toContain('Every piece is placed: type ready.');
      expect(screen.slice(since)).toMatch(/^ {3}1 {2}F( [MSBF2-9]){9}$/m);
      since = terminal.mark();
      terminal.type('setups');
      terminal.type('setup corner-fortress');
      screen = await terminal.waitFor(/Red setup> [^\n]*\n[^]*Red setup> $/m, { since });
      expect(screen.slice(since)).toContain('corner-fortress ');
      // the package's corner-fortress: back row F B 3 3 4 B 5 4 3 6, front row 2 7 3 2 8 2 5 6 2 2
      expect(screen.slice(since)).toMatch(/^ {3}4 {2}2 7 3 2 8 2 5 6 2 2$/m);
      expect(screen.slice(since)).toMatch(/^ {3}1 {2}F B 3 3 4 B 5 4 3 6$/m);
      since = terminal.mark();
      terminal.type('ready');
      await terminal.waitFor(/Play this setup\? \(yes\/no\) $/m, { since });
      terminal.type('yes');
      await terminal.waitFor(/^Red> $/m, { since });
      since = terminal.mark();
      // The Scout on A4 slides to A7 and attacks Blue's front row.
      terminal.type('A4-A7');
      screen = await terminal.waitFor(/^Red> $/m, { since });
      const after = screen.slice(since);
      expect(after).toMatch(/^Battle A4-A7: Red Scout \(2\) attacks Blue \w+ \([MSBF2-9]\): (Red's Scout wins|Blue's \w+ wins|both are removed)$/m);
      expect(after).toMatch(/^Blue has lost: /m);
      since = terminal.mark();
      terminal.type('undo');
      screen = await terminal.waitFor(/^Red> $/m, { since });
      expect(screen.slice(since)).toContain('Cannot undo: your A4-A7 showed something that was hidden, and a move that has shown something stays played (undo-crosses-reveal).');
    } finally {
      terminal.close();
    }
  });
});

describe('TigerZone in a terminal', () => {
  it.skipIf(skip)(title('draws the tile to place and where it fits; a tiger placed by spot, rotation and zone'), async () => {
    const terminal = Terminal.start(['play', 'tigerzone', '--seed', '3', '--seats', 'human,random', '--no-color']);
    try {
      let screen = await terminal.waitFor(/seat 0> $/m);
      // the tile in hand at each rotation beside the zone numbers (the engine's text board)
      expect(screen).toMatch(/^\S{5} rotated +0 +90 +180 +270 +zones$/m);
      expect(screen).toMatch(/^ +([.~=X+bdpc]{3} +){4}123$/m);
      expect(screen).toContain('Where it fits');
      const spot = /^ {2}([a-z]) \((-?\d+) (-?\d+)\) {2}(\d+): [^|\n]*tiger (\d+)/m.exec(screen);
      expect(spot).not.toBeNull();
      const [, letter, x, y, rotation, zone] = spot!;
      const since = terminal.mark();
      terminal.type(`${letter} ${rotation} tiger ${zone}`);
      screen = await terminal.waitFor(/seat 0> $/m, { since });
      const after = screen.slice(since);
      expect(after).toMatch(/^seat 1 \(random\): (PLACE|TILE) /m);
      expect(after).toMatch(/^seat 0: \d+ points, 6 tigers/m);
      // the replayable record of the turn: the move the shorthand stood for
      terminal.type('quit');
      expect(`${letter} ${rotation} tiger ${zone}`).toMatch(/^[a-z] \d+ tiger \d$/);
      expect(Number(x)).not.toBeNaN();
      expect(Number(y)).not.toBeNaN();
    } finally {
      terminal.close();
    }
  });
});

describe('colour', () => {
  it.skipIf(skip)(title('is on in a terminal and off under NO_COLOR'), async () => {
    const coloured = Terminal.start(['play', 'santorini', '--seed', '2', '--seats', 'human,random']);
    const plainTerminal = Terminal.start(['play', 'santorini', '--seed', '2', '--seats', 'human,random'], { NO_COLOR: '1' });
    try {
      await coloured.waitFor(/seat 0> $/m);
      await plainTerminal.waitFor(/seat 0> $/m);
      expect(coloured.screen(true)).toMatch(/\u001b\[(0;)?(1;)?31m/);
      expect(plainTerminal.screen(true)).not.toMatch(/\u001b\[[0-9;]*m/);
      expect(plainTerminal.screen()).toBe(coloured.screen());
    } finally {
      coloured.close();
      plainTerminal.close();
    }
  });

  it('is wanted on a terminal only, never with --no-color or NO_COLOR', () => {
    expect(colorWanted(true, true, {})).toBe(true);
    expect(colorWanted(true, false, {})).toBe(false);
    expect(colorWanted(false, true, {})).toBe(false);
    expect(colorWanted(true, true, { NO_COLOR: '1' })).toBe(false);
    expect(colorWanted(true, false, { FORCE_COLOR: '1' })).toBe(true);
  });
});

describe('Stratego with two people at one terminal', () => {
  const corner = namedSetups.find((setup) => setup.name === 'corner-fortress')!.setup;
  it('hides the screen between the seats: Blue sees nothing until Enter, then only its own view', async () => {
    const { output } = await run(
      ['play', 'stratego', '--seed', '1', '--seats', 'human,human', '--option', `redSetup=${corner}`, '--option', `blueSetup=${corner}`],
      ['A4-A5', '', 'quit'],
    );
    const handover = output.indexOf('Blue (seat 1) to play. The screen is hidden: hand over the terminal and press Enter.');
    expect(handover).toBeGreaterThan(0);
    const blueScreen = output.slice(handover);
    expect(blueScreen).toContain('view of Blue');
    expect(blueScreen).not.toMatch(/ r[MSBF2-9] /);
    expect(output.slice(output.indexOf('Red> A4-A5') >= 0 ? output.indexOf('Red> ') : 0, handover)).not.toContain('view of Blue');
  });
});

describe('games demo', () => {
  it.skipIf(!existsSync(BIN))('prints a short tour under 150 lines, ending with what to try next (the built binary)', () => {
    const result = spawnSync(process.execPath, [BIN, 'demo'], { encoding: 'utf8', timeout: 120_000 });
    const { status, stdout: output } = result;
    expect(status).toBe(0);
    expect(output.split('\n').length - 1).toBeLessThan(150);
    expect(output.match(/^ {2}result: /gm)).toHaveLength(5);
    expect(output).toContain('Try next:');
  });

  it.skipIf(!existsSync(BIN))('`games demo | head` exits 0 without a word on stderr', () => {
    const result = spawnSync('bash', ['-c', `'${process.execPath}' '${BIN}' demo | head -3 >/dev/null; echo "status=\${PIPESTATUS[0]}"`], { encoding: 'utf8', timeout: 60_000 });
    expect(result.stdout.trim()).toBe('status=0');
    expect(result.stderr).toBe('');
  });
});
