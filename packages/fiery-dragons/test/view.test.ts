import { unwrap } from '@games/core';
import { fieryDragons } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';

describe('a view is a copy', () => {
  it('editing a view never changes the state it was taken from', () => {
    const state = unwrap(fieryDragons.setup({ players: 2 }));
    const before = JSON.stringify(state);
    const seen = fieryDragons.view(state, 0);
    seen.tokens[0]!.progress = 99;
    seen.revealed.push(3);
    seen.home.push(1);
    seen.homeCave[0] = 3;
    expect(JSON.stringify(state)).toBe(before);
  });
});
