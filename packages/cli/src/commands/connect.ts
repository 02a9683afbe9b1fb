import { Client, type Room } from '@colyseus/sdk';
import type { Outcome, Seat } from '@games/core';
import type { RefusedMessage, SeatMessage, UpdateMessage } from '@games/server';
import type { Io } from '../io.js';

/** How `games play <game> --connect <url>` joins a server, and how it draws a view. */
export interface RemotePlaySettings {
  /** The server, such as `ws://localhost:2567`. */
  url: string;
  /** The game id: the room name. */
  game: string;
  /** An existing room to join (its id); without it a new room is created. */
  room?: string;
  /** The seat asked for (default: the lowest free seat). */
  seat?: Seat;
  /** Watch instead of playing. */
  spectator?: boolean;
  /** A seat token from an earlier connection: takes that seat back. */
  token?: string;
  /** For a new room: the game's options, the seed and the bot seats. */
  create: { options: Record<string, unknown>; seed?: number; bots: Record<string, string> };
  /** The text board of a view, as local play shows it. */
  render(view: unknown, seat: Seat | null): string;
}

const HELP = [
  "Type a move in the game's notation, or:",
  '  moves   list the legal moves',
  '  board   show the board again',
  '  help    this text',
  '  quit    leave the match (your seat waits for your token for a while)',
].join('\n');

type Event = { kind: 'seat'; message: SeatMessage } | { kind: 'update'; message: UpdateMessage } | { kind: 'refused'; message: RefusedMessage } | { kind: 'left'; code: number };

/** A one-line account of an outcome. */
function describe(outcome: Outcome): string {
  const first = outcome.ranking[0] ?? [];
  const head =
    outcome.ranking.length === 1 && first.length > 1 ? `draw between seats ${first.join(', ')}` : first.length === 1 ? `seat ${first[0]} wins` : `seats ${first.join(', ')} share first place`;
  return `${head} (${outcome.reason})${outcome.scores === undefined ? '' : `, scores ${outcome.scores.join('-')}`}`;
}

/** Joins (or creates) a room and forwards its protocol messages as events, in order. */
async function connect(settings: RemotePlaySettings): Promise<{ room: Room; next: () => Promise<Event> }> {
  const client = new Client(settings.url);
  const join: Record<string, unknown> = {};
  if (settings.token !== undefined) join.token = settings.token;
  if (settings.seat !== undefined) join.seat = settings.seat;
  if (settings.spectator === true) join.spectator = true;
  const room =
    settings.room === undefined
      ? await client.create(settings.game, { ...settings.create, ...(settings.create.seed === undefined ? {} : { seed: settings.create.seed }), ...join })
      : await client.joinById(settings.room, join);
  const queue: Event[] = [];
  let wake: (() => void) | null = null;
  const push = (event: Event) => {
    queue.push(event);
    wake?.();
    wake = null;
  };
  room.onMessage('seat', (message: SeatMessage) => push({ kind: 'seat', message }));
  room.onMessage('update', (message: UpdateMessage) => push({ kind: 'update', message }));
  room.onMessage('refused', (message: RefusedMessage) => push({ kind: 'refused', message }));
  room.onLeave((code: number) => push({ kind: 'left', code }));
  const next = async (): Promise<Event> => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift()!;
  };
  return { room, next };
}

/**
 * `games play <game> --connect <url>`: a match against a `games serve` server, in the terminal,
 * with the screens of local play (the board of this seat's view, a prompt when it is this seat's
 * turn). Two terminals play each other: the first creates the room and prints its id, the second
 * joins it with `--room <id>`. Returns the exit status.
 */
export async function playConnected(io: Io, settings: RemotePlaySettings, retry: { attempts: number; milliseconds: number } = { attempts: 15, milliseconds: 1000 }): Promise<number> {
  let connection: Awaited<ReturnType<typeof connect>>;
  try {
    connection = await connect(settings);
  } catch (error) {
    io.err(`games: could not ${settings.room === undefined ? 'create a room on' : 'join the room on'} ${settings.url}: ${(error as Error).message}\n`);
    return 1;
  }
  let { room, next } = connection;
  let token: string | null = null;
  /** After a dropped connection: joins the room again with the seat's token (or as a spectator), a few times. */
  const comeBack = async (): Promise<boolean> => {
    const again: RemotePlaySettings = { ...settings, room: room.roomId };
    delete again.seat;
    delete again.token;
    delete again.spectator;
    if (token !== null) again.token = token;
    else again.spectator = true;
    for (let attempt = 1; attempt <= retry.attempts; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, retry.milliseconds));
      try {
        ({ room, next } = await connect(again));
        return true;
      } catch (error) {
        if (/bad-token|not found|disposed/.test((error as Error).message) && attempt >= 3) break;
      }
    }
    return false;
  };
  let seat: Seat | null = null;
  let latest: UpdateMessage | null = null;
  let shown = false;
  let waitingFor: string | null = null;
  const show = () => {
    if (latest !== null) io.out(`${settings.render(latest.view, seat)}\n`);
    shown = true;
  };
  try {
    for (;;) {
      const event = await next();
      if (event.kind === 'left') {
        io.out(`Connection lost (${event.code}); joining again${token === null ? '' : ' with the seat\'s token'}...\n`);
        if (await comeBack()) continue;
        io.out(`Could not come back.${token === null ? '' : ` Your seat's token: --room ${room.roomId} --token ${token}`}\n`);
        return 1;
      }
      if (event.kind === 'seat') {
        if (token !== null && event.message.token === token) {
          io.out(`Back in room ${room.roomId}, seat ${event.message.seat}.\n`);
          continue;
        }
        seat = event.message.seat;
        token = event.message.token;
        io.out(`Connected to ${settings.url}, ${settings.game} room ${room.roomId}: ${seat === null ? 'watching' : `seat ${seat}`}.\n`);
        if (event.message.token !== null) io.out(`Your seat token (to come back: --room ${room.roomId} --token <it>): ${event.message.token}\n`);
        if (settings.room === undefined) io.out(`Others join with: games play ${settings.game} --connect ${settings.url} --room ${room.roomId}\n`);
        io.out('Type help for commands.\n');
        continue;
      }
      if (event.kind === 'refused') {
        io.out(`Refused: ${event.message.message} (${event.message.code})\n`);
      } else {
        const update = event.message;
        const seen = latest !== null && JSON.stringify(latest.view) === JSON.stringify(update.view);
        if (latest !== null && update.lastMove !== null && !seen) io.out(`move: ${update.lastMove}\n`);
        latest = update;
        shown = false;
        if (update.outcome !== null) {
          show();
          io.out(`Game over: ${describe(update.outcome)}\n`);
          return 0;
        }
        if (update.legalMoves === undefined) {
          const actor = update.actor.kind === 'player' ? `seat ${update.actor.seat}` : 'chance';
          if (waitingFor !== actor) io.out(`waiting for ${actor}...\n`);
          waitingFor = actor;
          continue;
        }
      }
      if (latest?.legalMoves === undefined) continue;
      waitingFor = null;
      // this seat acts: read commands until a move is sent
      for (;;) {
        if (!shown) show();
        io.out(`seat ${seat}> `);
        const line = await io.readLine();
        if (line === null || line.trim() === 'quit' || line.trim() === 'exit') {
          io.out(line === null ? '\nInput ended: left the match.\n' : 'Left the match.\n');
          return 0;
        }
        const text = line.trim();
        if (text === '') continue;
        if (text === 'help') io.out(`${HELP}\n`);
        else if (text === 'board') show();
        else if (text === 'moves') io.out(`${latest.legalMoves.join(', ')}\n`);
        else {
          room.send('move', text);
          break;
        }
      }
    }
  } finally {
    await Promise.race([room.leave(true).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }
}
