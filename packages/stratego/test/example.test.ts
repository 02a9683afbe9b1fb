import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';
import { pieceAt, renderText, stratego } from '@games/stratego';

describe('the worked example of docs/games/stratego.md', () => {
  it('plays as documented', () => {
    const { state } = scenario(stratego)
      .setup({ variant: 'barrage' })
      .play('place F A1', 'place B B1', 'place S C1', 'place 2 D1', 'place 2 E1', 'place 3 F1', 'place 9 G1', 'place M A4')
      .play('place F K10', 'place B I10', 'place S H10', 'place 2 G10', 'place 2 F10', 'place 3 E10', 'place 9 D10', 'place M B7')
      .play({ kind: 'move', from: 'E1', to: 'E9' })
      .check((scouted) => {
        expect(pieceAt(scouted, 'E9')).toEqual({ owner: 0, rank: 2, revealed: true, moved: true });
        expect(stratego.view(scouted, 1).squares[84]).toEqual({ owner: 0, rank: 2, revealed: true, moved: true });
      })
      .play({ kind: 'move', from: 'F10', to: 'F2' }, { kind: 'move', from: 'E9', to: 'K9' }, { kind: 'move', from: 'D10', to: 'D9' }, { kind: 'move', from: 'K9', to: 'K10' })
      .expectOutcome({ ranking: [[0], [1]], reason: 'flag-captured' });
    expect(stratego.actor(state)).toEqual({ kind: 'over', outcome: { ranking: [[0], [1]], reason: 'flag-captured' } });
    expect(renderText(stratego.view(state, 0))).toContain('game over: Red wins (flag captured)');
  });
});
