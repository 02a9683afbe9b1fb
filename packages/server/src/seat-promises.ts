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
