/** Contract 1.0 (issue 13): what a generic host reads from the game object alone. */
import { parseOptions, unwrap } from '@games/core';
import { fromPosition, renderText, santorini, SantoriniError, type SantoriniOptions } from '@games/santorini';
import { describe, expect, it } from 'vitest';

describe('the santorini game object', () => {
  it('describes every option of SantoriniOptions for hosts, with the defaults setup uses', () => {
    const names: (keyof SantoriniOptions)[] = ['players', 'gods', 'physicalSupply', 'maxTurns', 'seed'];
    expect(santorini.options.map((option) => option.name)).toEqual(names);
    for (const option of santorini.options) {
      expect(option.description.length).toBeGreaterThan(10);
      expect(option.description).not.toContain('\n');
    }
    const byName = Object.fromEntries(santorini.options.map((option) => [option.name, option]));
    expect(byName['gods']).toMatchObject({ type: 'json', default: null, nullable: true });
    expect(byName['players']).toMatchObject({ type: 'integer', values: [2, 3, 4], min: 2, max: 4 });
    expect(byName['physicalSupply']).toMatchObject({ type: 'boolean', default: false });
    expect(byName['maxTurns']).toMatchObject({ type: 'integer', default: 300, min: 1 });
    expect(byName['seed']).toMatchObject({ type: 'number', default: 0 });
    // the defaults are what setup does without the option
    const defaults = Object.fromEntries(santorini.options.filter((option) => 'default' in option).map((option) => [option.name, option.default]));
    expect(unwrap(santorini.setup(defaults as SantoriniOptions))).toEqual(unwrap(santorini.setup({})));
  });

  it('reads options from text by their metadata (a CLI or a form)', () => {
    const options = unwrap(parseOptions(santorini, { players: '3', gods: '["athena","pan",null]', physicalSupply: 'true', maxTurns: '50' }));
    const state = unwrap(santorini.setup(options as SantoriniOptions));
    expect(state.gods).toEqual(['athena', 'pan', 'mortal']);
    expect(state.rules).toEqual({ physicalSupply: true, maxTurns: 50 });
  });

  it('counts the seats of a match from its state', () => {
    expect(santorini.seats(unwrap(santorini.setup({})))).toBe(2);
    expect(santorini.seats(unwrap(santorini.setup({ gods: ['apollo', 'pan', 'zeus'] })))).toBe(3);
    expect(santorini.seats(unwrap(santorini.setup({ players: 4 })))).toBe(4);
    // a seat that left still counts
    expect(santorini.seats(unwrap(fromPosition('0000000000000000000000000/1/mortal:A1,A2/mortal:-/mortal:E1,E2')))).toBe(3);
  });

  it('hides information only through Chaos: every view is the spectator view without him', () => {
    expect(santorini.hiddenInformation).toBe(true);
    const plain = unwrap(santorini.setup({ gods: ['athena', 'pan'] }));
    expect(santorini.view(plain, 0)).toEqual(santorini.view(plain, null));
    expect(santorini.redeal!(plain, 0, () => 0)).toBe(plain);
    const chaos = unwrap(santorini.setup({ gods: ['chaos', 'pan'], seed: 2 }));
    expect(santorini.view(chaos, 0)).not.toEqual(chaos);
    expect(santorini.view(chaos, 0)).toEqual(santorini.view(chaos, null));
  });

  it('renders the text board of a view through the game object, the same for every seat', () => {
    const state = unwrap(fromPosition('0000000000000000000000000/1/mortal:B3,D3/mortal:C4,C2'));
    const text = santorini.renderText!(santorini.view(state, 0), 0);
    expect(text).toBe(renderText(santorini.view(state, null)));
    expect(text).toContain('Turn 1: seat 0 moves');
    expect(santorini.renderText!(santorini.view(state, 1), 1)).toBe(text);
  });

  it('discriminates every move by kind', () => {
    let state = unwrap(santorini.setup({ gods: ['ares', 'charon'] }));
    const kinds = new Set<string>();
    for (let ply = 0; ply < 40 && santorini.actor(state).kind === 'player'; ply++) {
      const moves = santorini.legalMoves(state);
      for (const move of moves) kinds.add(move.kind);
      state = unwrap(santorini.play(state, moves[ply % moves.length]!));
    }
    expect([...kinds].every((kind) => ['place', 'move', 'build', 'dome', 'remove', 'pass'].includes(kind))).toBe(true);
  });

  it('exports its error codes in one pattern, each kebab-case and distinct', () => {
    const codes = Object.values(SantoriniError);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(SantoriniError.unknownSquare).toBe('unknown-square');
    const refused = santorini.play(unwrap(santorini.setup({})), { kind: 'place', square: 'F9' });
    expect(refused.ok ? null : refused.error.code).toBe(SantoriniError.unknownSquare);
  });
});
