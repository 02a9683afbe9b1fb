import { describe, expect, it } from 'vitest';
import { createRng, ismctsBot, type Game } from '../src/index.js';

/**
 * A bluff: seat 0 sees its card (high three times in four), seat 1 does not. Seat 0 folds (a
 * draw of one in four wins it) or bets; seat 1 answers a bet by calling (the card decides) or
 * giving up (a draw). Seat 1, not knowing the card, does better giving up (0.5) than calling
 * (0.25), so seat 0 bets a low card too; a seat 1 that saw the card would call it, and then
 * folding (0.25) beats betting (0). Seat 1's `decoy` is hidden from seat 0, so that seat 0's
 * search re-deals too.
 */
interface BluffState {
  card: 'high' | 'low';
  decoy: number;
  stage: 'bet' | 'fold' | 'answer' | 'over';
  winner: number | null;
}
const bluff: Game<BluffState, string, object, BluffState> = {
  id: 'bluff',
  title: 'Bluff',
  players: { min: 2, max: 2 },
  hiddenInformation: true,
  options: [],
  setup: () => ({ ok: true, value: { card: 'high', decoy: 0, stage: 'bet', winner: null } }),
  seats: () => 2,
  actor: (state) => {
    if (state.stage === 'bet') return { kind: 'player', seat: 0 };
    if (state.stage === 'answer') return { kind: 'player', seat: 1 };
    if (state.stage === 'fold') return { kind: 'chance', outcomes: [{ move: 'lucky', weight: 1 }, { move: 'unlucky', weight: 3 }] };
    return { kind: 'over', outcome: { ranking: state.winner === null ? [[0, 1]] : [[state.winner], [1 - state.winner]], reason: 'shown' } };
  },
  legalMoves: (state) => (state.stage === 'bet' ? ['bet', 'fold'] : state.stage === 'answer' ? ['call', 'give-up'] : []),
  play: (state, move) => {
    if (move === 'fold') return { ok: true, value: { ...state, stage: 'fold' } };
    if (move === 'bet') return { ok: true, value: { ...state, stage: 'answer' } };
    if (move === 'give-up') return { ok: true, value: { ...state, stage: 'over' } };
    const winner = move === 'lucky' ? 0 : move === 'unlucky' ? 1 : state.card === 'high' ? 0 : 1;
    return { ok: true, value: { ...state, stage: 'over', winner } };
  },
  view: (state, seat) => (seat === 0 ? { ...state, decoy: -1 } : { ...state, card: 'high' }),
  redeal: (state, seat, draw) => (seat === 0 ? { ...state, decoy: draw(9) } : { ...state, card: draw(3) === 0 ? 'low' : 'high' }),
  formatMove: (move) => move,
  parseMove: (text) => ({ ok: true, value: text }),
};

const low: BluffState = { card: 'low', decoy: 4, stage: 'bet', winner: null };
const high: BluffState = { ...low, card: 'high' };

describe('ismctsBot with opponentViews', () => {
  it("learns the other seat's answers from what that seat sees: it bluffs a low card, where a search whose opponent sees its card folds", () => {
    for (const seed of [1, 2, 3, 4]) {
      expect(ismctsBot(bluff, { iterations: 2000, opponentViews: true }).chooseMove(low, createRng(seed))).toEqual({ ok: true, value: 'bet' });
      expect(ismctsBot(bluff, { iterations: 2000 }).chooseMove(low, createRng(seed))).toEqual({ ok: true, value: 'fold' });
      for (const opponentViews of [true, false]) expect(ismctsBot(bluff, { iterations: 2000, opponentViews }).chooseMove(high, createRng(seed))).toEqual({ ok: true, value: 'bet' });
    }
  });

  it('is deterministic for a seed and an iteration budget', () => {
    const bot = ismctsBot(bluff, { iterations: 300, opponentViews: true });
    expect(bot.chooseMove(low, createRng(9))).toEqual(bot.chooseMove(low, createRng(9)));
  });

  it('refuses an opponentViews that is not a boolean', () => {
    const chosen = ismctsBot(bluff, { iterations: 100, opponentViews: 'yes' as unknown as boolean }).chooseMove(low, createRng(1));
    expect(chosen.ok).toBe(false);
    if (!chosen.ok) expect(chosen.error.code).toBe('invalid-options');
  });
});
