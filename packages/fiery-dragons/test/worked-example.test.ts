import { unwrap } from '@games/core';
import { chitsOf, fieryDragons, renderText, tokenOf } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';

function playText(state: ReturnType<typeof start>, text: string): ReturnType<typeof start> {
  return unwrap(fieryDragons.play(state, unwrap(fieryDragons.parseMove(text, state))));
}
const start = () => unwrap(fieryDragons.setup({ players: 2 }));

describe('the worked example of the docs and the README', () => {
  it('plays as described', () => {
    let state = playText(start(), 'flip 4');
    expect(tokenOf(state, 0)).toMatchObject({ square: 2, progress: 2 });
    state = playText(state, 'flip 1');
    expect(tokenOf(state, 0)).toMatchObject({ square: 4, progress: 4 });
    state = playText(state, 'flip 12');
    expect(tokenOf(state, 0)).toEqual({ inCave: false, square: 3, cave: null, progress: 3, home: false });
    expect(fieryDragons.legalMoves(state)).toHaveLength(14);
    state = playText(state, 'end');
    expect(state.seat).toBe(1);
    expect(chitsOf(state).every((chit) => chit === 'face-down')).toBe(true);
    expect(renderText(fieryDragons.view(state, 1))).toMatch(/seat 1 to act/);
    state = playText(state, 'flip 0');
    expect(state.seat).toBe(0);
    expect(state.last).toMatchObject({ seat: 1, effect: 'no-match' });
    expect(fieryDragons.parseMove('end', state)).toMatchObject({ ok: false, error: { code: 'end-before-move' } });
  });

  it('the README options are accepted', () => {
    const state = unwrap(fieryDragons.setup({ players: 4, seed: 7, finish: 'ranking', pirateEndsTurn: true, extraChits: { swap: 1 } }));
    expect(state.players).toBe(4);
    expect(state.rules).toEqual({ finish: 'ranking', pirateEndsTurn: true, voluntaryEndTurn: true });
    expect(state.chits.filter((chit) => chit.kind === 'swap')).toHaveLength(1);
    expect(state.chits).toHaveLength(17);
  });
});
