import type { Room } from '@colyseus/sdk';
import { describeOutcome, type Game, type Result, type Seat } from '@games/core';
import type { RefusedMessage, SeatMessage, UpdateMessage } from '@games/server';
import type { Io } from '../io.js';
import { importPeer, type PeerPackage } from '../peer-package.js';
import type { GameEntry } from '../registry.js';
import type { Style } from '../style.js';
import { RemoteScreen, type RemoteMove } from './remote-screen.js';

/** How `games play <game> --connect <url>` joins a server, and how it draws a view. */
export interface RemotePlaySettings {
  /** The server, such as `ws://localhost:2567`. */
  url: string;
  /** The game: its id is the room name; its presenter draws the screens. */
  entry: GameEntry;
  /** Colours. */
  style: Style;
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
}

const HELP = [
  "Type a move in the game's notation when it is your turn (the prompt is read at all times), or:",
  '  moves   list your legal moves',
  '  board   show the board again',
  '  help    this text',
  '  quit    leave the match at once (a seat waits for its token for a while); Ctrl-C too',
].join('\n');

/** What the server says, in order. */
type ServerEvent<V> =
  | { kind: 'seat'; message: SeatMessage }
  | { kind: 'update'; message: Update<V> }
  | { kind: 'refused'; message: RefusedMessage }
  | { kind: 'history'; moves: RemoteMove[] }
  | { kind: 'presence'; message: PresenceMessage }
  | { kind: 'left'; code: number };

/** Someone joined, left, dropped or came back (the server's `presence` message). */
interface PresenceMessage {
  event: 'joined' | 'left' | 'dropped' | 'back' | string;
  seat: Seat | null;
}

/** An update with who made its last move (sent by servers since issue 22); the server's room of this game sends views of this game. */
type Update<V> = UpdateMessage<V> & { moveBy?: Seat | null };

/** Close codes after which joining again is pointless: we left, the seat was taken over, the room closed. */
const FINAL_CLOSES: Record<number, string> = {
  4000: 'left the room',
  4409: 'your seat was taken over by a newer connection with its token',
  4410: 'the room closed',
};

/** A connection to one room: its server events, in order. */
interface Connection<V> {
  room: Room;
  next(): Promise<ServerEvent<V>>;
}

/** Joins (or creates) a room and forwards its protocol messages as events, in order. */
async function connect<V>(sdk: ClientModule, settings: RemotePlaySettings): Promise<Connection<V>> {
  const client = new sdk.Client(settings.url);
  const join: Record<string, unknown> = {};
  if (settings.token !== undefined) join.token = settings.token;
  if (settings.seat !== undefined) join.seat = settings.seat;
  if (settings.spectator === true) join.spectator = true;
  const room =
    settings.room === undefined
      ? await client.create(settings.entry.id, { ...settings.create, ...(settings.create.seed === undefined ? {} : { seed: settings.create.seed }), ...join })
      : await client.joinById(settings.room, join);
  const queue: ServerEvent<V>[] = [];
  let wake: (() => void) | null = null;
  const push = (event: ServerEvent<V>): void => {
    queue.push(event);
    wake?.();
    wake = null;
  };
  room.onMessage('seat', (message: SeatMessage) => push({ kind: 'seat', message }));
  room.onMessage('update', (message: Update<V>) => push({ kind: 'update', message }));
  room.onMessage('refused', (message: RefusedMessage) => push({ kind: 'refused', message }));
  room.onMessage('history', (message: { moves?: RemoteMove[] } | RemoteMove[]) => push({ kind: 'history', moves: Array.isArray(message) ? message : (message.moves ?? []) }));
  room.onMessage('presence', (message: PresenceMessage) => push({ kind: 'presence', message }));
  room.onLeave((code: number) => push({ kind: 'left', code }));
  return {
    room,
    async next() {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return queue.shift()!;
    },
  };
}

/**
 * `games play <game> --connect <url>`: a match against a `games serve` server, in the terminal,
 * with the screens of local play. Input is read at all times: a move out of turn is refused at
 * once, `quit` (or Ctrl-C) leaves at once, `board` redraws. The board is drawn after every move,
 * with what the table shows of it (a battle) and the recent moves; joins, leaves, drops and
 * returns are announced. A dropped connection is joined again on its own with the seat's token;
 * a move typed meanwhile is sent once back (or reported as not sent). Two terminals play each
 * other: the first creates the room and prints its id, the second joins it with `--room <id>`.
 * Returns the exit status.
 */
export async function playConnected(
  io: Io,
  settings: RemotePlaySettings,
  retry: { attempts: number; milliseconds: number } = { attempts: 15, milliseconds: 1000 },
  load: () => Promise<Result<ClientModule>> = loadClient,
): Promise<number> {
  const sdk = await load();
  if (!sdk.ok) {
    io.err(`games: ${sdk.error.message} (${sdk.error.code})\n`);
    return 1;
  }
  return settings.entry.visit((engine) => playRoom(io, sdk.value, engine.game, settings, retry));
}

/** What `games play --connect` uses of `@colyseus/sdk`, an optional peer dependency of the CLI. */
export type ClientModule = typeof import('@colyseus/sdk');

/** `@colyseus/sdk`, as `games play --connect` loads it. */
export const CLIENT_PACKAGE: PeerPackage = { name: '@colyseus/sdk', command: 'games play --connect', code: 'client-not-installed' };

/**
 * Loads `@colyseus/sdk` (or the package `specifier`, for tests) when `games play --connect`
 * starts; a `client-not-installed` error saying how to install it when it is missing.
 */
export function loadClient(specifier?: string): Promise<Result<ClientModule>> {
  return importPeer<ClientModule>(CLIENT_PACKAGE, specifier);
}

/** {@link playConnected} with the game's engine: its views are drawn by its `renderText`. */
async function playRoom<S, M, O, V>(io: Io, sdk: ClientModule, engine: Game<S, M, O, V>, settings: RemotePlaySettings, retry: { attempts: number; milliseconds: number }): Promise<number> {
  const { entry, style } = settings;
  const game = entry.id;
  let connection: Connection<V>;
  try {
    connection = await connect<V>(sdk, settings);
  } catch (error) {
    io.err(`games: could not ${settings.room === undefined ? 'create a room on' : 'join the room on'} ${settings.url}: ${(error as Error).message}\n`);
    return 1;
  }
  const screen = new RemoteScreen(engine, entry.presenter, style);
  let seat: Seat | null = null;
  let token: string | null = null;
  let latest: Update<V> | null = null;
  /** Whether the connection is up (false from a drop until the rejoin's first update). */
  let up = true;
  /** A move typed while the connection was down (or sent just before it dropped), to send once back. */
  let held: string | null = null;
  /** The move sent and not yet answered by an update or a refusal. */
  let unanswered: string | null = null;
  let waitingFor: string | null = null;
  let finished: ((status: number) => void) | null = null;
  let started: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (started = resolve));
  const done = new Promise<number>((resolve) => (finished = resolve));
  const finish = (status: number, text: string): void => {
    if (finished === null) return;
    if (text !== '') io.out(text);
    finished(status);
    finished = null;
  };
  const prompt = (): string => (seat === null ? 'watching> ' : `${style.seat(seat, entry.presenter.seatName(seat))} (seat ${seat})> `);
  const show = (): void => {
    if (latest !== null) io.out(`${screen.board(latest, seat)}\n`);
  };
  const myTurn = (): boolean => latest !== null && latest.outcome === null && latest.legalMoves !== undefined;
  const refuse = (text: string, code: string): void => io.out(style.warn(`Refused: ${text} (${code})\n`));

  /** One line typed at the prompt. */
  const command = (line: string | null): void => {
    if (line === null) {
      if (seat !== null) finish(0, '\nInput ended: left the match.\n');
      return;
    }
    const text = line.trim();
    if (text === '') return;
    if (text === 'quit' || text === 'exit') return finish(0, 'Left the match.\n');
    if (text === 'help') return io.out(`${HELP}\n${(entry.presenter.help ?? []).join('\n')}\n`);
    if (text === 'board') return latest === null ? io.out('No board yet.\n') : show();
    if (seat === null) return refuse('not your turn: you are watching', 'not-your-turn');
    if (!myTurn() || latest === null) return refuse(`not your turn${latest?.actor.kind === 'player' ? `: ${screen.name(latest.actor.seat)} is to play` : ''}`, 'not-your-turn');
    const update = { ...latest, legalMoves: latest.legalMoves ?? [] };
    if (text === 'moves') return io.out(`${entry.presenter.listMoves?.(update, style) ?? update.legalMoves.join(', ')}\n`);
    const move = entry.presenter.expand?.(text, update) ?? text;
    if (unanswered !== null) return refuse(`${unanswered} is on its way: wait for the answer`, 'move-pending');
    if (!up) {
      io.out(held === null ? `The connection is down: ${move} will be sent once the match is joined again.\n` : `The connection is down: ${move} will be sent instead of ${held} once the match is joined again.\n`);
      held = move;
      return;
    }
    unanswered = move;
    try {
      connection.room.send('move', move);
    } catch {
      // the drop is reported by onLeave; the move is held for the rejoin
    }
  };

  /** After a dropped connection: joins the room again with the seat's token (or as a spectator), a few times. */
  const comeBack = async (): Promise<boolean> => {
    const again: RemotePlaySettings = { ...settings, room: connection.room.roomId };
    delete again.seat;
    delete again.token;
    delete again.spectator;
    if (token !== null) again.token = token;
    else again.spectator = true;
    for (let attempt = 1; attempt <= retry.attempts && finished !== null; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, retry.milliseconds));
      try {
        connection = await connect(sdk, again);
        return true;
      } catch (error) {
        if (/bad-token|not found|disposed/.test((error as Error).message) && attempt >= 3) break;
      }
    }
    return false;
  };

  /** Back after a drop, at the first update: sends the held move, or says why not. */
  const resend = (update: Update<V>): void => {
    up = true;
    const move = held;
    held = null;
    if (move === null) return;
    const last = [...screen.history].reverse().find((played) => played.seat === seat);
    if (update.legalMoves === undefined || update.outcome !== null) {
      if (last?.notation === move) io.out(`${move} reached the server before the connection dropped.\n`);
      else io.out(style.warn(`Not sent: ${move}: the match is not waiting for your move any more.\n`));
      return;
    }
    io.out(`Sending ${move}, typed while the connection was down.\n`);
    unanswered = move;
    connection.room.send('move', move);
  };

  const onUpdate = (update: Update<V>, rejoined: boolean): void => {
    const previous = latest;
    latest = update;
    started();
    if (previous === null || rejoined) {
      show();
    } else if (update.lastMove !== null) {
      const mover = update.moveBy !== undefined ? update.moveBy : previous.actor.kind === 'player' ? previous.actor.seat : null;
      const report = screen.played({ seat: mover, notation: update.lastMove }, update, seat);
      io.out(`${screen.name(mover)}: ${update.lastMove}\n`);
      if (report !== null) io.out(`${report}\n`);
      show();
    }
    // the server applies moves in order: any change after a move was sent answers it (the seat may act again, as in a placement phase)
    unanswered = null;
    if (rejoined) resend(update);
    if (update.outcome !== null) {
      finish(0, `${style.good('Game over:')} ${describeOutcome(update.outcome, { names: (who: Seat) => entry.presenter.seatName(who), plies: screen.history.length })}\n`);
      return;
    }
    if (myTurn()) {
      if (waitingFor !== 'you') io.out(`${style.bold('Your turn.')}\n`);
      waitingFor = 'you';
      return;
    }
    const actor = update.actor.kind === 'player' ? screen.name(update.actor.seat) : 'chance';
    if (waitingFor !== actor) io.out(`waiting for ${actor}...\n`);
    waitingFor = actor;
  };

  /** Reads the server's events until the match ends or the connection cannot be restored. */
  const listen = async (): Promise<void> => {
    let rejoined = false;
    while (finished !== null) {
      const event = await Promise.race([connection.next(), done.then(() => null)]);
      if (event === null) return;
      if (event.kind === 'left') {
        if (finished === null) return;
        const final = FINAL_CLOSES[event.code];
        if (final !== undefined) {
          finish(event.code === 4000 ? 0 : 1, `${style.warn(`Disconnected: ${final}.`)}${held === null ? '' : ` Not sent: ${held}.`}\n`);
          return;
        }
        up = false;
        if (unanswered !== null) held ??= unanswered;
        unanswered = null;
        io.out(style.warn(`Connection lost (${event.code}); joining again${token === null ? '' : " with the seat's token"}...\n`));
        if (await comeBack()) {
          rejoined = true;
          continue;
        }
        const lost = held === null ? '' : ` Not sent: ${held}.`;
        finish(1, `Could not come back.${lost}${token === null ? '' : ` Your seat's token: --room ${connection.room.roomId} --token ${token}`}\n`);
        return;
      }
      if (event.kind === 'seat') {
        if (token !== null && event.message.token === token) {
          io.out(`Back in room ${connection.room.roomId}, ${seat === null ? 'watching' : `seat ${seat}`}.\n`);
          continue;
        }
        seat = event.message.seat;
        token = event.message.token;
        const roomId = connection.room.roomId;
        io.out(`Connected to ${settings.url}, ${game} room ${roomId}: ${seat === null ? 'watching' : `seat ${seat}`}.\n`);
        if (token !== null) io.out(`Your seat token (to come back: --room ${roomId} --token <it>): ${token}\n`);
        if (settings.room === undefined) io.out(`Others join with: games play ${game} --connect ${settings.url} --room ${roomId}\n`);
        io.out('Type help for commands.\n');
        continue;
      }
      if (event.kind === 'history') {
        screen.restart(event.moves);
        if (event.moves.length > 0) io.out(`${style.bold(`Moves so far (${event.moves.length}):`)}\n${screen.historyLines().join('\n')}\n`);
        continue;
      }
      if (event.kind === 'presence') {
        const own = event.message.seat !== null && event.message.seat === seat;
        if (!own) io.out(`${presenceLine(event.message, screen)}\n`);
        continue;
      }
      if (event.kind === 'refused') {
        unanswered = null;
        refuse(event.message.message, event.message.code);
        continue;
      }
      onUpdate(event.message, rejoined);
      rejoined = false;
    }
  };

  /** Reads the keyboard at all times, one line after another, until the match ends. */
  const read = async (): Promise<void> => {
    while (finished !== null) {
      io.out(prompt());
      const line = await Promise.race([io.readLine(), done.then(() => undefined)]);
      if (line === undefined || finished === null) return;
      command(line);
      if (line === null) return;
    }
  };

  const stop = io.onInterrupt?.(() => finish(0, 'Left the match.\n'));
  try {
    const listening = listen();
    // the keyboard is read from the first update on (the seat and the board are known then)
    await Promise.race([ready, done]);
    void read();
    await listening;
    return await done;
  } finally {
    stop?.();
    await Promise.race([connection.room.leave(true).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }
}

/** `Blue (seat 1) joined`, from the server's `presence` message. */
function presenceLine<S, M, O, V>(message: PresenceMessage, screen: RemoteScreen<S, M, O, V>): string {
  const who = message.seat === null ? 'a spectator' : `${screen.name(message.seat)} (seat ${message.seat})`;
  const what: Record<string, string> = { joined: 'joined', left: 'left', dropped: 'lost the connection (the seat waits for its return)', back: 'came back' };
  return `${who} ${what[message.event] ?? message.event}.`;
}
