import { createRng, err, ErrorCode, int, ok, type Game, type Outcome, type Result } from '@games/core';
import { describeValue } from '@games/core/authoring';

interface PigOptions { players?: number; target?: number; seed?: number }
interface PigState {
  players: number; target: number; banked: number[]; secrets: number[];
  turnTotal: number; seat: number; phase: 'decide' | 'rolling' | 'over'; winner: number;
}
type PigMove = { kind: 'roll' } | { kind: 'hold' } | { kind: 'face'; value: number };
type PigView = Omit<PigState, 'secrets'> & { secrets: (number | null)[] };

// shared, frozen move objects: nothing is allocated per call
const ROLL: PigMove = Object.freeze({ kind: 'roll' });
const HOLD: PigMove = Object.freeze({ kind: 'hold' });
const FACES: PigMove[] = [1, 2, 3, 4, 5, 6].map((value) => Object.freeze({ kind: 'face', value }) as PigMove);

// untrusted input: check the shape first, reading each field once, and answer with one of the
// shared moves (or null). Nothing is compared as JSON text: that throws on a BigInt and is slow.
function readMove(value: unknown): PigMove | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const fields = Object.keys(value).length;
  const kind: unknown = (value as { kind?: unknown }).kind;
  if (kind === 'roll' || kind === 'hold') return fields === 1 ? (kind === 'roll' ? ROLL : HOLD) : null;
  if (kind !== 'face' || fields !== 2) return null;
  const face: unknown = (value as { value?: unknown }).value;
  return typeof face === 'number' && Number.isInteger(face) && face >= 1 && face <= 6 ? FACES[face - 1]! : null;
}

const total = (state: PigState, seat: number): number => state.banked[seat]! + state.secrets[seat]!;
function outcomeOf(state: PigState): Outcome {
  const others = state.banked.map((_, seat) => seat).filter((seat) => seat !== state.winner);
  others.sort((a, b) => total(state, b) - total(state, a) || a - b);
  return { ranking: [[state.winner], ...others.map((seat) => [seat])], scores: state.banked.map((_, seat) => total(state, seat)), reason: 'reached-target' };
}
function legalMoves(state: PigState): PigMove[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'rolling') return FACES;
  return state.turnTotal > 0 ? [ROLL, HOLD] : [ROLL];
}

export const myPig: Game<PigState, PigMove, PigOptions, PigView> = {
  id: 'my-pig',
  title: 'Secret Pig',
  players: { min: 2, max: 4 },
  hiddenInformation: true,
  options: [
    { name: 'players', type: 'integer', default: 2, min: 2, max: 4, description: 'number of players' },
    { name: 'target', type: 'integer', default: 20, min: 10, max: 100, description: 'points needed to win' },
    { name: 'seed', type: 'integer', default: 0, description: 'seed of the secret bonuses' },
  ],
  setup(options) {
    // validate every option, reading each once; describeValue names any bad value without throwing
    if (typeof options !== 'object' || options === null) return err(ErrorCode.invalidOptions, `options must be an object, got ${describeValue(options)}`);
    const { players = 2, target = 20, seed = 0 } = options;
    if (!Number.isInteger(players) || players < 2 || players > 4) return err(ErrorCode.invalidOptions, `players must be 2 to 4, got ${describeValue(players)}`);
    if (!Number.isInteger(target) || target < 10 || target > 100) return err(ErrorCode.invalidOptions, `target must be 10 to 100, got ${describeValue(target)}`);
    if (!Number.isInteger(seed)) return err(ErrorCode.invalidOptions, `seed must be an integer, got ${describeValue(seed)}`);
    const rng = createRng(seed); // hidden deals at setup come from the seed
    const secrets = Array.from({ length: players }, () => int(rng, 0, 3));
    return ok({ players, target, banked: new Array<number>(players).fill(0), secrets, turnTotal: 0, seat: 0, phase: 'decide', winner: -1 });
  },
  seats: (state) => state.players,
  actor(state) {
    if (state.phase === 'over') return { kind: 'over', outcome: outcomeOf(state) };
    if (state.phase === 'rolling') return { kind: 'chance', outcomes: FACES.map((move) => ({ move, weight: 1 })) };
    return { kind: 'player', seat: state.seat };
  },
  legalMoves,
  play(state, move): Result<PigState> {
    if (state.phase === 'over') return err(ErrorCode.gameOver, 'the game is over');
    // a shape check first, then the move must be one of the legal ones (the same shared object)
    const legal = readMove(move);
    if (legal === null) return err(ErrorCode.malformedMove, `${describeValue(move)} is not a Secret Pig move`);
    if (!legalMoves(state).includes(legal)) return err(ErrorCode.illegalMove, `${describeValue(move)} is not a legal move now`);
    const next = (state.seat + 1) % state.players;
    if (legal.kind === 'roll') return ok({ ...state, phase: 'rolling' });
    if (legal.kind === 'face') {
      if (legal.value === 1) return ok({ ...state, turnTotal: 0, seat: next, phase: 'decide' });
      return ok({ ...state, turnTotal: state.turnTotal + legal.value, phase: 'decide' });
    }
    const banked = state.banked.slice(); // never mutate the state you were given
    banked[state.seat] = banked[state.seat]! + state.turnTotal;
    const held: PigState = { ...state, banked, turnTotal: 0 };
    return ok(total(held, state.seat) >= state.target ? { ...held, phase: 'over', winner: state.seat } : { ...held, seat: next });
  },
  view: (state, seat) => ({ ...state, secrets: state.secrets.map((secret, owner) => (owner === seat ? secret : null)) }),
  redeal: (state, seat, draw) => ({ ...state, secrets: state.secrets.map((secret, owner) => (owner === seat ? secret : draw(3))) }),
  formatMove(move) {
    // any value, even one that is no move, gets a line of text: never a throw
    const known = readMove(move);
    if (known === null) return `<not a move: ${describeValue(move)}>`;
    return known.kind === 'face' ? `die ${known.value}` : known.kind;
  },
  parseMove(text) {
    if (typeof text !== 'string') return err(ErrorCode.malformedMove, `a move must be text, got ${describeValue(text)}`);
    const words = text.trim().toLowerCase();
    if (words === 'roll') return ok(ROLL);
    if (words === 'hold') return ok(HOLD);
    const face = /^die ([1-6])$/.exec(words);
    return face ? ok(FACES[Number(face[1]) - 1]!) : err(ErrorCode.malformedMove, `"${text}" is not a move: expected roll, hold or die 1..6`);
  },
  renderText: (view, seat) =>
    view.banked.map((banked, owner) => `seat ${owner}${owner === seat ? ' (you)' : ''}: ${banked} banked + bonus ${view.secrets[owner] ?? '?'}`).join('\n'),
};
