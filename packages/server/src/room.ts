import { randomInt } from 'node:crypto';
import { Room, ServerError, type Client } from '@colyseus/core';
import { createRng, deriveSeed, replay, step, table, updateFor, type AnyGame, type Rng, type RuleError, type Seat, type Step, type Table } from '@games/core';
import { parseBotSpec, type BotFactory, type BotSpec } from './bots.js';
import type { BotRunner } from './bot-runner.js';
import { GameServerError } from './errors.js';
import { FloodGuard } from './flood.js';
import { MessageType, type RefusedMessage, type SeatMessage } from './protocol.js';
import type { MatchStorage, StoredMatch } from './storage.js';
import { hashSeatToken, newSeatToken, tokenMatches } from './tokens.js';

/**
 * The longest move notation a room reads; longer messages are refused with `bad-message`.
 *
 * @group Protocol
 */
export const MAX_MOVE_LENGTH = 512;

/** What every room of a server shares: set by the server when it defines a game's room. */
export interface RoomContext {
  /** The game of this room type. */
  game: AnyGame;
  /** Where matches are written after every move. */
  storage: MatchStorage;
  /** This server's id: the owner written in every match it hosts. */
  serverId: string;
  /** Bots registered by name. */
  bots: ReadonlyMap<string, BotFactory>;
  /** Runs bot searches. */
  botRunner: BotRunner;
  /** How long a dropped player's seat is kept for its token, in milliseconds. */
  reconnectMilliseconds: number;
  /** The most spectators in a room. */
  maxSpectators: number;
  /** Messages a client may send per second; more are refused with `flooding`, four times more disconnects. */
  messagesPerSecond: number;
  /** The secret that lets the server (and only it) create a room restoring a stored match. */
  restoreKey: string;
  /** Reports a room's failure (a bot that could not move, a write that failed). */
  onRoomError(roomId: string, error: RuleError): void;
}

/** A seat's holder: its token hash and the connected client (`null` while dropped). */
interface Holder {
  hash: string | null;
  client: Client | null;
  /** When the grace period of a dropped holder ends (milliseconds since the epoch), else 0. */
  releaseAt: number;
}

/** A table with the number of the change that produced it (0: the start). */
interface Numbered {
  table: Table<unknown, unknown>;
  change: number;
}

function refuse(code: string, message: string): never {
  throw new ServerError(400, `${code}: ${message}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The Colyseus room that hosts one match of any {@link AnyGame}. It knows the game only through
 * the contract and core's host step: every move is checked by `step` for the sender's own seat,
 * chance is drawn with the room's seeded rng, bots move on the server, every participant is sent
 * `updateFor(table, seat)` (its own view only), and the match is written to storage after every
 * applied move. The server defines one subclass per game (see {@link GameServer}).
 */
export abstract class GameRoom extends Room {
  /** The server's shared settings for this room type. */
  protected abstract readonly context: RoomContext;

  private gameState: unknown = null;
  private current: Numbered = { table: null as never, change: 0 };
  private moves: string[] = [];
  private matchOptions: Record<string, unknown> = {};
  private seed = 0;
  private botSpecs: (BotSpec | null)[] = [];
  private botNames: (string | null)[] = [];
  private holders: Holder[] = [];
  private chanceRng: Rng = createRng(0);
  private botRngs: Rng[] = [];
  private readonly seatOf = new Map<string, Seat | null>();
  private readonly sentChange = new Map<string, number>();
  private floods = new FloodGuard(100);
  private writes: Promise<void> = Promise.resolve();
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private botBusy = false;
  private closed = false;
  private failed = false;

  /** Creates a new match from `{ options, seed, bots }`, or restores a stored one (server only). */
  override async onCreate(options: unknown): Promise<void> {
    const { game } = this.context;
    this.autoDispose = false;
    this.maxMessagesPerSecond = this.context.messagesPerSecond * 8;
    this.floods = new FloodGuard(this.context.messagesPerSecond);
    const given = isPlainObject(options) ? options : {};
    if (isPlainObject(given.restore)) await this.restore(given.restore);
    else this.start(given);
    this.maxClients = this.holders.length + this.context.maxSpectators;
    this.onMessage(MessageType.move, (client, message: unknown) => this.onMove(client, message));
    this.onMessage('*', (client, type, _message: unknown) => {
      if (this.allowed(client)) this.refuseTo(client, GameServerError.badMessage, `unknown message type ${JSON.stringify(String(type)).slice(0, 80)}: send "move" with a move in notation`);
    });
    this.current = { table: table(game, this.gameState, this.moves.at(-1) ?? null), change: this.moves.length };
    this.settle();
    this.save();
    this.checkEmpty();
  }

  private start(given: Record<string, unknown>): void {
    const { game } = this.context;
    if (given.options !== undefined && !isPlainObject(given.options)) refuse(GameServerError.badCreate, 'options must be an object of the game\'s options');
    if (given.seed !== undefined && (typeof given.seed !== 'number' || !Number.isSafeInteger(given.seed))) refuse(GameServerError.badCreate, 'seed must be a whole number');
    if (given.bots !== undefined && !isPlainObject(given.bots)) refuse(GameServerError.badCreate, 'bots must be an object from seat number to "random", "mcts:N" or a registered bot');
    this.seed = typeof given.seed === 'number' ? given.seed : randomInt(0, 2 ** 31);
    this.matchOptions = { ...((given.options as Record<string, unknown> | undefined) ?? {}), seed: this.seed };
    let setup;
    try {
      setup = game.setup(this.matchOptions);
    } catch (thrown) {
      refuse('invalid-options', `setup failed: ${String(thrown)}`);
    }
    if (!setup.ok) refuse(setup.error.code, setup.error.message);
    this.gameState = setup.value;
    const seats = game.seats(this.gameState);
    this.botSpecs = Array.from({ length: seats }, () => null);
    this.botNames = Array.from({ length: seats }, () => null);
    for (const [key, spec] of Object.entries((given.bots as Record<string, unknown> | undefined) ?? {})) {
      const seat = Number(key);
      if (!/^\d+$/.test(key) || seat >= seats) refuse(GameServerError.badCreate, `bots: "${key.slice(0, 20)}" is not a seat of this match (0..${seats - 1})`);
      const parsed = parseBotSpec(spec, this.context.bots);
      if (!parsed.ok) refuse(parsed.error.code, parsed.error.message);
      this.botSpecs[seat] = parsed.value;
      this.botNames[seat] = spec as string;
    }
    this.holders = Array.from({ length: seats }, () => ({ hash: null, client: null, releaseAt: 0 }));
    this.chanceRng = createRng(deriveSeed(this.seed, 'chance'));
    this.botRngs = Array.from({ length: seats }, (_, seat) => createRng(deriveSeed(this.seed, `seat-${seat}`)));
  }

  private async restore(request: Record<string, unknown>): Promise<void> {
    const { game, storage } = this.context;
    if (request.key !== this.context.restoreKey || typeof request.id !== 'string') refuse(GameServerError.badCreate, 'only the server restores matches');
    const stored = await storage.load(request.id);
    if (stored === null || stored.game !== game.id) refuse(GameServerError.badCreate, `no stored ${game.id} match ${request.id}`);
    const replayed = replay(game, stored.record);
    if (!replayed.ok) refuse(replayed.error.code, `the stored match does not replay: ${replayed.error.message}`);
    this.roomId = stored.id;
    this.gameState = replayed.value.state;
    this.moves = stored.record.moves.slice();
    this.matchOptions = stored.record.options as Record<string, unknown>;
    this.seed = stored.seed;
    this.botNames = stored.bots.slice();
    this.botSpecs = stored.bots.map((spec) => {
      if (spec === null) return null;
      const parsed = parseBotSpec(spec, this.context.bots);
      return parsed.ok ? parsed.value : { kind: 'random' as const };
    });
    const releaseAt = Date.now() + this.context.reconnectMilliseconds;
    this.holders = stored.tokens.map((hash) => ({ hash, client: null, releaseAt: hash === null ? 0 : releaseAt }));
    this.holders.forEach((holder, seat) => {
      if (holder.hash !== null) this.later(() => this.release(seat), this.context.reconnectMilliseconds);
    });
    this.chanceRng = { state: stored.chanceRng.state.slice() };
    this.botRngs = stored.botRngs.map((rng) => ({ state: rng.state.slice() }));
  }

  /** Seats a joining client: by token, as a spectator, in the seat asked for, or in the lowest free seat. */
  override onJoin(client: Client, options: unknown): void {
    const given = isPlainObject(options) ? options : {};
    const { token, seat: asked, spectator } = given;
    if (token !== undefined && (typeof token !== 'string' || token.length > 100)) refuse(GameServerError.badJoin, 'token must be the string from a seat message');
    if (asked !== undefined && (typeof asked !== 'number' || !Number.isInteger(asked))) refuse(GameServerError.badJoin, 'seat must be a whole number');
    if (spectator !== undefined && typeof spectator !== 'boolean') refuse(GameServerError.badJoin, 'spectator must be true or false');
    let seat: Seat | null;
    let issued: string | null = null;
    if (typeof token === 'string') {
      seat = this.holders.findIndex((holder) => holder.hash !== null && tokenMatches(holder.hash, token));
      if (seat < 0 || (asked !== undefined && asked !== seat)) refuse(GameServerError.badToken, 'this token holds no seat of this match (its grace period may be over)');
      const previous = this.holders[seat]!.client;
      if (previous !== null && previous !== client) {
        this.seatOf.delete(previous.sessionId);
        previous.leave(4001, 'the seat was taken back with its token');
      }
      issued = token;
    } else if (spectator === true) {
      seat = null;
      if (this.clients.filter((other) => this.seatOf.get(other.sessionId) === null).length >= this.context.maxSpectators) refuse(GameServerError.noFreeSeat, 'the room has as many spectators as it takes');
    } else if (typeof asked === 'number') {
      if (asked < 0 || asked >= this.holders.length) refuse('invalid-seat', `seat ${asked} is not a seat of this match (0..${this.holders.length - 1})`);
      if (this.botSpecs[asked] !== null) refuse(GameServerError.seatIsBot, `seat ${asked} is played by the bot ${this.botNames[asked]}`);
      if (this.holders[asked]!.hash !== null) refuse(GameServerError.seatTaken, `seat ${asked} is taken`);
      seat = asked;
    } else {
      seat = this.holders.findIndex((holder, index) => holder.hash === null && this.botSpecs[index] === null);
      if (seat < 0) refuse(GameServerError.noFreeSeat, 'every seat is taken: join with { spectator: true } to watch');
    }
    if (seat !== null) {
      const holder = this.holders[seat]!;
      if (issued === null) {
        issued = newSeatToken();
        holder.hash = hashSeatToken(issued);
        this.save();
      }
      holder.client = client;
      holder.releaseAt = 0;
    }
    this.seatOf.set(client.sessionId, seat);
    const message: SeatMessage = { seat, token: issued };
    client.send(MessageType.seat, message);
    this.sendUpdate(client, this.current);
  }

  /** A client left (or dropped): its seat is kept for the grace period, then freed. */
  override onLeave(client: Client): void {
    const seat = this.seatOf.get(client.sessionId);
    this.seatOf.delete(client.sessionId);
    this.sentChange.delete(client.sessionId);
    this.floods.forget(client.sessionId);
    if (seat !== undefined && seat !== null) {
      const holder = this.holders[seat]!;
      if (holder.client === client) {
        holder.client = null;
        holder.releaseAt = Date.now() + this.context.reconnectMilliseconds;
        this.later(() => this.release(seat), this.context.reconnectMilliseconds);
      }
    }
    this.checkEmpty();
  }

  /** Waits for the last writes to storage. */
  override async onDispose(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await this.writes;
  }

  /** Logs an exception thrown in a handler instead of letting it reach the process. */
  override onUncaughtException(error: unknown): void {
    this.context.onRoomError(this.roomId, { code: 'room-exception', message: String(error instanceof Error ? error.stack ?? error.message : error) });
  }

  /** Runs `action` after `milliseconds`, unless the room is disposed first. */
  private later(action: () => void, milliseconds: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) action();
    }, milliseconds);
    this.timers.add(timer);
  }

  private release(seat: Seat): void {
    const holder = this.holders[seat];
    if (holder === undefined || holder.client !== null || holder.releaseAt === 0 || holder.releaseAt > Date.now() + 5) return;
    holder.hash = null;
    holder.releaseAt = 0;
    this.save();
  }

  /** Closes a room nobody is in: at once when the match is over, after the grace period otherwise (the match is then abandoned). */
  private checkEmpty(): void {
    if (this.clients.length > 0 || this.closed) return;
    const over = this.current.table.actor.kind === 'over';
    this.later(
      () => {
        if (this.clients.length > 0 || this.closed) return;
        if (this.current.table.actor.kind !== 'over') this.save('abandoned');
        this.closed = true;
        void this.writes.then(() => this.disconnect()).catch((error: unknown) => this.context.onRoomError(this.roomId, { code: 'dispose-failed', message: String(error) }));
      },
      over ? 0 : this.context.reconnectMilliseconds,
    );
  }

  /** Counts a client's message; false (with a `flooding` refusal once a second) when it sends too many, disconnecting a flood. */
  private allowed(client: Client): boolean {
    const verdict = this.floods.count(client.sessionId);
    if (verdict === 'disconnect') client.leave(4029, 'flooding');
    if (verdict === 'warn') this.refuseTo(client, GameServerError.flooding, `more than ${this.context.messagesPerSecond} messages in a second: slow down`);
    return verdict === 'take';
  }

  private onMove(client: Client, message: unknown): void {
    if (!this.allowed(client)) return;
    if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MOVE_LENGTH) {
      this.refuseTo(client, GameServerError.badMessage, `a move is its notation, a string of 1 to ${MAX_MOVE_LENGTH} characters`);
      return;
    }
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined || seat === null) {
      this.refuseTo(client, 'not-your-turn', 'a spectator does not move');
      return;
    }
    if (this.botSpecs[seat] !== null) {
      this.refuseTo(client, 'not-your-turn', `seat ${seat} is played by a bot`);
      return;
    }
    let result;
    try {
      result = step(this.context.game, this.gameState, { seat, move: message });
    } catch (thrown) {
      this.refuseTo(client, 'malformed-move', `the move could not be read: ${String(thrown).slice(0, 200)}`);
      return;
    }
    if (!result.ok) {
      this.refuseTo(client, result.error.code, result.error.message);
      return;
    }
    this.apply(result.value);
  }

  private refuseTo(client: Client, code: string, message: string): void {
    const refused: RefusedMessage = { code, message };
    client.send(MessageType.refused, refused);
  }

  /** Takes a step: the new state, the record, chance draws that follow, storage, every participant's update, and the next bot. */
  private apply(next: Step<unknown, unknown, unknown>): void {
    this.gameState = next.state;
    this.moves.push(next.played.notation);
    this.changed(next);
    this.settle();
  }

  /** Draws chance with the room's rng while chance acts, then lets a bot seat move. */
  private settle(): void {
    const { game } = this.context;
    for (let draws = 0; this.current.table.actor.kind === 'chance' && draws < 10_000; draws++) {
      const drawn = step(game, this.gameState, { chance: this.chanceRng });
      if (!drawn.ok) {
        this.fail(drawn.error);
        return;
      }
      this.gameState = drawn.value.state;
      this.moves.push(drawn.value.played.notation);
      this.changed(drawn.value);
    }
    this.moveBot();
  }

  private changed(next: Table<unknown, unknown>): void {
    const numbered: Numbered = { table: next, change: this.moves.length };
    this.current = numbered;
    const written = this.save();
    this.writes = written.then(() => {
      for (const client of this.clients) this.sendUpdate(client, numbered);
    });
  }

  private sendUpdate(client: Client, numbered: Numbered): void {
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined || (this.sentChange.get(client.sessionId) ?? -1) >= numbered.change) return;
    this.sentChange.set(client.sessionId, numbered.change);
    client.send(MessageType.update, updateFor(numbered.table, seat));
  }

  private moveBot(): void {
    const actor = this.current.table.actor;
    if (this.botBusy || this.closed || this.failed || actor.kind !== 'player') return;
    const spec = this.botSpecs[actor.seat];
    if (spec === null || spec === undefined) return;
    const { game, botRunner } = this.context;
    const seat = actor.seat;
    const at = this.moves.length;
    this.botBusy = true;
    setImmediate(() => {
      void (async () => {
        let applied: Step<unknown, unknown, unknown> | null = null;
        try {
          const chosen = await botRunner.choose(game, this.gameState, spec, this.botRngs[seat]!);
          if (this.closed || this.moves.length !== at) return;
          if (!chosen.ok) return this.fail(chosen.error);
          const result = step(game, this.gameState, { seat, move: chosen.value });
          if (!result.ok) return this.fail(result.error);
          applied = result.value;
        } catch (thrown) {
          this.fail({ code: 'bot-failed', message: String(thrown) });
        } finally {
          this.botBusy = false;
        }
        if (applied !== null) this.apply(applied);
      })();
    });
  }

  private fail(error: RuleError): void {
    this.failed = true;
    this.context.onRoomError(this.roomId, error);
  }

  /** The match as stored now. */
  private snapshot(status?: StoredMatch['status']): StoredMatch {
    const { game, serverId } = this.context;
    return {
      id: this.roomId,
      game: game.id,
      owner: serverId,
      status: status ?? (this.current.table?.actor.kind === 'over' ? 'finished' : 'playing'),
      record: { game: game.id, options: this.matchOptions, moves: this.moves.slice() },
      seed: this.seed,
      bots: this.botNames.slice(),
      tokens: this.holders.map((holder) => holder.hash),
      chanceRng: { state: this.chanceRng.state.slice() },
      botRngs: this.botRngs.map((rng) => ({ state: rng.state.slice() })),
      updatedAt: Date.now(),
    };
  }

  /** Queues a write of the match (in order with the others); resolves once it is written. */
  private save(status?: StoredMatch['status']): Promise<void> {
    if (this.current.table === null) return this.writes;
    const match = this.snapshot(status);
    this.writes = this.writes.then(() =>
      this.context.storage.save(match).catch((error: unknown) => this.context.onRoomError(this.roomId, { code: 'storage-failed', message: String(error) })),
    );
    return this.writes;
  }
}
