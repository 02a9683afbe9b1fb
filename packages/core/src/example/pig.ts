import type { Actor, Game, Outcome, Result, Seat } from '../contract.js';
import { describeValue, err, ErrorCode, ok } from '../result.js';
import { createRng, int } from '../rng.js';
import { pigActions, pigObservation } from './pig-actions.js';
import type { PigMove, PigOptions, PigState, PigView } from './pig-state.js';

export type { PigMove, PigOptions, PigState, PigView } from './pig-state.js';

const ROLL: PigMove = { kind: 'roll' };
const HOLD: PigMove = { kind: 'hold' };
const FACES: PigMove[] = [1, 2, 3, 4, 5, 6].map((value) => ({ kind: 'face', value }));

function totalOf(state: PigState, seat: Seat): number {
  return state.banked[seat]! + state.secrets[seat]!;
}

function outcomeOf(state: PigState): Outcome {
  const seats = state.banked.map((_, seat) => seat).filter((seat) => seat !== state.winner);
  seats.sort((a, b) => totalOf(state, b) - totalOf(state, a) || a - b);
  return {
    ranking: [[state.winner], ...seats.map((seat) => [seat])],
    scores: state.banked.map((_, seat) => totalOf(state, seat)),
    reason: 'reached-target',
  };
}

function legalMovesOf(state: PigState): PigMove[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'rolling') return FACES;
  return state.turnTotal > 0 ? [ROLL, HOLD] : [ROLL];
}

/**
 * The move `move` stands for, as one of the shared move objects, or `null`: each field of the
 * outside value is read once (a getter cannot answer differently to a second look), and a value
 * whose fields cannot be read at all is no move.
 */
function readMove(move: unknown): PigMove | null {
  if (typeof move !== 'object' || move === null) return null;
  try {
    const keys = Object.keys(move);
    const kind: unknown = (move as { kind?: unknown }).kind;
    if (kind === 'face') {
      const value: unknown = (move as { value?: unknown }).value;
      return keys.length === 2 && typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6 ? FACES[value - 1]! : null;
    }
    if (keys.length !== 1) return null;
    return kind === 'roll' ? ROLL : kind === 'hold' ? HOLD : null;
  } catch {
    return null;
  }
}

/** The legal move `move` stands for in `state` (see {@link readMove}), or `null`. */
function legalMove(state: PigState, move: unknown): PigMove | null {
  const read = readMove(move);
  if (read === null) return null;
  if (state.phase === 'rolling') return read.kind === 'face' ? read : null;
  return read.kind === 'roll' || (read.kind === 'hold' && state.turnTotal > 0) ? read : null;
}

/** The example game of `@games/core` (see {@link PigOptions} for the rules). */
export const pig: Game<PigState, PigMove, PigOptions, PigView> = {
  id: 'pig',
  title: 'Secret Pig',
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  options: [
    { name: 'players', type: 'integer', default: 2, min: 2, max: 4, description: 'number of players' },
    { name: 'target', type: 'integer', default: 20, min: 10, max: 100, description: 'points needed to win' },
    { name: 'seed', type: 'integer', default: 0, description: 'seed of the secret bonuses' },
  ],

  setup(options: PigOptions): Result<PigState> {
    if (typeof options !== 'object' || options === null) return err(ErrorCode.invalidOptions, `options must be an object, got ${describeValue(options)}`);
    const { players = 2, target = 20, seed = 0 } = options;
    if (!Number.isInteger(players) || players < 2 || players > 4) return err(ErrorCode.invalidOptions, `players must be 2 to 4, got ${describeValue(players)}`);
    if (!Number.isInteger(target) || target < 10 || target > 100) return err(ErrorCode.invalidOptions, `target must be 10 to 100, got ${describeValue(target)}`);
    if (!Number.isInteger(seed)) return err(ErrorCode.invalidOptions, `seed must be an integer, got ${describeValue(seed)}`);
    const rng = createRng(seed);
    const secrets = Array.from({ length: players }, () => int(rng, 0, 3));
    return ok({ players, target, banked: new Array<number>(players).fill(0), secrets, turnTotal: 0, seat: 0, phase: 'decide', winner: -1 });
  },

  seats: (state) => state.players,

  // Only the end shows the secrets (the final ranking counts them): the hold that wins reveals.
  reveals: (state, move) => (move as { kind?: unknown } | null)?.kind === 'hold' && state.banked[state.seat]! + state.turnTotal >= state.target,

  actor(state): Actor<PigMove> {
    if (state.phase === 'over') return { kind: 'over', outcome: outcomeOf(state) };
    if (state.phase === 'rolling') return { kind: 'chance', outcomes: FACES.map((move) => ({ move, weight: 1 })) };
    return { kind: 'player', seat: state.seat };
  },

  legalMoves: legalMovesOf,

  play(state, move): Result<PigState> {
    if (state.phase === 'over') return err(ErrorCode.gameOver, 'the game is over');
    const legal = legalMove(state, move);
    if (legal === null) return err(ErrorCode.illegalMove, `${describeValue(move)} is not a legal move now`);
    move = legal;
    const nextSeat = (state.seat + 1) % state.players;
    if (move.kind === 'roll') return ok({ ...state, phase: 'rolling' });
    if (move.kind === 'face') {
      if (move.value === 1) return ok({ ...state, turnTotal: 0, seat: nextSeat, phase: 'decide' });
      return ok({ ...state, turnTotal: state.turnTotal + move.value, phase: 'decide' });
    }
    const banked = state.banked.slice();
    banked[state.seat] = banked[state.seat]! + state.turnTotal;
    const next: PigState = { ...state, banked, turnTotal: 0 };
    if (totalOf(next, state.seat) >= state.target) return ok({ ...next, phase: 'over', winner: state.seat });
    return ok({ ...next, seat: nextSeat });
  },

  view(state, seat): PigView {
    return { ...state, secrets: state.secrets.map((secret, owner) => (owner === seat ? secret : null)) };
  },

  redeal: (state, seat, draw) => redealHiddenSecrets(state, seat, draw),

  renderText(view, seat): string {
    const lines = view.banked.map((banked, owner) => {
      const secret = view.secrets[owner];
      const marker = view.phase !== 'over' && owner === view.seat ? '>' : ' ';
      return `${marker} seat ${owner}${owner === seat ? ' (you)' : ''}: ${banked} banked + bonus ${secret === null ? '?' : secret}`;
    });
    return [`Secret Pig to ${view.target}, turn total ${view.turnTotal}`, ...lines].join('\n');
  },

  /** The notation: `roll`, `hold` or `die N`; a value that is not a move is described, `<not a move: …>`, never thrown on. */
  formatMove(move): string {
    const read = readMove(move);
    if (read === null) return `<not a move: ${describeValue(move)}>`;
    return read.kind === 'face' ? `die ${read.value}` : read.kind;
  },

  parseMove(text): Result<PigMove> {
    if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move must be text, got ${describeValue(text)}`);
    const words = text.trim().toLowerCase();
    if (words === 'roll') return ok(ROLL);
    if (words === 'hold') return ok(HOLD);
    const face = /^die ([1-6])$/.exec(words);
    if (face) return ok(FACES[Number(face[1]) - 1]!);
    return err(ErrorCode.malformedMove, `"${text}" is not a move: expected roll, hold or die 1..6`);
  },

  actions: pigActions,
  observation: pigObservation,
};

/** A different deal of the secrets that `seat` may not see (the game's `redeal`). */
export function redealHiddenSecrets(state: PigState, seat: Seat | null, draw: (max: number) => number): PigState {
  return { ...state, secrets: state.secrets.map((secret, owner) => (owner === seat ? secret : draw(3))) };
}
