import { createRng, playout, randomPolicy, unwrap } from '@games/core';
import { COW_PATH, piecesOf, resultsOf, yunnori } from '@games/yunnori';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { position, summary } from './helpers.js';

describe('pig: whoever catches a pig ends their turn at once', () => {
  it('the catch happens, with no bonus throw, and the remaining results are discarded', () => {
    const state = position('Noah (dog): 0 0 0 1\nLiam (pig): 0 0 3 3', { results: 'gae yut mo' });
    const after = scenario(yunnori).from(state).play('1 gae').state;
    expect(piecesOf(after, 1)).toEqual([0, 0, 0, 0]);
    expect(piecesOf(after, 0)).toEqual([0, 0, 0, 3]);
    expect(summary(after)).toBe('throw (1) for seat 1; results: -');
    expect(after.turnStart).toBe(true);
  });
  it('beats the sheep: a sheep catching a pig gets no bonus and loses its remaining results', () => {
    const state = position('Olivia (sheep): 0 0 0 1\nLiam (pig): 0 0 0 2', { results: 'do geol mo' });
    const after = scenario(yunnori).from(state).play('1 do').state;
    expect(piecesOf(after, 1)).toEqual([0, 0, 0, 0]);
    expect(summary(after)).toBe('throw (1) for seat 1; results: -');
  });
  it('a pig catching a pig ends its turn too', () => {
    const after = scenario(yunnori).from(position('Liam (pig): 0 0 0 1\nEmma (pig): 0 0 0 3', { results: 'gae do' })).play('1 gae').state;
    expect(piecesOf(after, 1)).toEqual([0, 0, 0, 0]);
    expect(summary(after)).toBe('throw (1) for seat 1; results: -');
  });
  it('a pig catching someone else gets the usual bonus phase', () => {
    const after = scenario(yunnori).from(position('Liam (pig): 0 0 0 1\nNoah (dog): 0 0 0 2', { results: 'do gae' })).play('1 do').state;
    expect(summary(after)).toBe('throw (1) for seat 0; results: gae');
  });
});

describe('dog: a geol earns another throw', () => {
  it('throws again after geol in its own throw phase', () => {
    let state = position('Noah (dog): 0 0 0 0\nLiam (pig): 0 0 0 0');
    state = scenario(yunnori).from(state).play('throw geol').state;
    expect(summary(state)).toBe('throw (1) for seat 0; results: geol');
    state = scenario(yunnori).from(state).play('throw geol', 'throw gae').state;
    expect(summary(state)).toBe('seat 0; results: gae geol geol');
  });
  it('also inside a bonus phase after a catch', () => {
    let state = scenario(yunnori)
      .from(position('Noah (dog): 0 0 0 1\nLiam (pig): 0 0 0 0\nAva (cow): 0 0 0 2', { results: 'do' }))
      .play('1 do').state;
    expect(summary(state)).toBe('throw (1) for seat 0; results: -');
    state = scenario(yunnori).from(state).play('throw geol').state;
    expect(summary(state)).toBe('throw (1) for seat 0; results: geol');
    state = scenario(yunnori).from(state).play('throw do').state;
    expect(summary(state)).toBe('seat 0; results: do geol');
  });
  it('chains geol with yut and mo in one phase', () => {
    const state = scenario(yunnori)
      .from(position('Noah (dog): 0 0 0 0\nLiam (pig): 0 0 0 0'))
      .play('throw yut', 'throw geol', 'throw mo', 'throw do').state;
    expect(summary(state)).toBe('seat 0; results: do geol yut mo');
  });
  it('other animals and the basic game do not throw again on geol', () => {
    expect(summary(scenario(yunnori).from(position('Liam (pig): 0 0 0 0\nNoah (dog): 0 0 0 0')).play('throw geol').state)).toBe('seat 0; results: geol');
    expect(summary(scenario(yunnori).setup({}).play('throw geol').state)).toBe('seat 0; results: geol');
  });
});

describe('sheep: a catch earns two bonus throw phases', () => {
  it('throws two phases one after the other, e.g. 1. do / 2. gae', () => {
    let state = scenario(yunnori).from(position('Olivia (sheep): 0 0 0 1\nNoah (dog): 0 0 0 3', { results: 'gae' })).play('1 gae').state;
    expect(summary(state)).toBe('throw (2) for seat 0; results: -');
    state = scenario(yunnori).from(state).play('throw do').state;
    expect(summary(state)).toBe('throw (1) for seat 0; results: do');
    state = scenario(yunnori).from(state).play('throw gae').state;
    expect(summary(state)).toBe('seat 0; results: do gae');
  });
  it('each phase chains on yut and mo, e.g. 1. mo do / 2. yut gae', () => {
    let state = scenario(yunnori).from(position('Olivia (sheep): 0 0 0 1\nNoah (dog): 0 0 0 3', { results: 'gae' })).play('1 gae').state;
    state = scenario(yunnori).from(state).play('throw mo', 'throw do', 'throw yut').state;
    expect(summary(state)).toBe('throw (1) for seat 0; results: do yut mo');
    state = scenario(yunnori).from(state).play('throw gae').state;
    expect(summary(state)).toBe('seat 0; results: do gae yut mo');
  });
  it('1. gae / 2. yut mo geol', () => {
    const state = scenario(yunnori)
      .from(position('Olivia (sheep): 0 0 0 1\nNoah (dog): 0 0 0 3', { results: 'gae' }))
      .play('1 gae', 'throw gae', 'throw yut', 'throw mo', 'throw geol').state;
    expect(summary(state)).toBe('seat 0; results: gae geol yut mo');
  });
});

describe('cow: moves only along the yellow path', () => {
  it('turns onto diagonal A at 5 even when passing, and goes 22 → 23 always', () => {
    const state = position('Ava (cow): 0 0 3 22\nNoah (dog): 0 0 0 0', { results: 'geol' });
    expect(piecesOf(scenario(yunnori).from(state).play('3 geol').state, 0)).toEqual([0, 0, 20, 22]);
    expect(piecesOf(scenario(yunnori).from(state).play('22 geol').state, 0)).toEqual([0, 0, 3, 15]);
  });
  it('steps back along its path: 15 → 24', () => {
    expect(piecesOf(scenario(yunnori).from(position('Ava (cow): 0 0 0 15\nNoah (dog): 0 0 0 0', { results: 'back-do' })).play('15 back-do').state, 0)).toEqual([0, 0, 0, 24]);
  });
  it('never stands off its path in random games', () => {
    const rng = createRng(7);
    for (let game = 0; game < 40; game++) {
      const start = unwrap(yunnori.setup({ version: 'advanced', animals: ['cow', 'dog', 'cow', 'sheep'] }));
      let state = start;
      for (let ply = 0; ply < 400 && yunnori.actor(state).kind !== 'over'; ply++) {
        state = playout(yunnori, state, randomPolicy, rng, { maxPlies: 1 }).state;
        for (const seat of [0, 2]) for (const at of piecesOf(state, seat)) expect(at === 100 || COW_PATH.includes(at)).toBe(true);
      }
    }
  });
  it('turning at 5, a cow neither lands on nor catches a piece on the outer ring', () => {
    const state = scenario(yunnori).from(position('Ava (cow): 0 0 0 4\nNoah (dog): 0 0 0 6', { results: 'gae' })).play('4 gae').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 20]);
    expect(piecesOf(state, 1)).toEqual([0, 0, 0, 6]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
  });
  it('is caught like anyone: landing on its pieces sends them back to 0', () => {
    const state = scenario(yunnori).from(position('Ava (cow): 0 0 22 22\nNoah (dog): 0 0 0 5', { turn: 1, results: 'geol' })).play('5 geol').state;
    expect(piecesOf(state, 0)).toEqual([0, 0, 0, 0]);
    expect(piecesOf(state, 1)).toEqual([0, 0, 0, 22]);
    expect(summary(state)).toBe('throw (1) for seat 1; results: -');
  });
  it('offers only moves along its path: 22 goes on to 23 even though it stopped on the centre', () => {
    const state = position('Ava (cow): 0 0 0 22\nNoah (dog): 0 0 0 0', { results: 'do' });
    scenario(yunnori).from(state).expectLegal(['0 do', '22 do'], { ordered: true });
    expect(piecesOf(scenario(yunnori).from(state).play('22 do').state, 0)).toEqual([0, 0, 0, 23]);
  });
  it('a cow and a normal player meet on the shared part of the board', () => {
    const state = scenario(yunnori).from(position('Ava (cow): 0 0 0 4\nNoah (dog): 0 0 0 20', { results: 'gae' })).play('4 gae').state;
    expect(piecesOf(state, 1)).toEqual([0, 0, 0, 0]);
    expect(scenario(yunnori).from(state).legal()).toHaveLength(6);
  });
});

describe('the advanced game', () => {
  it('has 4 pieces per player and 2–4 animal players', () => {
    const state = unwrap(yunnori.setup({ version: 'advanced', animals: ['sheep', 'cow', 'pig'], ids: ['Olivia', 'Ava', 'Sophia'] }));
    expect(state.piecesPerPlayer).toBe(4);
    expect(state.players).toBe(3);
    expect(yunnori.setup({ version: 'advanced', animals: ['pig', 'dog'], pieces: 3 })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    expect(yunnori.setup({ version: 'advanced', animals: ['pig'] })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    expect(yunnori.setup({ version: 'advanced', animals: ['pig', 'horse' as never] })).toMatchObject({ ok: false, error: { code: 'unknown-animal' } });
    expect(yunnori.setup({ version: 'advanced', animals: ['pig', 'dog'], ids: ['Noah', 'Noah'] })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
    expect(yunnori.setup({ version: 'advanced', animals: ['pig', 'dog'], ids: ['Noah', 'Li am'] })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
  });
  it('defaults the animals and the IDs', () => {
    const state = unwrap(yunnori.setup({ version: 'advanced', players: 3 }));
    expect(state.animals).toEqual(['pig', 'dog', 'sheep']);
    expect(state.ids).toEqual(['Player0', 'Player1', 'Player2']);
    expect(resultsOf(state)).toEqual([]);
  });
});
