import { createRng, parseOptions, step, unwrap } from '@games/core';
import { renderText, yunnori } from '@games/yunnori';
import { describe, expect, it } from 'vitest';

describe('contract 1.0', () => {
  it('hides nothing and describes every option setup accepts', () => {
    expect(yunnori.hiddenInformation).toBe(false);
    expect(yunnori.redeal).toBeUndefined();
    expect(yunnori.options.map((option) => option.name)).toEqual(['version', 'players', 'pieces', 'animals', 'ids', 'stickFrontProbability', 'start', 'seed']);
    for (const option of yunnori.options) {
      expect(option.description.length).toBeGreaterThan(10);
      expect(option.description).not.toContain('\n');
      if (option.default !== undefined) expect(yunnori.setup({ [option.name]: option.default }).ok).toBe(true);
      for (const value of option.values ?? []) expect(yunnori.setup({ [option.name]: value }).ok).toBe(true);
    }
    expect(yunnori.setup({ players: 5 }).ok).toBe(false);
  });

  it('reads options from text by their metadata', () => {
    const options = unwrap(parseOptions(yunnori, { version: 'advanced', animals: '["pig","cow","dog"]' }));
    const state = unwrap(yunnori.setup(options as never));
    expect(yunnori.seats(state)).toBe(3);
  });

  it('counts the seats of a match, and draws any view as text with seats from 0', () => {
    const state = unwrap(yunnori.setup({ players: 4, pieces: 2 }));
    expect(yunnori.seats(state)).toBe(4);
    const thrown = unwrap(step(yunnori, state, { chance: createRng(4) }));
    for (let seat = 0; seat < 4; seat++) {
      const text = yunnori.renderText!(thrown.views[seat]!, seat);
      expect(text).toBe(renderText(thrown.views[seat]!));
      expect(text).toContain('Player 3 : 0 0');
    }
    expect(yunnori.renderText!(thrown.spectator, null)).toBe(renderText(thrown.spectator));
  });
});
