import { randomInt } from 'node:crypto';
import { Room, ServerError, type Client } from '@colyseus/core';
import { chooseBotMove, createSession, restoreSession, updateFor, type AnyGame, type BotFactory, type RuleError, type Seat, type Session, type SessionStep, type Table } from '@games/core';
import type { BotPool } from './bot-pool.js';
import { CloseCode, GameServerError } from './errors.js';
import { FloodGuard } from './flood.js';
import { decideAtReservation, SeatPromises } from './seat-promises.js';
import { defaultGameIds } from './games.js';
import type { ServerMetrics } from './metrics.js';
import { MessageType, type HistoryMessage, type PresenceMessage, type RefusedMessage, type RoomMetadata, type SeatMessage, type SeatStatus } from './protocol.js';
import { createSchema, firstIssue, joinSchema, MAX_MOVE_LENGTH, moveSchema } from './schemas.js';
import type { ServerSettings } from './settings.js';
import type { MatchStatus, MatchStorage, StoredMatch } from './storage.js';
import { hashSeatToken, newSeatToken, tokenMatches } from './tokens.js';

/** What every room of a server shares: set by the server when it defines a game's room. */
export interface RoomContext {
  /** The game of this room type. */
  game: AnyGame;
  /** Where matches are written (moves appended as they are played). */
  storage: MatchStorage;
  /** This server's id: the owner written in every match it hosts. */
  readonly serverId: string;
  /** Bots registered by name. */
  bots: ReadonlyMap<string, BotFactory>;
  /** The server's bot threads. */
  pool: BotPool;
  /** The server's settings. */
  settings: ServerSettings;
  /** The secret that lets the server (and only it) create a room restoring a stored match. */
  restoreKey: string;
  /** What `/metrics` counts. */
  metrics: ServerMetrics;
  /** The live rooms of this process, by id. */
  rooms: Map<string, GameRoom>;
  /** True once the server drains. */
  draining(): boolean;
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

type AnySession = Session<unknown, unknown, unknown, unknown>;

/** A refusal of a create or join: the client's promise rejects with `code: message`. */
function refuse(code: string, message: string): never {
  throw new ServerError(400, `${code}: ${message}`);
}

/**
 * The Colyseus room that hosts one match of any game. It holds a core match session, which owns
 * the rules, chance, bots' requests, history and snapshot; the room keeps only what is a
 * server's: sockets and seats, tokens, storage, limits and the bot threads. The server defines
 * one subclass per game (see {@link GameServer}).
 */
export abstract class GameRoom extends Room {
  /** The server's shared settings for this room type. */
  protected abstract readonly context: RoomContext;

  private session!: AnySession;
  private holders: Holder[] = [];
  private readonly seatOf = new Map<string, Seat | null>();
  /** The number of moves each client's latest update shows. */
  private readonly sentPly = new Map<string, number>();
  private floods = new FloodGuard(20, 40);
  private writes: Promise<void> = Promise.resolve();
  /** Moves played so far (each queued for storage as it is played). */
  private stored = 0;
  private status: MatchStatus = 'playing';
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the last move was played (milliseconds since the epoch). */
  private lastMoveAt = 0;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private botBusy = false;
  private closed = false;
  private failed = false;
  private draining = false;
  private customBots = new Map<string, BotFactory>();
  private isPrivate = false;
  private readonly promises = new SeatPromises();

  /** Creates a new match from `{ options, seed, bots, private }`, or restores a stored one (server only). */
  override async onCreate(options: unknown): Promise<void> {
    const { settings } = this.context;
    this.autoDispose = false;
    // no synchronized state to patch: Colyseus's patch timer only ticks the room's clock (which
    // times its message-rate backstop), so once a second instead of twenty times
    this.patchRate = 1000;
    this.seatReservationTimeout = 30;
    this.maxMessagesPerSecond = (settings.messagesPerSecond + settings.messageBurst) * 8;
    this.floods = new FloodGuard(settings.messagesPerSecond, settings.messageBurst);
    this.customBots = new Map(this.context.bots);
    const given = typeof options === 'object' && options !== null && !Array.isArray(options) ? (options as Record<string, unknown>) : {};
    const restoring = typeof given.restore === 'object' && given.restore !== null;
    if (restoring) await this.restore(given.restore as Record<string, unknown>);
    else {
      await this.start(given);
      // the creator joins next: a join it would be refused (a room of bots only, without
      // spectator: true) refuses the create, before anything is stored or listed
      this.decide(given);
      const match = this.matchNow();
      this.stored = match.snapshot.moves.length;
      this.write((storage) => storage.create(match));
    }
    this.context.rooms.set(this.roomId, this);
    this.promiseSeats();
    this.maxClients = this.holders.length + settings.maxSpectators;
    this.onMessage(MessageType.move, (client, message: unknown) => this.onMove(client, message));
    this.onMessage('*', (client, type, _message: unknown) => {
      if (this.allowed(client)) this.refuseTo(client, GameServerError.badMessage, `unknown message type ${JSON.stringify(String(type)).slice(0, 80)}: send "move" with a move in notation`);
    });
    this.armIdle();
    this.listing();
    this.settle();
    // a restored room waits the grace period for its players; a new one, for its creator to connect
    if (restoring) this.checkEmpty();
    else this.later(() => this.checkEmpty(), this.seatReservationTimeout * 1000);
  }

  /** What `/metrics` counts this room as: `waiting` (a seat is free), `playing` or `finished`. */
  roomState(): string {
    if (this.session === undefined) return 'waiting';
    if (this.session.outcome !== null) return 'finished';
    return this.statuses().includes('free') ? 'waiting' : 'playing';
  }

  private async start(given: Record<string, unknown>): Promise<void> {
    const { game, settings } = this.context;
    const parsed = createSchema.safeParse(given);
    if (!parsed.success) refuse(GameServerError.badCreate, firstIssue(parsed.error));
    const create = parsed.data;
    const seed = create.seed ?? randomInt(0, 2 ** 31);
    const options = { ...(create.options ?? {}), seed: create.options?.seed ?? seed };
    const custom = [...this.customBots.keys()];
    const base = { options, seed, custom, ...(settings.chanceLimit === undefined ? {} : { chanceLimit: settings.chanceLimit }) };
    let session = createSession(game, base);
    if (!session.ok) refuse(session.error.code, session.error.message);
    const seats = session.value.seatSpecs.length;
    if (create.bots !== undefined) {
      const list: string[] = Array.from({ length: seats }, () => 'human');
      for (const [key, spec] of Object.entries(create.bots)) {
        if (Number(key) >= seats) refuse(GameServerError.badCreate, `bots: "${key}" is not a seat of this match (0..${seats - 1})`);
        list[Number(key)] = spec;
      }
      session = createSession(game, { ...base, seats: list });
      if (!session.ok) refuse(session.error.code === 'invalid-seat' ? GameServerError.badBot : session.error.code, session.error.message);
      const tooLong = session.value.seatSpecs.find((spec) => spec.kind === 'mcts' && spec.milliseconds !== undefined && spec.milliseconds > settings.botMilliseconds);
      if (tooLong !== undefined) refuse(GameServerError.badBot, `a bot thinks at most ${settings.botMilliseconds} ms a move on this server`);
    }
    this.session = session.value;
    this.holders = Array.from({ length: seats }, () => ({ hash: null, client: null, releaseAt: 0 }));
    this.isPrivate = create.private === true;
    if (this.isPrivate) await this.setPrivate(true);
  }

  private async restore(request: Record<string, unknown>): Promise<void> {
    const { game, storage } = this.context;
    if (request.key !== this.context.restoreKey || typeof request.id !== 'string') refuse(GameServerError.badCreate, 'only the server restores matches');
    const stored = await storage.load(request.id);
    if (stored === null || stored.game !== game.id) refuse(GameServerError.badCreate, `no stored ${game.id} match ${request.id}`);
    const restored = restoreSession(game, stored.snapshot, this.customBots.keys());
    if (!restored.ok) refuse(restored.error.code, `the stored match does not replay: ${restored.error.message}`);
    this.session = restored.value;
    this.stored = stored.snapshot.moves.length;
    const releaseAt = Date.now() + this.context.settings.reconnectSeconds * 1000;
    this.holders = stored.tokens.map((hash) => ({ hash, client: null, releaseAt: hash === null ? 0 : releaseAt }));
    this.holders.forEach((holder, seat) => {
      if (holder.hash !== null) this.later(() => this.release(seat), this.context.settings.reconnectSeconds * 1000);
    });
    this.isPrivate = stored.private;
    if (this.isPrivate) await this.setPrivate(true);
  }

  /**
   * Where a join would seat a client (by token, as a spectator, in the seat asked for, or in the
   * lowest free seat), or its refusal (thrown, with a code). Changes nothing: the matchmaker asks
   * it before reserving a seat (so a refused join never opens a WebSocket), and {@link onJoin}
   * again when the client connects.
   */
  decide(options: unknown, sessionId?: string): { seat: Seat | null; token: string | null; event: PresenceMessage['event'] } {
    if (this.closed || this.context.draining()) this.refuseJoin(GameServerError.serverDraining, 'the room is closing: rejoin in a moment');
    const parsed = joinSchema.safeParse(options ?? {});
    if (!parsed.success) this.refuseJoin(GameServerError.badJoin, firstIssue(parsed.error));
    const { token, seat: asked, spectator } = parsed.data;
    if (token !== undefined) {
      const seat = this.holders.findIndex((holder) => holder.hash !== null && tokenMatches(holder.hash, token));
      if (seat < 0 || (asked !== undefined && asked !== seat)) this.refuseJoin(GameServerError.badToken, 'this token holds no seat of this match (its grace period may be over)');
      return { seat, token, event: 'back' };
    }
    if (spectator === true) {
      if (this.clients.filter((other) => this.seatOf.get(other.sessionId) === null).length >= this.context.settings.maxSpectators) this.refuseJoin(GameServerError.noFreeSeat, 'the room has as many spectators as it takes');
      return { seat: null, token: null, event: 'joined' };
    }
    const promised = this.promises.held(sessionId);
    if (asked !== undefined) {
      if (asked < 0 || asked >= this.holders.length) this.refuseJoin('invalid-seat', `seat ${asked} is not a seat of this match (0..${this.holders.length - 1})`);
      if (this.session.isBot(asked)) this.refuseJoin(GameServerError.seatIsBot, `seat ${asked} is played by a bot`);
      if (this.holders[asked]!.hash !== null || promised.has(asked)) this.refuseJoin(GameServerError.seatTaken, `seat ${asked} is taken`);
      return { seat: asked, token: null, event: 'joined' };
    }
    const seat = this.holders.findIndex((holder, index) => holder.hash === null && !this.session.isBot(index) && !promised.has(index));
    if (seat < 0) this.refuseJoin(GameServerError.noFreeSeat, 'every seat is taken: join with { spectator: true } to watch');
    return { seat, token: null, event: 'joined' };
  }

  /** Seats a joining client where {@link decide} says, sends it `seat`, `history` and `update`, and tells everyone. */
  override onJoin(client: Client, options: unknown): void {
    let decided: ReturnType<GameRoom['decide']>;
    try {
      decided = this.decide(options, client.sessionId);
      this.promises.settle(client.sessionId);
    } catch (error) {
      this.promises.settle(client.sessionId);
      const message = error instanceof Error ? error.message : '';
      this.context.metrics.refusals.inc({ code: message.slice(0, Math.max(0, message.indexOf(':'))) || 'bad-join' });
      throw error;
    }
    const seat = decided.seat;
    let issued = decided.token;
    const event = decided.event;
    if (seat !== null && issued !== null) {
      const previous = this.holders[seat]!.client;
      if (previous !== null && previous !== client) {
        this.seatOf.delete(previous.sessionId);
        previous.leave(CloseCode.takenOver, 'the seat was taken over with its token');
      }
    }
    if (seat !== null) {
      const holder = this.holders[seat]!;
      if (issued === null) {
        issued = newSeatToken();
        holder.hash = hashSeatToken(issued);
        this.saveTokens();
      }
      holder.client = client;
      holder.releaseAt = 0;
    }
    this.seatOf.set(client.sessionId, seat);
    const message: SeatMessage = { seat, token: issued };
    client.send(MessageType.seat, message);
    const history: HistoryMessage = { moves: this.session.historyFor(seat).map((entry) => ({ seat: entry.seat, notation: entry.notation })) };
    client.send(MessageType.history, history);
    this.sentPly.set(client.sessionId, history.moves.length);
    client.send(MessageType.update, this.session.updateFor(seat));
    this.cancelClose();
    this.announce(event, seat);
    this.listing();
    this.settle();
  }

  /** A client left (on purpose: its seat is freed) or dropped (its seat waits for its token). */
  override onLeave(client: Client, code?: number): void {
    const seat = this.seatOf.get(client.sessionId);
    this.seatOf.delete(client.sessionId);
    this.sentPly.delete(client.sessionId);
    this.floods.forget(client.sessionId);
    if (seat === undefined) return this.checkEmpty();
    if (seat === null) {
      this.announce('left', null);
    } else {
      const holder = this.holders[seat]!;
      if (holder.client === client) {
        holder.client = null;
        if (code === CloseCode.left || this.draining) {
          if (!this.draining) {
            holder.hash = null;
            this.saveTokens();
            this.announce('left', seat);
          }
        } else {
          holder.releaseAt = Date.now() + this.context.settings.reconnectSeconds * 1000;
          this.later(() => this.release(seat), this.context.settings.reconnectSeconds * 1000);
          this.announce('dropped', seat);
        }
      }
    }
    this.listing();
    this.checkEmpty();
  }

  /** Forgets the room and its bots' waiting moves, after the last writes. */
  override async onDispose(): Promise<void> {
    this.closed = true;
    this.stopTimers();
    this.context.pool.forget(this.roomId);
    await this.writes;
    this.context.rooms.delete(this.roomId);
  }

  /** Logs an exception thrown in a handler instead of letting it reach the process (a refusal is not one). */
  override onUncaughtException(error: unknown): void {
    if ((error as { cause?: unknown } | null)?.cause instanceof ServerError || error instanceof ServerError) return;
    this.context.onRoomError(this.roomId, { code: 'room-exception', message: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  }

  /** Refuses a connection whose seat reservation ran out with a code (Colyseus says it in prose). */
  override hasReservedSeat(sessionId: string, reconnectionToken?: string): boolean {
    if (super.hasReservedSeat(sessionId, reconnectionToken)) return true;
    this.context.metrics.refusals.inc({ code: GameServerError.reservationExpired });
    throw new ServerError(524, `${GameServerError.reservationExpired}: the seat reservation ran out before the client connected: join again`);
  }

  /** Drains: stops the bots, finishes the writes, closes every connection with 4001 (the match stays `playing`, to be restored). */
  async drain(): Promise<void> {
    this.draining = true;
    this.closed = true;
    this.stopTimers();
    this.context.pool.forget(this.roomId);
    await this.writes;
    await this.disconnect(CloseCode.serverShutdown);
  }

  /** Decides each join when its seat is reserved and promises the seat until the client connects (see {@link decideAtReservation}). */
  private promiseSeats(): void {
    decideAtReservation(this, {
      promises: this.promises,
      decide: (options, sessionId) => this.decide(options, sessionId),
      milliseconds: () => this.seatReservationTimeout * 1000,
      relist: () => {
        this.listing();
        this.later(() => this.listing(), this.seatReservationTimeout * 1000 + 50);
      },
    });
  }

  private refuseJoin(code: string, message: string): never {
    refuse(code, message);
  }

  /** Runs `action` after `milliseconds`, unless the room is disposed first. */
  private later(action: () => void, milliseconds: number): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.closed) action();
    }, milliseconds);
    this.timers.add(timer);
    return timer;
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private release(seat: Seat): void {
    const holder = this.holders[seat];
    if (holder === undefined || holder.client !== null || holder.releaseAt === 0 || holder.releaseAt > Date.now() + 5) return;
    holder.hash = null;
    holder.releaseAt = 0;
    this.saveTokens();
    this.announce('left', seat);
    this.listing();
  }

  /** Every seat's status now. */
  private statuses(): SeatStatus[] {
    return this.holders.map((holder, seat) => (this.session.isBot(seat) ? 'bot' : holder.client !== null ? 'connected' : holder.hash !== null ? 'dropped' : 'free'));
  }

  private announce(event: PresenceMessage['event'], seat: Seat | null): void {
    const message: PresenceMessage = { event, seat, seats: this.statuses(), spectators: [...this.seatOf.values()].filter((held) => held === null).length };
    for (const client of this.clients) if (this.seatOf.has(client.sessionId)) client.send(MessageType.presence, message);
  }

  /** The room's listing: metadata for the lobby, locked while no seat is free. */
  private listing(): void {
    if (this.closed) return;
    const seats = this.statuses();
    const free = seats.filter((status) => status === 'free').length - this.promises.held().size;
    const metadata: RoomMetadata = { game: this.context.game.id, seats, free, options: this.session.options as Record<string, unknown>, over: this.session.outcome !== null };
    void this.setMetadata(metadata as never).catch(() => undefined);
    if (free === 0 && !this.locked) void this.lock().catch(() => undefined);
    if (free > 0 && this.locked) void this.unlock().catch(() => undefined);
  }

  /** Closes a room nobody is in: at once when the match is over, after the grace period otherwise (the match is then abandoned). Its bots stop at once. */
  private checkEmpty(): void {
    if (this.clients.length > 0 || this.closed) return;
    this.context.pool.forget(this.roomId);
    this.cancelClose();
    const over = this.session.outcome !== null;
    this.closeTimer = this.later(() => {
      if (this.clients.length === 0) this.close('abandoned');
    }, over ? 0 : this.context.settings.reconnectSeconds * 1000);
  }

  private cancelClose(): void {
    if (this.closeTimer === null) return;
    clearTimeout(this.closeTimer);
    this.timers.delete(this.closeTimer);
    this.closeTimer = null;
  }

  /**
   * A room nobody moved in for `idleSeconds` closes. A move only notes its time: the one idle
   * timer, when it fires, closes the room or waits again for what is left of the period (no timer
   * is cleared and set again on every move).
   */
  private armIdle(): void {
    this.lastMoveAt = Date.now();
    if (this.idleTimer === null) this.idleTimer = this.later(() => this.idleCheck(), this.context.settings.idleSeconds * 1000);
  }

  private idleCheck(): void {
    this.idleTimer = null;
    const left = this.lastMoveAt + this.context.settings.idleSeconds * 1000 - Date.now();
    if (left > 0) this.idleTimer = this.later(() => this.idleCheck(), left);
    else this.close('abandoned');
  }

  private close(status: MatchStatus): void {
    if (this.closed) return;
    if (this.session.outcome === null && this.status === 'playing') {
      this.status = status;
      this.write((storage) => storage.update(this.roomId, { status, updatedAt: Date.now() }));
    }
    this.closed = true;
    this.context.pool.forget(this.roomId);
    void this.writes.then(() => this.disconnect(CloseCode.roomClosed)).catch((error: unknown) => this.context.onRoomError(this.roomId, { code: 'dispose-failed', message: String(error) }));
  }

  /** Counts a client's message; false (with a `flooding` refusal at most once a second) when it sends too many, disconnecting a flood. */
  private allowed(client: Client): boolean {
    const verdict = this.floods.count(client.sessionId);
    if (verdict === 'disconnect') client.leave(CloseCode.flooding, 'flooding');
    if (verdict === 'warn') this.refuseTo(client, GameServerError.flooding, `more than ${this.context.settings.messagesPerSecond} messages a second (burst ${this.context.settings.messageBurst}): slow down`);
    if (verdict !== 'take' && verdict !== 'warn') this.context.metrics.refusals.inc({ code: GameServerError.flooding });
    return verdict === 'take';
  }

  private onMove(client: Client, message: unknown): void {
    if (!this.allowed(client)) return;
    const parsed = moveSchema.safeParse(message);
    if (!parsed.success) {
      this.refuseTo(client, GameServerError.badMessage, `a move is its notation, a string of 1 to ${MAX_MOVE_LENGTH} characters`);
      return;
    }
    const seat = this.seatOf.get(client.sessionId);
    if (seat === undefined || seat === null) {
      this.refuseTo(client, 'not-your-turn', 'a spectator does not move');
      return;
    }
    if (this.session.isBot(seat)) {
      this.refuseTo(client, 'not-your-turn', `seat ${seat} is played by a bot`);
      return;
    }
    if (this.closed) {
      this.refuseTo(client, GameServerError.serverDraining, 'the room is closing: the move was not played; rejoin with your token and send it again');
      return;
    }
    let played;
    try {
      played = this.session.play(seat, parsed.data);
    } catch (thrown) {
      this.refuseTo(client, 'malformed-move', `the move could not be read: ${String(thrown).slice(0, 200)}`);
      return;
    }
    if (!played.ok) {
      this.refuseTo(client, played.error.code, played.error.message);
      return;
    }
    this.applied([played.value]);
    this.settle();
  }

  private refuseTo(client: Client, code: string, message: string): void {
    this.context.metrics.refusals.inc({ code });
    const refused: RefusedMessage = { code, message };
    client.send(MessageType.refused, refused);
  }

  /** Stores moves just played (appended), then sends every participant the update of each, in order. */
  private applied(steps: readonly SessionStep<unknown>[]): void {
    if (steps.length === 0) return;
    const { game, metrics } = this.context;
    metrics.moves.inc({ game: game.id }, steps.length);
    this.armIdle();
    const tables: { ply: number; table: Table<unknown, unknown> }[] = steps.map((step) => ({ ply: step.ply + 1, table: this.session.tableAt(step.ply + 1) }));
    const from = this.stored;
    this.stored += steps.length;
    const over = this.session.outcome !== null;
    if (over) this.status = 'finished';
    const moves = steps.map((step) => ({ seat: step.seat, notation: step.notation }));
    this.write((storage) => storage.append(this.roomId, from, moves, { updatedAt: Date.now(), ...(over ? { status: 'finished' as const } : {}) }));
    this.writes = this.writes.then(() => {
      for (const { ply, table } of tables) {
        for (const client of this.clients) {
          const seat = this.seatOf.get(client.sessionId);
          if (seat === undefined || (this.sentPly.get(client.sessionId) ?? -1) >= ply) continue;
          this.sentPly.set(client.sessionId, ply);
          this.floods.credit(client.sessionId);
          client.send(MessageType.update, updateFor(table, seat));
        }
      }
    });
    if (over) this.listing();
  }

  /** Draws chance while chance acts (the session ends the match past its chance limit), then lets a bot seat move. */
  private settle(): void {
    if (this.closed || this.failed) return;
    if (this.session.next().kind === 'chance') {
      const drawn = this.session.resolveChance();
      if (!drawn.ok) return this.fail(drawn.error);
      this.applied(drawn.value);
      if (this.session.outcome !== null && this.session.outcome.reason === 'chance-limit') this.listing();
    }
    this.moveBot();
  }

  /** Asks the bot pool for the acting bot's move, while somebody is in the room to see it. */
  private moveBot(): void {
    const next = this.session.next();
    if (this.botBusy || this.closed || this.failed || next.kind !== 'bot' || this.clients.length === 0) return;
    const request = this.session.botRequest();
    if (request === null) return;
    const { game, pool } = this.context;
    const inWorker = defaultGameIds.has(game.id) && next.spec.kind !== 'custom';
    const ply = request.ply;
    this.botBusy = true;
    void pool
      .choose({
        room: this.roomId,
        task: inWorker ? { game: game.id, request } : null,
        local: () => chooseBotMove(game, request, this.customBots),
      })
      .then((chosen) => {
        this.botBusy = false;
        if (this.closed || this.stored !== ply) return;
        if (!chosen.ok) return chosen.error.code === 'room-closed' ? undefined : this.fail({ code: 'bot-failed', message: chosen.error.message });
        const played = this.session.play(request.seat, chosen.value);
        if (!played.ok) return this.fail({ code: 'bot-failed', message: `the bot chose ${chosen.value}: ${played.error.message}` });
        this.applied([played.value]);
        this.settle();
      });
  }

  private fail(error: RuleError): void {
    this.failed = true;
    this.context.onRoomError(this.roomId, error);
  }

  /** The match as stored now: the session's snapshot and the room's metadata. */
  private matchNow(): StoredMatch {
    return {
      id: this.roomId,
      game: this.context.game.id,
      owner: this.context.serverId,
      status: this.status,
      private: this.isPrivate,
      snapshot: this.session.snapshot() as unknown as StoredMatch['snapshot'],
      tokens: this.holders.map((holder) => holder.hash),
      updatedAt: Date.now(),
    };
  }

  private saveTokens(): void {
    const tokens = this.holders.map((holder) => holder.hash);
    this.write((storage) => storage.update(this.roomId, { tokens, updatedAt: Date.now() }));
  }

  /** Queues a write (in order with the others); a failed write is reported, and the room goes on. */
  private write(action: (storage: MatchStorage) => Promise<void>): void {
    this.writes = this.writes.then(() =>
      action(this.context.storage).catch((error: unknown) => this.context.onRoomError(this.roomId, { code: 'storage-failed', message: String(error) })),
    );
  }
}
