import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { unwrap } from '@games/core';
import { stratego, type StrategoOptions } from '@games/stratego';
import { position } from './helpers.js';

const BLUE_CYCLE = ['K10-I10', 'I10-I9', 'I9-K9', 'K9-K10'];

function cornered(options: StrategoOptions = {}) {
  // Red's only movable piece, a Captain, can only shuttle between A1 and A2.
  return position(
    `
    . . . . . . . . . b4
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . bF .
    . . ~ ~ . . ~ ~ . .
    . . ~ ~ . . ~ ~ . .
    . . . . . . . . . .
    rB . . . . . . . . .
    . rB . . . . . . . .
    r6 rB . . . . . . rF .
  `,
    options,
  );
}

describe('end of the game', () => {
  it('the capturer of the Flag wins (flag-captured)', () => {
    const state = position(`
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ bF . ~ ~ . .
      . . . . r2 . . . . .
      . . . . . . . . . .
      b3 . . . . . . . . .
      rF . . . . . . . . .
    `);
    const after = scenario(stratego).from(state).play('E4-E5').state;
    expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'flag-captured' } });
    scenario(stratego).from(after).refuses({ kind: 'move', from: 'E5', to: 'E6' }, 'game-over');
  });

  it('a side with no movable piece loses (no-moves)', () => {
    const state = position(`
      . . . . . . . . . b4
      . . . . . . . . . .
      . . . . . . . . bF .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      rB . . . . . . . . .
      rF . . . . . . . . .
    `);
    expect(stratego.legalMoves(state)).toEqual([]);
    expect(stratego.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[1], [0]], reason: 'no-moves' } });
    scenario(stratego).from(state).refuses('A1-A2', 'game-over');
  });

  it('a side whose pieces are all blocked loses', () => {
    const state = position(`
      . . . . . . . . . b4
      . . . . . . . . . .
      . . . . . . . . bF .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      rB . . . . . . . . .
      r6 rB . . . . . . rF .
    `);
    expect(stratego.actor(state)).toMatchObject({ kind: 'over', outcome: { reason: 'no-moves', ranking: [[1], [0]] } });
  });

  it('a side barred by the repetition rules from every move loses', () => {
    let state = cornered();
    ['A1-A2', 'A2-A1', 'A1-A2'].forEach((move, index) => {
      state = scenario(stratego).from(state).play(move, BLUE_CYCLE[index]!).state;
    });
    scenario(stratego).from(state).refuses('A2-A1', 'game-over');
    expect(stratego.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[1], [0]], reason: 'no-moves' } });
    let free = cornered({ twoSquareLimit: null });
    ['A1-A2', 'A2-A1', 'A1-A2'].forEach((move, index) => {
      free = scenario(stratego).from(free).play(move, BLUE_CYCLE[index]!).state;
    });
    expect(stratego.actor(free)).toEqual({ kind: 'player', seat: 0 });
  });

  it('a draw when neither side can move (both-no-moves): the last movable pieces remove each other', () => {
    const state = position(`
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . bF .
      . . . . . . . . . bB
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b5 . ~ ~ . .
      . . . . r5 . . . . .
      . . . . . . . . . .
      rB . . . . . . . . .
      rF . . . . . . . . .
    `);
    const after = scenario(stratego).from(state).play('E4-E5').state;
    expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'both-no-moves' } });
    expect(stratego.view(after, 0).phase).toBe('over');
  });

  it('draws at maxPlies (move-limit)', () => {
    const state = cornered({ maxPlies: 4, twoSquareLimit: null });
    const after = scenario(stratego).from(state).play('A1-A2', 'K10-I10', 'A2-A1').state;
    expect(stratego.actor(after).kind).toBe('player');
    const limit = scenario(stratego).from(after).play('I10-I9').state;
    expect(stratego.actor(limit)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'move-limit' } });
  });

  it('draws after maxPliesWithoutAttack plies without an attack; an attack restarts the count', () => {
    const state = position(
      `
      . . . . . . . . . b4
      . . . . . . . . . .
      . . . . . . . . bF .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b2 . ~ ~ . .
      . . . . r7 . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . .
    `,
      { maxPliesWithoutAttack: 3 },
    );
    const quiet = scenario(stratego).from(state).play('E4-D4', 'K10-I10', 'D4-E4').state;
    expect(stratego.actor(quiet)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'move-limit' } });
    const fight = scenario(stratego).from(state).play('E4-D4', 'E5-E4', 'D4-E4').state;
    expect(fight.lastCombat).toEqual({ attacker: 7, defender: 2, result: 'attacker-wins' });
    expect(fight.pliesWithoutAttack).toBe(0);
    const later = scenario(stratego).from(fight).play('K10-I10', 'E4-E5').state;
    expect(stratego.actor(later).kind).toBe('player');
    expect(stratego.actor(scenario(stratego).from(later).play('I10-I9').state).kind).toBe('over');
  });

  it('null turns the move limits off', () => {
    let state = cornered({ maxPlies: null, maxPliesWithoutAttack: null, twoSquareLimit: null });
    for (let index = 0; index < 300; index++) state = scenario(stratego).from(state).play(index % 2 === 0 ? 'A1-A2' : 'A2-A1', BLUE_CYCLE[index % 4]!).state;
    expect(state.ply).toBe(600);
    expect(stratego.actor(state).kind).toBe('player');
  });
});

describe('end of the game for Blue', () => {
  it('Blue loses when Red takes its last movable piece (no-moves, Red first)', () => {
    const state = position(`
      . . . . . . . . . bF
      . . . . . . . . . bB
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b5 . ~ ~ . .
      . . . . r9 . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . .
    `);
    const after = scenario(stratego).from(state).play('E4-E5').state;
    expect(stratego.legalMoves(after)).toEqual([]);
    expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'no-moves' } });
    scenario(stratego).from(after).refuses('K10-K9', 'game-over');
  });

  it('Red capturing the Flag ends the game even when Blue could still move', () => {
    const state = position(`
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      b9 . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ bF . ~ ~ . .
      . . . . r3 . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      rF . . . . . . . . .
    `);
    const after = scenario(stratego).from(state).play('E4-E5').state;
    expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'flag-captured' } });
    scenario(stratego).from(after).refuses('A7-A6', 'game-over');
  });
});

describe('move limits count piece moves, not placements', () => {
  it('maxPlies starts counting when play begins', () => {
    let state = unwrap(stratego.setup({ variant: 'barrage', maxPlies: 2, maxPliesWithoutAttack: 1000 }));
    for (const text of [
      'place F A1', 'place B B1', 'place S C1', 'place 2 D1', 'place 2 E1', 'place 3 F1', 'place 9 G1', 'place M A4',
      'place F K10', 'place B I10', 'place S H10', 'place 2 G10', 'place 2 F10', 'place 3 E10', 'place 9 D10', 'place M B7',
    ]) {
      state = scenario(stratego).from(state).play(text).state;
    }
    expect(state.ply).toBe(0);
    expect(stratego.actor(state)).toEqual({ kind: 'player', seat: 0 });
    state = scenario(stratego).from(state).play('A4-A5').state;
    expect(stratego.actor(state).kind).toBe('player');
    state = scenario(stratego).from(state).play('B7-B6').state;
    expect(stratego.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'move-limit' } });
  });
});
