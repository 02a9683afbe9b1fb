// The three hosts decide alike: one scripted match, driven through the terminal (`games play`
// with a scripted keyboard and --record), the playground's match start (the function its page
// calls) and a real server on 127.0.0.1 (a Colyseus SDK client), gives the same moves, the same
// bot replies and the same undo decision, because all three hold core's one match session.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame } from '@games/core';
import { runProgram, scriptedIo } from '@games/cli';
import type { GameServer } from '@games/server';
import { gameInfo } from '../packages/playground/src/games.js';
import { undoSeat } from '../packages/playground/src/hot-seat.js';
import { startSession } from '../packages/playground/src/match-start.js';
import { create, GAMES, memoryStorage, recordOf, startServer, until } from '../packages/server/test/helpers.js';

const SEED = 4;
const SEATS = 'human,mcts:30';
const folder = mkdtempSync(join(tmpdir(), 'three-hosts-'));
const storage = memoryStorage();
let server: GameServer;
let url: string;

beforeAll(async () => {
  ({ server, url } = await startServer({ storage }));
});
afterAll(async () => {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The playground's side: the page's own start, then the person plays the first legal move `turns` times. */
function playground(game: AnyGame, turns: number) {
  const info = gameInfo(game.id)!;
  const { session, problems } = startSession(game, info, { options: {}, seats: SEATS }, SEED);
  expect(problems).toEqual([]);
  const human: string[] = [];
  for (let turn = 0; turn < turns && session!.next().kind === 'human'; turn++) {
    const move = session!.updateFor(0).legalMoves![0]!;
    human.push(move);
    expect(session!.play(0, move).ok).toBe(true);
    expect(session!.advance().ok).toBe(true);
  }
  const facts = { hidden: game.hiddenInformation, humans: [0], seats: session!.seatSpecs.length, running: session!.outcome === null, acting: 0, revealed: 0 };
  const asker = undoSeat(facts);
  return { session: session!, human, undoFor: asker === null ? null : [asker] };
}

/** The terminal's side: `games play` with the person's moves typed in, then `undo` when asked. */
async function terminal(game: AnyGame, human: string[], undo: boolean) {
  const path = join(folder, `${game.id}-${undo ? 'undo' : 'plain'}.json`);
  const io = scriptedIo([...human, ...(undo ? ['undo'] : []), 'quit']);
  const status = await runProgram(['play', game.id, '--seats', SEATS, '--seed', String(SEED), '--record', path, '--no-color'], { io, workerUrl: null });
  expect(status).toBe(0);
  return { record: JSON.parse(readFileSync(path, 'utf8')) as { moves: string[] }, output: io.output };
}

/** The server's side: a room with the same options, seed and bot seat; the person sends the same moves. */
async function online(game: AnyGame, human: string[], expectedPlies: number) {
  const player = await create(url, game.id, { options: { seed: SEED }, seed: SEED, bots: { 1: 'mcts:30' } });
  for (const move of human) {
    await until(() => (player.last()?.legalMoves ?? []).length > 0, 20_000, 'the person to act');
    const before = player.updates.length;
    player.room.send('move', move);
    await until(() => player.updates.length > before, 20_000, `the answer to ${move}`);
  }
  await until(() => (storage.matches.get(player.room.roomId)?.snapshot.moves.length ?? 0) >= expectedPlies, 20_000, 'the bot replies stored');
  const stored = recordOf(storage.matches.get(player.room.roomId)!);
  await player.room.leave();
  return stored;
}

describe('the terminal, the playground and the server decide alike', () => {
  it('Santorini (nothing hidden): the same moves and bot replies; undo takes back the last move of the person in both local hosts', async () => {
    const game = GAMES.santorini;
    const local = playground(game, 4);
    const moves = local.session.record().moves;
    expect(moves.length).toBeGreaterThan(local.human.length);
    const typed = await terminal(game, local.human, false);
    expect(typed.record.moves).toEqual(moves);
    const server = await online(game, local.human, moves.length);
    expect(server.moves.slice(0, moves.length)).toEqual(moves);

    // undo: allowed, and to the same point
    const undone = local.session.undo(local.undoFor ?? undefined);
    expect(undone.ok).toBe(true);
    const typedUndo = await terminal(game, local.human, true);
    expect(typedUndo.record.moves).toEqual(local.session.record().moves);
  });

  it('Fiery Dragons (a flip shows a chit): the same moves, and undo refused by both local hosts with the session\'s code', async () => {
    const game = GAMES.fieryDragons;
    const local = playground(game, 1);
    const moves = local.session.record().moves;
    expect(local.session.history[0]!.reveals).toBe(true);
    const refused = local.session.undo(local.undoFor ?? undefined);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('undo-crosses-reveal');
    const typed = await terminal(game, local.human, true);
    expect(typed.output).toContain('undo-crosses-reveal');
    expect(typed.record.moves).toEqual(moves);
    const server = await online(game, local.human, moves.length);
    expect(server.moves.slice(0, moves.length)).toEqual(moves);
  });

  it('a bare mcts seat means the same bot in the page and on the server (one parser, one set of defaults)', async () => {
    const page = startSession(GAMES.santorini, gameInfo('santorini')!, { options: {}, seats: 'human,mcts' }, SEED).session!;
    const player = await create(url, 'santorini', { options: { seed: SEED }, seed: SEED, bots: { 1: 'mcts' } });
    await until(() => storage.matches.has(player.room.roomId), 10_000, 'the room stored');
    const stored = storage.matches.get(player.room.roomId)!.snapshot;
    expect(stored.seats).toEqual(page.snapshot().seats);
    expect(page.seatSpecs[1]).toEqual({ kind: 'mcts' });
    await player.room.leave();
  });
});
