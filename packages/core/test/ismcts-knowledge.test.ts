import { describe, expect, it } from 'vitest';
import { createRng, ismctsBot, type Game, type GameKnowledge } from '../src/index.js';

/** Seat 0 dials a three-digit lock (seat 1 never acts): the code 3-1-4 wins, any other loses. */
interface LockState {
  readonly digits: readonly number[];
}
const CODE = [3, 1, 4];
const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const lockKnowledge: GameKnowledge<LockState, number> = { evaluate: () => [0.5, 0.5], rolloutPlies: 0 };

function lockGame(knowledge: GameKnowledge<LockState, number>, hidden: boolean): Game<LockState, number, object, LockState> {
  const game: Game<LockState, number, object, LockState> = {
    id: 'lock',
    title: 'Lock',
    players: { min: 2, max: 2 },
    hiddenInformation: hidden,
    options: [],
    setup: () => ({ ok: true, value: { digits: [] } }),
    seats: () => 2,
    actor: (state) =>
      state.digits.length < CODE.length
        ? { kind: 'player', seat: 0 }
        : { kind: 'over', outcome: { ranking: state.digits.every((digit, index) => digit === CODE[index]) ? [[0], [1]] : [[1], [0]], reason: 'dialled' } },
    legalMoves: (state) => (state.digits.length < CODE.length ? DIGITS : []),
    play: (state, move) => ({ ok: true, value: { digits: [...state.digits, move] } }),
    view: (state) => state,
    formatMove: (move) => String(move),
    parseMove: (text) => ({ ok: true, value: Number(text) }),
    knowledge,
  };
  // A re-deal that returns a fresh copy makes the search run on information sets (nothing is
  // really hidden, but the tree then keys children by notation, as in Stratego).
  return hidden ? { ...game, redeal: (state) => ({ ...state }) } : game;
}

/** A prior that leans (3 to 1) towards the right next digit. */
const hinting: GameKnowledge<LockState, number> = {
  ...lockKnowledge,
  priors: (state, moves) => moves.map((move) => (move === CODE[state.digits.length] ? 3 : 1)),
};

/**
 * Seat 0 picks `left` or `right`. After `left` it picks digits and wins once it has picked 0 five
 * times within twelve picks (random play almost never does, a policy that plays 0 always does);
 * after `right` a fair coin decides.
 */
interface PathState {
  readonly side: 'left' | 'right' | null;
  readonly zeros: number;
  readonly picks: number;
  readonly done: boolean;
  readonly won: boolean;
}
type PathMove = 'left' | 'right' | number | 'heads' | 'tails';
function pathGame(knowledge: GameKnowledge<PathState, PathMove>): Game<PathState, PathMove, object, PathState> {
  return {
    id: 'path',
    title: 'Path',
    players: { min: 2, max: 2 },
    hiddenInformation: false,
    options: [],
    setup: () => ({ ok: true, value: { side: null, zeros: 0, picks: 0, done: false, won: false } }),
    seats: () => 2,
    actor: (state) => {
      if (state.done) return { kind: 'over', outcome: { ranking: state.won ? [[0], [1]] : [[1], [0]], reason: 'path' } };
      if (state.side === 'right') return { kind: 'chance', outcomes: [{ move: 'heads', weight: 1 }, { move: 'tails', weight: 1 }] };
      return { kind: 'player', seat: 0 };
    },
    legalMoves: (state) => (state.done || state.side === 'right' ? [] : state.side === null ? ['left', 'right'] : DIGITS),
    play: (state, move) => {
      if (move === 'left' || move === 'right') return { ok: true, value: { ...state, side: move } };
      if (move === 'heads' || move === 'tails') return { ok: true, value: { ...state, done: true, won: move === 'heads' } };
      const zeros = state.zeros + (move === 0 ? 1 : 0);
      const picks = state.picks + 1;
      return { ok: true, value: { ...state, zeros, picks, done: zeros === 5 || picks === 12, won: zeros === 5 } };
    },
    view: (state) => state,
    formatMove: (move) => String(move),
    parseMove: (text) => ({ ok: true, value: text as PathMove }),
    knowledge,
  };
}
const pathKnowledge: GameKnowledge<PathState, PathMove> = { evaluate: () => [0.5, 0.5], rolloutPlies: 20 };
/** A rollout policy that plays the digit 0 whenever it can (and the first move otherwise). */
const zeroPolicy: GameKnowledge<PathState, PathMove> = { ...pathKnowledge, rolloutMove: (_state, moves) => Math.max(0, moves.indexOf(0)) };

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe('ismctsBot with the game knowledge of priors and a rollout policy', () => {
  it('follows the priors in selection: it finds the lock code on a budget where uniform selection does not', () => {
    for (const hidden of [false, true]) {
      const start: LockState = { digits: [] };
      const withPriors = ismctsBot(lockGame(hinting, hidden), { iterations: 60 });
      const without = ismctsBot(lockGame(lockKnowledge, hidden), { iterations: 60 });
      const found = SEEDS.map((seed) => withPriors.chooseMove(start, createRng(seed)));
      expect(found.every((chosen) => chosen.ok && chosen.value === 3)).toBe(true);
      // The same budget without priors: the first digit is a guess among ten, so it can fail.
      const guessed = SEEDS.map((seed) => without.chooseMove(start, createRng(seed))).filter((chosen) => chosen.ok && chosen.value === 3);
      expect(guessed.length).toBeLessThan(SEEDS.length / 2);
      // Deeper in the code too.
      const second = withPriors.chooseMove({ digits: [3] }, createRng(1));
      expect(second).toEqual({ ok: true, value: 1 });
    }
  });

  it("uses the knowledge's exploration constant unless the bot's options give one", () => {
    const start: LockState = { digits: [] };
    const chosen = (knowledge: GameKnowledge<LockState, number>, exploration?: number): number[] =>
      SEEDS.map((seed) => ismctsBot(lockGame(knowledge, false), { iterations: 40, ...(exploration === undefined ? {} : { exploration }) }).chooseMove(start, createRng(seed))).map((result) => (result.ok ? result.value : -1));
    // With no exploration the search keeps to a digit it tried early; with the default it follows the priors to 3.
    const unexplored = chosen({ ...hinting, exploration: 0 });
    expect(unexplored.includes(3)).toBe(false);
    expect(chosen(hinting, 0)).toEqual(unexplored);
    expect(chosen(hinting)).toEqual(SEEDS.map(() => 3));
    // The bot's option wins over the knowledge's constant; a constant that is not a number at least 0 is ignored.
    expect(chosen({ ...hinting, exploration: 0 }, 0.7)).toEqual(SEEDS.map(() => 3));
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(chosen({ ...hinting, exploration: bad })).toEqual(SEEDS.map(() => 3));
  });

  it('never tries a move of prior 0, even the only winning one', () => {
    // `left` leads to a choice of `win` (prior 0) or `lose`; `right` ends in a draw. A search that
    // tries `win` plays `left`; one that keeps `win` out of the search plays `right`.
    type ForkMove = 'left' | 'right' | 'win' | 'lose';
    interface ForkState {
      readonly path: readonly ForkMove[];
    }
    const fork = (knowledge: GameKnowledge<ForkState, ForkMove>, hidden: boolean): Game<ForkState, ForkMove, object, ForkState> => {
      const game: Game<ForkState, ForkMove, object, ForkState> = {
        id: 'fork',
        title: 'Fork',
        players: { min: 2, max: 2 },
        hiddenInformation: hidden,
        options: [],
        setup: () => ({ ok: true, value: { path: [] } }),
        seats: () => 2,
        actor: (state) => {
          const last = state.path.at(-1);
          if (last === 'right') return { kind: 'over', outcome: { ranking: [[0, 1]], reason: 'draw' } };
          if (last === 'win' || last === 'lose') return { kind: 'over', outcome: { ranking: last === 'win' ? [[0], [1]] : [[1], [0]], reason: last } };
          return { kind: 'player', seat: 0 };
        },
        legalMoves: (state) => (state.path.length === 0 ? ['left', 'right'] : state.path.at(-1) === 'left' ? ['win', 'lose'] : []),
        play: (state, move) => ({ ok: true, value: { path: [...state.path, move] } }),
        view: (state) => state,
        formatMove: (move) => move,
        parseMove: (text) => ({ ok: true, value: text as ForkMove }),
        knowledge,
      };
      return hidden ? { ...game, redeal: (state) => ({ ...state }) } : game;
    };
    // Unfinished positions look won to seat 0, so a search looks again at a node whose tried moves all lost.
    const weighing = (win: number): GameKnowledge<ForkState, ForkMove> => ({ evaluate: () => [1, 0], rolloutPlies: 0, priors: (_state, moves) => moves.map((move) => (move === 'win' ? win : 1)) });
    for (const hidden of [false, true]) {
      const chosen = (win: number): ForkMove[] =>
        SEEDS.map((seed) => ismctsBot(fork(weighing(win), hidden), { iterations: 400, exploration: 0.01 }).chooseMove({ path: [] }, createRng(seed))).map((result) => (result.ok ? result.value : 'lose'));
      expect(chosen(0.01)).toEqual(SEEDS.map(() => 'left'));
      expect(chosen(0)).toEqual(SEEDS.map(() => 'right'));
    }
  });

  it('ignores priors it cannot use (wrong length, negative, not finite, all zero) and still plays legally', () => {
    const broken: ((moves: readonly number[]) => number[])[] = [
      () => [1, 2],
      (moves) => moves.map(() => -1),
      (moves) => moves.map(() => Number.NaN),
      (moves) => moves.map(() => 0),
      (moves) => moves.map(() => Number.POSITIVE_INFINITY),
    ];
    for (const priors of broken) {
      for (const hidden of [false, true]) {
        const bot = ismctsBot(lockGame({ ...lockKnowledge, priors: (_state, moves) => priors(moves) }, hidden), { iterations: 40 });
        const chosen = bot.chooseMove({ digits: [] }, createRng(2));
        expect(chosen.ok && DIGITS.includes(chosen.value)).toBe(true);
      }
    }
  });

  it('plays rollouts by the rollout policy: it values the path that only the policy wins', () => {
    const start: PathState = { side: null, zeros: 0, picks: 0, done: false, won: false };
    const policy = ismctsBot(pathGame(zeroPolicy), { iterations: 40 });
    const uniform = ismctsBot(pathGame(pathKnowledge), { iterations: 40 });
    for (const seed of SEEDS) {
      expect(policy.chooseMove(start, createRng(seed))).toEqual({ ok: true, value: 'left' });
      // Uniform rollouts almost never win on the left: the coin on the right looks better.
      expect(uniform.chooseMove(start, createRng(seed))).toEqual({ ok: true, value: 'right' });
    }
  });

  it('falls back to uniform rollouts when the policy returns no usable index', () => {
    const start: PathState = { side: null, zeros: 0, picks: 0, done: false, won: false };
    for (const bad of [-1, 99, 0.5, Number.NaN]) {
      const bot = ismctsBot(pathGame({ ...pathKnowledge, rolloutMove: () => bad }), { iterations: 40 });
      expect(bot.chooseMove(start, createRng(3))).toEqual({ ok: true, value: 'right' });
    }
  });
});
