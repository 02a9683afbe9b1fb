import { describe, expect, it } from 'vitest';
import { runProgram, type Io } from '../src/index.js';
import { createServer, connect as tcpConnect, type Socket } from 'node:net';
import { playConnected } from '../src/commands/connect.js';
import { runServe } from '../src/commands/serve.js';

/** Collected output, and a player at the keyboard that asks for the moves and plays the first one. */
function firstMovePlayer(): Io & { output: string } {
  let asked = false;
  const io = {
    output: '',
    out(text: string) {
      io.output += text;
    },
    err(text: string) {
      io.output += text;
    },
    readLine() {
      if (!asked) {
        asked = true;
        return Promise.resolve('moves');
      }
      asked = false;
      const lines = io.output.split('\n');
      const listed = lines[lines.length - 2]!.replace(/^seat \d+> /, '');
      return Promise.resolve(listed.split(', ')[0]!);
    },
    isTerminal: false,
  };
  return io;
}

async function until(check: () => boolean, what: string, shown: () => string = () => ''): Promise<void> {
  const end = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}\n${shown()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

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
      sockets.forEach((socket) => socket.destroy());
      proxy.close();
    },
  };
}

describe('games serve and games play --connect', () => {
  it('two terminals play a Stratego match against each other on a server, each seeing its own board', async () => {
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const serverIo = firstMovePlayer();
    const serving = runServe(serverIo, { port: 0, host: '127.0.0.1', db: ':memory:' }, stopped);
    await until(() => /ws:\/\/127\.0\.0\.1:\d+/.test(serverIo.output), 'the server');
    const url = /ws:\/\/127\.0\.0\.1:\d+/.exec(serverIo.output)![0];

    const red = firstMovePlayer();
    const redDone = runProgram(['play', 'stratego', '--connect', url, '--seed', '3', '--option', 'maxPlies=30'], { io: red, workerUrl: null });
    await until(() => /--room (\S+)/.test(red.output), 'the room id', () => red.output);
    const roomId = /--room (\S+)/.exec(red.output)![1]!;
    const blue = firstMovePlayer();
    const blueDone = runProgram(['play', 'stratego', '--connect', url, '--room', roomId], { io: blue, workerUrl: null });
    expect(await redDone).toBe(0);
    expect(await blueDone).toBe(0);

    expect(red.output).toContain(`stratego room ${roomId}: seat 0`);
    expect(blue.output).toContain(`stratego room ${roomId}: seat 1`);
    for (const player of [red, blue]) {
      expect(player.output).toMatch(/Game over: .*\((max-plies|flag-captured|no-moves|[a-z-]+)\)/);
      expect(player.output).toContain('seat ');
      expect(player.output).not.toContain('Refused');
    }
    // both saw the other's moves
    expect(blue.output).toMatch(/move: [A-K]\d+-[A-K]\d+/);
    expect(red.output).toMatch(/move: [A-K]\d+-[A-K]\d+/);

    if (process.env.SHOW_OUTPUT) console.log(red.output.slice(0, 2500));
    stop();
    expect(await serving).toBe(0);
    expect(serverIo.output).toContain('games server stopped.');
  });

  it('a player whose connection drops comes back to its seat with its token on its own, and the match goes on', async () => {
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    const serverIo = firstMovePlayer();
    const serving = runServe(serverIo, { port: 0, host: '127.0.0.1', db: ':memory:' }, stopped);
    await until(() => /ws:\/\/127\.0\.0\.1:(\d+)/.test(serverIo.output), 'the server');
    const port = Number(/ws:\/\/127\.0\.0\.1:(\d+)/.exec(serverIo.output)![1]);
    const proxy = await dropProxy(port);
    const red = firstMovePlayer();
    const create = { options: { redSetup: 'random', blueSetup: 'random', maxPlies: 40 }, seed: 4, bots: {} };
    const render = (view: unknown) => JSON.stringify((view as { ply: number }).ply);
    const redDone = playConnected(red, { url: `ws://127.0.0.1:${proxy.port}`, game: 'stratego', create, render }, { attempts: 50, milliseconds: 100 });
    await until(() => /--room (\S+)/.test(red.output), 'the room id');
    const roomId = /--room (\S+)/.exec(red.output)![1]!;
    const blue = firstMovePlayer();
    const blueDone = playConnected(blue, { url: `ws://127.0.0.1:${port}`, game: 'stratego', room: roomId, create, render });
    await until(() => (red.output.match(/move: /g) ?? []).length >= 4, 'a few moves');
    proxy.drop();
    expect(await redDone).toBe(0);
    expect(await blueDone).toBe(0);
    expect(red.output).toContain('Connection lost');
    expect(red.output).toContain(`Back in room ${roomId}, seat 0.`);
    expect(red.output).toContain('Game over: ');
    expect(blue.output).toContain('Game over: ');
    proxy.close();
    stop();
    expect(await serving).toBe(0);
  });

  it('a room that does not exist and a server that is not there end with a message and status 1', async () => {
    const io = firstMovePlayer();
    expect(await runProgram(['play', 'stratego', '--connect', 'ws://127.0.0.1:1'], { io, workerUrl: null })).toBe(1);
    expect(io.output).toContain('could not create a room');
    expect(await runProgram(['play', 'stratego', '--connect', 'localhost:2567'], { io, workerUrl: null })).toBe(2);
  });
});
