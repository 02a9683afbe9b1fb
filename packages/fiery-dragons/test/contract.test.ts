import { parseOptions, unwrap } from '@games/core';
import { fieryDragons, renderText } from '@games/fiery-dragons';
import { describe, expect, it } from 'vitest';

describe('contract 1.0', () => {
  it('hides the face-down chits and describes every option setup accepts', () => {
    expect(fieryDragons.hiddenInformation).toBe(true);
    expect(typeof fieryDragons.redeal).toBe('function');
    expect(fieryDragons.options.map((option) => option.name)).toEqual(['players', 'seed', 'finish', 'pirateEndsTurn', 'voluntaryEndTurn', 'extraChits', 'board']);
    for (const option of fieryDragons.options) {
      expect(option.description.length).toBeGreaterThan(10);
      if (option.default !== undefined) expect(fieryDragons.setup({ [option.name]: option.default }).ok).toBe(true);
      for (const value of option.values ?? []) expect(fieryDragons.setup({ [option.name]: value }).ok).toBe(true);
      if (option.max !== undefined) expect(fieryDragons.setup({ [option.name]: option.max + 1 }).ok).toBe(false);
    }
  });

  it('reads options from text by their metadata and counts the seats', () => {
    const options = unwrap(parseOptions(fieryDragons, { players: '3', finish: 'ranking', pirateEndsTurn: 'true', extraChits: '{"swap":2}' }));
    const state = unwrap(fieryDragons.setup(options as never));
    expect(fieryDragons.seats(state)).toBe(3);
    expect(state.chits).toHaveLength(18);
  });

  it('draws a view as text, the same for the game object and the export', () => {
    const state = unwrap(fieryDragons.setup({ players: 2 }));
    expect(fieryDragons.renderText!(fieryDragons.view(state, 1), 1)).toBe(renderText(fieryDragons.view(state, 1)));
    expect(fieryDragons.renderText!(fieryDragons.view(state, null), null)).toContain('seat 0 to act');
  });
});
