import type { Seat } from './contract.js';

/**
 * The seat after `seat` in turn order among `seatCount` seats, skipping every seat for which
 * `isOut(seat)` is true (finished, eliminated, removed). Returns `null` when every seat is out.
 * The current seat itself is considered last, so a lone remaining seat follows itself.
 *
 * @group Seats
 */
export function nextSeat(seat: Seat, seatCount: number, isOut?: (seat: Seat) => boolean): Seat | null {
  for (let step = 1; step <= seatCount; step++) {
    const candidate = (seat + step) % seatCount;
    if (isOut === undefined || !isOut(candidate)) return candidate;
  }
  return null;
}

/**
 * The seats `0 .. seatCount-1` in turn order starting after `seat`, skipping seats that are out.
 *
 * @group Seats
 */
export function seatsAfter(seat: Seat, seatCount: number, isOut?: (seat: Seat) => boolean): Seat[] {
  const seats: Seat[] = [];
  for (let step = 1; step <= seatCount; step++) {
    const candidate = (seat + step) % seatCount;
    if (isOut === undefined || !isOut(candidate)) seats.push(candidate);
  }
  return seats;
}

/**
 * The seats that are still in the game, in seat order.
 *
 * @group Seats
 */
export function activeSeats(seatCount: number, isOut?: (seat: Seat) => boolean): Seat[] {
  const seats: Seat[] = [];
  for (let seat = 0; seat < seatCount; seat++) if (isOut === undefined || !isOut(seat)) seats.push(seat);
  return seats;
}

/**
 * The round number (1-based) of a turn counter when each round has `seatCount` turns:
 * turns 0..seatCount-1 are round 1.
 *
 * @group Seats
 */
export function roundOf(turnIndex: number, seatCount: number): number {
  return Math.floor(turnIndex / seatCount) + 1;
}

/**
 * True when `value` is an integer seat number valid for `seatCount` seats.
 *
 * @group Seats
 */
export function isSeat(value: unknown, seatCount: number): value is Seat {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < seatCount;
}
