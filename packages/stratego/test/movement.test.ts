import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { stratego } from '@games/stratego';
import { position } from './helpers.js';

const open = position(`
  b2 . . . . . . . . .
  . . . . . . . . . .
  . . . . . . . . . .
  . . . . b4 . . . . .
  . . ~ ~ . . ~ ~ . .
  . . ~ ~ . . ~ ~ . .
  . . . . r6 . . . . .
  . . . . . . . . . .
  . . . . . . . . . .
  . . . . . . . . . .
`);

describe('stepping pieces', () => {
  it('steps one square orthogonally onto an empty square', () => {
    expect(scenario(stratego).from(open).legal().sort().filter((move) => move.startsWith('E4'))).toEqual(['E4-D4', 'E4-E3', 'E4-E5', 'E4-F4']);
  });

  it('never moves diagonally, never two squares, never onto its own piece', () => {
    scenario(stratego).from(open).refuses('E4-F5', 'unreachable-square').refuses('E4-E6', 'too-far');
    const crowded = position(`
      b2 . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . r6 rB . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
    `);
    scenario(stratego).from(crowded).refuses('E4-F4', 'own-piece');
  });

  it('never enters a lake', () => {
    const shore = position(`
      b2 . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . r7 . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
    `);
    scenario(stratego).from(shore).expectLegal(['C4-B4', 'C4-C3', 'C4-D4']).refuses('C4-C5', 'lake-square');
  });

  it('Bombs and the Flag never move', () => {
    const fixed = position(`
      b2 . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . rB . . . . .
      . . . . rF . . . . .
      . . . . . . . . . .
      r3 . . . . . . . . .
    `);
    scenario(stratego).from(fixed).expectLegal(['A1-A2', 'A1-B1']).refuses('E4-E5', 'immovable-piece').refuses('E3-D3', 'immovable-piece');
  });
});

describe('Scout slides', () => {
  const lane = position(`
    b2 . . . . . . . . .
    . . . . . . . . . .
    . . . . b5 . . . . .
    . . . . . . . . . .
    . . ~ ~ . . ~ ~ . .
    . . ~ ~ . . ~ ~ . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . r2 . . . r8 .
    . . . . . . . . . .
  `);

  it('slides any distance over empty squares along a row or column', () => {
    const moves = scenario(stratego).from(lane).legal().sort().filter((move) => move.startsWith('E2'));
    expect(moves).toEqual(['E2-A2', 'E2-B2', 'E2-C2', 'E2-D2', 'E2-E1', 'E2-E3', 'E2-E4', 'E2-E5', 'E2-E6', 'E2-E7', 'E2-E8', 'E2-F2', 'E2-G2', 'E2-H2']);
  });

  it('is stopped by pieces: own pieces block, the first enemy may be attacked, nothing beyond', () => {
    scenario(stratego).from(lane).refuses('E2-I2', 'own-piece').refuses('E2-K2', 'path-blocked').refuses('E2-E9', 'path-blocked');
    scenario(stratego).from(lane).play('E2-E8');
  });

  it('is stopped by the lakes', () => {
    const shore = position(`
      b2 . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . r2 . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
    `);
    const moves = scenario(stratego).from(shore).legal().sort();
    expect(moves).not.toContain('D4-D5');
    expect(moves).not.toContain('D4-D7');
    scenario(stratego).from(shore).refuses('D4-D7', 'unreachable-square');
    expect(moves.filter((move) => move.startsWith('D4'))).toEqual([
      'D4-A4', 'D4-B4', 'D4-C4', 'D4-D1', 'D4-D2', 'D4-D3', 'D4-E4', 'D4-F4', 'D4-G4', 'D4-H4', 'D4-I4', 'D4-K4',
    ]);
  });

  it('attacks at the end of a slide by default (scoutMoveAndAttack)', () => {
    const after = scenario(stratego).from(lane).play('E2-E8').state;
    expect(after.lastCombat).toEqual({ attacker: 2, defender: 5, result: 'defender-wins' });
  });

  it('with scoutMoveAndAttack false only attacks the square next to it', () => {
    const strict = position(
      `
      b2 . . . . . . . . .
      . . . . . . . . . .
      . . . . b5 . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . r2 b3 . . . .
      . . . . . . . . . .
    `,
      { scoutMoveAndAttack: false },
    );
    scenario(stratego).from(strict).refuses('E2-E8', 'scout-attack-not-allowed');
    scenario(stratego).from(strict).play('E2-E7');
    scenario(stratego).from(strict).play('E2-F2');
    expect(scenario(stratego).from(strict).legal()).not.toContain('E2-E8');
  });
});

describe('bad piece moves name the problem', () => {
  it('gives a code for each kind of mistake and leaves the state untouched', () => {
    const before = JSON.stringify(open);
    scenario(stratego)
      .from(open)
      .refuses('E3-E4', 'empty-square')
      .refuses('E7-E6', 'not-your-piece')
      .refuses('C5-C4', 'lake-square')
      .refuses('E4-E4', 'not-a-move')
      .refuses('J4-J5', 'off-board')
      .refuses('E4-E11', 'off-board');
    scenario(stratego)
      .from(open)
      .refuses({ kind: 'move', from: 'Z9', to: 'E5' }, 'off-board')
      .refuses({ kind: 'move', from: 'E4', to: 'C5' }, 'lake-square')
      .refuses({ kind: 'place', rank: 10, square: 'E4' } as never, 'wrong-phase');
    expect(JSON.stringify(open)).toBe(before);
  });

  it('refuses garbage with malformed-move', () => {
    for (const garbage of [null, 3, 'E4-E5', [], {}, { kind: 'move' }, { kind: 'move', from: 'E4', to: 'E5', extra: 1 }, { kind: 'move', from: 'e4', to: 'e5' }, { kind: 'jump' }]) {
      const result = stratego.play(open, garbage as never);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.code).toBe('malformed-move');
    }
  });
});
