/**
 * The rules: who acts, and applying a move (a flip and its effect, or the end of a turn).
 *
 * @module
 */
import { ok, type Actor, type Outcome, type Result, type Seat } from '@games/core';
import { nextSeat } from '@games/core/authoring';
import { ringStep } from '@games/core/board';
import type { Board, Cave } from './board.js';
import type { Chit } from './chits.js';
import { checkMove, type FieryDragonsMove } from './moves.js';
import type { FieryDragonsState, FlipEffect, LastAction, Token } from './state.js';

/** The animal a token's chits are matched against: its square's, or its cave's while in a cave. */
function animalUnder(board: Board, token: Token): string {
  return token.cave !== null ? (board.caves[token.cave] as Cave).animal : (board.squares[token.square as number] as string);
}

/** Whether a token other than `seat`'s stands on ring square `square`. */
function occupied(tokens: readonly Token[], square: number, seat: Seat): boolean {
  for (let other = 0; other < tokens.length; other++) if (other !== seat && (tokens[other] as Token).square === square) return true;
  return false;
}

/** Whether any token is inside cave `cave`. */
function caveTaken(tokens: readonly Token[], cave: number): boolean {
  for (let other = 0; other < tokens.length; other++) if ((tokens[other] as Token).cave === cave) return true;
  return false;
}

function withToken(tokens: readonly Token[], seat: Seat, token: Token): Token[] {
  const next = tokens.slice();
  next[seat] = token;
  return next;
}

/**
 * The progress of a token of home square `homeSquare` moved (not walked) to `square`, keeping
 * the laps it had done (`floor((progress - 1) / N)`); a token cannot stand past its own cave,
 * so a result above N + 1 loses that lap.
 *
 * @group Rules
 */
export function progressAfterSwap(board: Board, homeSquare: number, progress: number, square: number): number {
  const length = board.squares.length;
  const laps = Math.floor((progress - 1) / length);
  const result = laps * length + ringStep(length, square - homeSquare, 0) + 1;
  return result > length + 1 ? result - length : result;
}

/** Each effect's index in the table of shared flip records. */
const EFFECT_INDEX: Readonly<Record<FlipEffect, number>> = {
  moved: 0,
  home: 1,
  'no-match': 2,
  blocked: 3,
  overshoot: 4,
  'pirate-moved': 5,
  'pirate-blocked': 6,
  'pirate-in-cave': 7,
  'free-cave': 8,
  'free-cave-in-cave': 9,
  swapped: 10,
  'no-swap': 11,
};
/**
 * Shared flip records by seat (4), chit (32), effect (16) and turn end (2). Allocated dense up
 * front: filling an empty array at scattered indices would turn it into a slow dictionary.
 */
const SHARED_FLIPS: (LastAction | null)[] = new Array<LastAction | null>(4 * 32 * 16 * 2).fill(null);
const SHARED_ENDS: LastAction[] = [];

/** The record of a flip, one frozen object per combination (so a flip allocates no new one). */
function flipRecord(seat: Seat, chit: number, effect: FlipEffect, turnEnded: boolean): LastAction {
  const key = ((seat * 32 + chit) * 16 + EFFECT_INDEX[effect]) * 2 + (turnEnded ? 1 : 0);
  let record = SHARED_FLIPS[key];
  if (record === null || record === undefined) {
    record = Object.freeze({ action: 'flip' as const, seat, chit, effect, turnEnded });
    SHARED_FLIPS[key] = record;
  }
  return record;
}

/** The record of a voluntary end of turn, one frozen object per seat. */
function endRecord(seat: Seat): LastAction {
  let record = SHARED_ENDS[seat];
  if (record === undefined) {
    record = Object.freeze({ action: 'end' as const, seat });
    SHARED_ENDS[seat] = record;
  }
  return record;
}

/** A successor state: every field written out in one literal (far faster than a spread). */
function successor(
  state: FieryDragonsState,
  tokens: Token[],
  seat: Seat,
  revealed: number[],
  moved: boolean,
  home: Seat[],
  turn: number,
  last: LastAction,
  outcome: Outcome | null,
): FieryDragonsState {
  return {
    board: state.board,
    chits: state.chits,
    rules: state.rules,
    players: state.players,
    homeCave: state.homeCave,
    tokens,
    seat,
    revealed,
    moved,
    home,
    turn,
    last,
    outcome,
  };
}

/** Ends the turn: revealed chits turn face down, the next seat still playing acts. */
function endTurn(state: FieryDragonsState, tokens: Token[], home: Seat[], last: LastAction): FieryDragonsState {
  const seat = (home.length === 0 ? nextSeat(state.seat, state.players) : nextSeat(state.seat, state.players, (candidate) => home.includes(candidate))) ?? state.seat;
  return successor(state, tokens, seat, [], false, home, state.turn + 1, last, null);
}

/** The acting token came home: the game ends or, in ranking mode, its seat leaves the turn order. */
function comeHome(state: FieryDragonsState, tokens: Token[], revealed: number[], chit: number): FieryDragonsState {
  const seat = state.seat;
  const home = [...state.home, seat];
  const remaining: Seat[] = [];
  for (let other = 0; other < state.players; other++) if (!home.includes(other)) remaining.push(other);
  let outcome: Outcome | null = null;
  if (state.rules.finish === 'first-home') {
    outcome = { ranking: remaining.length > 0 ? [[seat], remaining] : [[seat]], reason: 'first-home' };
  } else if (remaining.length <= 1) {
    outcome = { ranking: [...home.map((homeSeat) => [homeSeat]), ...(remaining.length > 0 ? [remaining] : [])], reason: 'ranking' };
  }
  if (outcome !== null) {
    return successor(state, tokens, seat, revealed, true, home, state.turn, flipRecord(seat, chit, 'home', true), outcome);
  }
  return endTurn(state, tokens, home, flipRecord(seat, chit, 'home', true));
}

/** After a flip: end the turn if the rule says so or no chit is left face down, else go on. */
function afterFlip(state: FieryDragonsState, tokens: Token[], revealed: number[], moved: boolean, chit: number, effect: FlipEffect, ends: boolean): FieryDragonsState {
  const turnEnded = ends || revealed.length === state.chits.length;
  const last = flipRecord(state.seat, chit, effect, turnEnded);
  if (turnEnded) return endTurn(state, tokens, state.home, last);
  return successor(state, tokens, state.seat, revealed, moved, state.home, state.turn, last, null);
}

/** Resolves a flip of the face-down chit `index` for the acting seat. */
function flip(state: FieryDragonsState, index: number): FieryDragonsState {
  const { board, tokens } = state;
  const seat = state.seat;
  const chit = state.chits[index] as Chit;
  const token = tokens[seat] as Token;
  const revealed = state.revealed.slice();
  revealed.push(index);
  const length = board.squares.length;
  switch (chit.kind) {
    case 'animal': {
      if (chit.animal !== animalUnder(board, token)) return afterFlip(state, tokens, revealed, state.moved, index, 'no-match', true);
      const progress = token.progress + chit.count;
      if (progress > board.lap) return afterFlip(state, tokens, revealed, state.moved, index, 'overshoot', true);
      const homeCave = state.homeCave[seat] as number;
      if (progress === board.lap) return comeHome(state, withToken(tokens, seat, { square: null, cave: homeCave, progress }), revealed, index);
      const square = ringStep(length, (board.caves[homeCave] as Cave).square, progress - 1);
      if (occupied(tokens, square, seat)) return afterFlip(state, tokens, revealed, state.moved, index, 'blocked', true);
      return afterFlip(state, withToken(tokens, seat, { square, cave: null, progress }), revealed, true, index, 'moved', false);
    }
    case 'pirate': {
      if (token.square === null) return afterFlip(state, tokens, revealed, state.moved, index, 'pirate-in-cave', state.rules.pirateEndsTurn);
      const square = ringStep(length, token.square, -chit.count);
      if (occupied(tokens, square, seat)) return afterFlip(state, tokens, revealed, state.moved, index, 'pirate-blocked', true);
      const moved: Token = { square, cave: null, progress: token.progress - chit.count };
      return afterFlip(state, withToken(tokens, seat, moved), revealed, true, index, 'pirate-moved', state.rules.pirateEndsTurn);
    }
    case 'free-cave': {
      if (token.square === null) return afterFlip(state, tokens, revealed, state.moved, index, 'free-cave-in-cave', false);
      for (let distance = 1; distance <= length; distance++) {
        const cave = board.caveAt[ringStep(length, token.square, -distance)] as number;
        if (cave >= 0 && !caveTaken(tokens, cave)) {
          // Progress of a token starting from that cave: one less than at the cave's square, or
          // 0 in its own cave (also when it walked back round from its cave square or behind it).
          const progress = cave === state.homeCave[seat] ? 0 : token.progress - distance - 1;
          const moved: Token = { square: null, cave, progress };
          return afterFlip(state, withToken(tokens, seat, moved), revealed, true, index, 'free-cave', false);
        }
      }
      // Unreachable: the token's own cave is empty while it is on the ring.
      return afterFlip(state, tokens, revealed, state.moved, index, 'free-cave-in-cave', false);
    }
    case 'swap': {
      if (token.square === null) return afterFlip(state, tokens, revealed, state.moved, index, 'no-swap', true);
      let partner = -1;
      let best = Infinity;
      for (let other = 0; other < tokens.length; other++) {
        const square = (tokens[other] as Token).square;
        if (other === seat || square === null) continue;
        const clockwise = ringStep(length, square - token.square, 0);
        const key = clockwise <= length - clockwise ? 2 * clockwise : 2 * (length - clockwise) + 1;
        if (key < best) {
          best = key;
          partner = other;
        }
      }
      if (partner < 0) return afterFlip(state, tokens, revealed, state.moved, index, 'no-swap', true);
      const other = tokens[partner] as Token;
      const next = tokens.slice();
      const ownHome = (board.caves[state.homeCave[seat] as number] as Cave).square;
      const otherHome = (board.caves[state.homeCave[partner] as number] as Cave).square;
      next[seat] = { square: other.square, cave: null, progress: progressAfterSwap(board, ownHome, token.progress, other.square as number) };
      next[partner] = { square: token.square, cave: null, progress: progressAfterSwap(board, otherHome, other.progress, token.square) };
      return afterFlip(state, next, revealed, true, index, 'swapped', true);
    }
  }
}

/** One frozen actor object per seat, shared so that `actor` allocates nothing in playouts. */
const PLAYER_ACTORS: Actor<FieryDragonsMove>[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'player' as const, seat }));

/** Who acts: the seat whose turn it is, or nobody once the game is over. There is no chance actor: the chits are dealt at setup. */
export function actor(state: FieryDragonsState): Actor<FieryDragonsMove> {
  if (state.outcome !== null) return { kind: 'over', outcome: state.outcome };
  return PLAYER_ACTORS[state.seat] ?? { kind: 'player', seat: state.seat };
}

/** Applies a move: ok exactly when it is one of `legalMoves(state)`; never mutates `state`. */
export function play(state: FieryDragonsState, move: unknown): Result<FieryDragonsState> {
  const checked = checkMove(state, move);
  if (!checked.ok) return checked;
  const legal = checked.value;
  if (legal.kind === 'end') return ok(endTurn(state, state.tokens, state.home, endRecord(state.seat)));
  return ok(flip(state, legal.chit));
}
