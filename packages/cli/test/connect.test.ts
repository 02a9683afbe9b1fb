import { createServer, connect as tcpConnect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { playConnected, type RemotePlaySettings } from '../src/commands/connect.js';
import { runServe } from '../src/commands/serve.js';
import { createStyle, GAMES, runProgram } from '../src/index.js';
import { autoPlayer, keyboard, until, type Keyboard } from './keyboard.js';

/** A TCP proxy on the loopback interface whose connections can all be cut at once (a network drop). */
async function dropProxy(target: number): Promise<{ port: number; drop: () => void; close: () => void }> {
  const sockets = new Set<Socket>();
  const proxy = createServer((inbound) => {
    const outbound = tcpConnect(target, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    drop: () => sockets.forEach((socket) => socket.destroy()),
    close: () => {
      proxy.close();
      sockets.forEach((socket) => socket.destroy());
    },
  };
}

/** `games serve` on a free loopback port, with an in-memory store; `stop` ends it. */
async function server(): Promise<{ url: string; port: number; stop: () => Promise<number> }> {
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const io = keyboard();
  const serving = runServe(io, { port: 0, host: '127.0.0.1', db: ':memory:' }, stopped);
  await until(() => /ws:\/\/127\.0\.0\.1:\d+/.test(io.output), 'the server', () => io.output);
  const url = /ws:\/\/127\.0\.0\.1:\d+/.exec(io.output)![0];
  return {
    url,
    port: Number(url.split(':')[2]),
    stop: () => {
      stop();
      return serving;
    },
  };
}

const stratego = GAMES['stratego']!;
/** Random armies, a short match. */
const create = (maxPlies: number): RemotePlaySettings['create'] => ({ options: { redSetup: 'random', blueSetup: 'random', maxPlies }, seed: 4, bots: {} });
const settings = (url: string, extra: Partial<RemotePlaySettings> = {}): RemotePlaySettings => ({ url, entry: stratego, style: createStyle(false), create: create(40), ...extra });
/** The text written after `mark` characters of a keyboard's output. */
const since = (io: Keyboard, mark: number): string => io.output.slice(mark);
const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('games play --connect against games serve', () => {
  it('two terminals play Stratego; a spectator joining with --room --spectate sees the board after every move', async () => {
    const { url, stop } = await server();
    const red = autoPlayer();
    const redDone = runProgram(['play', 'stratego', '--connect', url, '--seed', '3', '--option', 'redSetup=random', '--option', 'blueSetup=random', '--option', 'maxPlies=24', '--no-color'], { io: red, workerUrl: null });
    await until(() => /--room (\S+)/.test(red.output), 'the room id', () => red.output);
    const roomId = /--room (\S+)/.exec(red.output)![1]!;
    const watcher = keyboard();
    const watching = runProgram(['play', 'stratego', '--connect', url, '--room', roomId, '--spectate', '--no-color'], { io: watcher, workerUrl: null });
    await until(() => watcher.output.includes('watching'), 'the spectator', () => watcher.output);
    const blue = autoPlayer();
    const blueDone = runProgram(['play', 'stratego', '--connect', url, '--room', roomId, '--no-color'], { io: blue, workerUrl: null });
    expect(await redDone).toBe(0);
    expect(await blueDone).toBe(0);
    expect(await watching).toBe(0);

    expect(red.output).toContain(`stratego room ${roomId}: seat 0`);
    expect(blue.output).toContain(`stratego room ${roomId}: seat 1`);
    for (const player of [red, blue, watcher]) {
      expect(player.output.slice(-400)).toMatch(/Game over: [^\n]*\((move limit|max plies|flag captured|no moves)\)/);
      expect(player.output).not.toContain('Refused');
    }
    // the spectator saw every move of the match, each followed by the board after it
    const moves = [...watcher.output.matchAll(/(Red|Blue): ([A-K]\d+-[A-K]\d+)\n/g)];
    expect(moves.length).toBeGreaterThanOrEqual(20);
    for (const move of moves) {
      const after = watcher.output.slice(move.index + move[0].length);
      expect(after).toMatch(/^(?:Battle [^\n]*\n)?\s+A  B  C/);
      expect(after.slice(0, 2500)).toMatch(new RegExp(`view of spectator - ply \\d+[^\\n]*\\nlast move ${move[2]}`));
    }
    // each player saw the board after its own moves too, not only on its turn
    const ownMoves = [...blue.output.matchAll(/Blue: ([A-K]\d+-[A-K]\d+)\n\s+A  B  C/g)];
    expect(ownMoves.length).toBeGreaterThan(5);
    expect(red.output).toMatch(/Recent moves: .*Blue [A-K]\d+-[A-K]\d+/);
    expect(await stop()).toBe(0);
  });

  it('input is read at all times: a move out of turn is refused at once, board redraws, quit leaves at once', async () => {
    const { url, stop } = await server();
    const red = keyboard();
    const redDone = playConnected(red, settings(url));
    await until(() => red.output.includes('Your turn.'), "red's turn", () => red.output);
    const roomId = /--room (\S+)/.exec(red.output)![1]!;
    const blue = keyboard();
    const blueDone = playConnected(blue, settings(url, { room: roomId }));
    await until(() => blue.output.includes('waiting for Red') && blue.reading, 'blue waiting', () => blue.output);

    // out of turn: refused by the terminal itself, without a round trip to the server
    let mark = blue.output.length;
    blue.type('D7-D6');
    await tick();
    expect(since(blue, mark)).toContain('Refused: not your turn: Red is to play (not-your-turn)');
    mark = blue.output.length;
    blue.type('moves');
    await tick();
    expect(since(blue, mark)).toContain('not your turn');
    // board: the board again, while waiting
    mark = blue.output.length;
    blue.type('board');
    await tick();
    expect(since(blue, mark)).toMatch(/view of Blue - ply 0/);
    // quit: at once, although it is not blue's turn
    blue.type('quit');
    expect(await blueDone).toBe(0);
    expect(blue.output).toContain('Left the match.');
    // red was told who came and went
    await until(() => red.output.includes('Blue (seat 1) left.'), 'the leave announced', () => red.output);
    expect(red.output).toContain('Blue (seat 1) joined.');
    red.interrupt();
    expect(await redDone).toBe(0);
    expect(await stop()).toBe(0);
  });

  it('a move typed while the connection is down is sent after the automatic rejoin; the move list comes back whole', async () => {
    const { url, port, stop } = await server();
    const proxy = await dropProxy(port);
    const red = keyboard();
    const redDone = playConnected(red, settings(`ws://127.0.0.1:${proxy.port}`), { attempts: 50, milliseconds: 100 });
    await until(() => red.output.includes('Your turn.'), "red's turn", () => red.output);
    const roomId = /--room (\S+)/.exec(red.output)![1]!;
    const blue = autoPlayer();
    const blueDone = playConnected(blue, settings(url, { room: roomId }));
    await until(() => blue.output.includes('waiting for Red'), 'blue', () => blue.output);
    // two turns each, then the drop on red's turn
    for (let turn = 0; turn < 3; turn++) {
      const mark = red.output.length;
      red.type('moves');
      await until(() => /, /.test(since(red, mark)), 'the moves', () => red.output);
      red.type(since(red, mark).trim().split(', ')[0]!);
      await until(() => since(red, mark).includes('Your turn.'), "red's next turn", () => red.output);
    }
    let mark = red.output.length;
    red.type('moves');
    await until(() => /, /.test(since(red, mark)), 'the moves', () => red.output);
    const move = since(red, mark).trim().split(', ')[0]!;
    proxy.drop();
    await until(() => red.output.includes('Connection lost'), 'the drop', () => red.output);
    mark = red.output.length;
    red.type(move);
    await tick();
    expect(since(red, mark)).toContain(`The connection is down: ${move} will be sent once the match is joined again.`);
    await until(() => red.output.includes(`Sending ${move}, typed while the connection was down.`), 'the move sent', () => red.output);
    await until(() => blue.output.includes(`Red: ${move}`), 'blue seeing the move', () => blue.output);
    expect(red.output).toContain(`Back in room ${roomId}, seat 0.`);
    // the whole history came back with the rejoin: the 6 moves before the drop
    expect(red.output).toMatch(/Moves so far \(6\):\n {2}1\.Red [A-K]\d+-[A-K]\d+ {2}2\.Blue /);
    expect(blue.output).toContain('Red (seat 0) lost the connection');
    expect(blue.output).toContain('Red (seat 0) came back.');
    red.type('quit');
    blue.type('quit');
    expect(await redDone).toBe(0);
    expect(await blueDone).toBe(0);
    proxy.close();
    expect(await stop()).toBe(0);
  });

  it('a seat that acts several times in a row (Santorini: two workers to place) sends each move as it is answered', async () => {
    const { url, stop } = await server();
    const santorini = GAMES['santorini']!;
    const red = keyboard();
    const redDone = playConnected(red, { url, entry: santorini, style: createStyle(false), create: { options: {}, seed: 2, bots: {} } });
    await until(() => red.output.includes('Your turn.'), "the first player's turn", () => red.output);
    const roomId = /--room (\S+)/.exec(red.output)![1]!;
    const blue = keyboard();
    const blueDone = playConnected(blue, { url, entry: santorini, style: createStyle(false), room: roomId, create: { options: {}, bots: {} } });
    await until(() => blue.output.includes('waiting for'), 'the second player', () => blue.output);
    red.type('place A1');
    await until(() => /: place A1\n/.test(red.output), 'the first worker', () => red.output);
    red.type('place B1');
    await until(() => /: place B1\n/.test(blue.output), 'the second worker seen by the other player', () => `${red.output}\n${blue.output}`);
    expect(red.output).not.toContain('Refused');
    red.type('quit');
    blue.type('quit');
    expect(await redDone).toBe(0);
    expect(await blueDone).toBe(0);
    expect(await stop()).toBe(0);
  });

  it('a move typed while the connection is down is reported as not sent when the rejoin fails', async () => {
    const { url, port, stop } = await server();
    const proxy = await dropProxy(port);
    const red = keyboard();
    const redDone = playConnected(red, settings(`ws://127.0.0.1:${proxy.port}`), { attempts: 5, milliseconds: 100 });
    await until(() => red.output.includes('Your turn.'), "red's turn", () => red.output);
    proxy.close();
    await until(() => red.output.includes('Connection lost'), 'the drop', () => red.output);
    red.type('D4-D5');
    expect(await redDone).toBe(1);
    expect(red.output).toMatch(/Could not come back\. Not sent: D4-D5\./);
    expect(await stop()).toBe(0);
  });

  it('a room that does not exist and a server that is not there end with a message and status 1', async () => {
    const io = keyboard();
    expect(await runProgram(['play', 'stratego', '--connect', 'ws://127.0.0.1:1'], { io, workerUrl: null })).toBe(1);
    expect(io.output).toContain('could not create a room');
    expect(await runProgram(['play', 'stratego', '--connect', 'localhost:2567'], { io, workerUrl: null })).toBe(2);
    // seats are read by core's parser before connecting
    expect(await runProgram(['play', 'stratego', '--connect', 'ws://127.0.0.1:1', '--seats', 'human,wizard'], { io, workerUrl: null })).toBe(2);
    expect(io.output).toMatch(/--seats: .*wizard.* \(invalid-seat\)/);
  });
});
