/**
 * The repetition rules, kept incrementally in the state (nothing here rescans the history).
 *
 * Two-squares rule, general form: a move is illegal when the mover's previous `limit` moves were
 * by this same piece along one line, each starting where the previous one ended, and some square
 * boundary on this move's path was crossed by every one of them. The state keeps those moves per
 * seat; the boundaries they all crossed form one interval, the "bar".
 *
 * More-squares rule (continuous chase): each seat has a chase length in plies. A move that ends
 * next to an enemy piece lengthens the mover's chase, any other move ends it; a move that takes a
 * piece away from a square next to the opponent's last destination (an evasion) lengthens the
 * opponent's chase, any other move ends it; an attack ends both (an attacker that survives next
 * to an enemy piece starts a new chase of length 1). A chasing seat with chase length `L` may not
 * make a non-attacking move that ends next to an enemy piece and recreates one of the positions
 * after the last `L - 1` plies before the current one, unless the move steps the piece straight
 * back to where it came from on the seat's previous turn.
 *
 * @module
 */
import { HASH_KEYS_HIGH, HASH_KEYS_LOW, STEP, SIDE } from './board.js';
import { HASH_MASK, OWNER_BIT } from './pieces.js';

// ---- two-squares rule -------------------------------------------------------------------------

/** No bar: every move is allowed by the two-squares rule. */
export const NO_BAR = -1;

/**
 * The bar of a seat's two-squares memory: `-1` when no move is barred, otherwise packed as
 * `square | vertical << 7 | low << 8 | high << 12`, meaning the piece on `square` may not move
 * along that line across any boundary `low..high` (boundary `k` lies between positions `k` and
 * `k + 1` along the line).
 */
export function twoSquaresBar(memory: readonly number[], limit: number | null): number {
  if (limit === null || memory.length < limit * 2) return NO_BAR;
  let low = 0;
  let high = SIDE;
  let vertical = 0;
  for (let index = memory.length - limit * 2; index < memory.length; index += 2) {
    const from = memory[index]!;
    const to = memory[index + 1]!;
    vertical = from % SIDE === to % SIDE ? 1 : 0;
    const a = vertical ? Math.floor(from / SIDE) : from % SIDE;
    const b = vertical ? Math.floor(to / SIDE) : to % SIDE;
    const first = a < b ? a : b;
    const last = (a < b ? b : a) - 1;
    if (first > low) low = first;
    if (last < high) high = last;
  }
  if (low > high) return NO_BAR;
  return memory[memory.length - 1]! | (vertical << 7) | (low << 8) | (high << 12);
}

/** True when the move `from`-`to` crosses a boundary that `bar` forbids. */
export function crossesBar(bar: number, from: number, to: number): boolean {
  if (bar < 0 || (bar & 127) !== from) return false;
  const vertical = from % SIDE === to % SIDE;
  if (vertical !== ((bar & 128) !== 0)) return false;
  const a = vertical ? Math.floor(from / SIDE) : from % SIDE;
  const b = vertical ? Math.floor(to / SIDE) : to % SIDE;
  const first = a < b ? a : b;
  const last = (a < b ? b : a) - 1;
  return first <= (bar >> 12) && last >= ((bar >> 8) & 15);
}

/**
 * The seat's two-squares memory after it moved `from`-`to`: the move extends the memory when it
 * starts where the last one ended along the same line, and starts a new one otherwise; a piece
 * that did not survive its attack leaves an empty memory.
 */
export function extendTwoSquares(memory: readonly number[], limit: number | null, from: number, to: number, survived: boolean): number[] {
  if (limit === null || !survived) return [];
  const length = memory.length;
  if (length >= 2 && memory[length - 1] === from) {
    const previousFrom = memory[length - 2]!;
    const wasVertical = previousFrom % SIDE === from % SIDE;
    const isVertical = from % SIDE === to % SIDE;
    if (wasVertical === isVertical) {
      const start = length >= limit * 2 ? length - limit * 2 + 2 : 0;
      const next = memory.slice(start);
      next.push(from, to);
      return next;
    }
  }
  return [from, to];
}

// ---- more-squares rule ------------------------------------------------------------------------

/** True when a piece on `square` would touch a piece of the seat other than `ownerBits`' seat. */
export function touchesEnemy(board: readonly number[], square: number, ownerBits: number): boolean {
  const base = square * 4;
  for (let direction = 0; direction < 4; direction++) {
    const neighbour = STEP[base + direction]!;
    if (neighbour < 0) continue;
    const cell = board[neighbour]!;
    if (cell > 0 && (cell & OWNER_BIT) !== ownerBits) return true;
  }
  return false;
}

/** True when `a` and `b` are orthogonal neighbours. */
export function areNeighbours(a: number, b: number): boolean {
  const base = a * 4;
  return STEP[base] === b || STEP[base + 1] === b || STEP[base + 2] === b || STEP[base + 3] === b;
}

/**
 * True when the non-attacking move of the packed piece `piece` from `from` to `to` is refused by
 * the more-squares rule for a seat whose chase length is `chase` (see the module comment).
 * `previousFrom`/`previousTo` are the seat's previous move; `positions` the recent position
 * hashes, current last; `hashLow`/`hashHigh` the current hash.
 */
export function repeatsChase(
  board: readonly number[],
  piece: number,
  from: number,
  to: number,
  chase: number,
  previousFrom: number,
  previousTo: number,
  positions: readonly number[],
  hashLow: number,
  hashHigh: number,
): boolean {
  if (chase < 2) return false;
  if (from === previousTo && to === previousFrom) return false;
  if (!touchesEnemy(board, to, piece & OWNER_BIT)) return false;
  const kind = piece & HASH_MASK;
  const low = hashLow ^ HASH_KEYS_LOW[from * 32 + kind]! ^ HASH_KEYS_LOW[to * 32 + kind]!;
  const high = hashHigh ^ HASH_KEYS_HIGH[from * 32 + kind]! ^ HASH_KEYS_HIGH[to * 32 + kind]!;
  const entries = positions.length >> 1;
  const first = entries - chase > 0 ? entries - chase : 0;
  for (let entry = entries - 2; entry >= first; entry--) {
    if (positions[entry * 2] === low && positions[entry * 2 + 1] === high) return true;
  }
  return false;
}

/** The hash of a whole board (pieces and squares), as `[low, high]`. */
export function hashBoard(board: readonly number[]): number[] {
  let low = 0;
  let high = 0;
  for (let square = 0; square < board.length; square++) {
    const cell = board[square]!;
    if (cell <= 0) continue;
    low ^= HASH_KEYS_LOW[square * 32 + (cell & HASH_MASK)]!;
    high ^= HASH_KEYS_HIGH[square * 32 + (cell & HASH_MASK)]!;
  }
  return [low, high];
}
