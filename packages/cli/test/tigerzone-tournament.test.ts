import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { replay } from '@games/core';
import { tigerzone } from '@games/tigerzone';
import { afterAll, describe, expect, it } from 'vitest';
import { runTigerzoneClient, type TigerzoneClientSettings } from '../src/commands/tigerzone-client.js';
import type { TournamentResults } from '../src/commands/tigerzone-server.js';
import { runProgram, scriptedIo } from '../src/index.js';
import { clientSettings, startServer } from './tigerzone-helpers.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
function folder(): string {
  const path = mkdtempSync(join(tmpdir(), 'tigerzone-'));
  folders.push(path);
  return path;
}


describe('games tigerzone-server with four games tigerzone-client bots', () => {
  it('plays a whole tournament: 3 rounds, 12 games, no forfeit, every echo matching, every record replayable', async () => {
    const serverRecords = folder();
    const clientRecords = folder();
    const server = await startServer({ players: 4, records: serverRecords, json: true });
    const clients = ['A', 'B', 'C', 'D'].map((letter, index) => {
      const io = scriptedIo();
      const overrides: Partial<TigerzoneClientSettings> = index === 0 ? { bot: { kind: 'mcts', iterations: 2 }, records: clientRecords } : index === 1 ? { ending: '\r\n' } : {};
      return { io, run: runTigerzoneClient(io, clientSettings(server.port, letter, overrides)) };
    });
    const outcomes = await Promise.all(clients.map((client) => client.run));
    expect(await server.done, server.io.output + server.io.errors).toBe(0);
    for (const [index, outcome] of outcomes.entries()) {
      expect(outcome.status, clients[index]!.io.output + clients[index]!.io.errors).toBe(0);
      expect(outcome.report).toMatchObject({ games: 6, forfeited: 0, mismatches: 0, unreadable: 0, withheld: 0 });
      expect(clients[index]!.io.output.match(/^challenge 1 round \d game [12] \(TEAM[A-D] v TEAM[A-D]\): TEAM[A-D] wins \(deck exhausted\), scores \d+-\d+$|^challenge 1 round \d game [12] \(TEAM[A-D] v TEAM[A-D]\): draw between /gm)).toHaveLength(6);
    }
    const results = JSON.parse(server.io.output.slice(server.io.output.indexOf('{'))) as TournamentResults;
    expect(results.games).toHaveLength(12);
    expect(results.games.every((game) => game.forfeit === null)).toBe(true);
    expect(results.standings.map((line) => line.games)).toEqual([6, 6, 6, 6]);
    // every pair met once, each starting one of the two games
    const meetings = new Set(results.games.map((game) => [...game.players].sort().join('-')));
    expect(meetings.size).toBe(6);

    // The server's records and TEAMA's own: the same games, replayable, ending with the reported scores.
    const serverFiles = readdirSync(serverRecords).filter((name) => name !== 'results.json');
    expect(serverFiles).toHaveLength(12);
    for (const game of results.games) {
      const record = JSON.parse(readFileSync(game.record!, 'utf8'));
      const replayed = replay(tigerzone, record);
      expect(replayed.ok).toBe(true);
      if (replayed.ok) expect(replayed.value.state.scores).toEqual(game.scores);
    }
    const clientFiles = readdirSync(clientRecords);
    expect(clientFiles).toHaveLength(6);
    const serverMoves = new Set(serverFiles.map((name) => JSON.stringify(JSON.parse(readFileSync(join(serverRecords, name), 'utf8')).moves)));
    for (const name of clientFiles) expect(serverMoves.has(JSON.stringify(JSON.parse(readFileSync(join(clientRecords, name), 'utf8')).moves))).toBe(true);

    const shown = scriptedIo();
    expect(await runProgram(['replay', join(clientRecords, clientFiles[0]!), '--all', '--no-color'], { io: shown, workerUrl: null })).toBe(0);
    expect(shown.output).toMatch(/^TigerZone: 76 moves\./);
    expect(shown.output).toMatch(/Result: .*scores \d+-\d+, after 76 moves/);
  }, 240_000);
});
