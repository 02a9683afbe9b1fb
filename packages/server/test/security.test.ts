import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { create, joinById, startServer, until, type Participant } from './helpers.js';
import type { GameServer } from '../src/index.js';

let server: GameServer;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startServer({ messagesPerSecond: 50, messageBurst: 50, reconnectSeconds: 30 }));
});
afterAll(async () => {
  await server.close();
});

const STRATEGO = { options: { redSetup: 'random', blueSetup: 'random' }, seed: 1 };

async function strategoPair(): Promise<{ red: Participant; blue: Participant; roomId: string }> {
  const red = await create(url, 'stratego', STRATEGO);
  const blue = await joinById(url, red.room.roomId);
  await until(() => red.updates.length > 0 && blue.updates.length > 0, 5000, 'both seated');
  return { red, blue, roomId: red.room.roomId };
}

/** Sends `move` payloads and waits for as many refusals. */
async function refusals(who: Participant, payloads: unknown[]): Promise<string[]> {
  const before = who.refused.length;
  for (const payload of payloads) who.room.send('move', payload);
  await until(() => who.refused.length >= before + payloads.length, 5000, 'refusals');
  return who.refused.slice(before).map((refused) => refused.code);
}

async function joinError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as Error).message;
  }
  return 'joined';
}

describe('a client acts only for its own seat', () => {
  it('a move out of turn is refused with not-your-turn, to that client alone, and changes nothing', async () => {
    const { red, blue } = await strategoPair();
    const redMove = red.last()!.legalMoves![0]!;
    expect(await refusals(blue, [redMove])).toEqual(['not-your-turn']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(red.refused).toEqual([]);
    expect(red.updates).toHaveLength(1);
    expect(blue.updates).toHaveLength(1);
    red.room.send('move', redMove);
    await until(() => blue.updates.length === 2, 5000, 'the real move');
    expect(blue.last()!.lastMove).toBe(redMove);
  });

  it('a seat held by another, a bot seat, a seat that does not exist and a wrong token are refused on joining', async () => {
    const { roomId } = await strategoPair();
    expect(await joinError(new Client(url).joinById(roomId, { seat: 0 }))).toMatch(/^seat-taken:/);
    expect(await joinError(new Client(url).joinById(roomId, {}))).toMatch(/^no-free-seat:/);
    expect(await joinError(new Client(url).joinById(roomId, { seat: 7 }))).toMatch(/^invalid-seat:/);
    expect(await joinError(new Client(url).joinById(roomId, { token: 'not-a-token' }))).toMatch(/^bad-token:/);
    expect(await joinError(new Client(url).joinById(roomId, { seat: 'zero' }))).toMatch(/^bad-join:/);
    const bot = await create(url, 'santorini', { seed: 1, bots: { '1': 'random' } });
    expect(await joinError(new Client(url).joinById(bot.room.roomId, { seat: 1 }))).toMatch(/^seat-is-bot:/);
    await bot.room.leave();
  });

  it('a spectator cannot move', async () => {
    const { roomId, red } = await strategoPair();
    const spectator = await joinById(url, roomId, { spectator: true });
    await until(() => spectator.updates.length === 1, 5000, 'spectator update');
    expect(spectator.last()!.legalMoves).toBeUndefined();
    expect(await refusals(spectator, [red.last()!.legalMoves![0]!])).toEqual(['not-your-turn']);
  });

  it('bad create options are refused with codes', async () => {
    const client = new Client(url);
    expect(await joinError(client.create('stratego', { bots: { '5': 'random' } }))).toMatch(/^bad-create:/);
    expect(await joinError(client.create('stratego', { bots: { '1': 'deep-blue' } }))).toMatch(/^bad-bot:/);
    expect(await joinError(client.create('stratego', { bots: { '1': 'mcts:99999999' } }))).toMatch(/^bad-bot:/);
    expect(await joinError(client.create('stratego', { seed: 'x' }))).toMatch(/^bad-create:/);
    expect(await joinError(client.create('santorini', { options: { players: 9 } }))).toMatch(/^invalid-options:/);
    expect(await joinError(client.create('no-such-game', {}))).not.toBe('joined');
  });
});

describe('malformed messages are refused with a code and never break a room', () => {
  it('wrong types, garbage, unknown message types and bad notation get bad-message or the game\'s code', async () => {
    const { red, blue } = await strategoPair();
    const codes = await refusals(red, [{ kind: 'move', from: 'A4' }, 42, null, ['A4-A5'], '', 'x'.repeat(600), true]);
    expect(codes).toEqual(Array(7).fill('bad-message'));
    expect(await refusals(red, ['Z9-Z10', 'A4-A9', '{"garbage": true'])).toEqual(expect.arrayContaining(['malformed-move']));
    const before = red.refused.length;
    red.room.send('hack', { state: true });
    red.room.send('state', null);
    await until(() => red.refused.length === before + 2, 5000, 'unknown types refused');
    expect(red.refused.slice(before).map((refused) => refused.code)).toEqual(['bad-message', 'bad-message']);
    // bytes that are no Colyseus message at all: ignored
    red.room.connection.send(new Uint8Array([0xff, 0x00, 0x13, 0x37, 0xde, 0xad]));
    red.room.connection.send(new Uint8Array([]));
    // the room still plays
    red.room.send('move', red.last()!.legalMoves![0]!);
    await until(() => blue.updates.length === 2, 5000, 'a real move after the garbage');
    expect(red.left).toBeNull();
  });

  it('Colyseus frames with a payload that is not msgpack, a cut-short type or an impossible length are refused or close only that connection', async () => {
    const { red, blue, roomId } = await strategoPair();
    const move = [...'move'].map((letter) => letter.charCodeAt(0));
    for (const frame of [
      [13, 0xa4, ...move, 0xc1], // 0xc1 is never valid msgpack
      [13, 0xbf], // a 31-character type name with no characters
      [13, 0xa4, ...move, 0xdb, 0xff, 0xff, 0xff, 0xff], // a 4 GB string announced
    ]) {
      const watcher = await joinById(url, roomId, { spectator: true });
      await until(() => watcher.updates.length === 1, 5000, 'watcher joined');
      watcher.room.connection.send(new Uint8Array(frame));
      // refused as a bad message, or that connection closed: either way, the room goes on
      await until(() => watcher.refused.length > 0 || watcher.left !== null, 5000, 'the frame answered');
      expect(watcher.refused.map((refused) => refused.code).concat(watcher.left === null ? [] : ['closed'])).toEqual([expect.stringMatching(/^(bad-message|not-your-turn|closed)$/)]);
      if (watcher.left === null) await Promise.race([watcher.room.leave().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 500))]);
    }
    red.room.send('move', red.last()!.legalMoves![0]!);
    await until(() => blue.updates.length === 2, 5000, 'the room plays on');
    expect([red.left, blue.left]).toEqual([null, null]);
  });

  it('a 1 MB message closes only that connection (1009, message too big); the player comes back with its token', async () => {
    const { red, blue, roomId } = await strategoPair();
    red.room.send('move', 'A'.repeat(1024 * 1024));
    await until(() => red.left !== null, 5000, 'the oversized connection closed');
    expect(red.left).toBe(1009);
    const back = await joinById(url, roomId, { token: red.seat!.token });
    await until(() => back.updates.length === 1, 5000, 'back');
    expect(back.seat).toEqual(red.seat);
    back.room.send('move', back.last()!.legalMoves![0]!);
    await until(() => blue.updates.length === 2, 5000, 'the room plays on');
    expect(blue.left).toBeNull();
  });

  it('a flood is refused with flooding and then disconnected; the other seat plays on', async () => {
    const { red, blue } = await strategoPair();
    for (let index = 0; index < 300; index++) blue.room.send('move', 'A4-A5');
    await until(() => blue.left !== null, 20_000, 'the flood disconnected');
    expect(blue.refused.map((refused) => refused.code)).toContain('flooding');
    red.room.send('move', red.last()!.legalMoves![0]!);
    await until(() => red.updates.length === 2, 20_000, 'red plays on');
    expect(red.refused).toEqual([]);
  });
});
