import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMatch, createRng, pig, randomPolicy, unwrap } from '@games/core';
import { describe, expect, it } from 'vitest';
import { runProgram, scriptedIo, type SimReport } from '../src/index.js';

async function run(args: string[], input: string[] = []) {
  const io = scriptedIo(input);
  const status = await runProgram(args, { io, workerUrl: null });
  return { status, output: io.output, errors: io.errors };
}

const sharedData = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
const builtBin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

describe('games list', () => {
  it('lists every game with its player counts and options', async () => {
    const { status, output } = await run(['list']);
    expect(status).toBe(0);
    for (const id of ['santorini', 'stratego', 'yunnori', 'tigerzone', 'fiery-dragons']) expect(output).toMatch(new RegExp(`^${id}  \\(`, 'm'));
    expect(output).toContain('--option variant=...');
  });
});

describe('games demo', () => {
  it('prints the same transcript for the same seed, ending each game with its result', async () => {
    const first = await run(['demo', '--seed', '5', '--games', 'pig,yunnori']);
    const second = await run(['demo', '--seed', '5', '--games', 'pig,yunnori']);
    expect(first.status).toBe(0);
    expect(first.output).toBe(second.output);
    expect(first.output.match(/^ {2}result: /gm)?.length).toBe(2);
    const other = await run(['demo', '--seed', '6', '--games', 'pig,yunnori']);
    expect(other.output).not.toBe(first.output);
  });
});

describe('games play', () => {
  it('lists moves, refuses an illegal one with a reason, undoes, and quits', async () => {
    const { status, output } = await run(['play', 'pig', '--seats', 'human,random', '--seed', '2'], ['help', 'moves', 'hold', 'roll', 'undo', 'moves', 'quit']);
    expect(status).toBe(0);
    expect(output).toContain('Type help for commands.');
    expect(output).toContain('  undo    take back your last move');
    expect(output).toMatch(/seat 0> roll\n/);
    expect(output).toContain('Refused: {"type":"hold"} is not a legal move now (illegal-move)');
    expect(output).toMatch(/chance: die \d/);
    expect(output).toContain('Undone.');
    expect(output).toContain('Match abandoned.');
  });

  it('plays a whole match between bots when no seat is human', async () => {
    const { status, output } = await run(['play', 'pig', '--seats', 'random,random', '--seed', '4']);
    expect(status).toBe(0);
    expect(output).toMatch(/Game over: seat \d wins \(reached-target\)/);
  });

  it('ends cleanly when input ends', async () => {
    const { status, output } = await run(['play', 'pig', '--seats', 'human,random'], []);
    expect(status).toBe(0);
    expect(output).toContain('Input ended');
  });
});

describe('games sim', () => {
  it('reports figures consistent with the number of games (--json)', async () => {
    const { status, output } = await run(['sim', 'pig', '--games', '25', '--workers', '0', '--json', '--seed', '3']);
    expect(status).toBe(0);
    const report = JSON.parse(output) as SimReport;
    expect(report.games).toBe(25);
    const firstPlaces = report.wins.reduce((sum, value) => sum + value, 0);
    expect(firstPlaces + report.unfinished).toBeCloseTo(25, 6);
    expect(report.winRates.reduce((sum, value) => sum + value, 0)).toBeCloseTo(firstPlaces / 25, 6);
    expect(report.meanPlies).toBeGreaterThan(0);
    const again = JSON.parse((await run(['sim', 'pig', '--games', '25', '--workers', '0', '--json', '--seed', '3'])).output) as SimReport;
    expect(again.wins).toEqual(report.wins);
  });

  it('spreads matches over worker threads in the built binary', (context) => {
    if (!existsSync(builtBin)) context.skip('packages/cli/dist is missing: run the build first (pnpm test does)');
    const output = execFileSync(process.execPath, [builtBin, 'sim', 'pig', '--games', '40', '--workers', '2', '--json', '--seed', '3'], { encoding: 'utf8' });
    const report = JSON.parse(output) as SimReport;
    expect(report.workers).toBe(2);
    expect(report.games).toBe(40);
    const inProcess = execFileSync(process.execPath, [builtBin, 'sim', 'pig', '--games', '40', '--workers', '0', '--json', '--seed', '3'], { encoding: 'utf8' });
    expect((JSON.parse(inProcess) as SimReport).wins).toEqual(report.wins);
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
    [[]],
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
    expect(output).toContain(`1. ${record.moves[0]}`);
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
    expect(output).toContain('Stratego');
  });
});
