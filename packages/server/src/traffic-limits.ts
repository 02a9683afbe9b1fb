import { RateLimiterMemory } from 'rate-limiter-flexible';
import { GameServerError } from './errors.js';
import type { GateRefusal, MatchmakingTarget } from './request-gate.js';
import { hashSeatToken } from './tokens.js';

/**
 * The per-minute budgets of matchmaking, one per kind of traffic, so that one kind never spends
 * another's: an address that floods creates still rejoins with its tokens and watches rooms.
 *
 * @group Server
 */
export interface TrafficBudgets {
  /** Rooms one address may create per minute (default 20). */
  createsPerMinute: number;
  /** `create`, `join` and `joinOrCreate` requests one address may make per minute (default 120). `joinById` is not counted here. */
  requestsPerMinute: number;
  /** Joins by id without a token (spectators, seats) one room takes per minute, whoever asks (default 120). */
  roomJoinsPerMinute: number;
  /** Rejoins one seat token may make per minute (default 30), whoever asks. */
  tokenRejoinsPerMinute: number;
  /** Joins by id of rooms that do not exist one address may make per minute (default 30); past it, such lookups are refused before the body is read. */
  unknownRoomsPerMinute: number;
}

/** The budgets of every kind of traffic, each in its own bucket. */
export interface TrafficLimits {
  /** The limits decided from the request line alone (before the body is read): a refusal, or `null`. */
  beforeBody(target: MatchmakingTarget, address: string, roomExists: (roomId: string) => Promise<boolean>): Promise<GateRefusal | null>;
  /** A `joinById` once its options are read: charged to its token, or to the room when it has none. */
  joinById(roomId: string, options: unknown): Promise<GateRefusal | null>;
  /** Charges a room created by `joinOrCreate` to the address; false when its budget is spent. */
  createdBy(address: string): Promise<boolean>;
  /** Charges a `joinById` that found no room to the address. */
  missed(address: string): void;
}

const limited = (message: string): GateRefusal => ({ status: 429, code: GameServerError.rateLimited, message });

/** The buckets of {@link TrafficBudgets}, in memory (one process). */
export function createTrafficLimits(budgets: TrafficBudgets): TrafficLimits {
  const bucket = (points: number) => new RateLimiterMemory({ points, duration: 60 });
  const creates = bucket(budgets.createsPerMinute);
  const requests = bucket(budgets.requestsPerMinute);
  const roomJoins = bucket(budgets.roomJoinsPerMinute);
  const tokenRejoins = bucket(budgets.tokenRejoinsPerMinute);
  const unknown = bucket(budgets.unknownRoomsPerMinute);
  const take = (limiter: RateLimiterMemory, key: string): Promise<boolean> =>
    limiter.consume(key).then(
      () => true,
      () => false,
    );
  return {
    async beforeBody(target, address, roomExists) {
      if (target.method === 'joinById') {
        const spent = await unknown.get(address);
        if (spent !== null && spent.consumedPoints >= budgets.unknownRoomsPerMinute && !(await roomExists(target.room))) {
          return limited(`more than ${budgets.unknownRoomsPerMinute} joins of rooms that do not exist a minute from this address: wait and retry`);
        }
        return null;
      }
      if (!(await take(requests, address))) return limited(`more than ${budgets.requestsPerMinute} matchmaking requests a minute from this address: wait and retry`);
      if (target.method === 'create' && !(await take(creates, address))) return limited(`more than ${budgets.createsPerMinute} rooms a minute from this address: wait and retry`);
      return null;
    },
    async joinById(roomId, options) {
      const token = typeof options === 'object' && options !== null ? (options as { token?: unknown }).token : undefined;
      if (typeof token === 'string') {
        return (await take(tokenRejoins, hashSeatToken(token))) ? null : limited(`more than ${budgets.tokenRejoinsPerMinute} rejoins a minute with this token: wait and retry`);
      }
      return (await take(roomJoins, roomId)) ? null : limited(`more than ${budgets.roomJoinsPerMinute} joins a minute of this room: wait and retry`);
    },
    createdBy: (address) => take(creates, address),
    missed(address) {
      void unknown.consume(address).catch(() => undefined);
    },
  };
}
