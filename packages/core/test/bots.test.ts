import { describe, expect, it } from 'vitest';
import { botPolicy, createRng, mctsBot, outcomeRewards, pig, playout, randomBot, type Bot, type PigMove, type PigState, type Policy } from '../src/index.js';

function started(players = 2): PigState {
  const setup = pig.setup({ players, target: 20, seed: 5 });
  if (!setup.ok) throw new Error('setup failed');
  return setup.value;
}

describe('randomBot', () => {
  it('chooses a legal move, and refuses when chance acts or the game is over', () => {
    const bot = randomBot(pig);
    const chosen = bot.chooseMove(started(), createRng(1));
    expect(chosen).toEqual({ ok: true, value: { type: 'roll' } });
    const rolled = pig.play(started(), { type: 'roll' });
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
    expect(bot.chooseMove(state, createRng(3))).toEqual({ ok: true, value: { type: 'hold' } });
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

  it('refuses invalid budgets with invalid-options', () => {
    for (const options of [{ iterations: 0 }, { iterations: 2.5 }, { milliseconds: -1 }, { exploration: Number.NaN }]) {
      const result = mctsBot(pig, options).chooseMove({ ...started(), turnTotal: 3 }, createRng(1));
      expect(!result.ok && result.error.code).toBe('invalid-options');
    }
  });

  it('stops within a millisecond budget', () => {
    const result = mctsBot(pig, { milliseconds: 20 }).chooseMove({ ...started(), turnTotal: 3 }, createRng(1));
    expect(result.ok).toBe(true);
  });
});
