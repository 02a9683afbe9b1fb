import { matchMaker, ServerError } from '@colyseus/core';
import { GameServerError } from './errors.js';
import type { TrafficBudgets, TrafficLimits } from './traffic-limits.js';

/**
 * Limits on matchmaking requests, answered with `rate-limited` and `server-full`: the budgets of
 * each kind of traffic ({@link TrafficBudgets}) and the process's capacity.
 *
 * @group Server
 */
export interface AdmissionLimits extends TrafficBudgets {
  /** The most rooms this process holds (default 2000); `create` past it is `server-full`, `joinOrCreate` only joins. */
  maxRooms: number;
  /** The most clients connected to this process (default 10000); past it every request is `server-full`. */
  maxClients: number;
}

/** What admission needs to know about the server. */
export interface AdmissionHooks {
  /** The limits. */
  limits: AdmissionLimits;
  /** The rate limits' buckets (shared with the request gate, which runs those that need no body). */
  traffic: TrafficLimits;
  /** True once the server drains: every request is `server-draining`. */
  draining(): boolean;
  /** Rooms of this process now. */
  rooms(): number;
  /** Clients of this process now. */
  clients(): number;
  /** Counts a refusal by code. */
  refused(code: string): void;
  /** Before a joinById: restores the room from storage when no live process holds it (failover). */
  beforeJoinById(roomId: string): Promise<void>;
  /** Before a joinById of a room of this process: throws the join's refusal, so a refused join never opens a WebSocket. */
  precheckJoin(roomId: string, options: unknown): void;
}

/** A Colyseus matchmaking error whose message starts with a kebab-case code. */
export function refusal(status: number, code: string, message: string): ServerError {
  return new ServerError(status, `${code}: ${message}`);
}

const CODED = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*: /;

/** The kebab-case code of an error Colyseus raises in prose. */
export function codedMessage(message: string): string {
  if (CODED.test(message)) return message;
  if (/not defined/.test(message)) return `${GameServerError.unknownGame}: ${message}`;
  if (/not found|has been disposed|no longer available/.test(message)) return `${GameServerError.roomNotFound}: ${message}`;
  if (/is already full/.test(message)) return `${GameServerError.noFreeSeat}: every seat of this room is taken or promised to a player joining now: join with { spectator: true } to watch`;
  if (/no rooms found/.test(message)) return `${GameServerError.noRoom}: no public room with a free seat (joinOrCreate makes one)`;
  if (/onAuth failed/.test(message)) return `${GameServerError.authFailed}: the server's authentication refused this client`;
  if (/reservation expired/.test(message)) return `${GameServerError.reservationExpired}: the seat reservation ran out before the client connected: join again`;
  if (/shutting down/.test(message)) return `${GameServerError.serverDraining}: the server is shutting down: rejoin in a moment`;
  if (/invalid method/.test(message)) return `${GameServerError.badRequest}: ${message}`;
  return `${GameServerError.badRequest}: ${message}`;
}

type Invoke = (method: string, roomName: string, clientOptions: unknown, authContext: unknown) => Promise<unknown>;

/**
 * Puts admission control in front of Colyseus's matchmaker (`matchMaker.controller.invokeMethod`,
 * process-wide like the matchmaker itself): per-address rate limits, global room and client
 * limits, refusals while draining, failover restores before `joinById`, joins by id of a room
 * that is locked because its seats are full (tokens and spectators still get in), and a
 * kebab-case code at the start of every error message. Returns the function that removes it.
 */
export function installAdmission(hooks: AdmissionHooks): () => void {
  const { limits, traffic } = hooks;
  const controller = matchMaker.controller as unknown as { invokeMethod: Invoke };
  const original = controller.invokeMethod;
  const addressOf = (authContext: unknown): string => (authContext as { ip?: string } | undefined)?.ip ?? 'unknown';
  // the address's request and create budgets were spent by the request gate, before the body was read
  const admit = async (method: string, roomName: string, clientOptions: unknown, authContext: unknown): Promise<unknown> => {
    if (hooks.draining()) throw refusal(503, GameServerError.serverDraining, 'the server is shutting down: try again in a moment (rejoin with your token)');
    if (hooks.clients() >= limits.maxClients) throw refusal(503, GameServerError.serverFull, 'the server holds as many clients as it takes: try later');
    if (method === 'create' && hooks.rooms() >= limits.maxRooms) throw refusal(503, GameServerError.serverFull, 'the server holds as many rooms as it takes: try later');
    if (method === 'joinOrCreate' && (hooks.rooms() >= limits.maxRooms || !(await traffic.createdBy(addressOf(authContext))))) return original.call(controller, 'join', roomName, clientOptions, authContext);
    if (method === 'joinById') {
      const limited = await traffic.joinById(roomName, clientOptions);
      if (limited !== null) throw refusal(limited.status, limited.code, limited.message);
      await hooks.beforeJoinById(roomName);
      hooks.precheckJoin(roomName, clientOptions);
      const listing = await matchMaker.driver.findOne({ roomId: roomName });
      // a room whose seats are full is locked (quick matching passes it by), but its players'
      // tokens and spectators still join it by id
      if (listing?.locked === true) {
        const roomClass = matchMaker.getRoomClass(listing.name) as { onAuth?: (token: unknown, options: unknown, context: unknown) => unknown } | undefined;
        const token = (authContext as { token?: unknown } | undefined)?.token;
        const authData = roomClass?.onAuth === undefined ? undefined : await roomClass.onAuth(token, clientOptions, authContext);
        return matchMaker.reserveSeatFor(listing, (clientOptions ?? {}) as Record<string, unknown>, authData === true ? undefined : authData);
      }
    }
    return original.call(controller, method, roomName, clientOptions, authContext);
  };
  controller.invokeMethod = async (method, roomName, clientOptions, authContext) => {
    try {
      return await admit(method, roomName, clientOptions, authContext);
    } catch (error) {
      const message = codedMessage(error instanceof Error ? error.message : String(error));
      const code = message.slice(0, message.indexOf(':'));
      hooks.refused(code);
      if (method === 'joinById' && code === GameServerError.roomNotFound) traffic.missed(addressOf(authContext));
      const status = (error as { code?: unknown }).code;
      throw new ServerError(typeof status === 'number' ? status : 400, message);
    }
  };
  return () => {
    controller.invokeMethod = original;
  };
}
