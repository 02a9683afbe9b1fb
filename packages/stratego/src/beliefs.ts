/**
 * What one seat believes about the other side's hidden ranks, from everything it saw: which
 * pieces moved (no Bomb or Flag), the ranks battles and Scout slides revealed (the rules show a
 * Scout that slides more than one square), and the army the other side has left (every captured piece was shown in its battle,
 * so the hidden ranks are a known multiset), and the other side's last move (a step next to, or
 * away from, a revealed piece of the seat). The belief is a probability per rank for each piece;
 * the re-deal that search bots use ({@link redealRemembering}) draws hidden ranks from it.
 *
 * @module
 */
import type { Seat, SeenMove } from '@games/core';
import { AROUND, SQUARES, squareIndex, steps } from './board.js';
import { resolveCombat } from './combat.js';
import { BOMB_BY_DEPTH, depthOf, flagOdds } from './flag-hunt.js';
import { MOVED_BIT, OWNER_BIT, RANK_COUNT, RANK_MASK, REVEALED_BIT, Rank } from './pieces.js';
import { redealHiddenRanks } from './redeal.js';
import { movablePieces } from './rules.js';
import type { StrategoState } from './state.js';

/**
 * What a seat knows of one piece of the other side: `revealed` (a battle or a Scout's slide of
 * more than one square showed its rank), `moved` (it moved: no Bomb or Flag) or `unmoved`.
 *
 * @group Knowledge
 */
export type PieceClue = 'revealed' | 'moved' | 'unmoved';

/**
 * A seat's belief about one piece of the other side.
 *
 * @group Knowledge
 */
export interface PieceBelief {
  /** The square index (`10 * row + column`, row 0 Red's back rank). */
  readonly square: number;
  /** What the seat saw of the piece. */
  readonly clue: PieceClue;
  /** `probabilities[rank]` for rank 1 (Spy) .. 12 (Flag); index 0 unused (0). They sum to 1. */
  readonly probabilities: readonly number[];
}

/**
 * How much likelier a hidden piece that just stepped next to a revealed piece of the seat is to
 * be a rank that takes it (players step next to a known piece to strike it, not to be struck).
 */
export const APPROACH = 3;
/** How much likelier a hidden piece that just stepped away from a revealed piece of the seat is to be a rank it takes. */
export const RETREAT = 2;

/** Rounds of proportional fitting that make the beliefs agree with the hidden army's counts. */
const FITTING_ROUNDS = 40;

/** The clue a seat has about the other side's piece `cell`. */
function clueOf(cell: number): PieceClue {
  if ((cell & REVEALED_BIT) !== 0) return 'revealed';
  return (cell & MOVED_BIT) !== 0 ? 'moved' : 'unmoved';
}

/** Prior weight of `rank` for a hidden piece with `clue` standing `depth` rows from its owner's back rank, `flag` its Flag odds. */
function priorWeight(rank: number, clue: PieceClue, depth: number, flag: number): number {
  if (rank === Rank.flag) return clue === 'moved' ? 0 : flag;
  if (rank === Rank.bomb) return clue === 'moved' ? 0 : (BOMB_BY_DEPTH[depth] ?? 0.3);
  return 1;
}

/** The hidden pieces of the other side and what the seat believes of them. */
interface HiddenArmy {
  /** Squares of the other side's unrevealed pieces. */
  readonly squares: number[];
  readonly clues: PieceClue[];
  /** `beliefs[i * 13 + rank]` for the piece on `squares[i]`. */
  readonly beliefs: Float64Array;
  /** How many hidden pieces of each rank the other side has (a multiset the seat knows). */
  readonly counts: number[];
  /** The indices of the pieces that moved, then of those that never moved (the order a re-deal deals them in). */
  readonly groups: readonly [number[], number[]];
}

/** Fits the prior weights to the hidden army: each piece's row sums to 1, each rank's column to its count. */
function fit(weights: Float64Array, pieces: number, counts: readonly number[]): void {
  for (let round = 0; round < FITTING_ROUNDS; round++) {
    for (let rank = 1; rank <= RANK_COUNT; rank++) {
      let total = 0;
      for (let piece = 0; piece < pieces; piece++) total += weights[piece * 13 + rank]!;
      const scale = total > 0 ? counts[rank]! / total : 0;
      for (let piece = 0; piece < pieces; piece++) weights[piece * 13 + rank]! *= scale;
    }
    for (let piece = 0; piece < pieces; piece++) {
      let total = 0;
      for (let rank = 1; rank <= RANK_COUNT; rank++) total += weights[piece * 13 + rank]!;
      if (total <= 0) continue;
      for (let rank = 1; rank <= RANK_COUNT; rank++) weights[piece * 13 + rank]! /= total;
    }
  }
}

/**
 * What the other side's last move tells of the piece that made it (the move is public, and the
 * seat's revealed pieces are ranks the mover saw): a hidden piece that stepped next to a revealed
 * piece of the seat is likelier ({@link APPROACH}) a rank that takes it, and one that stepped away
 * from such a piece likelier ({@link RETREAT}) a rank it takes. Scales the piece's prior weights in
 * `beliefs` before they are fitted to the army; a battle's winner is revealed and needs none.
 */
function lastMoveEvidence(state: StrategoState, seat: Seat, squares: readonly number[], beliefs: Float64Array): void {
  const last = state.lastMove;
  if (last === null || state.lastCombat !== null || (state.ply - 1) % 2 !== 1 - seat) return;
  const from = squareIndex(last.from);
  const to = squareIndex(last.to);
  const piece = squares.indexOf(to);
  if (piece < 0 || from < 0) return;
  for (let direction = 0; direction < 4; direction++) {
    const rank = revealedOf(state, seat, AROUND[to * 4 + direction]!);
    if (rank > 0) scaleRanks(beliefs, piece, (mine) => resolveCombat(mine, rank) === 'attacker-wins', APPROACH);
  }
  for (let direction = 0; direction < 4; direction++) {
    const square = AROUND[from * 4 + direction]!;
    const rank = revealedOf(state, seat, square);
    if (rank > 0 && steps(square, to) !== 1) scaleRanks(beliefs, piece, (mine) => resolveCombat(rank, mine) === 'attacker-wins', RETREAT);
  }
}

/** The rank of `seat`'s revealed piece on `square`, or 0 (no such piece, or off the board). */
function revealedOf(state: StrategoState, seat: Seat, square: number): number {
  const cell = square >= 0 ? state.board[square]! : 0;
  return cell > 0 && (cell & OWNER_BIT) >> 4 === seat && (cell & REVEALED_BIT) !== 0 ? cell & RANK_MASK : 0;
}

/** Multiplies the weights of `piece`'s ranks that pass `test` by `factor`. */
function scaleRanks(beliefs: Float64Array, piece: number, test: (rank: number) => boolean, factor: number): void {
  for (let rank = 1; rank <= RANK_COUNT; rank++) if (test(rank)) beliefs[piece * 13 + rank]! *= factor;
}

const cache = new WeakMap<StrategoState, { seat: Seat; army: HiddenArmy }>();

/** The other side's hidden army as `seat` believes it (cached per state: a search re-deals one position many times). */
function hiddenArmy(state: StrategoState, seat: Seat): HiddenArmy {
  const cached = cache.get(state);
  if (cached !== undefined && cached.seat === seat) return cached.army;
  const enemy = 1 - seat;
  const squares: number[] = [];
  const clues: PieceClue[] = [];
  const counts = new Array<number>(RANK_COUNT + 1).fill(0);
  for (let square = 0; square < SQUARES; square++) {
    const cell = state.board[square]!;
    if (cell <= 0 || (cell & OWNER_BIT) >> 4 !== enemy || (cell & REVEALED_BIT) !== 0) continue;
    squares.push(square);
    clues.push(clueOf(cell));
    counts[cell & RANK_MASK]!++;
  }
  const beliefs = new Float64Array(squares.length * 13);
  squares.forEach((square, piece) => {
    const depth = depthOf(square, enemy);
    const flag = flagOdds(state.board, square, enemy);
    for (let rank = 1; rank <= RANK_COUNT; rank++) beliefs[piece * 13 + rank] = counts[rank]! > 0 ? priorWeight(rank, clues[piece]!, depth, flag) : 0;
  });
  lastMoveEvidence(state, seat, squares, beliefs);
  fit(beliefs, squares.length, counts);
  const groups: [number[], number[]] = [[], []];
  clues.forEach((clue, piece) => {
    if (clue !== 'revealed') groups[clue === 'moved' ? 0 : 1].push(piece);
  });
  const army = { squares, clues, beliefs, counts, groups };
  cache.set(state, { seat, army });
  return army;
}

/**
 * What `seat` believes about every piece of the other side: for a revealed piece its rank for
 * certain; for a hidden one a probability per rank, from what the seat saw of it (moved, or never
 * moved and how deep in its setup area, and whether the other side's last move brought it next to
 * or away from a revealed piece of the seat) fitted to the hidden army's known counts. Everything
 * the seat saw in the match that it uses is in its view of `state` (which pieces moved, which
 * ranks were shown, the last move), so no history is needed.
 * It reads only what the seat may see: the ranks of the hidden pieces enter only as their
 * multiset, which captures have all shown. During setup it returns no beliefs.
 *
 * @example
 * ```ts
 * import { unwrap } from '@games/core';
 * import { stratego, strategoBeliefs } from '@games/stratego';
 *
 * const state = unwrap(stratego.setup({ redSetup: 'random', blueSetup: 'random', seed: 3 }));
 * const beliefs = strategoBeliefs(state, 0);
 * console.log(beliefs.length);                                    // 40 Blue pieces
 * const flagOnBackRank = beliefs.filter((piece) => piece.square >= 90).reduce((sum, piece) => sum + piece.probabilities[12]!, 0);
 * console.log(flagOnBackRank > 0.5);                              // true: the Flag is most likely on Blue's back rank
 * ```
 *
 * @group Knowledge
 */
export function strategoBeliefs(state: StrategoState, seat: Seat): PieceBelief[] {
  if (state.phase !== 'play') return [];
  const army = hiddenArmy(state, seat);
  const beliefs: PieceBelief[] = army.squares.map((square, piece) => ({
    square,
    clue: army.clues[piece]!,
    probabilities: Array.from({ length: 13 }, (_, rank) => (rank === 0 ? 0 : army.beliefs[piece * 13 + rank]!)),
  }));
  for (let square = 0; square < SQUARES; square++) {
    const cell = state.board[square]!;
    if (cell <= 0 || (cell & OWNER_BIT) >> 4 === seat || (cell & REVEALED_BIT) === 0) continue;
    beliefs.push({ square, clue: 'revealed', probabilities: Array.from({ length: 13 }, (_, rank) => (rank === (cell & RANK_MASK) ? 1 : 0)) });
  }
  return beliefs.sort((a, b) => a.square - b.square);
}

/** The pieces of a re-deal in the order they are dealt, kept between calls. */
const dealOrder: number[] = [];

/** A uniform number in [0, 1) from `draw`. */
const unit = (draw: (max: number) => number): number => draw(0x3fffffff) / 0x40000000;

/**
 * The game knowledge's `redealRemembering`: the other side's hidden ranks dealt anew from `seat`'s
 * beliefs ({@link strategoBeliefs}) rather than uniformly: pieces that moved get ranks that move, and every rank is drawn in proportion to the piece's belief and
 * to how many of that rank are still undealt, so a deal always uses exactly the hidden army.
 * During setup it is the game's `redeal`.
 */
export function redealRemembering(state: StrategoState, seat: Seat, _history: readonly SeenMove[], draw: (max: number) => number): StrategoState {
  if (state.phase !== 'play' || (seat !== 0 && seat !== 1)) return redealHiddenRanks(state, seat, draw);
  const army = hiddenArmy(state, seat);
  const left = army.counts.slice();
  const board = state.board.slice();
  const beliefs = army.beliefs;
  // The most constrained pieces first (movers, then the rest), each group in a drawn order.
  const order = dealOrder;
  order.length = 0;
  for (const group of army.groups) {
    const start = order.length;
    for (const piece of group) order.push(piece);
    for (let index = group.length - 1; index > 0; index--) {
      const other = start + draw(index);
      const held = order[start + index]!;
      order[start + index] = order[other]!;
      order[other] = held;
    }
  }
  for (const piece of order) {
    // A piece that moved is no Bomb or Flag (the two highest ranks).
    const top = army.clues[piece] === 'unmoved' ? RANK_COUNT : Rank.bomb - 1;
    let total = 0;
    for (let rank = 1; rank <= top; rank++) if (left[rank]! > 0) total += (beliefs[piece * 13 + rank]! + 1e-9) * left[rank]!;
    let target = unit(draw) * total;
    let chosen = 0;
    for (let rank = 1; rank <= top; rank++) {
      if (left[rank] === 0) continue;
      chosen = rank;
      target -= (beliefs[piece * 13 + rank]! + 1e-9) * left[rank]!;
      if (target < 0) break;
    }
    if (chosen === 0) chosen = left.findIndex((count, rank) => rank > 0 && count > 0); // clues that contradict the army (a record that skipped moves)
    left[chosen]!--;
    const square = army.squares[piece]!;
    board[square] = (board[square]! & ~RANK_MASK) | chosen;
  }
  const movable = movablePieces(board);
  return { ...state, board, movable: movable.map((list, owner) => (owner === seat ? state.movable[owner]! : list)) };
}
