import { describe, expect, it } from 'vitest';
import { createRng, parseOptions, pick, step, table, unwrap, updateFor, type AnyGame } from '@games/core';
import { renderText, StrategoError, stratego, VARIANTS } from '@games/stratego';
import { resolveRules } from '../src/setup.js';

describe('contract 1.0: what a generic host reads', () => {
  it('says the game hides information and has two seats in every variant', () => {
    expect(stratego.hiddenInformation).toBe(true);
    for (const variant of VARIANTS) {
      expect(stratego.seats(unwrap(stratego.setup({ variant })))).toBe(2);
      expect(stratego.seats(unwrap(stratego.setup({ variant, redSetup: 'random', blueSetup: 'random' })))).toBe(2);
    }
  });

  it('describes every option setup accepts, with defaults setup really uses', () => {
    const names = stratego.options.map((option) => option.name);
    expect(names).toEqual(['variant', 'seed', 'redSetup', 'blueSetup', 'scoutMoveAndAttack', 'twoSquareLimit', 'moreSquaresRule', 'maxPlies', 'maxPliesWithoutAttack', 'players']);
    for (const option of stratego.options) {
      expect(option.description.length).toBeGreaterThan(10);
      expect(option.description).not.toContain('\n');
    }
    const variant = stratego.options.find((option) => option.name === 'variant')!;
    expect(variant.values).toEqual([...VARIANTS]);
    const limit = stratego.options.find((option) => option.name === 'twoSquareLimit')!;
    expect(limit).toMatchObject({ type: 'integer', default: 3, nullable: true });
    for (const name of ['maxPlies', 'maxPliesWithoutAttack']) expect(stratego.options.find((option) => option.name === name)!.nullable).toBe(true);
    for (const name of ['redSetup', 'blueSetup']) expect(stratego.options.find((option) => option.name === name)).toMatchObject({ type: 'string' });
    // The documented defaults are the ones setup fills in.
    const defaults = Object.fromEntries(stratego.options.filter((option) => option.default !== undefined).map((option) => [option.name, option.default]));
    const rules = unwrap(resolveRules({}));
    for (const key of Object.keys(rules) as (keyof typeof rules)[]) expect(defaults[key]).toEqual(rules[key]);
    expect(unwrap(stratego.setup(defaults))).toEqual(unwrap(stratego.setup({})));
  });

  it('reads options from text through the metadata (as a CLI or a form does)', () => {
    const options = unwrap(parseOptions(stratego as AnyGame, { variant: 'barrage', twoSquareLimit: 'null', maxPlies: '300', scoutMoveAndAttack: 'false', redSetup: 'random', seed: '9' }));
    expect(options).toEqual({ variant: 'barrage', twoSquareLimit: null, maxPlies: 300, scoutMoveAndAttack: false, redSetup: 'random', seed: 9 });
    const state = unwrap(stratego.setup(options));
    expect(state.rules).toMatchObject({ variant: 'barrage', twoSquareLimit: null, maxPlies: 300, scoutMoveAndAttack: false });
    expect(parseOptions(stratego as AnyGame, { variant: 'mega' })).toMatchObject({ ok: false, error: { code: 'invalid-options' } });
  });

  it('draws the text board from the game object for a seat, the same as renderText', () => {
    const state = unwrap(stratego.setup({ seed: 3, redSetup: 'random', blueSetup: 'random' }));
    for (const seat of [0, 1, null]) {
      const text = stratego.renderText!(stratego.view(state, seat), seat);
      expect(text).toBe(renderText(stratego.view(state, seat)));
      expect(text.split('\n')[0]).toBe('     A  B  C  D  E  F  G  H  I  K ');
    }
  });

  it('discriminates every move by kind, and whose turn it is comes from actor alone', () => {
    let state = unwrap(stratego.setup({ variant: 'barrage', seed: 2 }));
    const rng = createRng(4);
    for (let turn = 0; turn < 40 && stratego.actor(state).kind === 'player'; turn++) {
      const current = table(stratego, state);
      const toAct = current.toAct!;
      expect(current.actor).toEqual({ kind: 'player', seat: toAct.seat });
      for (const legal of toAct.moves) expect(['place', 'move']).toContain(legal.move.kind);
      const chosen = pick(rng, toAct.moves);
      const next = unwrap(step(stratego, state, { seat: toAct.seat, move: chosen.notation }));
      expect(updateFor(next, 1 - toAct.seat).view.viewer).toBe(1 - toAct.seat);
      state = next.state;
    }
  });

  it('lists every code it can return in StrategoError, as kebab-case', () => {
    const codes = Object.values(StrategoError);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['malformed-move', 'game-over', 'invalid-options', 'malformed-record', 'invalid-setup', 'two-squares-rule', 'more-squares-rule']));
  });
});
