import { describe, expect, it } from 'vitest';
import { unwrap } from '@games/core';
import { Rank, stratego } from '@games/stratego';

const state = unwrap(stratego.setup({}));

describe('notation', () => {
  it('writes placements as "place <letter> <square>" and moves as "<from>-<to>"', () => {
    expect(stratego.formatMove({ kind: 'place', rank: Rank.flag, square: 'A1' })).toBe('place F A1');
    expect(stratego.formatMove({ kind: 'place', rank: Rank.marshal, square: 'E4' })).toBe('place M E4');
    expect(stratego.formatMove({ kind: 'place', rank: Rank.scout, square: 'K3' })).toBe('place 2 K3');
    expect(stratego.formatMove({ kind: 'move', from: 'A3', to: 'A8' })).toBe('A3-A8');
    expect(stratego.formatMove({ kind: 'move', from: 'K9', to: 'K10' })).toBe('K9-K10');
  });

  it('reads its own notation back, in any case, with row 10 as 10 or :', () => {
    expect(unwrap(stratego.parseMove('place S B2', state))).toEqual({ kind: 'place', rank: Rank.spy, square: 'B2' });
    expect(unwrap(stratego.parseMove('  Place b c3 ', state))).toEqual({ kind: 'place', rank: Rank.bomb, square: 'C3' });
    expect(unwrap(stratego.parseMove('e4-e5', state))).toEqual({ kind: 'move', from: 'E4', to: 'E5' });
    expect(unwrap(stratego.parseMove('K9-K:', state))).toEqual({ kind: 'move', from: 'K9', to: 'K10' });
    expect(unwrap(stratego.parseMove('H:-H9', state))).toEqual({ kind: 'move', from: 'H10', to: 'H9' });
    expect(unwrap(stratego.parseMove('E4xE5', state))).toEqual({ kind: 'move', from: 'E4', to: 'E5' });
    expect(unwrap(stratego.parseMove('E4-F5', state))).toEqual({ kind: 'move', from: 'E4', to: 'F5' });
  });

  it('round-trips every legal move of a setup and of a game', () => {
    const playing = unwrap(stratego.setup({ variant: 'duel', seed: 9, redSetup: 'random', blueSetup: 'random' }));
    for (const position of [state, playing]) {
      for (const move of stratego.legalMoves(position)) expect(unwrap(stratego.parseMove(stratego.formatMove(move), position))).toEqual(move);
    }
  });

  it('names what it cannot read', () => {
    const code = (text: unknown): string => {
      const result = stratego.parseMove(text as string, state);
      return result.ok ? 'ok' : result.error.code;
    };
    expect(code('place X E4')).toBe('malformed-move');
    expect(code('place M J4')).toBe('off-board');
    expect(code('E4-J4')).toBe('off-board');
    expect(code('E4-E11')).toBe('off-board');
    expect(code('E0-E1')).toBe('off-board');
    expect(code('E4')).toBe('malformed-move');
    expect(code('')).toBe('malformed-move');
    expect(code(null)).toBe('malformed-move');
    expect(code(12)).toBe('malformed-move');
  });
});
