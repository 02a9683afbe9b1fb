/**
 * Applying a move: who acts, the legal moves, `play` (a move checked, then applied through the turn
 * machine and settled), and readable reasons for refused moves (only computed on a refusal).
 *
 * @module
 */
import { err, ok, type Actor, type Result } from '@games/core';
import { neighbouring, SQUARE_NAMES, squareIndex } from './board.js';
import { SantoriniError } from './errors.js';
import { movesOf } from './generate.js';
import { powerOf } from './lineup.js';
import { canonicalMove, type SantoriniMove } from './moves.js';
import { formatMove } from './notation.js';
import { settle } from './settle.js';
import { teamOf, type SantoriniState } from './state.js';
import { applyDecision } from './turn.js';

/** Shared actors of the four seats (frozen: callers cannot change them). */
const PLAYERS: readonly Actor<SantoriniMove>[] = [0, 1, 2, 3].map((seat) => Object.freeze({ kind: 'player' as const, seat }));

/** Who acts in `state`: the acting seat, or nobody once the game is over. */
export function actorOf(state: SantoriniState): Actor<SantoriniMove> {
  if (state.outcome !== null) return { kind: 'over', outcome: state.outcome };
  return PLAYERS[state.seat] ?? { kind: 'player', seat: state.seat };
}

/** The legal moves of the acting seat (a fresh array of the shared move constants). */
export function legalMovesOf(state: SantoriniState): SantoriniMove[] {
  if (state.phase === 'over') return [];
  return movesOf(state).slice();
}

/**
 * Applies `move` (any value: it is read once and checked) to `state`: the next state, or
 * `game-over`, `malformed-move`, `unknown-square` or `illegal-move` (with the reason).
 */
export function playMove(state: SantoriniState, move: SantoriniMove): Result<SantoriniState> {
  if (state.phase === 'over') return err(SantoriniError.gameOver, 'the game is over');
  const moves = movesOf(state);
  // Legal moves are shared constants: a move found in the list by identity is legal as it is.
  if (moves.includes(move)) return ok(settle(applyDecision(state, move), state));
  const canonical = canonicalMove(move);
  if (!canonical.ok) return canonical;
  if (!moves.includes(canonical.value)) return err(SantoriniError.illegalMove, explainIllegal(state, canonical.value));
  return ok(settle(applyDecision(state, canonical.value), state));
}

function expected(state: SantoriniState): string {
  switch (state.phase) {
    case 'place':
      return `seat ${state.seat} places a worker (such as "place C3")`;
    case 'move':
      return `seat ${state.seat} moves a worker (such as "B3-A4")${state.optional ? ' or passes' : ''}`;
    case 'power':
      return `seat ${state.seat} uses ${powerOf(state, state.seat).title}'s power${state.optional ? ' or passes' : ''}`;
    default:
      return `seat ${state.seat} builds ("build B4" or "dome B4")${state.optional ? ' or passes' : ''}`;
  }
}

function ownerOf(state: SantoriniState, worker: number): string {
  const team = worker >> 1;
  return state.players === 4 ? `the team of seats ${team} and ${team + 2}` : `seat ${team}`;
}

/** Why `move` (a well-formed move) is not legal in `state`. */
export function explainIllegal(state: SantoriniState, move: SantoriniMove): string {
  const name = powerOf(state, state.seat).title;
  if (move.kind === 'pass') {
    return state.optional ? 'passing now would leave a turn that cannot be completed' : `this step cannot be declined: ${expected(state)}`;
  }
  if (state.phase === 'place') {
    if (move.kind !== 'place') return `workers are still being placed: ${expected(state)}`;
    const square = squareIndex(move.square);
    if (state.workers.includes(square)) return `${move.square} already holds a worker`;
    if ((state.domes & (1 << square)) !== 0) return `${move.square} has a dome`;
    return `${name} cannot place a worker on ${move.square}`;
  }
  if (move.kind === 'place') return `every worker is already placed: ${expected(state)}`;
  if (move.kind === 'remove' || state.phase === 'power') return `${name} cannot ${formatMove(move)} now: ${expected(state)}`;
  if (state.phase === 'move') {
    if (move.kind !== 'move') return `not the build yet: ${expected(state)}`;
    const from = squareIndex(move.from);
    const to = squareIndex(move.to);
    const worker = state.workers.indexOf(from);
    if (worker < 0) return `there is no worker on ${move.from}`;
    if (teamOf(state, state.seat) !== worker >> 1) return `the worker on ${move.from} belongs to ${ownerOf(state, worker)}, not to seat ${state.seat}`;
    if ((state.turn.movers & (1 << worker)) === 0) return `the worker on ${move.from} may not move now`;
    if (!neighbouring(from, to)) return `${move.to} is not next to ${move.from}`;
    if ((state.domes & (1 << to)) !== 0) return `${move.to} has a dome`;
    const climb = state.levels[to]! - state.levels[from]!;
    if (climb > 1) return `${move.to} (level ${state.levels[to]}) is more than one level above ${move.from} (level ${state.levels[from]})`;
    if (climb > 0) {
      for (let owner = 0; owner < state.players; owner++) {
        const other = powerOf(state, owner);
        if (owner !== state.seat && !state.out.includes(owner) && other.forbidsMovingUp?.(state, owner, worker >> 1) === true) {
          return `${other.title} forbids moving up this turn (${move.from} is level ${state.levels[from]}, ${move.to} level ${state.levels[to]})`;
        }
      }
    }
    const victim = state.workers.indexOf(to);
    if (victim >= 0 && victim >> 1 === worker >> 1) return `${move.to} holds your own worker`;
    if (victim >= 0) return `${move.to} is occupied, and ${name} cannot force that worker away there`;
    return `${name}'s step ${move.from}-${move.to} is not allowed now (a power forbids it, or no build could follow)`;
  }
  if (move.kind === 'move') return `the move is done: ${expected(state)}`;
  const square = squareIndex(move.square);
  const builders = state.workers.filter((at, worker) => at >= 0 && (state.turn.builders & (1 << worker)) !== 0);
  if (!builders.some((at) => neighbouring(at, square))) {
    return `${move.square} is not next to the building worker (${builders.map((at) => SQUARE_NAMES[at]).join(' or ')})`;
  }
  if (state.workers.includes(square)) return `${move.square} holds a worker`;
  if ((state.domes & (1 << square)) !== 0) return `${move.square} already has a dome`;
  if (move.kind === 'build' && state.levels[square] === 3) return `${move.square} is level 3: only a dome goes there ("dome ${move.square}")`;
  if (move.kind === 'dome' && state.levels[square]! < 3) return `${move.square} is level ${state.levels[square]}: a dome needs level 3 (only Atlas domes lower levels)`;
  if (state.rules.physicalSupply) return `${name} cannot ${move.kind} on ${move.square} now (a power forbids it, or the supply of that piece is exhausted)`;
  return `${name} cannot ${move.kind} on ${move.square} now`;
}
