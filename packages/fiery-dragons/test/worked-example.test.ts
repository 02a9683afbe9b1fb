import { unwrap } from '@games/core';
import { chitsOf, fieryDragons, renderText, tokenOf } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';
import { scenario } from '@games/testing';

describe('the worked example of the docs and the README', () => {
  it('plays as described', () => {
    scenario(fieryDragons)
      .setup({ players: 2 })
      .play('flip 4')
      .check((state) => expect(tokenOf(state, 0)).toMatchObject({ square: 2, progress: 2 }))
      .play('flip 1')
      .check((state) => expect(tokenOf(state, 0)).toMatchObject({ square: 4, progress: 4 }))
      .play('flip 12')
      .check((state) => {
        expect(tokenOf(state, 0)).toEqual({ inCave: false, square: 3, cave: null, progress: 3, home: false });
        expect(fieryDragons.legalMoves(state)).toHaveLength(14);
      })
      .play('end')
      .check((state) => {
        expect(state.seat).toBe(1);
        expect(chitsOf(state).every((chit) => chit === 'face-down')).toBe(true);
        expect(renderText(fieryDragons.view(state, 1))).toMatch(/seat 1 to act/);
      })
      .play('flip 0')
      .check((state) => {
        expect(state.seat).toBe(0);
        expect(state.last).toMatchObject({ seat: 1, effect: 'no-match' });
        expect(fieryDragons.parseMove('end', state)).toMatchObject({ ok: false, error: { code: 'end-before-move' } });
      });
  });

  it('the README options are accepted', () => {
    const state = unwrap(fieryDragons.setup({ players: 4, seed: 7, finish: 'ranking', pirateEndsTurn: true, extraChits: { swap: 1 } }));
    expect(state.players).toBe(4);
    expect(state.rules).toEqual({ finish: 'ranking', pirateEndsTurn: true, voluntaryEndTurn: true });
    expect(state.chits.filter((chit) => chit.kind === 'swap')).toHaveLength(1);
    expect(state.chits).toHaveLength(17);
  });
});
