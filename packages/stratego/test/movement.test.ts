import { describe, expect, it } from 'vitest';
import { stratego } from '@games/stratego';
import { legal, playAll, position, verdict } from './helpers.js';

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
    expect(legal(open).filter((move) => move.startsWith('E4'))).toEqual(['E4-D4', 'E4-E3', 'E4-E5', 'E4-F4']);
  });

  it('never moves diagonally, never two squares, never onto its own piece', () => {
    expect(verdict(open, 'E4-F5')).toBe('unreachable-square');
    expect(verdict(open, 'E4-E6')).toBe('too-far');
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
    expect(verdict(crowded, 'E4-F4')).toBe('own-piece');
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
    expect(legal(shore)).toEqual(['C4-B4', 'C4-C3', 'C4-D4']);
    expect(verdict(shore, 'C4-C5')).toBe('lake-square');
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
    expect(legal(fixed)).toEqual(['A1-A2', 'A1-B1']);
    expect(verdict(fixed, 'E4-E5')).toBe('immovable-piece');
    expect(verdict(fixed, 'E3-D3')).toBe('immovable-piece');
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
    const moves = legal(lane).filter((move) => move.startsWith('E2'));
    expect(moves).toEqual(['E2-A2', 'E2-B2', 'E2-C2', 'E2-D2', 'E2-E1', 'E2-E3', 'E2-E4', 'E2-E5', 'E2-E6', 'E2-E7', 'E2-E8', 'E2-F2', 'E2-G2', 'E2-H2']);
  });

  it('is stopped by pieces: own pieces block, the first enemy may be attacked, nothing beyond', () => {
    expect(verdict(lane, 'E2-I2')).toBe('own-piece');
    expect(verdict(lane, 'E2-K2')).toBe('path-blocked');
    expect(verdict(lane, 'E2-E9')).toBe('path-blocked');
    expect(verdict(lane, 'E2-E8')).toBe('ok');
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
    const moves = legal(shore);
    expect(moves).not.toContain('D4-D5');
    expect(moves).not.toContain('D4-D7');
    expect(verdict(shore, 'D4-D7')).toBe('unreachable-square');
    expect(moves.filter((move) => move.startsWith('D4'))).toEqual([
      'D4-A4', 'D4-B4', 'D4-C4', 'D4-D1', 'D4-D2', 'D4-D3', 'D4-E4', 'D4-F4', 'D4-G4', 'D4-H4', 'D4-I4', 'D4-K4',
    ]);
  });

  it('attacks at the end of a slide by default (scoutMoveAndAttack)', () => {
    const after = playAll(lane, 'E2-E8');
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
    expect(verdict(strict, 'E2-E8')).toBe('scout-attack-not-allowed');
    expect(verdict(strict, 'E2-E7')).toBe('ok');
    expect(verdict(strict, 'E2-F2')).toBe('ok');
    expect(legal(strict)).not.toContain('E2-E8');
  });
});

describe('bad piece moves name the problem', () => {
  it('gives a code for each kind of mistake and leaves the state untouched', () => {
    const before = JSON.stringify(open);
    expect(verdict(open, 'E3-E4')).toBe('empty-square');
    expect(verdict(open, 'E7-E6')).toBe('not-your-piece');
    expect(verdict(open, 'C5-C4')).toBe('lake-square');
    expect(verdict(open, 'E4-E4')).toBe('not-a-move');
    expect(verdict(open, 'J4-J5')).toBe('off-board');
    expect(verdict(open, 'E4-E11')).toBe('off-board');
    expect(stratego.play(open, { kind: 'move', from: 'Z9', to: 'E5' })).toMatchObject({ ok: false, error: { code: 'off-board' } });
    expect(stratego.play(open, { kind: 'move', from: 'E4', to: 'C5' })).toMatchObject({ ok: false, error: { code: 'lake-square' } });
    expect(stratego.play(open, { kind: 'place', rank: 10, square: 'E4' } as never)).toMatchObject({ ok: false, error: { code: 'wrong-phase' } });
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
