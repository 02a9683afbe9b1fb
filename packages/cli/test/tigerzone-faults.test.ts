import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTigerzoneClient, type TigerzoneClientSettings } from '../src/commands/tigerzone-client.js';
import { parseUsers } from '../src/commands/tigerzone-server/logins.js';
import { roundRobin } from '../src/commands/tigerzone-server/pairings.js';
import { runProgram, scriptedIo } from '../src/index.js';
import { clientSettings, loginThen, rawClient, startServer, until } from './tigerzone-helpers.js';

function ourClient(port: number, letter = 'B', overrides: Partial<TigerzoneClientSettings> = {}) {
  const io = scriptedIo();
  const settings = clientSettings(port, letter, { marginMs: 50, idleMs: 30_000, ...overrides });
  return { io, run: runTigerzoneClient(io, settings) };
}

/** The game and move number of a prompt line. */
function promptOf(line: string): { game: string; move: number; tile: string } {
  const match = /GAME (\S+) WITHIN .*: MOVE (\d+) PLACE (\S+)$/.exec(line)!;
  return { game: match[1]!, move: Number(match[2]), tile: match[3]! };
}

describe('forfeits of a 2016 server', () => {
  it('a silent player forfeits each game with TIMEOUT; the opponent plays on and wins both', async () => {
    const server = await startServer({ moveMs: 300 });
    const silent = rawClient(server.port, loginThen('TEAMA', 'IAMA'));
    await until(() => /TEAMA is in/.test(server.io.output), 'TEAMA');
    const ours = ourClient(server.port);
    expect((await ours.run).report).toMatchObject({ games: 2, forfeited: 0, mismatches: 0, unreadable: 0, withheld: 0 });
    expect(await server.done).toBe(0);
    await until(() => silent.closed, 'the goodbye');
    expect(silent.lines).toContain('GAME 1 MOVE 1 PLAYER TEAMA FORFEITED: TIMEOUT');
    expect(silent.lines).toContain('GAME 1 OVER PLAYER TEAMA FORFEITED PLAYER TEAMB WIN');
    expect(silent.lines).toContain('GAME 2 MOVE 2 PLAYER TEAMA FORFEITED: TIMEOUT');
    // game 2 went on after game 1 was forfeited: TEAMB's move 1 in game 2 was echoed
    expect(silent.lines.some((line) => /^GAME 2 MOVE 1 PLAYER TEAMB (PLACED|TILE) /.test(line))).toBe(true);
    expect(silent.lines.filter((line) => line.startsWith('MAKE YOUR MOVE'))).toHaveLength(2);
    // both OVER lines when the match ends, game 1 first, each naming that game's first mover first
    expect(silent.lines.slice(-5)).toEqual([
      'GAME 1 OVER PLAYER TEAMA FORFEITED PLAYER TEAMB WIN',
      'GAME 2 OVER PLAYER TEAMB WIN PLAYER TEAMA FORFEITED',
      'END OF ROUND 1 OF 1',
      'END OF CHALLENGES',
      'THANK YOU FOR PLAYING! GOODBYE',
    ]);
    expect(silent.bareLf).toBe(0);
    expect(ours.io.output).toMatch(/game 1 \(TEAMA v TEAMB\): TEAMA forfeited at move 1 \(TIMEOUT\), TEAMB wins, scores 0-0/);
  }, 60_000);

  it('an unreadable line forfeits with "ILLEGAL MESSAGE RECEIVED " and a pass on a placeable tile with "ILLEGAL TILE PLACEMENT " (byte for byte)', async () => {
    const server = await startServer();
    const bad = rawClient(
      server.port,
      loginThen('TEAMA', 'IAMA', (line, client) => {
        const { game, move, tile } = promptOf(line);
        client.send(game === '1' ? 'GAME 1 MOVE 1 PLACE SOMEWHERE\n' : `GAME ${game} MOVE ${move} TILE ${tile} UNPLACEABLE PASS\r\n`);
      }),
    );
    await until(() => /TEAMA is in/.test(server.io.output), 'TEAMA');
    const ours = ourClient(server.port);
    expect((await ours.run).report.forfeited).toBe(0);
    expect(await server.done).toBe(0);
    await until(() => bad.closed, 'the goodbye');
    const text = bad.lines.join('\n');
    expect(text).toContain('GAME 1 MOVE 1 PLAYER TEAMA FORFEITED: ILLEGAL MESSAGE RECEIVED \n');
    expect(text).toContain('GAME 2 MOVE 2 PLAYER TEAMA FORFEITED: ILLEGAL TILE PLACEMENT \n');
    expect(server.io.output).toMatch(/game 1 \(TEAMA v TEAMB\): TEAMA forfeited at move 1 \(ILLEGAL MESSAGE RECEIVED\), TEAMB wins, scores 0-0/);
  }, 60_000);

  it('a player who disconnects mid-game forfeits both games with "ILLEGAL MESSAGE RECEIVED " (as the 2016 server did); our client survives and the tournament ends', async () => {
    const server = await startServer();
    const leaver = rawClient(
      server.port,
      loginThen('TEAMA', 'IAMA', (_line, client) => client.socket.destroy()),
    );
    await until(() => /TEAMA is in/.test(server.io.output), 'TEAMA');
    const ours = ourClient(server.port);
    const outcome = await ours.run;
    expect(outcome.status).toBe(0);
    expect(outcome.report).toMatchObject({ games: 2, forfeited: 0, mismatches: 0, unreadable: 0, withheld: 0 });
    expect(ours.io.output.match(/TEAMA forfeited at move \d+ \(ILLEGAL MESSAGE RECEIVED\), TEAMB wins/g)).toHaveLength(2);
    expect(await server.done).toBe(0);
    expect(leaver.closed).toBe(true);
  }, 60_000);

  it('our client forfeits nothing when the opponent answers with the wrong game and move numbers', async () => {
    const server = await startServer();
    const confused = rawClient(
      server.port,
      loginThen('TEAMA', 'IAMA', (line, client) => {
        const { tile } = promptOf(line);
        client.send(`GAME 3 MOVE 99 PLACE ${tile} AT 0 1 0 NONE\n`);
      }),
    );
    await until(() => /TEAMA is in/.test(server.io.output), 'TEAMA');
    const ours = ourClient(server.port);
    expect((await ours.run).report).toMatchObject({ games: 2, forfeited: 0, mismatches: 0, unreadable: 0, withheld: 0 });
    expect(await server.done).toBe(0);
    expect(confused.lines.filter((line) => line.endsWith('FORFEITED: ILLEGAL MESSAGE RECEIVED '))).toHaveLength(2);
  }, 60_000);
});

describe('logins and abuse', () => {
  it('wrong logins get NOPE TRY AGAIN twice, then NOPE GOOD BYE and the connection closes', async () => {
    const server = await startServer();
    const wrong = rawClient(server.port, (line, client) => {
      if (line === 'THIS IS SPARTA!') client.send('JOIN WRONG\r\n');
      else if (line === 'NOPE TRY AGAIN' && client.lines.filter((seen) => seen === 'NOPE TRY AGAIN').length === 1) client.send('JOIN TIGERZONE\n');
      else if (line === 'HELLO!') client.send('I AM TEAMA NOTIAMA\n');
      else if (line === 'NOPE TRY AGAIN') client.send('I AM TEAMA STILLNOT\n');
    });
    await until(() => wrong.closed, 'the refusal');
    expect(wrong.lines).toEqual(['THIS IS SPARTA!', 'NOPE TRY AGAIN', 'HELLO!', 'NOPE TRY AGAIN', 'NOPE GOOD BYE']);
    expect(server.io.errors).toMatch(/login refused/);
    // our client with a wrong password gives up at the first refusal
    const ours = ourClient(server.port, 'C', { userPassword: 'IAMX' });
    expect((await ours.run).status).toBe(1);
    expect(ours.io.errors).toMatch(/refused the login of TEAMC/);
    // a login in use is refused too
    const first = rawClient(server.port, loginThen('TEAMA', 'IAMA'));
    await until(() => first.lines.includes('WELCOME TEAMA PLEASE WAIT FOR THE NEXT CHALLENGE'), 'the welcome');
    const twin = rawClient(server.port, loginThen('TEAMA', 'IAMA'));
    await until(() => twin.lines.includes('NOPE TRY AGAIN'), 'the refusal of a login in use');
    twin.socket.destroy();
    server.stop();
    expect(await server.done).toBe(1);
  }, 60_000);

  it('a line over the limit or a flood of lines ends the connection; the server stays up', async () => {
    const server = await startServer();
    const long = rawClient(server.port, (line, client) => {
      if (line === 'THIS IS SPARTA!') client.send('J'.repeat(100_000));
    });
    const flood = rawClient(server.port, (line, client) => {
      if (line === 'THIS IS SPARTA!') client.send('JOIN TIGERZONE\n'.repeat(10_000));
    });
    await until(() => long.closed && flood.closed, 'both connections to be cut');
    const fine = rawClient(server.port, loginThen('TEAMA', 'IAMA'));
    await until(() => fine.lines.includes('WELCOME TEAMA PLEASE WAIT FOR THE NEXT CHALLENGE'), 'a later login');
    server.stop();
    expect(await server.done).toBe(1);
  }, 60_000);

  it('a connection silent during its login is closed after the login time', async () => {
    const server = await startServer({ loginMs: 200 });
    const quiet = rawClient(server.port, () => undefined);
    await until(() => quiet.closed, 'the silent connection to be closed');
    expect(quiet.lines).toEqual(['THIS IS SPARTA!']);
    expect(server.io.errors).toMatch(/login timeout/);
    server.stop();
    await server.done;
  }, 30_000);
});

describe('the client against a faulty server', () => {
  it('a server not listening yet: the client tries again until it is', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const early = ourClient(port, 'A');
    await new Promise((resolve) => setTimeout(resolve, 700));
    const server = await startServer({ port });
    const other = ourClient(server.port, 'B');
    expect((await early.run).report.games).toBe(2);
    expect((await other.run).status).toBe(0);
    expect(await server.done).toBe(0);
  }, 60_000);

  it('no server at all: status 1 after the tries', async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));
    const lonely = ourClient(port, 'A', { connectTries: 2 });
    expect((await lonely.run).status).toBe(1);
    expect(lonely.io.errors).toMatch(/cannot connect to 127\.0\.0\.1:\d+/);
  }, 30_000);

  async function fakeServer(script: (socket: import('node:net').Socket) => void): Promise<{ port: number; close: () => void }> {
    const server = createServer(script);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    return { port: typeof address === 'object' && address !== null ? address.port : 0, close: () => server.close() };
  }

  it('a silent server: the client gives up after its idle time with status 1', async () => {
    const fake = await fakeServer(() => undefined);
    const ours = ourClient(fake.port, 'A', { idleMs: 200 });
    expect((await ours.run).status).toBe(1);
    expect(ours.io.errors).toMatch(/said nothing for 0\.2 s/);
    fake.close();
  });

  it('unreadable server lines are counted and skipped; an endless line ends the connection', async () => {
    const fake = await fakeServer((socket) => socket.end('THIS IS NOT SPARTA\nHELLO?\r\nTHANK YOU FOR PLAYING! GOODBYE\r\n'));
    const ours = ourClient(fake.port, 'A');
    const outcome = await ours.run;
    expect(outcome.status).toBe(0);
    expect(outcome.report.unreadable).toBe(2);
    fake.close();
    const endless = await fakeServer((socket) => socket.write('X'.repeat(50_000)));
    const other = ourClient(endless.port, 'A');
    expect((await other.run).status).toBe(1);
    expect(other.io.errors).toMatch(/a line over the limit/);
    endless.close();
  });

  it('a server gone mid-match: status 1, saying so', async () => {
    const fake = await fakeServer((socket) =>
      socket.end(`THIS IS SPARTA!\r\nHELLO!\r\nWELCOME TEAMA PLEASE WAIT FOR THE NEXT CHALLENGE\r\nNEW CHALLENGE 1 YOU WILL PLAY 1 MATCH\r\nBEGIN ROUND 1 OF 1\r\nYOUR OPPONENT IS PLAYER TEAMB\r\nSTARTING TILE IS TLTJ- AT 0 0 0\r\nTHE REMAINING 1 TILE ARE [ TLTJ- ]\r\n`),
    );
    const ours = ourClient(fake.port, 'A');
    expect((await ours.run).status).toBe(1);
    expect(ours.io.errors).toMatch(/lost during a match/);
    fake.close();
  });
});

describe('command line', () => {
  it('refuses bad flags with status 2 and reads a users file', async () => {
    const io = scriptedIo();
    expect(await runProgram(['tigerzone-client', '--port', '1', '--user', 'TEAMA', '--user-password', 'IAMA', '--bot', 'alphazero'], { io, workerUrl: null })).toBe(2);
    expect(io.errors).toMatch(/--bot: unknown seat "alphazero"/);
    expect(await runProgram(['tigerzone-client', '--port', '1', '--user', 'TEAMA', '--user-password', 'IAMA', '--bot', 'human'], { io, workerUrl: null })).toBe(2);
    expect(io.errors).toMatch(/--bot must be a bot/);
    expect(await runProgram(['tigerzone-client', '--port', '1', '--user', 'TEAMA', '--user-password', 'IAMA', '--server', '2017'], { io, workerUrl: null })).toBe(2);
    expect(io.errors).toMatch(/--server must be 2016 or standard, got "2017"/);
    expect(await runProgram(['tigerzone-server', '--port', '99999'], { io, workerUrl: null })).toBe(2);
    expect(await runProgram(['tigerzone-server', '--port', '0', '--users', '/nonexistent/users.txt'], { io, workerUrl: null })).toBe(2);
    expect(parseUsers('# tournament users\nTEAMX SECRET\n\nTEAMY OTHER\r\n')).toEqual({ ok: true, value: new Map([['TEAMX', 'SECRET'], ['TEAMY', 'OTHER']]) });
    expect(parseUsers('TEAMX\n').ok).toBe(false);
    expect(parseUsers('TEAMX A\nTEAMX B\n').ok).toBe(false);
  });

  it('games tigerzone-server and tigerzone-client through the command line, with a users file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tigerzone-users-'));
    const users = join(dir, 'users.txt');
    writeFileSync(users, '# our league\nALPHA sesame\nBETA open\n');
    const serverIo = scriptedIo();
    const serving = runProgram(['tigerzone-server', '--port', '0', '--users', users, '--password', 'LEAGUE', '--wait-match', '0', '--seed', '3', '--records', join(dir, 'records')], { io: serverIo, workerUrl: null });
    await until(() => /127\.0\.0\.1:\d+:/.test(serverIo.output), 'the server', () => serverIo.output + serverIo.errors);
    const port = /127\.0\.0\.1:(\d+):/.exec(serverIo.output)![1]!;
    const client = (user: string, password: string) => {
      const io = scriptedIo();
      return { io, run: runProgram(['tigerzone-client', '--port', port, '--password', 'LEAGUE', '--user', user, '--user-password', password, '--bot', 'random', '--crlf'], { io, workerUrl: null }) };
    };
    const refused = client('TEAMA', 'IAMA');
    expect(await refused.run).toBe(1);
    const [alpha, beta] = [client('ALPHA', 'sesame'), client('BETA', 'open')];
    expect([await alpha.run, await beta.run, await serving]).toEqual([0, 0, 0]);
    expect(alpha.io.output).toMatch(/^logged in as ALPHA$/m);
    expect(serverIo.output).toMatch(/^player +games +wins +draws +losses +forfeit +points$/m);
    expect(serverIo.output).toMatch(/^(ALPHA|BETA) +2 /m);
    expect(JSON.parse(readFileSync(join(dir, 'records', 'results.json'), 'utf8')).games).toHaveLength(2);
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('round robin: every pair meets once; n − 1 rounds for even n, n for odd n', () => {
    for (const players of [2, 3, 4, 5, 8]) {
      const rounds = roundRobin(players);
      expect(rounds).toHaveLength(players % 2 === 0 ? players - 1 : players);
      const met = rounds.flatMap((round) => round.pairs.map(([a, b]) => [a, b].sort().join('-')));
      expect(new Set(met).size).toBe((players * (players - 1)) / 2);
      expect(met).toHaveLength((players * (players - 1)) / 2);
    }
  });
});

