import { describe, expect, it } from 'vitest';
import { createRng, ismctsBot, type Bot, type Game } from '../src/index.js';
import { pig, type PigMove, type PigOptions, type PigState, type PigView } from '../src/example.js';

function started(): PigState {
  const setup = pig.setup({ players: 2, target: 20, seed: 5 });
  if (!setup.ok) throw new Error('setup failed');
  return setup.value;
}

/** A game without its `redeal`: a search then reads the real state (it peeks). */
function withoutRedeal<S, M, O, V>(game: Game<S, M, O, V>): Game<S, M, O, V> {
  const copy = { ...game };
  delete copy.redeal;
  return copy;
}

/** Pig with its secrets in plain sight (no redeal): the search keeps states in its tree. */
const openPig: Game<PigState, PigMove, PigOptions, PigView> = { ...withoutRedeal(pig), hiddenInformation: false };

/** Seat 0 to decide with `turnTotal` on the table; seat 1's secret bonus is `secret` (hidden from seat 0). */
function position(turnTotal: number, banked: [number, number], secret: number): PigState {
  return { ...started(), banked, secrets: [1, secret], turnTotal, seat: 0 };
}

/** Seat 0 guesses a coin dealt face down (seat 1 does nothing): a right guess wins. */
interface GuessState {
  coin: number;
  guessed: number | null;
}
const guess: Game<GuessState, number, object, GuessState> = {
  id: 'guess',
  title: 'Guess the coin',
  players: { min: 2, max: 2 },
  hiddenInformation: true,
  options: [],
  setup: () => ({ ok: true, value: { coin: 0, guessed: null } }),
  seats: () => 2,
  actor: (state) =>
    state.guessed === null ? { kind: 'player', seat: 0 } : { kind: 'over', outcome: { ranking: state.guessed === state.coin ? [[0], [1]] : [[1], [0]], reason: 'guessed' } },
  legalMoves: (state) => (state.guessed === null ? [0, 1] : []),
  play: (state, move) => ({ ok: true, value: { ...state, guessed: move } }),
  view: (state, seat) => (seat === 0 && state.guessed === null ? { ...state, coin: -1 } : state),
  redeal: (state, seat, draw) => (seat === 0 && state.guessed === null ? { ...state, coin: draw(1) } : state),
  formatMove: (move) => String(move),
  parseMove: (text) => ({ ok: true, value: Number(text) }),
};

const choice = (bot: Bot<PigState, PigMove>, state: PigState, seed: number): string => {
  const chosen = bot.chooseMove(state, createRng(seed));
  if (!chosen.ok) throw new Error(chosen.error.message);
  return chosen.value.kind;
};

describe('ismctsBot', () => {
  it('is deterministic for a seed and an iteration budget, with and without hidden information', () => {
    for (const game of [pig, openPig]) {
      const bot = ismctsBot(game, { iterations: 300 });
      const state = position(8, [6, 12], 2);
      expect(bot.chooseMove(state, createRng(3))).toEqual(bot.chooseMove(state, createRng(3)));
    }
  });

  it('holds when holding wins at once', () => {
    for (const game of [pig, openPig]) {
      const state: PigState = { ...started(), banked: [15, 0], secrets: [0, 0], turnTotal: 6 };
      expect(choice(ismctsBot(game, { iterations: 400 }), state, 3)).toBe('hold');
    }
  });

  it('never reads what its seat cannot see: the same choice whatever the hidden coin, for a fixed rng', () => {
    const bot = ismctsBot(guess, { iterations: 200 });
    const peeking = ismctsBot(withoutRedeal(guess), { iterations: 200 });
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const picks = [0, 1].map((coin) => bot.chooseMove({ coin, guessed: null }, createRng(seed)));
      expect(picks[0]).toEqual(picks[1]);
      // The check can fail: a bot that searches the real state always guesses the coin.
      const peeked = [0, 1].map((coin) => peeking.chooseMove({ coin, guessed: null }, createRng(seed)));
      expect(peeked).toEqual([{ ok: true, value: 0 }, { ok: true, value: 1 }]);
    }
  });

  it('values leaves with the game knowledge when the game has some', () => {
    // A knowledge that calls every position won for seat 1 makes holding and rolling look alike
    // to seat 0, except where the game really ends: it still holds when holding wins.
    const calls: number[] = [];
    const knowing: Game<PigState, PigMove, PigOptions, PigView> = {
      ...openPig,
      knowledge: {
        rolloutPlies: 0,
        evaluate: (state) => {
          calls.push(state.turnTotal);
          return [0, 1];
        },
      },
    };
    const state: PigState = { ...started(), banked: [15, 0], secrets: [0, 0], turnTotal: 6 };
    expect(choice(ismctsBot(knowing, { iterations: 200 }), state, 9)).toBe('hold');
    expect(calls.length).toBeGreaterThan(0);
  });

  it('refuses options that are not valid, and turns where no player acts', () => {
    const bad = ismctsBot(pig, { iterations: 0 });
    const refused = bad.chooseMove(started(), createRng(1));
    expect(!refused.ok && refused.error.code).toBe('invalid-options');
    expect(bad.name).toBe('mcts(invalid options)');
    const rolled = pig.play(started(), { kind: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const chance = ismctsBot(pig).chooseMove(rolled.value, createRng(1));
    expect(!chance.ok && chance.error.code).toBe('not-a-player-turn');
    expect(ismctsBot(pig, { milliseconds: 250 }).name).toBe('mcts(250ms)');
  });
});
