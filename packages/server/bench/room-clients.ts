// The clients of rooms.bench.ts, run in a worker thread (so that the bench's coordination and the
// other workers' clients do not share their event loop): they open rooms `first .. first + count - 1`
// (even: Stratego with random setups, odd: Santorini), both seats played by an @colyseus/sdk client
// sending a random legal move when its update offers moves, after a think time drawn uniformly
// from 0 to twice `think` milliseconds (mean `think`; 0: at once). A room that ends is replaced.
// The latency of a move is the time from sending it to receiving the update that carries it (the
// mover's next update, whose last move is the move sent); the think time is not in it.
// Commands from the bench (postMessage): open, play, measure, collect, leave.
import { parentPort, workerData } from 'node:worker_threads';
import { Client, type Room } from '@colyseus/sdk';
import { createRng, int, type Rng } from '@games/core';
import { float } from '@games/core/authoring';
import type { UpdateMessage } from '../src/index.js';

/** What the bench gives each worker. */
export interface ClientsData {
  url: string;
  /** The first room index of this worker, and how many rooms it keeps open. */
  first: number;
  count: number;
  /** All rooms of the bench (seeds are unique across workers). */
  rooms: number;
}

/** What `collect` answers: the figures since the last `measure`, errors since the last `collect`. */
export interface Collected {
  kind: 'collected';
  latencies: Float64Array;
  moves: number;
  finished: number;
  errors: [string, number][];
  /** Matchmaking requests that failed and were tried again, by reason. */
  retries: [string, number][];
}

/** A command of the bench. */
export type Command = { kind: 'open' } | { kind: 'play'; think: number } | { kind: 'measure' } | { kind: 'collect' } | { kind: 'leave' };

const { url, first, count, rooms: allRooms } = workerData as ClientsData;
const port = parentPort!;
const rng: Rng = createRng(2026 + first);
let think = 0;
let started = false;
let running = true;
let measuring = false;
let latencies: number[] = [];
let moves = 0;
let finished = 0;
let retries = new Map<string, number>();
let errors = new Map<string, number>();
const error = (kind: string) => void errors.set(kind, (errors.get(kind) ?? 0) + 1);
/** Moves waiting for the bench's `play` (every room is opened before any plays). */
const waiting: (() => void)[] = [];
/** The joined rooms, to leave them all before the server stops. */
const joined = new Set<Room>();
/** Rooms being opened (a replacement can be under way when the bench stops). */
const opening = new Set<Promise<void>>();
let generation = 0;

/** One seat's client: plays a random legal move whenever its update offers moves. */
function seatPlayer(room: Room, onOver: () => void): void {
  let sentAt = 0;
  let sent = '';
  room.reconnection.enabled = false;
  room.onMessage('seat', () => undefined);
  room.onMessage('history', () => undefined);
  room.onMessage('presence', () => undefined);
  room.onMessage('update', (update: UpdateMessage) => {
    if (sentAt !== 0) {
      // the mover's next update carries its move: no other seat acts in between
      if (update.lastMove !== sent) error(`an update not carrying the move sent (${String(update.lastMove)} for ${sent})`);
      else if (measuring) {
        latencies.push(performance.now() - sentAt);
        moves++;
      }
      sentAt = 0;
    }
    if (update.outcome !== null) return onOver();
    if (update.legalMoves === undefined || !running) return;
    const legal = update.legalMoves;
    const play = () => {
      if (!running) return;
      sent = legal[int(rng, 0, legal.length - 1)]!;
      sentAt = performance.now();
      room.send('move', sent);
    };
    const later = () => (think > 0 ? setTimeout(play, float(rng) * 2 * think) : play());
    if (started) later();
    else waiting.push(later);
  });
  room.onMessage('refused', (refused: { code: string }) => error(`refused ${refused.code}`));
  room.onLeave((code: number) => {
    joined.delete(room);
    if (running && code !== 4000 && code !== 1000) error(`connection closed ${code}`);
  });
}

/** Opens room `index`, trying again (up to five times) when a matchmaking request fails. */
function openRoom(index: number): Promise<void> {
  const opened = (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await openRoomOnce(index);
      } catch (thrown) {
        if (!running) return;
        if (attempt >= 5) return error(`could not open a room: ${(thrown as Error).message}`);
        const reason = `${String((thrown as { code?: unknown }).code ?? '')} ${(thrown as Error).message}`.trim().slice(0, 120);
        retries.set(reason, (retries.get(reason) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
      }
    }
  })();
  opening.add(opened);
  return opened.finally(() => opening.delete(opened));
}

async function openRoomOnce(index: number): Promise<void> {
  const game = index % 2 === 0 ? 'stratego' : 'santorini';
  const options = game === 'stratego' ? { redSetup: 'random', blueSetup: 'random' } : { players: 2 };
  const client = new Client(url);
  const seats: Room[] = [];
  let closing = false;
  const over = () => {
    if (closing) return;
    closing = true;
    finished++;
    void Promise.all(seats.map((room) => room.leave())).then(() => (running ? openRoom(index) : undefined));
  };
  // handlers are registered right after each join resolves: the seat and update messages follow at once
  const seed = index + 1 + allRooms * generation++;
  try {
    for (let seat = 0; seat < 2; seat++) {
      const room = seat === 0 ? await client.create(game, { options, seed }) : await client.joinById(seats[0]!.roomId);
      seats.push(room);
      joined.add(room);
      seatPlayer(room, over);
    }
  } catch (thrown) {
    // a half-opened room is left, not kept waiting for a second player: the retry opens a new one
    closing = true;
    await Promise.all(seats.map((room) => room.leave().catch(() => undefined)));
    throw thrown;
  }
}

port.on('message', (command: Command) => {
  void (async () => {
    if (command.kind === 'open') {
      for (let index = first; index < first + count; index += 25) {
        await Promise.all(Array.from({ length: Math.min(25, first + count - index) }, (_, offset) => openRoom(index + offset)));
      }
      port.postMessage({ kind: 'opened' });
    } else if (command.kind === 'play') {
      think = command.think;
      started = true;
      for (const play of waiting.splice(0)) play();
    } else if (command.kind === 'measure') {
      latencies = [];
      moves = 0;
      finished = 0;
      measuring = true;
    } else if (command.kind === 'collect') {
      measuring = false;
      const collected: Collected = { kind: 'collected', latencies: Float64Array.from(latencies), moves, finished, errors: [...errors], retries: [...retries] };
      errors = new Map();
      retries = new Map();
      port.postMessage(collected, [collected.latencies.buffer as ArrayBuffer]);
    } else {
      // stop: no new move, no new room; every client leaves before the server stops
      running = false;
      while (opening.size > 0) await Promise.allSettled([...opening]);
      await Promise.allSettled([...joined].map((room) => room.leave()));
      port.postMessage({ kind: 'left' });
    }
  })();
});
