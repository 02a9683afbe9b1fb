import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMatch, createRng, randomPolicy, unwrap } from '@games/core';
import { pig } from '@games/core/example';
import { describe, expect, it } from 'vitest';
import { createStyle, GAMES, progressLine, runDemo, runProgram, scriptedIo, wilson, type SimReport } from '../src/index.js';

async function run(args: string[], input: string[] = []) {
  const io = scriptedIo(input);
  const status = await runProgram(args, { io, workerUrl: null });
  return { status, output: io.output, errors: io.errors };
}

const sharedData = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
const builtBin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

describe('games list', () => {
  it('lists every game with its player counts and every option of its metadata, with defaults', async () => {
    const { status, output } = await run(['list']);
    expect(status).toBe(0);
    for (const [id, entry] of Object.entries(GAMES)) {
      expect(output).toMatch(new RegExp(`^${id}  \\(`, 'm'));
      for (const option of entry.visit(({ game }) => game.options)) {
        expect(output).toContain(`--option ${option.name}=...  ${option.description} [`);
        if (option.default !== undefined) expect(output).toContain(`default ${JSON.stringify(option.default)}`);
      }
    }
    expect(output).toMatch(/--option variant=\.\.\. .*default "classic"/);
    // Santorini hides something only with Chaos (said in its own option line); Stratego always
    expect(output).toMatch(/^santorini {2}\(2-4 players\) /m);
    expect(output).toMatch(/^stratego {2}\(2 players, hidden information\) /m);
  });

  it('prints its usage and exits 0 when called with no arguments', async () => {
    const { status, output, errors } = await run([]);
    expect(status).toBe(0);
    expect(errors).toBe('');
    expect(output).toMatch(/^Usage: games \[options\] \[command\]/);
    expect(output).toContain('list ');
    expect(output).toContain('play ');
  });

  it('prints the version with --version', async () => {
    const { status, output } = await run(['--version']);
    expect(status).toBe(0);
    expect(output).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('games demo', () => {
  it('prints the same transcript for the same seed, ending each game with its result', async () => {
    const first = await run(['demo', '--seed', '5', '--games', 'pig,yunnori']);
    const second = await run(['demo', '--seed', '5', '--games', 'pig,yunnori']);
    expect(first.status).toBe(0);
    expect(first.output).toBe(second.output);
    expect(first.output.match(/^ {2}result: /gm)?.length).toBe(2);
    expect(first.output).toContain('Try next:');
    // from this clone, the next steps say how to type games here
    expect(first.output).toContain('In this clone of the repository, type npx before games (npx games play santorini).');
    const other = await run(['demo', '--seed', '6', '--games', 'pig,yunnori']);
    expect(other.output).not.toBe(first.output);
  });

  it('an installed games (not in a clone) ends with the next steps only, no hint meant for clones', async () => {
    const io = scriptedIo([]);
    expect(await runDemo(io, 5, ['pig'], { full: false, pauseMs: 0, style: createStyle(false), clone: false })).toBe(0);
    expect(io.output).toContain('Try next:');
    expect(io.output).not.toMatch(/clone|pnpm|npx/);
  });
});

describe('games play', () => {
  it('Santorini among mortals hides nothing: the seed is printed at the start, help lists moves once', async () => {
    const { status, output } = await run(['play', 'santorini', '--seats', 'human,random', '--seed', '3'], ['help', 'quit']);
    expect(status).toBe(0);
    expect(output).not.toContain('fixes hidden');
    expect(output).toMatch(/Seed 3 \(repeat with --seed 3\)\. Type help for commands\./);
    expect(output.match(/^ {2}moves /gm)).toHaveLength(1);
    expect(output).toContain('  moves   list the legal moves (a worker, where it moves, where it builds)');
  });

  it('Santorini with Chaos hides its deck: the seed waits for the end', async () => {
    const { output } = await run(['play', 'santorini', '--seats', 'human,random', '--seed', '3', '--option', 'gods=["chaos","apollo"]'], ['quit']);
    expect(output).toContain('The seed is shown at the end (it fixes hidden things).');
  });

  it('lists moves, refuses an illegal one with a reason, undoes, and quits', async () => {
    const { status, output } = await run(['play', 'pig', '--seats', 'human,random', '--seed', '2'], ['help', 'moves', 'fly', 'roll', 'undo', 'moves', 'quit']);
    expect(status).toBe(0);
    // Secret Pig hides a bonus: the seed (which fixes it) is shown when the match is left
    expect(output).toContain('The seed is shown at the end (it fixes hidden things). Type help for commands.');
    expect(output).toMatch(/Match left unfinished\.\nSeed 2 \(repeat with --seed 2\)\.\n$/);
    expect(output).toContain('  undo    take back your last move');
    expect(output).toMatch(/Refused: .* \((malformed-move|illegal-move)\)/);
    expect(output).toMatch(/chance: die \d/);
    expect(output).toContain('Undone: ');
    expect(output).toContain('Match left unfinished.');
  });

  it('plays a whole match between bots when no seat is human', async () => {
    const { status, output } = await run(['play', 'pig', '--seats', 'random,random', '--seed', '4']);
    expect(status).toBe(0);
    expect(output).toMatch(/Game over: seat \d wins \(reached target\)/);
  });

  it('undo takes back the whole turn and the die falls the same way again', async () => {
    const { output } = await run(['play', 'pig', '--seats', 'human,random', '--seed', '7'], ['roll', 'undo', 'roll', 'quit']);
    const dice = [...output.matchAll(/chance: (die \d)/g)].map((match) => match[1]);
    expect(dice.length).toBeGreaterThanOrEqual(2);
    expect(dice[1]).toBe(dice[0]);
    expect(output).toContain('chance draws will fall the same way again');
  });

  it('Yut Nori: undo takes back the move, not the throw before it: the same moves are offered again', async () => {
    const first = await run(['play', 'yunnori', '--seats', 'human,random', '--seed', '3'], ['moves', 'quit']);
    const listing = /^seat 0> (.+)$/m.exec(first.output)?.[1];
    expect(listing).toBeDefined();
    const move = listing!.split(', ')[0]!;
    const { output } = await run(['play', 'yunnori', '--seats', 'human,random', '--seed', '3'], [move, 'undo', 'moves', 'quit']);
    const undone = output.indexOf('Undone: ');
    expect(undone).toBeGreaterThan(0);
    // no new throw after the undo: seat 0 moves again with the throw it had
    const after = output.slice(undone);
    expect(after).not.toMatch(/chance: throw/);
    expect(after).toContain(`seat 0> ${listing}`);
  });

  it('refuses an undo across a move that showed something hidden, in words and with the session\'s code', async () => {
    const { output } = await run(['play', 'fiery-dragons', '--seats', 'human,random', '--seed', '5', '--no-color'], ['flip 0', 'undo', 'quit']);
    expect(output).toMatch(/Cannot undo: your flip 0 showed something that was hidden, and a move that has shown something stays played \(undo-crosses-reveal\)\./);
    expect(output).not.toContain('Undone');
  });

  it('Santorini: undo says nothing about chance draws, which the game has none of', async () => {
    const { output } = await run(['play', 'santorini', '--seats', 'human,random', '--seed', '2'], ['place A1', 'undo', 'quit']);
    expect(output).toContain('Undone: 1 move taken back.\n');
    expect(output).not.toMatch(/chance/i);
  });

  it('picks a random seed when none is given, and prints it', async () => {
    const first = await run(['play', 'pig', '--seats', 'human,random'], ['quit']);
    const second = await run(['play', 'pig', '--seats', 'human,random'], ['quit']);
    const seedOf = (text: string) => /Seed (-?\d+) \(repeat with --seed \1\)/.exec(text)?.[1];
    expect(seedOf(first.output)).toBeDefined();
    expect(seedOf(first.output)).not.toBe(seedOf(second.output));
  });

  it('--record writes a record that replays, also on quit', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'games-record-'));
    const path = join(folder, 'match.json');
    const { output } = await run(['play', 'pig', '--seats', 'human,random', '--seed', '3', '--record', path], ['roll', 'quit']);
    expect(output).toContain(`Record written to ${path}`);
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { game: string; moves: string[]; options: { seed: number } };
    expect(saved.game).toBe('pig');
    expect(saved.options.seed).toBe(3);
    expect(saved.moves[0]).toBe('roll');
    const replayed = await run(['replay', path, '--all']);
    expect(replayed.status).toBe(0);
    expect(replayed.output).toContain('The record ends before the game does.');
  });

  it('ends cleanly when input ends', async () => {
    const { status, output } = await run(['play', 'pig', '--seats', 'human,random'], []);
    expect(status).toBe(0);
    expect(output).toContain('Input ended');
  });
});

describe('games sim', () => {
  it('reports sole wins with 95% Wilson intervals, draws and unfinished apart, end reasons and length (--json)', async () => {
    const { status, output } = await run(['sim', 'pig', '--games', '25', '--workers', '0', '--json', '--seed', '3']);
    expect(status).toBe(0);
    const report = JSON.parse(output) as SimReport;
    expect(report.matches).toBe(25);
    const wins = report.soleWins.reduce((sum, rate) => sum + rate.count, 0);
    expect(wins + report.draws.count + report.sharedFirstPlaces + report.unfinished).toBe(25);
    for (const rate of report.soleWins) {
      expect(rate.ci95[0]).toBeLessThanOrEqual(rate.rate);
      expect(rate.ci95[1]).toBeGreaterThanOrEqual(rate.rate);
    }
    expect(Object.values(report.endReasons).reduce((sum, count) => sum + count, 0)).toBe(25 - report.unfinished);
    expect(report.length.meanPlies).toBeGreaterThan(0);
    const again = JSON.parse((await run(['sim', 'pig', '--games', '25', '--workers', '0', '--json', '--seed', '3'])).output) as SimReport;
    expect(again.soleWins).toEqual(report.soleWins);
  });

  it('santorini --games 200 --json carries intervals and end reasons', async () => {
    const { status, output } = await run(['sim', 'santorini', '--games', '200', '--workers', '0', '--json']);
    expect(status).toBe(0);
    const report = JSON.parse(output) as SimReport;
    expect(report.matches).toBe(200);
    expect(report.soleWins).toHaveLength(2);
    for (const rate of report.soleWins) expect(rate.ci95[1] - rate.ci95[0]).toBeGreaterThan(0.05);
    expect(Object.keys(report.endReasons).length).toBeGreaterThan(0);
    expect(report.endReasons['reached-level-3']).toBeGreaterThan(0);
  });

  it('the Wilson interval matches a worked example (8 of 10: 0.490 to 0.943)', () => {
    const [low, high] = wilson(8, 10);
    expect(low).toBeCloseTo(0.4902, 3);
    expect(high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
    // exact bounds at the edges, not a rounding error such as 8.67e-19
    expect(wilson(0, 50)[0]).toBe(0);
    expect(wilson(50, 50)[1]).toBe(1);
    expect(wilson(0, 50)[1]).toBeGreaterThan(0);
  });

  it('prints plain progress lines when the output is not a terminal, and the table', async () => {
    const { output } = await run(['sim', 'pig', '--games', '40', '--workers', '0', '--seed', '3']);
    expect(output).toMatch(/^played \d+\/40, [\d.]+ games\/s, about .* left$/m);
    expect(output).toMatch(/seat 0 \(random\) wins: +\d+ +[\d.]+% +\(95% CI [\d.]+% - [\d.]+%\)/);
    expect(output).toMatch(/how games ended: reached target \d+/);
    expect(output).toMatch(/length: mean [\d.]+ moves, sd [\d.]+/);
  });

  it('draws a progress bar with rate and ETA', () => {
    expect(progressLine(50, 200, 5)).toBe('[########......................] 50/200  10.0 games/s  ETA 15 s');
  });

  it('spreads matches over worker threads in the built binary', (context) => {
    if (!existsSync(builtBin)) context.skip('packages/cli/dist is missing: run the build first (pnpm test does)');
    const output = execFileSync(process.execPath, [builtBin, 'sim', 'pig', '--games', '40', '--workers', '2', '--json', '--seed', '3'], { encoding: 'utf8' });
    const report = JSON.parse(output) as SimReport;
    expect(report.timing.workers).toBe(2);
    expect(report.matches).toBe(40);
    const inProcess = execFileSync(process.execPath, [builtBin, 'sim', 'pig', '--games', '40', '--workers', '0', '--json', '--seed', '3'], { encoding: 'utf8' });
    expect((JSON.parse(inProcess) as SimReport).soleWins).toEqual(report.soleWins);
  });
});

describe('wrong arguments', () => {
  it.each([
    [['play', 'chess']],
    [['sim', 'pig']],
    [['sim', 'pig', '--games', 'many']],
    [['demo', '--seed', 'x']],
    [['play', 'pig', '--seats', 'human,wizard']],
    [['play', 'pig', '--option', 'players=9']],
    [['play', 'pig', '--option', 'nonsense']],
    [['fly']],
  ])('%j prints usage and exits with status 2', async (args) => {
    const { status, errors } = await run(args);
    expect(status).toBe(2);
    expect(errors.length).toBeGreaterThan(0);
  });
});

describe('games replay', () => {
  const folder = mkdtempSync(join(tmpdir(), 'games-replay-'));
  const match = unwrap(createMatch(pig, { players: 2, target: 10, seed: 1 }));
  const rng = createRng(2);
  while (match.actor().kind !== 'over') {
    if (match.actor().kind === 'chance') match.resolveChance(rng);
    else match.play(randomPolicy(match.state, match.legalMoves(), rng));
  }
  const record = match.record();

  it('steps through a record to its result', async () => {
    const path = join(folder, 'good.json');
    writeFileSync(path, JSON.stringify(record));
    const { status, output } = await run(['replay', path]);
    expect(status).toBe(0);
    expect(output).toMatch(new RegExp(`^1\\. seat 0: ${record.moves[0]}$`, 'm'));
    expect(output).toMatch(/Result: seat \d wins/);
  });

  it('reports the ply and reason of the first bad move', async () => {
    const path = join(folder, 'bad.json');
    writeFileSync(path, JSON.stringify({ ...record, moves: [...record.moves.slice(0, 3), 'fly', ...record.moves.slice(3)] }));
    const { status, output } = await run(['replay', path]);
    expect(status).toBe(1);
    expect(output).toContain('Bad move at ply 4: move 4 "fly" is refused');
  });

  it('reports unreadable and broken files', async () => {
    const broken = join(folder, 'broken.json');
    writeFileSync(broken, '{"game": "pig",\n "moves": [');
    expect((await run(['replay', broken])).errors).toMatch(/line 2/);
    expect((await run(['replay', join(folder, 'missing.json')])).status).toBe(1);
  });

  const gravon = join(sharedData, 'stratego', 'classic-2004.11-0.xml');
  it('replays a real Gravon archive game', async (context) => {
    if (!existsSync(gravon)) context.skip('../shared/data is absent: the archive game is read from there, never copied');
    const { status, output } = await run(['replay', gravon]);
    expect(status).toBe(0);
    expect(output).toMatch(/^Stratego: \d+ moves\. Red \(.+\) vs Blue \(.+\)\. Showing the whole board\./m);
    expect(output).toMatch(/^Recorded result: Blue \(.+\) wins \(resignation\)$/m);
    expect(output).toMatch(/Battle [A-K]\d+-[A-K]\d+: (Red|Blue) \w+ \(.\) .*attacks/);
    expect(output).toMatch(/^Red has lost: .+$/m);
    expect(output).toMatch(/ - the whole board - ply \d+/);
    expect(output).not.toContain('view of spectator');
  });

  it('steps through a record: Enter, b, a ply number, q', async () => {
    const path = join(folder, 'steps.json');
    writeFileSync(path, JSON.stringify(record));
    const { status, output } = await run(['replay', path, '--step', '--seat', '1'], ['', '', 'b', '3', 'q']);
    expect(status).toBe(0);
    const positions = [...output.matchAll(/\[(\d+)\/\d+\] replay> /g)].map((match) => Number(match[1]));
    expect(positions).toEqual([0, 1, 2, 1, 3]);
    expect(output).toContain("Showing the view of seat 1.");
  });
});
