import { describe, expect, it } from 'vitest';
import { createRng, mctsBot, playout, randomBot, type Bot, type MctsOptions, type Policy } from '../src/index.js';
import { outcomeRewards } from '../src/actions.js';
import { botPolicy } from '../src/authoring.js';
import { pig, type PigMove, type PigState } from '../src/example.js';

function started(players = 2): PigState {
  const setup = pig.setup({ players, target: 20, seed: 5 });
  if (!setup.ok) throw new Error('setup failed');
  return setup.value;
}

describe('randomBot', () => {
  it('chooses a legal move, and refuses when chance acts or the game is over', () => {
    const bot = randomBot(pig);
    const chosen = bot.chooseMove(started(), createRng(1));
    expect(chosen).toEqual({ ok: true, value: { kind: 'roll' } });
    const rolled = pig.play(started(), { kind: 'roll' });
    if (!rolled.ok) throw new Error('roll refused');
    const refused = bot.chooseMove(rolled.value, createRng(1));
    expect(!refused.ok && refused.error.code).toBe('not-a-player-turn');
  });
});

describe('outcomeRewards', () => {
  it('gives 1 to the winner, 0 to the last, and shares ties', () => {
    expect(Array.from(outcomeRewards({ ranking: [[1], [0], [2]], reason: 'x' }).slice(0, 3))).toEqual([0.5, 1, 0]);
    expect(Array.from(outcomeRewards({ ranking: [[0, 1]], reason: 'draw' }).slice(0, 2))).toEqual([0.5, 0.5]);
  });
});

describe('mctsBot', () => {
  it('is deterministic for a seed and an iteration budget', () => {
    const bot = mctsBot(pig, { iterations: 300 });
    const state: PigState = { ...started(), turnTotal: 8 };
    expect(bot.chooseMove(state, createRng(3))).toEqual(bot.chooseMove(state, createRng(3)));
  });

  it('holds when holding wins at once', () => {
    const bot = mctsBot(pig, { iterations: 400 });
    const state: PigState = { ...started(), banked: [15, 0], secrets: [0, 0], turnTotal: 6 };
    expect(bot.chooseMove(state, createRng(3))).toEqual({ ok: true, value: { kind: 'hold' } });
  });

  it('beats a random player clearly over many games', () => {
    const bots: Bot<PigState, PigMove>[] = [mctsBot(pig, { iterations: 200 }), randomBot(pig)];
    let wins = 0;
    const games = 30;
    for (let game = 0; game < games; game++) {
      const rng = createRng(game);
      const mctsSeat = game % 2;
      const policy: Policy<PigState, PigMove> = (state, moves, random) => botPolicy(bots[state.seat === mctsSeat ? 0 : 1]!)(state, moves, random);
      const result = playout(pig, started(), policy, rng);
      if (result.outcome!.ranking[0]![0] === mctsSeat) wins++;
    }
    expect(wins / games).toBeGreaterThan(0.6);
  });

  it('does not peek: in a game with hidden information its choice depends only on what its seat sees', () => {
    for (const seed of [1, 2, 3, 4]) {
      const visible: PigState = { ...started(), banked: [9, 14], turnTotal: 4 + seed };
      const choices = [0, 1, 2, 3].map((opponentSecret) => {
        const state: PigState = { ...visible, secrets: [2, opponentSecret] };
        return mctsBot(pig, { iterations: 400 }).chooseMove(state, createRng(seed));
      });
      for (const choice of choices) expect(choice).toEqual(choices[0]);
    }
  });

  it('splits its budget over re-dealt copies, and searches once where nothing is hidden', () => {
    const dealt: PigState[] = [];
    let plays = 0;
    const watched = {
      ...pig,
      redeal: (state: PigState, seat: number | null, draw: (max: number) => number) => {
        const copy = pig.redeal!(state, seat, draw);
        dealt.push(copy);
        return copy;
      },
      play: (state: PigState, move: PigMove) => {
        plays++;
        return pig.play(state, move);
      },
    };
    const state: PigState = { ...started(), turnTotal: 5 };
    expect(mctsBot(watched, { iterations: 2000 }).chooseMove(state, createRng(1)).ok).toBe(true);
    expect(dealt).toHaveLength(8);
    // every copy keeps what seat 0 sees, and only that
    for (const copy of dealt) expect(pig.view(copy, 0)).toEqual(pig.view(state, 0));
    // at least 100 iterations a copy, and at least one copy
    expect(mctsBot(watched, { iterations: 350 }).chooseMove(state, createRng(1)).ok).toBe(true);
    expect(dealt).toHaveLength(8 + 3);
    expect(mctsBot(watched, { iterations: 30 }).chooseMove(state, createRng(1)).ok).toBe(true);
    expect(dealt).toHaveLength(8 + 3 + 1);
    expect(mctsBot(watched, { iterations: 2000, determinizations: 2 }).chooseMove(state, createRng(1)).ok).toBe(true);
    expect(dealt).toHaveLength(8 + 3 + 1 + 2);
    expect(mctsBot(watched, { iterations: 50, determinizations: 0 }).chooseMove(state, createRng(1)).ok).toBe(true);
    expect(dealt).toHaveLength(8 + 3 + 1 + 2);

    // A redeal that finds nothing hidden returns the state itself: one search over the whole budget.
    let calls = 0;
    const open = { ...pig, redeal: (same: PigState) => (calls++, same) };
    const alone = mctsBot(open, { iterations: 300 }).chooseMove(state, createRng(4));
    expect(calls).toBe(1);
    expect(alone).toEqual(mctsBot(pig, { iterations: 300, determinizations: 0 }).chooseMove(state, createRng(4)));
    expect(plays).toBeGreaterThan(0);
  });

  it('refuses invalid budgets with invalid-options', () => {
    const odd = [null, 5, 'fast', { iterations: 10n }, { milliseconds: Symbol('ms') }] as unknown as MctsOptions[];
    for (const options of [{ iterations: 0 }, { iterations: 2.5 }, { milliseconds: -1 }, { exploration: Number.NaN }, { determinizations: -1 }, { determinizations: 1.5 }, ...odd]) {
      const result = mctsBot(pig, options).chooseMove({ ...started(), turnTotal: 3 }, createRng(1));
      expect(!result.ok && result.error.code).toBe('invalid-options');
    }
  });

  it('stops within a millisecond budget', () => {
    const result = mctsBot(pig, { milliseconds: 20 }).chooseMove({ ...started(), turnTotal: 3 }, createRng(1));
    expect(result.ok).toBe(true);
  });
});
