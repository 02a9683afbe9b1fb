import { describe, expect, it } from 'vitest';
import { stratego, type StrategoOptions } from '@games/stratego';
import { playAll, position, verdict } from './helpers.js';

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
    const after = playAll(state, 'E4-E5');
    expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'flag-captured' } });
    expect(stratego.play(after, { kind: 'move', from: 'E5', to: 'E6' })).toMatchObject({ ok: false, error: { code: 'game-over' } });
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
    expect(verdict(state, 'A1-A2')).toBe('game-over');
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
      state = playAll(state, move, BLUE_CYCLE[index]!);
    });
    expect(verdict(state, 'A2-A1')).toBe('game-over');
    expect(stratego.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[1], [0]], reason: 'no-moves' } });
    let free = cornered({ twoSquareLimit: null });
    ['A1-A2', 'A2-A1', 'A1-A2'].forEach((move, index) => {
      free = playAll(free, move, BLUE_CYCLE[index]!);
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
    const after = playAll(state, 'E4-E5');
    expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'both-no-moves' } });
    expect(stratego.view(after, 0).phase).toBe('over');
  });

  it('draws at maxPlies (move-limit)', () => {
    const state = cornered({ maxPlies: 4, twoSquareLimit: null });
    const after = playAll(state, 'A1-A2', 'K10-I10', 'A2-A1');
    expect(stratego.actor(after).kind).toBe('player');
    const limit = playAll(after, 'I10-I9');
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
    const quiet = playAll(state, 'E4-D4', 'K10-I10', 'D4-E4');
    expect(stratego.actor(quiet)).toEqual({ kind: 'over', outcome: { ranking: [[0, 1]], reason: 'move-limit' } });
    const fight = playAll(state, 'E4-D4', 'E5-E4', 'D4-E4');
    expect(fight.lastCombat).toEqual({ attacker: 7, defender: 2, result: 'attacker-wins' });
    expect(fight.pliesWithoutAttack).toBe(0);
    const later = playAll(fight, 'K10-I10', 'E4-E5');
    expect(stratego.actor(later).kind).toBe('player');
    expect(stratego.actor(playAll(later, 'I10-I9')).kind).toBe('over');
  });

  it('null turns the move limits off', () => {
    let state = cornered({ maxPlies: null, maxPliesWithoutAttack: null, twoSquareLimit: null });
    for (let index = 0; index < 300; index++) state = playAll(state, index % 2 === 0 ? 'A1-A2' : 'A2-A1', BLUE_CYCLE[index % 4]!);
    expect(state.ply).toBe(600);
    expect(stratego.actor(state).kind).toBe('player');
  });
});
