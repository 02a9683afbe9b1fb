/**
 * The tournament client's answers: the clock that sets each prompt's deadline and search budget
 * from what this machine has shown, the worker-thread thinker that gives up at the deadline, the
 * safe move sent when the search has nothing, and the 2016 profile (no RETRIEVE TIGER).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createRng, int, unwrap } from '@games/core';
import { standardDeck, tigerzone, type TigerZoneMove, type TigerZoneState } from '@games/tigerzone';
import { describe, expect, it } from 'vitest';
import { runTigerzoneClient } from '../src/commands/tigerzone-client.js';
import { startGame, tournamentTask } from '../src/commands/tigerzone/games.js';
import { scriptedIo } from '../src/io.js';
import { clientSettings } from './tigerzone-helpers.js';
import { AnswerClock } from '../src/commands/tigerzone-client/answer-clock.js';
import { acceptedBy, safeMove } from '../src/commands/tigerzone-client/server-profile.js';
import { inThreadThinker, workerThinker } from '../src/commands/tigerzone-client/thinker.js';

describe('the answer clock', () => {
  it('sets the deadline at the limit less the margin, and the budget short of it by the least overrun', () => {
    const clock = new AnswerClock(200);
    expect(clock.deadline(1000, 1000)).toBe(1800);
    expect(clock.budget(1800, 1010)).toBe(1800 - 1010 - 25);
    expect(clock.budget(1800, 1799)).toBe(1);
  });

  it('keeps back what this machine has shown: a late timer moves the deadline, a search past its budget shrinks the next budget', () => {
    const clock = new AnswerClock(200);
    clock.late(1800, 1870); // the deadline's timer fired 70 ms late
    expect(clock.deadline(1000, 1000)).toBe(1730);
    clock.searched(1000, 500, 1620); // a 500 ms search came back after 620 ms
    expect(clock.budget(1730, 1000)).toBe(1730 - 1000 - 120);
    clock.late(1800, 1700); // early is no lateness
    expect(clock.deadline(1000, 1000)).toBe(1730);
  });

  it('forgets a busy moment after enough calm answers', () => {
    const clock = new AnswerClock(100);
    clock.late(0, 300);
    for (let index = 0; index < 24; index++) clock.late(0, 0);
    expect(clock.deadline(0, 1000)).toBe(900);
  });

  it('summarises the answer times from each prompt\'s arrival', () => {
    const clock = new AnswerClock(100);
    for (const time of [700, 750, 720, 980]) clock.answered(0, time);
    expect(clock.summary()).toEqual({ answers: 4, median: 750, p99: 980, max: 980 });
  });
});

/** A game at a tile that fits nowhere, with a tiger of the mover's on the board: pass, retrieve and add are its moves. */
function unplaceable() {
  // LJJJ- turned 90 caps the start tile's lake, so LLLL- fits nowhere
  const game = unwrap(startGame(['LJJJ-', 'JJJJ-', 'LLLL-', 'JJJJ-'], [{ kind: 'random' }, { kind: 'human' }]));
  unwrap(game.play(0, 'PLACE LJJJ- AT 1 0 90 TIGER 1'));
  unwrap(game.play(1, 'PLACE JJJJ- AT -1 0 0 NONE'));
  return game;
}

describe('the 2016 profile and the safe move', () => {
  it('never sends RETRIEVE TIGER to a 2016 server (it forfeits every one), and sends it to a standard server', () => {
    const game = unplaceable();
    const moves = tigerzone.legalMoves(game.state).map((move) => tigerzone.formatMove(move));
    expect(moves).toEqual(['TILE LLLL- UNPLACEABLE PASS', 'TILE LLLL- UNPLACEABLE RETRIEVE TIGER AT 1 0', 'TILE LLLL- UNPLACEABLE ADD ANOTHER TIGER TO 1 0']);
    const retrieve = tigerzone.legalMoves(game.state)[1] as TigerZoneMove;
    expect(acceptedBy('2016', retrieve)).toBe(false);
    expect(acceptedBy('standard', retrieve)).toBe(true);
    expect(tigerzone.legalMoves(game.state).filter((move) => acceptedBy('2016', move))).toHaveLength(2);
  });

  it('the safe move is legal, from the profile, and gains the mover the most points at once of all such moves', () => {
    const game = unplaceable();
    const safe = safeMove('2016', game.state)!;
    expect(tigerzone.play(game.state, safe).ok).toBe(true);
    expect(acceptedBy('2016', safe)).toBe(true);
    const gain = (state: TigerZoneState, move: TigerZoneMove): number => {
      const seat = state.drawn % 2;
      const next = unwrap(tigerzone.play(state, move));
      return next.scores[seat]! - next.scores[1 - seat]! - (state.scores[seat]! - state.scores[1 - seat]!);
    };
    const rng = createRng(2016);
    let state = unwrap(tigerzone.setup({ players: 2, seed: 3 }));
    let scoring = 0;
    while (state.drawn < state.deck.length) {
      const best = safeMove('2016', state)!;
      const moves = tigerzone.legalMoves(state).filter((move) => acceptedBy('2016', move));
      expect(gain(state, best)).toBe(Math.max(...moves.map((move) => gain(state, move))));
      if (gain(state, best) > 0) scoring++;
      state = unwrap(tigerzone.play(state, moves[int(rng, 0, moves.length - 1)]!));
    }
    expect(scoring).toBeGreaterThan(0);
    expect(safeMove('2016', state)).toBeNull();
  });
});

const workerUrl = new URL('../dist/worker.js', import.meta.url);
const built = existsSync(fileURLToPath(workerUrl));
if (!built) console.log('tigerzone worker thinker: packages/cli/dist/worker.js is not built (pnpm build); its tests are skipped');

describe('thinkers', () => {
  it('in this thread: the bot\'s move within its budget', async () => {
    const game = unwrap(startGame(['TLTJD', 'JJJJX'], [{ kind: 'mcts', iterations: 20 }, { kind: 'human' }]));
    const task = unwrap(tournamentTask(game, 50));
    const thought = await inThreadThinker().think(task, performance.now() + 1000);
    expect(thought?.ok && tigerzone.parseMove(thought.value, game.state).ok).toBe(true);
  });

  it.skipIf(!built)('on a worker thread: the move when the search is back in time, null at the deadline when it is not (and the next task still runs)', async () => {
    const thinker = workerThinker(workerUrl);
    try {
      const game = unwrap(startGame(['TLTJD', 'JJJJX'], [{ kind: 'mcts' }, { kind: 'human' }]));
      const quick = await thinker.think(unwrap(tournamentTask(game, 20)), performance.now() + 20_000);
      expect(quick?.ok && tigerzone.parseMove(quick.value, game.state).ok).toBe(true);
      // a search of 30 s against a deadline 50 ms away: given up at the deadline
      expect(await thinker.think(unwrap(tournamentTask(game, 30_000)), performance.now() + 50)).toBeNull();
      const after = await thinker.think(unwrap(tournamentTask(game, 20)), performance.now() + 20_000);
      expect(after?.ok).toBe(true);
    } finally {
      await thinker.close();
    }
  }, 60_000);
});

/** A stand-in 2016 server: the match's opening lines, then `steps`: lines to send, and `null` where it waits (at most 5 s) for a line of the client's. */
async function scriptedServer(steps: readonly (string | null)[]): Promise<{ port: number; received: string[]; close: () => void }> {
  const deck = standardDeck();
  const opening = [
    'THIS IS SPARTA!',
    'HELLO!',
    'WELCOME TEAMB PLEASE WAIT FOR THE NEXT CHALLENGE',
    'NEW CHALLENGE 1 YOU WILL PLAY 1 MATCH',
    'BEGIN ROUND 1 OF 1',
    'YOUR OPPONENT IS PLAYER TEAMA',
    'STARTING TILE IS TLTJ- AT 0 0 0',
    `THE REMAINING 76 TILES ARE [ ${deck.join(' ')} ]`,
    'MATCH BEGINS IN 0 SECONDS',
  ];
  const received: string[] = [];
  const server = createServer((socket) => {
    socket.setEncoding('utf8');
    let wake: (() => void) | null = null;
    socket.on('data', (chunk: string) => {
      received.push(...chunk.split('\n').filter((line) => line !== '' && !line.startsWith('JOIN') && !line.startsWith('I AM')));
      wake?.();
    });
    socket.on('error', () => undefined);
    void (async () => {
      socket.write(opening.map((line) => `${line}\r\n`).join(''));
      let batch = '';
      for (const step of steps) {
        if (step !== null) {
          batch += `${step}\r\n`;
          continue;
        }
        const before = received.length;
        socket.write(batch);
        batch = '';
        await new Promise<void>((resolve) => {
          wake = () => received.length > before && resolve();
          setTimeout(resolve, 5000);
        });
      }
      socket.end(`${batch}THANK YOU FOR PLAYING! GOODBYE\r\n`);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as { port: number }).port, received, close: () => server.close() };
}

describe('keeping in step with a 2016 server after a late line', () => {
  const [first, second, third] = standardDeck();

  it('a prompt already forfeited when our answer is ready is not answered (the server has read a line for it)', async () => {
    const server = await scriptedServer([`MAKE YOUR MOVE IN GAME 2 WITHIN 1 SECOND: MOVE 1 PLACE ${first}`, 'GAME 2 MOVE 1 PLAYER TEAMB FORFEITED: ILLEGAL MESSAGE RECEIVED ', 'GAME 2 OVER PLAYER TEAMB FORFEITED PLAYER TEAMA WIN']);
    const io = scriptedIo();
    const run = await runTigerzoneClient(io, clientSettings(server.port, 'B', { marginMs: 50, idleMs: 10_000 }));
    server.close();
    expect(run.report.skipped).toBe(1);
    expect(server.received).toEqual([]);
    expect(io.errors).toMatch(/game 2 move 1: the server already forfeited this prompt: not answered/);
  }, 30_000);

  it('after our answer comes past the server\'s TIMEOUT, the next prompt is left to that late line, and the one after is answered', async () => {
    const server = await scriptedServer([
      `MAKE YOUR MOVE IN GAME 1 WITHIN 1 SECOND: MOVE 1 PLACE ${first}`,
      null, // our answer arrives...
      'GAME 1 MOVE 1 PLAYER TEAMB FORFEITED: TIMEOUT', // ...after the server's time: it will read it as the next answer
      `MAKE YOUR MOVE IN GAME 2 WITHIN 1 SECOND: MOVE 2 PLACE ${second}`,
      'GAME 2 MOVE 2 PLAYER TEAMB FORFEITED: ILLEGAL MESSAGE RECEIVED ',
      'GAME 1 OVER PLAYER TEAMB FORFEITED PLAYER TEAMA WIN',
      'GAME 2 OVER PLAYER TEAMA WIN PLAYER TEAMB FORFEITED',
      'END OF ROUND 1 OF 1',
      'PLEASE WAIT FOR THE NEXT CHALLENGE TO BEGIN',
      'NEW CHALLENGE 2 YOU WILL PLAY 1 MATCH',
      'BEGIN ROUND 1 OF 1',
      'YOUR OPPONENT IS PLAYER TEAMA',
      'STARTING TILE IS TLTJ- AT 0 0 0',
      `THE REMAINING 76 TILES ARE [ ${standardDeck().join(' ')} ]`,
      'MATCH BEGINS IN 0 SECONDS',
      `MAKE YOUR MOVE IN GAME 1 WITHIN 1 SECOND: MOVE 1 PLACE ${first}`,
      null,
      `GAME 1 MOVE 1 PLAYER TEAMB PLACED ${third} AT 0 1 0 NONE`,
    ]);
    const io = scriptedIo();
    const run = await runTigerzoneClient(io, clientSettings(server.port, 'B', { marginMs: 50, idleMs: 10_000 }));
    server.close();
    expect(io.errors).toMatch(/game 1 move 1: our answer came after the server's TIMEOUT: it will answer our next prompt/);
    expect(io.errors).toMatch(/game 2 move 2: our late line answers this prompt \(the server reads it here\): not answered again/);
    expect(run.report.skipped).toBe(1);
    // one line for challenge 1's first prompt, none for its second, one for challenge 2's first: in step again
    expect(server.received.map((line) => line.split(' ').slice(0, 4).join(' '))).toEqual(['GAME 1 MOVE 1', 'GAME 1 MOVE 1']);
    expect(run.report.games).toBe(2);
  }, 30_000);
});

describe('a late answer', () => {
  it('is not sent after the server\'s time (it would read it as the next prompt\'s answer), and the client answers the next prompt', async () => {
    const [first] = standardDeck();
    const server = await scriptedServer([
      `MAKE YOUR MOVE IN GAME 2 WITHIN 0 SECONDS: MOVE 1 PLACE ${first}`,
      'GAME 2 MOVE 1 PLAYER TEAMB FORFEITED: TIMEOUT',
      `MAKE YOUR MOVE IN GAME 1 WITHIN 1 SECOND: MOVE 1 PLACE ${first}`,
      null,
      'GAME 2 OVER PLAYER TEAMB FORFEITED PLAYER TEAMA WIN',
    ]);
    const io = scriptedIo();
    // a server that takes nothing past the stated limit: every answer to a 0-second prompt is late
    const run = await runTigerzoneClient(io, clientSettings(server.port, 'B', { marginMs: 50, idleMs: 10_000, graceMs: 0 }));
    server.close();
    expect(run.report.withheld).toBe(1);
    expect(io.errors).toMatch(/game 2 move 1: the answer was ready \d+ ms after the prompt, past the server's 0 ms: not sent/);
    expect(server.received.filter((line) => line.startsWith('GAME 2 '))).toEqual([]);
    expect(server.received.filter((line) => line.startsWith('GAME 1 MOVE 1 '))).toHaveLength(1);
    expect(run.report.answerTimes.answers).toBe(1);
  }, 30_000);
});

