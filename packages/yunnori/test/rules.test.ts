import { unwrap } from '@games/core';
import { piecesOf, resultsOf, throwWeights, yunnori } from '@games/yunnori';
import { resumeSavedGame } from '@games/yunnori/classic';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { position, summary } from './helpers.js';

describe('throws are chance moves with the spec weights', () => {
  it('weighs back-do 1, do 3, gae 6, geol 4, yut 1, mo 1 out of 16 at p = ½', () => {
    const state = unwrap(yunnori.setup({}));
    const actor = yunnori.actor(state);
    expect(actor.kind).toBe('chance');
    if (actor.kind !== 'chance') return;
    expect(actor.outcomes.map((outcome) => [yunnori.formatMove(outcome.move), outcome.weight])).toEqual([
      ['throw back-do', 1],
      ['throw do', 3],
      ['throw gae', 6],
      ['throw geol', 4],
      ['throw yut', 1],
      ['throw mo', 1],
    ]);
    scenario(yunnori).from(state).expectLegal(['throw back-do', 'throw do', 'throw gae', 'throw geol', 'throw yut', 'throw mo'], { ordered: true });
  });
  it('follows the binomial formulas for another stick probability', () => {
    const p = 0.3;
    const q = 1 - p;
    const expected = [p * q ** 3, 3 * p * q ** 3, 6 * p ** 2 * q ** 2, 4 * p ** 3 * q, p ** 4, q ** 4].map((x) => 16 * x);
    const weights = throwWeights(p);
    weights.forEach((weight, index) => expect(weight).toBeCloseTo(expected[index] as number, 12));
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(16, 12);
    const state = unwrap(yunnori.setup({ stickFrontProbability: p }));
    const actor = yunnori.actor(state);
    if (actor.kind === 'chance') expect(actor.outcomes.map((outcome) => outcome.weight)).toEqual(weights);
  });
  it('refuses a stick probability outside 0.1 to 0.9, where a turn of yut and mo would run on without end', () => {
    for (const p of [0, 1, 1e-300, 0.05, 0.0999, 0.9001, 0.99, -0.5, 1.5, Number.NaN, '0.5']) expect(yunnori.setup({ stickFrontProbability: p as number })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    for (const p of [0.1, 0.9]) expect(yunnori.setup({ stickFrontProbability: p }).ok).toBe(true);
    expect(resumeSavedGame('Noah Liam | Noah 0 0 0 0 1 | Liam 1 0 0 0 2 | 0', { stickFrontProbability: 1e-300 })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
  });
});

describe('a throw phase chains on yut and mo', () => {
  it('throws again after yut and mo, and stops after any other result', () => {
    scenario(yunnori)
      .setup({})
      .play('throw yut')
      .check((state) => expect(summary(state)).toBe('throw (1) for seat 0; results: yut'))
      .play('throw mo')
      .check((state) => expect(summary(state)).toBe('throw (1) for seat 0; results: yut mo'))
      .play('throw geol')
      .check((state) => expect(summary(state)).toBe('seat 0; results: geol yut mo'));
  });
  it('lists the results in the order back-do, do, gae, geol, yut, mo whatever the throwing order', () => {
    const state = scenario(yunnori).setup({}).play('throw mo', 'throw yut', 'throw mo', 'throw do').state;
    expect(resultsOf(state)).toEqual(['do', 'yut', 'mo', 'mo']);
  });
  it('refuses a piece move while throws are owed, and a throw while results are to be used', () => {
    scenario(yunnori)
      .setup({})
      .refuses({ kind: 'move', position: 0, result: 'do' }, 'throw-pending')
      .play('throw gae')
      .refuses({ kind: 'throw', result: 'do' }, 'no-throw-pending');
  });
});

describe('results are used in any order', () => {
  it('offers every held result on every movable stack', () => {
    const state = position('A: 0 0 3 7\nB: 0 0 0 0', { results: 'geol yut mo' });
    scenario(yunnori).from(state).expectLegal(['0 geol', '3 geol', '7 geol', '0 yut', '3 yut', '7 yut', '0 mo', '3 mo', '7 mo'], { ordered: true });
  });
  it('keeps the turn until the list is empty, then passes to the next seat', () => {
    scenario(yunnori)
      .from(position('A: 0 0 0 0\nB: 0 0 0 0', { results: 'gae yut' }))
      .play('0 yut')
      .check((state) => expect(summary(state)).toBe('seat 0; results: gae'))
      .play('4 gae')
      .check((state) => {
        expect(piecesOf(state, 0)).toEqual([0, 0, 0, 6]);
        expect(summary(state)).toBe('throw (1) for seat 1; results: -');
        expect(state.turnStart).toBe(true);
      });
  });
  it('refuses a result not in the list and a position without a piece', () => {
    scenario(yunnori)
      .from(position('A: 0 0 0 5\nB: 0 0 0 0', { results: 'gae' }))
      .refuses({ kind: 'move', position: 5, result: 'do' }, 'result-not-held')
      .refuses({ kind: 'move', position: 7, result: 'gae' }, 'no-piece-there')
      .refuses({ kind: 'move', position: 29, result: 'gae' }, 'no-piece-there')
      .refuses({ kind: 'move', position: 100, result: 'gae' }, 'no-piece-there');
  });
});

describe('entering pieces', () => {
  it('enters one piece per move from 0, never with back-do', () => {
    scenario(yunnori)
      .from(position('A: 0 0 0 0\nB: 0 0 0 0', { results: 'do gae' }))
      .expectLegal(['0 do', '0 gae'], { ordered: true })
      .play('0 gae')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 0, 2]));
  });
  it('does not offer 0 once every piece has departed', () => {
    scenario(yunnori)
      .from(position('A: 3 7 100 100\nB: 0 0 0 0', { results: 'do' }))
      .expectLegal(['3 do', '7 do'], { ordered: true })
      .refuses({ kind: 'move', position: 0, result: 'do' }, 'no-piece-there');
  });
});

describe('back-do', () => {
  it('must move an on-board stack when there is one', () => {
    scenario(yunnori)
      .from(position('A: 0 0 4 9\nB: 0 0 0 0', { results: 'back-do' }))
      .expectLegal(['4 back-do', '9 back-do'], { ordered: true })
      .refuses({ kind: 'move', position: 0, result: 'back-do' }, 'back-do-must-move');
  });
  it('is the no-op "0 back-do" when no piece is on the board, and then passes the turn', () => {
    scenario(yunnori)
      .from(position('A: 0 0 100 100\nB: 0 0 0 0', { results: 'back-do' }))
      .expectLegal(['0 back-do'], { ordered: true })
      .play('0 back-do')
      .check((after) => {
        expect(piecesOf(after, 0)).toEqual([0, 0, 100, 100]);
        expect(summary(after)).toBe('throw (1) for seat 1; results: -');
      });
  });
  it('moves a piece from 1 to 29, from where it arrives with any forward result', () => {
    scenario(yunnori)
      .from(position('A: 0 0 0 1\nB: 0 0 0 0', { results: 'back-do do' }))
      .play('1 back-do')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 0, 29]))
      .play('29 do')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 0, 100]));
  });
});

describe('catching', () => {
  it('sends every opponent piece on the landing position back to 0 and starts a bonus throw phase', () => {
    scenario(yunnori)
      .from(position('A: 0 0 0 1\nB: 0 0 3 3', { results: 'gae do' }))
      .play('1 gae')
      .check((state) => {
        expect(piecesOf(state, 1)).toEqual([0, 0, 0, 0]);
        expect(summary(state)).toBe('throw (1) for seat 0; results: do');
      })
      .play('throw geol')
      .check((state) => expect(summary(state)).toBe('seat 0; results: do geol'));
  });
  it('also happens by back-do and on 29', () => {
    const { state } = scenario(yunnori).from(position('A: 0 0 0 1\nB: 0 0 0 29', { results: 'back-do' })).play('1 back-do');
    expect(piecesOf(state, 1)).toEqual([0, 0, 0, 0]);
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 29]);
    expect(yunnori.actor(state).kind).toBe('chance');
  });
  it('also happens by a forward move ending on 29', () => {
    const state = scenario(yunnori).from(position('A: 0 0 0 19\nB: 0 0 5 29', { results: 'do' })).play('19 do').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 29]);
    expect(piecesOf(state, 1)).toEqual([0, 0, 0, 5]);
    expect(summary(state)).toBe('throw (1) for seat 0; results: -');
  });
  it('does not happen to a piece on 29 that an arriving piece passes', () => {
    const state = scenario(yunnori).from(position('A: 0 0 0 28\nB: 0 0 5 29', { results: 'gae' })).play('28 gae').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 100]);
    expect(piecesOf(state, 1)).toEqual([0, 0, 5, 29]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
  });
  it('does nothing to pieces passed over', () => {
    const state = scenario(yunnori).from(position('A: 0 0 0 1\nB: 0 0 2 3', { results: 'geol' })).play('1 geol').state;
    expect(piecesOf(state, 1)).toEqual([0, 0, 2, 3]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
  });
  it('starts a bonus phase even when the catch used the last result (the turn continues)', () => {
    const state = scenario(yunnori).from(position('A: 0 0 0 0\nB: 0 0 0 1', { results: 'do' })).play('0 do').state;
    expect(state.seat).toBe(0);
    expect(state.turnStart).toBe(false);
    expect(yunnori.actor(state).kind).toBe('chance');
  });
});

describe('stacking', () => {
  it('merges a piece landing on its own pieces; the stack then moves as one', () => {
    scenario(yunnori)
      .from(position('A: 0 0 0 2\nB: 0 0 0 0', { results: 'gae yut' }))
      .play('0 gae')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 2, 2]))
      .expectLegal(['0 yut', '2 yut'], { ordered: true })
      .play('2 yut')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 6, 6]));
  });
  it('also happens by back-do, and the stack then moves as one', () => {
    scenario(yunnori)
      .from(position('A: 0 0 3 4\nB: 0 0 0 0', { results: 'back-do gae' }))
      .play('4 back-do')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 3, 3]))
      .expectLegal(['0 gae', '3 gae'], { ordered: true })
      .play('3 gae')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 5, 5]));
  });
  it('does not happen to own pieces passed over', () => {
    scenario(yunnori)
      .from(position('A: 0 0 1 3\nB: 0 0 0 0', { results: 'geol do' }))
      .play('1 geol')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 3, 4]))
      .expectLegal(['0 do', '3 do', '4 do'], { ordered: true });
  });
  it('also on 29, from where the stack arrives together', () => {
    scenario(yunnori)
      .from(position('A: 0 0 19 28\nB: 0 0 0 0', { results: 'do do' }))
      .play('19 do')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 28, 29]))
      .play('28 do')
      .check((state) => {
        expect(piecesOf(state, 0)).toEqual([0, 0, 29, 29]);
        expect(summary(state)).toBe('throw (1) for seat 1; results: -');
      })
      .play('throw do', '0 do', 'throw do', '29 do')
      .check((state) => expect(piecesOf(state, 0)).toEqual([0, 0, 100, 100]));
  });
  it('sends a whole caught stack back', () => {
    const state = scenario(yunnori).from(position('A: 0 0 0 4\nB: 0 6 6 6', { results: 'gae' })).play('4 gae').state;
    expect(piecesOf(state, 1)).toEqual([0, 0, 0, 0]);
  });
});

describe('the next seat', () => {
  it('follows the last seat with seat 0', () => {
    const state = scenario(yunnori).from(position('A: 0 0\nB: 0 0\nC: 0 3', { turn: 2, results: 'do' })).play('3 do').state;
    expect(piecesOf(state, 2)).toEqual([0, 4]);
    expect(summary(state)).toBe('throw (1) for seat 0; results: -');
    expect(state.turnStart).toBe(true);
  });
});

describe('winning', () => {
  it('ends the game at once when all pieces have arrived, discarding the remaining results', () => {
    scenario(yunnori)
      .from(position('A: 28 28 100 100\nB: 0 0 0 0', { results: 'gae mo' }))
      .play('28 gae')
      .check((state) => {
        expect(piecesOf(state, 0)).toEqual([100, 100, 100, 100]);
        expect(resultsOf(state)).toEqual([]);
        expect(yunnori.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'all-pieces-arrived' } });
        expect(yunnori.legalMoves(state)).toEqual([]);
      })
      .refuses({ kind: 'throw', result: 'do' }, 'game-over')
      .refuses({ kind: 'move', position: 0, result: 'do' }, 'game-over')
      .refuses({ kind: 'move', position: 0, result: 'back-do' }, 'game-over');
  });
  it('ranks the winner first and every other seat tied', () => {
    const state = scenario(yunnori).from(position('A: 0\nB: 29\nC: 0\nD: 5', { turn: 1, results: 'do' })).play('29 do').state;
    expect(yunnori.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[1], [0, 2, 3]], reason: 'all-pieces-arrived' } });
  });
});
