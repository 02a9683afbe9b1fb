/**
 * The recorded sessions of the 2016 tournament server and clients (../shared/data/tigerzone/wire/),
 * replayed line by line through our parsers and our server's judge: every line understood, every
 * server line written back byte for byte, and for every prompt our server's echo or forfeit for
 * the same answer byte-identical with the recorded one. The same checks run on a session of our
 * own server recorded the same way, so the replay itself is known to work.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runTigerzoneClient } from '../src/commands/tigerzone-client.js';
import { scriptedIo } from '../src/io.js';
import { loginThen, rawClient, startServer, until } from './tigerzone-helpers.js';
import { checkLines, checkVerdicts, readTranscript, recordingProxy } from './tigerzone-wire.js';

const folder = fileURLToPath(new URL('../../../../shared/data/tigerzone/wire/', import.meta.url));
const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.wire.log')).sort() : [];
if (files.length === 0) console.log(`tigerzone wire transcripts: none in ${folder}; the replay of the 2016 recordings is skipped`);

describe.skipIf(files.length === 0)('the recorded 2016 sessions', () => {
  it.each(files)('%s: every line is understood; every server line is written back byte for byte, with CRLF', (file) => {
    expect(checkLines(file, readFileSync(`${folder}${file}`, 'latin1'))).toBeGreaterThan(0);
  });

  it.each(files)('%s: for every answer our server gives the recorded echo or forfeit, byte for byte, but for the documented rules difference', (file) => {
    const verdicts = checkVerdicts(file, readFileSync(`${folder}${file}`, 'latin1'));
    expect(verdicts.judged).toBeGreaterThan(0);
    // the 2016 server accepted Team M's eighth tiger in the final (it never counted the supply):
    // seen by both connections of that recording, and nowhere else
    const expected = file === 'final_tzp_teamm.wire.log' ? ['GAME 2 MOVE 61 PLAYER TEAMM PLACED JLLL- AT 1 -4 0 TIGER 4 (seat 0 has no tigers left)'] : [];
    expect(verdicts.rulings).toEqual([...expected, ...expected]);
  });
});

describe('a session of our server recorded as the 2016 ones were', () => {
  it('replays through the same checks: lines, byte-identical echoes and forfeits', async () => {
    const server = await startServer();
    const proxy = await recordingProxy(server.port);
    // TEAMA answers game 1 with an unreadable line and passes in game 2 while its tile fits
    const bad = rawClient(
      proxy.port,
      loginThen('TEAMA', 'IAMA', (line, client) => {
        const [, game, move, tile] = /GAME (\S+) WITHIN .*: MOVE (\d+) PLACE (\S+)$/.exec(line)!;
        client.send(game === '1' ? 'GAME 1 MOVE 1 PLACE NOWHERE\r\n' : `GAME ${game} MOVE ${move} TILE ${tile} UNPLACEABLE PASS\n`);
      }),
    );
    await until(() => /TEAMA is in/.test(server.io.output), 'TEAMA');
    const io = scriptedIo();
    const ours = await runTigerzoneClient(io, { host: '127.0.0.1', port: proxy.port, password: 'TIGERZONE', user: 'TEAMB', userPassword: 'IAMB', bot: { kind: 'random' }, marginMs: 50, idleMs: 30_000, records: null, ending: '\n' });
    expect(ours.status).toBe(0);
    expect(await server.done).toBe(0);
    await until(() => bad.closed, 'the goodbye');
    proxy.close();
    const transcript = proxy.transcript();
    expect(transcript).toContain('GAME 1 MOVE 1 PLAYER TEAMA FORFEITED: ILLEGAL MESSAGE RECEIVED \\r\\n');
    expect(checkLines('our session', transcript)).toBe(readTranscript(transcript).length);
    // TEAMA's two answers (both forfeited) and TEAMB's one before both games were over
    expect(checkVerdicts('our session', transcript)).toEqual({ judged: 3, rulings: [] });
  }, 60_000);

  it('a whole match of two of our clients replays with every verdict byte-identical', async () => {
    const server = await startServer();
    const proxy = await recordingProxy(server.port);
    const client = (letter: string, ending: string) =>
      runTigerzoneClient(scriptedIo(), { host: '127.0.0.1', port: proxy.port, password: 'TIGERZONE', user: `TEAM${letter}`, userPassword: `IAM${letter}`, bot: { kind: 'random' }, marginMs: 50, idleMs: 30_000, records: null, ending });
    const [a, b] = await Promise.all([client('A', '\r\n'), client('B', '\n')]);
    expect([a.status, b.status, await server.done]).toEqual([0, 0, 0]);
    proxy.close();
    const transcript = proxy.transcript();
    expect(checkLines('our match', transcript)).toBeGreaterThan(2 * 76 * 3);
    // each player answers 76 prompts: 38 in each game
    expect(checkVerdicts('our match', transcript)).toEqual({ judged: 2 * 76, rulings: [] });
  }, 60_000);
});
