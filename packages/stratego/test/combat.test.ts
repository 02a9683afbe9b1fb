import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { pieceAt, Rank, resolveCombat, stratego } from '@games/stratego';
import { position } from './helpers.js';

// Red attacker on E4, Blue defender on E5; the far corners hold spare pieces so that neither side
// runs out of moves.
function duel(attacker: string, defender: string) {
  return position(`
    b2 . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . ~ ~ . . ~ ~ . .
    . . ~ ~ ${defender} . ~ ~ . .
    . . . . ${attacker} . . . . .
    . . . . . . . . . .
    . . . . . . . . . .
    . . . . . . . . . r2
  `);
}

describe('combat table', () => {
  it('resolves every row of the table', () => {
    expect(resolveCombat(Rank.spy, Rank.marshal)).toBe('attacker-wins');
    expect(resolveCombat(Rank.marshal, Rank.spy)).toBe('attacker-wins');
    expect(resolveCombat(Rank.scout, Rank.spy)).toBe('attacker-wins');
    expect(resolveCombat(Rank.spy, Rank.scout)).toBe('defender-wins');
    expect(resolveCombat(Rank.miner, Rank.bomb)).toBe('attacker-wins');
    expect(resolveCombat(Rank.marshal, Rank.bomb)).toBe('defender-wins');
    expect(resolveCombat(Rank.spy, Rank.bomb)).toBe('defender-wins');
    expect(resolveCombat(Rank.major, Rank.major)).toBe('both-removed');
    expect(resolveCombat(Rank.spy, Rank.spy)).toBe('both-removed');
    expect(resolveCombat(Rank.general, Rank.marshal)).toBe('defender-wins');
    expect(resolveCombat(Rank.captain, Rank.lieutenant)).toBe('attacker-wins');
    for (let attacker = Rank.spy; attacker <= Rank.marshal; attacker++) expect(resolveCombat(attacker, Rank.flag)).toBe('flag-captured');
  });

  it('a Spy attacking the Marshal removes it and takes its square', () => {
    const after = scenario(stratego).from(duel('rS', 'bM')).play('E4-E5').state;
    expect(pieceAt(after, 'E5')).toEqual({ owner: 0, rank: Rank.spy, revealed: true, moved: true });
    expect(pieceAt(after, 'E4')).toBeNull();
    expect(after.lastCombat).toEqual({ attacker: Rank.spy, defender: Rank.marshal, result: 'attacker-wins' });
  });

  it('a Marshal attacking the Spy wins: a Spy that is attacked loses to anything', () => {
    const after = scenario(stratego).from(duel('rM', 'bS')).play('E4-E5').state;
    expect(pieceAt(after, 'E5')).toMatchObject({ owner: 0, rank: Rank.marshal, revealed: true });
    const scout = scenario(stratego).from(duel('r2', 'bS')).play('E4-E5').state;
    expect(pieceAt(scout, 'E5')).toMatchObject({ owner: 0, rank: Rank.scout });
  });

  it('a Miner removes a Bomb and takes the square', () => {
    const after = scenario(stratego).from(duel('r3', 'bB')).play('E4-E5').state;
    expect(pieceAt(after, 'E5')).toMatchObject({ owner: 0, rank: Rank.miner, revealed: true });
    expect(after.lastCombat?.result).toBe('attacker-wins');
  });

  it('any other piece attacking a Bomb is removed and the Bomb stays, now revealed', () => {
    for (const attacker of ['rM', 'r9', 'r4', 'r2', 'rS']) {
      const after = scenario(stratego).from(duel(attacker, 'bB')).play('E4-E5').state;
      expect(pieceAt(after, 'E4')).toBeNull();
      expect(pieceAt(after, 'E5')).toEqual({ owner: 1, rank: Rank.bomb, revealed: true, moved: false });
    }
  });

  it('equal ranks remove both pieces', () => {
    const after = scenario(stratego).from(duel('r7', 'b7')).play('E4-E5').state;
    expect(pieceAt(after, 'E4')).toBeNull();
    expect(pieceAt(after, 'E5')).toBeNull();
    expect(after.lastCombat?.result).toBe('both-removed');
  });

  it('the higher rank wins: a winning attacker moves in, a winning defender stays put', () => {
    const wins = scenario(stratego).from(duel('r8', 'b6')).play('E4-E5').state;
    expect(pieceAt(wins, 'E5')).toMatchObject({ owner: 0, rank: Rank.colonel, revealed: true, moved: true });
    const loses = scenario(stratego).from(duel('r5', 'b9')).play('E4-E5').state;
    expect(pieceAt(loses, 'E4')).toBeNull();
    expect(pieceAt(loses, 'E5')).toEqual({ owner: 1, rank: Rank.general, revealed: true, moved: false });
  });

  it('any movable piece captures the Flag and wins at once', () => {
    for (const attacker of ['rS', 'r2', 'r3', 'rM']) {
      const after = scenario(stratego).from(duel(attacker, 'bF')).play('E4-E5').state;
      expect(after.outcome).toEqual({ ranking: [[0], [1]], reason: 'flag-captured' });
      expect(stratego.actor(after)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'flag-captured' } });
      expect(stratego.legalMoves(after)).toEqual([]);
    }
  });

  it('a Scout captures the Flag at the end of a slide', () => {
    const state = position(`
      b2 . . . . . . . . .
      . . . . . . . . . .
      . . . . bF . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ . . ~ ~ . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . r2 . . . . .
      . . . . . . . . . .
    `);
    const after = scenario(stratego).from(state).play('E2-E8').state;
    expect(after.outcome?.reason).toBe('flag-captured');
  });
});

describe('revealing', () => {
  it('reveals both pieces in a combat; the survivor stays known', () => {
    const after = scenario(stratego).from(duel('r8', 'b6')).play('E4-E5', 'A10-A9').state;
    expect(pieceAt(after, 'E5')?.revealed).toBe(true);
    const later = scenario(stratego).from(after).play('E5-E6').state;
    expect(pieceAt(later, 'E6')?.revealed).toBe(true);
  });

  it('a Scout moving more than one square reveals itself; a one-square step does not', () => {
    const state = duel('r2', '.');
    expect(pieceAt(scenario(stratego).from(state).play('E4-E5').state, 'E5')).toEqual({ owner: 0, rank: Rank.scout, revealed: false, moved: true });
    expect(pieceAt(scenario(stratego).from(state).play('E4-E8').state, 'E8')).toEqual({ owner: 0, rank: Rank.scout, revealed: true, moved: true });
  });

  it('records whether each piece has moved', () => {
    const state = duel('r6', 'b6');
    const after = scenario(stratego).from(state).play('E4-F4').state;
    expect(pieceAt(after, 'F4')?.moved).toBe(true);
    expect(pieceAt(after, 'E5')?.moved).toBe(false);
  });
});

describe('the Spy', () => {
  it('loses to any attacker, even a Scout (it only beats the Marshal when it attacks)', () => {
    const state = position(
      `
      . . . . . . . . . bF
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ b2 . ~ ~ . .
      . . . . rS . . . . .
      . . . . . . . . . .
      . . . . . . . . . r3
      rF . . . . . . . . .
    `,
      { toMove: 1 },
    );
    const after = scenario(stratego).from(state).play('E5-E4').state;
    expect(after.lastCombat).toEqual({ attacker: Rank.scout, defender: Rank.spy, result: 'attacker-wins' });
    expect(pieceAt(after, 'E4')).toEqual({ owner: 1, rank: Rank.scout, revealed: true, moved: true });
  });

  it('attacking anything but the Marshal loses, or removes both against the Spy', () => {
    const general = scenario(stratego).from(duel('rS', 'b9')).play('E4-E5').state;
    expect(general.lastCombat).toEqual({ attacker: Rank.spy, defender: Rank.general, result: 'defender-wins' });
    expect(pieceAt(general, 'E4')).toBeNull();
    expect(pieceAt(general, 'E5')).toEqual({ owner: 1, rank: Rank.general, revealed: true, moved: false });
    const spy = scenario(stratego).from(duel('rS', 'bS')).play('E4-E5').state;
    expect(spy.lastCombat?.result).toBe('both-removed');
    expect(pieceAt(spy, 'E5')).toBeNull();
  });

  it('a Marshal that attacks a Spy stays; a Spy that attacks a Marshal wins only as attacker', () => {
    const state = position(
      `
      . . . . . . . . . bF
      . . . . . . . . . .
      . . . . . . . . . .
      . . . . . . . . . .
      . . ~ ~ . . ~ ~ . .
      . . ~ ~ bM . ~ ~ . .
      . . . . rS . . . . .
      . . . . . . . . . .
      . . . . . . . . . r3
      rF . . . . . . . . .
    `,
      { toMove: 1 },
    );
    const after = scenario(stratego).from(state).play('E5-E4').state;
    expect(after.lastCombat).toEqual({ attacker: Rank.marshal, defender: Rank.spy, result: 'attacker-wins' });
    expect(pieceAt(after, 'E4')).toMatchObject({ owner: 1, rank: Rank.marshal });
  });
});
