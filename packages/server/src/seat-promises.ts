import type { Seat } from '@games/core';

/**
 * The seats a room promised to clients holding a seat reservation that have not connected yet,
 * so that two joins racing for one free seat never both get it: the second is refused while its
 * request is answered (before its connection opens), and a room whose free seats are all promised
 * is locked, so quick matching passes it by. A promise lasts as long as the reservation.
 */
export class SeatPromises {
  private readonly bySession = new Map<string, { seat: Seat; until: number }>();

  /** Promises `seat` to the client `sessionId` for `milliseconds`. */
  promise(sessionId: string, seat: Seat, milliseconds: number): void {
    this.bySession.set(sessionId, { seat, until: Date.now() + milliseconds });
  }

  /** The seats promised to clients other than `except`, whose promise still holds. */
  held(except?: string): Set<Seat> {
    const now = Date.now();
    const seats = new Set<Seat>();
    for (const [sessionId, promised] of this.bySession) {
      if (promised.until <= now) this.bySession.delete(sessionId);
      else if (sessionId !== except) seats.add(promised.seat);
    }
    return seats;
  }

  /** Forgets the promise made to `sessionId` (it connected, or its seat is settled). */
  settle(sessionId: string): void {
    this.bySession.delete(sessionId);
  }
}

/** What {@link decideAtReservation} needs of a room. */
export interface ReservationHooks {
  /** The room's promises. */
  promises: SeatPromises;
  /** The room's decision for a join (throws its refusal). */
  decide(options: unknown, sessionId: string): { seat: Seat | null; event: string };
  /** How long a reservation (and so a promise) lasts. */
  milliseconds(): number;
  /** Lists the room again (its free seats changed), now and when the promise runs out. */
  relist(): void;
}

/**
 * Decides each join of `room` when Colyseus reserves its seat (its `_reserveSeat`, called for
 * every create, join and joinById on the process holding the room) and promises the seat the join
 * gets until the client connects: a join that would be refused gets no reservation (the matchmaker
 * answers it, and no connection opens only to be closed).
 */
export function decideAtReservation(room: object, hooks: ReservationHooks): void {
  type Reserve = (sessionId: string, options?: unknown, ...rest: unknown[]) => Promise<boolean>;
  const colyseus = room as { _reserveSeat: Reserve };
  const reserve = colyseus._reserveSeat.bind(room);
  colyseus._reserveSeat = async (sessionId, options, ...rest) => {
    const reconnection = rest[2] === true;
    if (!reconnection && typeof options === 'object' && options !== null) {
      try {
        const decided = hooks.decide(options, sessionId);
        if (decided.seat !== null && decided.event === 'joined') hooks.promises.promise(sessionId, decided.seat, hooks.milliseconds());
      } catch {
        return false;
      }
      hooks.relist();
    }
    return reserve(sessionId, options, ...rest);
  };
}
